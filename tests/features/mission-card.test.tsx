import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { missionFor } from '@/domain/missions';
import { MissionCard } from '@/features/timeline/components/mission-card';
import { renderPage } from '../render';

describe('the mission card asks only for what is not answered', () => {
  it('California: the two consulates that can take it, the county decides, no request to answer again', async () => {
    await renderPage(() => <MissionCard answer={missionFor({ country: 'US', region: 'CA' })} />);
    const card = await screen.findByTestId('mission-card');
    expect(card.textContent).toMatch(/Los Angeles/);
    expect(card.textContent).toMatch(/San Francisco/);
    expect(card.textContent).not.toMatch(/Chicago|New York|Seattle/);
    expect(screen.getByTestId('mission-unknown').textContent).toMatch(/county/);
    expect(screen.queryByText('Say where the applicant lives in the eligibility check')).toBeNull();
  });

  it('no state yet: asks for it', async () => {
    await renderPage(() => <MissionCard answer={missionFor({ country: 'US' })} />);
    expect(await screen.findByText('Say where the applicant lives in the eligibility check')).toBeTruthy();
  });
});
