/**
 * The home card of a first visit (lib/store-presence.ts) is an empty store's, known without the data
 * layer: it must say what the one status function says of an empty store (D25), word for word and
 * link for link, in English and Korean; and the navigation shows no audit badge because an empty
 * store has no finding.
 */
import { readFileSync } from 'node:fs';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readAudit } from '@/data/audit';
import { readStatusData } from '@/data/application-status';
import { openFindingCount } from '@/domain/audit';
import { sectionDefaults } from '@/domain/application';
import { formCompletion } from '@/domain/forms/completion';
import { forms as formDefs } from '@/domain/forms';
import { formIdList } from '@/domain/progress';
import { applicationStatus } from '@/domain/status';
import { activateLocale } from '@/i18n/i18n';
import { JourneyCard } from '@/features/home/components/journey-card';
import { startingJourney } from '@/features/home/starting-journey';
import { journeyOf, type JourneyState } from '@/features/home/use-journey';
import { renderPage, resetDatabase } from '../../render';

const korean = () =>
  ({ ok: true, json: async () => JSON.parse(readFileSync('locales/ko/common.json', 'utf8')) }) as Response;

/** The card's words and links as a user meets them. */
async function seen(state: JourneyState) {
  const { container } = await renderPage(() => <JourneyCard state={state} loading={false} />);
  const card = container.querySelector('[data-testid="home-status"]')!.cloneNode(true) as HTMLElement;
  // Mantine's responsive grid writes a <style> with a per-render id: not words.
  card.querySelectorAll('style').forEach((style) => style.remove());
  const links = [...card.querySelectorAll('a')].map((a) => `${a.getAttribute('href')} ${a.textContent}`);
  const result = { text: card.textContent, links };
  cleanup();
  return result;
}

/** The status of an empty application given straight to the one status function, on a given day. */
function emptyApplication(now: Date): JourneyState {
  const status = applicationStatus({
    sections: sectionDefaults(),
    forms: Object.fromEntries(
      formIdList.map((id) => [id, { completion: formCompletion(formDefs[id], {}, [], now), started: false }]),
    ) as Parameters<typeof applicationStatus>[0]['forms'],
    marks: {},
    here: new Set(),
    readings: {},
    threads: [],
    today: now.toISOString().slice(0, 10),
  });
  return journeyOf(status, null);
}

beforeEach(resetDatabase);
afterEach(() => activateLocale('en'));

describe.each(['en', 'ko'] as const)('the first visit home card, in %s', (locale) => {
  beforeEach(() => activateLocale(locale, korean as unknown as typeof fetch));

  it('says what the status of the empty store says', async () => {
    const { status, sections } = await readStatusData();
    const live = await seen(journeyOf(status, sections.timeline.targetDate));
    const starting = await seen(startingJourney);
    expect(starting.text).toContain(locale === 'en' ? 'Not started' : '시작 전');
    expect(starting).toEqual(live);
  });

  it('says what the status function says of an empty application on any day', async () => {
    const starting = await seen(startingJourney);
    for (const day of ['2026-01-01T09:00:00Z', '2027-06-30T23:00:00Z'])
      expect(await seen(emptyApplication(new Date(day)))).toEqual(starting);
  });
});

it('an empty store has no audit finding (no badge)', async () => {
  expect(openFindingCount(await readAudit())).toBe(0);
});
