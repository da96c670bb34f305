import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { missionAsks, missionFor } from '@/domain/missions';
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

  it.each([
    ['the applicant lives in Korea', { country: 'KR' }],
    ['a country with no mission data here', { country: 'TH' }],
    ['the Philippines (one mission)', { country: 'PH' }],
  ])('%s: the country is answered, so it is never asked again', async (_name, residence) => {
    await renderPage(() => <MissionCard answer={missionFor(residence)} />);
    await screen.findByTestId('mission-card');
    expect(screen.queryByText('Say where the applicant lives in the eligibility check')).toBeNull();
  });

  it('no country, or a country with several missions and no city yet: asks', async () => {
    await renderPage(() => <MissionCard answer={missionFor({})} />);
    expect(await screen.findByText('Say where the applicant lives in the eligibility check')).toBeTruthy();
  });
});

describe('missionAsks: what the check still has to be asked to name the mission', () => {
  it.each([
    [{}, 'country'],
    [{ country: 'VN' }, 'region'],
    [{ country: 'VN', region: 'hanoi' }, null],
    [{ country: 'US', region: 'CA' }, null],
    [{ country: 'KR' }, null],
    [{ country: 'PH' }, null],
    [{ country: 'TH' }, null],
  ] as const)('%o -> %s', (residence, asks) => {
    expect(missionAsks(missionFor(residence))).toBe(asks);
  });
});
