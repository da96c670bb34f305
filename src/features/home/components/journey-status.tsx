import { useJourney } from '../use-journey';
import { startingJourney } from '../starting-journey';
import { JourneyCard } from './journey-card';

/** "Where you stand", live from the stored application. */
export function JourneyStatus() {
  const live = useJourney();
  // Until the stored state arrives, the card is laid out with a new application's (values hidden),
  // so the page below it does not move when the numbers come in.
  return <JourneyCard state={live ?? startingJourney} loading={!live} />;
}
