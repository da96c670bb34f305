import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSection, updateSection } from '@/data/sections';
import { readTaskProgress } from '@/data/tasks';
import { addDays, toIsoDate } from '@/domain/timeline';
import { TimeSensitivePage } from '@/features/time-sensitive-docs/components/time-sensitive-page';
import { renderPage, resetDatabase } from '../render';

const open = async () => {
  await renderPage(TimeSensitivePage, { path: '/time-sensitive-documents' });
  await screen.findByRole('heading', { level: 1, name: 'Time-Sensitive Documents' });
  return screen.findByTestId('exemption-form');
};

beforeEach(resetDatabase);
afterEach(cleanup);
const slow = { timeout: 8000 };

/** A US national living in Washington: the FBI check and its apostille are theirs (D28). */
const usCouple = () =>
  updateSection('eligibility', (e) => ({ ...e, nationality: 'US', applicantResidence: 'US', applicantRegion: 'WA' }));

describe('Time-sensitive documents', () => {
  it('warns to start immediately and shows every document with its facts (a US couple)', async () => {
    await usCouple();
    await open();
    expect(screen.getByTestId('start-now-warning').textContent).toMatch(/Plan these first: they take the longest/);
    for (const id of ['fbi-check', 'apostille', 'medical-exam', 'tb-test', 'topik'])
      expect(screen.getByTestId(`doc-card-${id}`)).toBeTruthy();
    expect(screen.getByTestId('doc-cost-fbi-check').textContent).toMatch(/\$18/);
    expect(screen.getByTestId('doc-cost-medical-exam').textContent).toMatch(/Not published — check with the provider/);
    expect(screen.getByTestId('doc-time-fbi-check').textContent).toMatch(/business days/);
    const fbi = screen.getByTestId('doc-card-fbi-check');
    expect(within(fbi).getByText('Designated institutions')).toBeTruthy();
    expect(within(fbi).getByText('Alternatives accepted')).toBeTruthy();
    expect(within(fbi).getByTestId('source-uncertain')).toBeTruthy();
    expect(within(fbi).getByText(/as of/)).toBeTruthy();
  });

  it('before any answer (D28): no FBI card; the record of the country of nationality and residence, not known yet', async () => {
    await open();
    const record = await screen.findByTestId('doc-card-applicant-criminal-record');
    expect(record.getAttribute('data-availability')).toBe('in-plan');
    expect(record.textContent).toMatch(/country of nationality and of residence: not known yet/);
    expect(record.textContent).toMatch(/nationality and country of residence are not known yet/);
    expect(screen.queryByTestId('doc-card-fbi-check')).toBeNull();
    expect(screen.queryByTestId('doc-card-apostille')).toBeNull();
    expect(screen.queryByTestId('time-sensitive-us')).toBeNull();
    expect(screen.getByTestId('doc-task-applicant-criminal-record')).toBeTruthy();
  });

  it(
    'an applicant living in Korea (D28): Korea is named beside the nationality, with whom to ask; no Korean mission in Korea',
    slow,
    async () => {
      await updateSection('eligibility', (e) => ({
        ...e,
        nationality: 'VN',
        applicantResidence: 'KR',
        marriagePlace: 'korea',
        sponsorResidence: 'korea',
      }));
      await open();
      const record = await screen.findByTestId('doc-card-applicant-criminal-record');
      expect(record.textContent).toMatch(/Applicant's criminal record \(Vietnam, the Republic of Korea\)/);
      expect(record.textContent).toMatch(/Immigration Contact Center \(1345\)/);
      const shown = document.body.cloneNode(true) as HTMLElement;
      for (const style of shown.querySelectorAll('style')) style.remove();
      expect(shown.textContent).not.toMatch(/mission there accepts|hospital in the Republic of Korea|FBI/);
      expect(screen.getByTestId('doc-card-medical-exam').textContent).toMatch(/Applicant: a hospital in Korea/);
    },
  );

  it(
    'reads the couple (D28): a Vietnamese applicant in Hanoi sees the record of Vietnam in the plan and no FBI card; a US couple sees the FBI card',
    slow,
    async () => {
      await updateSection('eligibility', (e) => ({
        ...e,
        nationality: 'VN',
        applicantResidence: 'VN',
        applicantRegion: 'hanoi',
        marriagePlace: 'abroad',
        marriageCountry: 'VN',
        sponsorResidence: 'korea',
      }));
      await open();
      const record = await screen.findByTestId('doc-card-applicant-criminal-record');
      expect(record.getAttribute('data-availability')).toBe('in-plan');
      expect(record.textContent).toMatch(/Applicant's criminal record \(Vietnam\)/);
      expect(within(record).getByTestId('doc-authentication-applicant-criminal-record').textContent).toMatch(
        /apostille from Vietnam/,
      );
      expect(screen.queryByTestId('doc-card-fbi-check')).toBeNull();
      expect(screen.queryByTestId('doc-card-apostille')).toBeNull();
      expect(screen.getByTestId('doc-card-tb-test').getAttribute('data-availability')).toBe('in-plan');
      expect(screen.getByTestId('doc-card-tb-test').textContent).not.toMatch(/US citizens/);
      expect(screen.getByTestId('doc-card-medical-exam').textContent).not.toMatch(/valid in the US/);
      // Not a word of the FBI anywhere the couple reads (the text, not Mantine's style sheets).
      const shown = document.body.cloneNode(true) as HTMLElement;
      for (const style of shown.querySelectorAll('style')) style.remove();
      expect(shown.textContent).not.toMatch(/FBI|the US\b/);
      expect(screen.queryByTestId('time-sensitive-us')).toBeNull();
      cleanup();

      await updateSection('eligibility', (e) => ({
        ...e,
        nationality: 'US',
        applicantResidence: 'US',
        applicantRegion: 'WA',
      }));
      await open();
      await waitFor(() =>
        expect(screen.getByTestId('doc-card-fbi-check').getAttribute('data-availability')).toBe('in-plan'),
      );
      expect(screen.getByTestId('doc-card-applicant-criminal-record').getAttribute('data-availability')).toBe(
        'not-in-plan',
      );
      // The introduction stays the one every couple reads first; the data adds the FBI line below it.
      expect(document.body.textContent).toMatch(/Criminal records, the health certificates and TOPIK/);
      expect(screen.getByTestId('time-sensitive-us').textContent).toMatch(/your criminal record is the FBI check/);
    },
  );

  it('saves a criminal record exemption and takes the FBI tasks out of the plan', async () => {
    await usCouple();
    const form = await open();
    expect(screen.getByTestId('doc-task-fbi-check')).toBeTruthy();
    const before = Number(screen.getByTestId('doc-count-not-started').textContent);

    const criminal = within(form).getByRole('radiogroup', { name: 'Criminal record check' });
    fireEvent.click(within(criminal).getByRole('radio', { name: 'Exempt' }));

    await waitFor(async () => expect((await readSection('exemptionStatus')).criminalRecordCheck).toBe('exempt'));
    await waitFor(() => expect(screen.getByTestId('doc-availability-fbi-check').textContent).toBe('Exempt'));
    expect(screen.queryByTestId('doc-task-fbi-check')).toBeNull();
    expect(screen.queryByTestId('doc-task-fbi-apostille')).toBeNull();
    expect(screen.getByTestId('exemption-effect').textContent).toMatch(/Removed from your plan: .*FBI/);
    // The sponsor's Korean record (범죄경력회보서) is tracked here too since section 13 C7.
    expect(screen.getByTestId('doc-availability-korean-criminal-record').textContent).toBe('Exempt');
    expect(Number(screen.getByTestId('doc-count-not-started').textContent)).toBe(before - 3);
  });

  it('TB test only swaps the health certificates for the TB certificate', async () => {
    const form = await open();
    const health = within(form).getByRole('radiogroup', { name: 'Health check' });
    fireEvent.click(within(health).getByRole('radio', { name: 'TB test only' }));
    await waitFor(async () => expect((await readSection('exemptionStatus')).healthCheck).toBe('tb-test-only'));
    await waitFor(() => expect(screen.getByTestId('doc-availability-medical-exam').textContent).toBe('Exempt'));
    expect(screen.getByTestId('doc-task-tb-test')).toBeTruthy();
    expect(screen.getByTestId('exemption-effect').textContent).toMatch(/Added to your plan: .*TB/);
  });

  it('counts document progress from the shared task progress', async () => {
    await usCouple();
    await open();
    fireEvent.click(screen.getByTestId('doc-task-start-fbi-check'));
    await waitFor(() => expect(screen.getByTestId('doc-count-in-progress').textContent).toBe('1'), slow);
    fireEvent.click(screen.getByTestId('doc-task-done-fbi-apostille'));
    await waitFor(() => expect(screen.getByTestId('doc-count-completed').textContent).toBe('1'), slow);
    // A health certificate marked done with no certificate added: marked done, counted apart (D25).
    fireEvent.click(screen.getByTestId('doc-task-done-applicant-health-certificate'));
    await waitFor(() => expect(screen.getByTestId('doc-count-marked-done').textContent).toBe('1'), slow);
    expect(screen.getByTestId('doc-count-completed').textContent).toBe('1');
    expect(screen.getByTestId('doc-task-status-applicant-health-certificate').textContent).toBe('Marked done');
    expect(screen.getByTestId('doc-task-disagrees-applicant-health-certificate').textContent).toBe(
      'Marked done; the document is not ready on this device (see Documents)',
    );
    expect(screen.getByTestId('doc-progress-marked-done').textContent).toBe(
      '1 marked done by hand while its work is not finished',
    );
    const stored = await readTaskProgress();
    expect(stored['fbi-check'].status).toBe('in-progress');
    expect(stored['fbi-apostille']).toMatchObject({ status: 'completed', progress: 100 });
    expect(stored['applicant-health-certificate']).toMatchObject({ status: 'completed', progress: 100 });
  });

  it('asks before a document is started before its window, as the timeline does', async () => {
    const targetDate = addDays(toIsoDate(new Date().toISOString()), 200);
    await updateSection('timeline', (current) => ({ ...current, targetDate }));
    await usCouple();
    await open();
    fireEvent.click(await screen.findByTestId('doc-task-start-fbi-check'));
    const ask = await screen.findByTestId('doc-task-early-fbi-check', undefined, slow);
    expect(ask.textContent).toMatch(/too early: the window to request it opens on/);
    fireEvent.click(within(ask).getByRole('button', { name: /^Wait until/ }));
    await waitFor(() => expect(screen.queryByTestId('doc-task-early-fbi-check')).toBeNull(), slow);
    expect((await readTaskProgress())['fbi-check']).toBeUndefined();

    fireEvent.click(screen.getByTestId('doc-task-start-sponsor-health-certificate'));
    const health = await screen.findByTestId('doc-task-early-sponsor-health-certificate', undefined, slow);
    fireEvent.click(within(health).getByRole('button', { name: 'Start anyway' }));
    await waitFor(
      async () => expect((await readTaskProgress())['sponsor-health-certificate']?.status).toBe('in-progress'),
      slow,
    );
  });
});
