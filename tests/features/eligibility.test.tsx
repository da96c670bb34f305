import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/data';
import { readSection, updateSection } from '@/data/sections';
import { readTaskProgress } from '@/data/tasks';
import { EligibilityPage } from '@/features/eligibility/components/eligibility-page';
import type { StoredEligibility } from '@/features/eligibility/model';
import { readPeople } from '@/data/people';
import { saveEligibility } from '@/features/eligibility/repo';
import { saveAnswer } from '@/features/forms/repo';
import { passportName } from '@/domain/forms/resolve';
import { renderPage, resetDatabase } from '../render';
import { eligibleAnswers } from '../fixtures/eligibility';

const TODAY = '2026-06-01';

/** Every spec field answered so that the check says eligible (2026, household of 2: 25,195,752 KRW). */

const seed = (answers: Partial<StoredEligibility>) =>
  updateSection('eligibility', (current) => ({ ...current, ...answers }) as typeof current);

const open = async () => {
  await renderPage(EligibilityPage, { path: '/eligibility' });
  await screen.findByRole('heading', { level: 1, name: 'Eligibility Check' });
  await screen.findByTestId('eligibility-result');
};

const stored = async () => (await readSection('eligibility')) as StoredEligibility;
const group = (testId: string) => screen.getByTestId(testId);

// The page re-renders on every keystroke; on a loaded machine that takes a while.
const SLOW = 60_000;
const settle = { timeout: 5_000 };

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T09:00:00Z`));
  await resetDatabase();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Eligibility check', () => {
  it(
    'labels names only when they came from elsewhere, and shows the name typed here that another form replaced',
    async () => {
      await saveEligibility({ familyName: 'SANTOS', givenNames: 'MARIA CLARA REYES' });
      await open();
      // Typed on this page (and nothing else held): no "(from your details)" anywhere.
      expect(screen.queryAllByTestId('from-person')).toHaveLength(0);
      expect(screen.queryByTestId('eligibility-replaced-name')).toBeNull();
      cleanup();
      // The marriage background statement's 1.2 typed shorter (one fact: every form prints it).
      await saveAnswer('spouse-information', 'si.given-name', { givenName: 'MARIA CLARA' });
      await open();
      expect((screen.getByTestId('eligibility-given-names') as HTMLInputElement).value).toBe('MARIA CLARA');
      const notice = await screen.findByTestId('eligibility-replaced-name');
      expect(notice.textContent).toContain('“SANTOS MARIA CLARA REYES”');
      expect(notice.textContent).toContain('“SANTOS MARIA CLARA”');
      expect(screen.getAllByTestId('from-person').length).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    'asks the applicant’s name as the person holds it, and offers a whole name typed before to enter again',
    async () => {
      await seed({ fullName: 'Jane Doe' });
      await open();
      expect(screen.getByTestId('eligibility-earlier-name').textContent).toContain('You typed “Jane Doe” earlier.');
      const user = userEvent.setup();
      await user.type(screen.getByLabelText("Applicant's family name, as in the passport"), 'Doe');
      expect(screen.queryByTestId('eligibility-earlier-name')).toBeNull();
      await waitFor(async () => expect(passportName(await readPeople(), 'applicant')).toBe('DOE'), settle);
      expect(screen.getByLabelText<HTMLInputElement>("Applicant's family name, as in the passport").value).toBe('DOE');
      await waitFor(async () => expect((await stored()).fullName).toBe('DOE'), settle);
    },
    SLOW,
  );

  it(
    'saves every answer the moment it changes, and shows it again after a reload',
    async () => {
      const user = userEvent.setup();
      await open();
      await user.type(screen.getByLabelText("Applicant's family name, as in the passport"), 'doe');
      await user.type(screen.getByLabelText("Applicant's given names, as in the passport"), 'jane');
      await user.click(within(group('eligibility-marriage-certificate')).getByRole('radio', { name: 'Yes' }));
      await user.click(within(group('eligibility-live-together')).getByRole('radio', { name: 'No' }));
      await user.click(screen.getByRole('radio', { name: 'TOPIK level 1' }));
      await user.type(screen.getByLabelText(/income over the past year/), '30000000');

      await waitFor(async () => {
        const s = await stored();
        expect(s).toMatchObject({
          fullName: 'DOE JANE',
          hasMarriageCertificate: true,
          plansToLiveTogether: false,
          koreanLanguageLevel: 'topik1',
          annualIncome: 30_000_000,
        });
      }, settle);
      // The name is the person's (D20): the visa application form and the official forms show the same one.
      expect(passportName(await readPeople(), 'applicant')).toBe('DOE JANE');
      // The stored result follows the answers (living apart fails F-6-1).
      expect((await stored()).checkResult).toBe('not-eligible');
      expect(await db.outbox.where('doc').equals('users').count()).toBeGreaterThan(0);

      cleanup();
      await open();
      expect(screen.getByLabelText<HTMLInputElement>("Applicant's family name, as in the passport").value).toBe('DOE');
      expect(screen.getByLabelText<HTMLInputElement>("Applicant's given names, as in the passport").value).toBe('JANE');
      expect(
        within(group('eligibility-marriage-certificate')).getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked,
      ).toBe(true);
      expect(
        within(group('eligibility-live-together')).getByRole<HTMLInputElement>('radio', { name: 'No' }).checked,
      ).toBe(true);
      expect(screen.getByLabelText<HTMLInputElement>(/income over the past year/).value).toBe('30,000,000');
      expect(screen.getByTestId('check-living-together').dataset.status).toBe('fail');
      expect(screen.getByTestId('eligibility-outcome').textContent).toBe('Not eligible yet');
    },
    SLOW,
  );

  it(
    'checks income against the threshold for the household size and shows the figure with its year',
    async () => {
      const user = userEvent.setup();
      await seed({ annualIncome: 30_000_000 });
      await open();
      expect(screen.getByTestId('income-threshold').textContent).toContain(
        '2026 threshold for a household of 2: 25,195,752 KRW',
      );
      expect(screen.getByTestId('check-income').dataset.status).toBe('pass');

      await user.click(screen.getByTestId('more-details-toggle'));
      const household = screen.getByLabelText('Household size');
      await user.clear(household);
      await user.type(household, '4');
      await waitFor(
        () =>
          expect(screen.getByTestId('income-threshold').textContent).toContain(
            '2026 threshold for a household of 4: 38,968,428 KRW',
          ),
        settle,
      );
      expect(screen.getByTestId('check-income').dataset.status).toBe('fail');
      expect(screen.getByTestId('check-income').textContent).toContain('8,968,428 KRW below the 2026 threshold');
      await waitFor(async () => expect((await stored()).householdSize).toBe(4), settle);

      // 5% of 200,000,000 KRW in assets closes the gap.
      await user.type(screen.getByLabelText(/Net assets held/), '200000000');
      await waitFor(() => expect(screen.getByTestId('check-income').dataset.status).toBe('pass'), settle);
    },
    SLOW,
  );

  it(
    'asks for the certificate and the Korean register apart, and a yes saved when one question asked both shows both',
    async () => {
      await seed({ ...eligibleAnswers, marriagePlace: 'abroad' });
      await open();
      const yes = (testId: string) =>
        within(group(testId)).getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked;
      expect(yes('eligibility-marriage-certificate')).toBe(true);
      expect(yes('eligibility-registered-in-korea')).toBe(true);
      expect(screen.getByTestId('check-marriage').dataset.status).toBe('pass');

      // Married abroad with the certificate, not yet reported to Korea: answered truthfully, the check says what to do.
      const user = userEvent.setup();
      await user.click(within(group('eligibility-registered-in-korea')).getByRole('radio', { name: 'No' }));
      await waitFor(() => expect(screen.getByTestId('check-marriage').dataset.status).toBe('fail'), settle);
      expect(screen.getByTestId('check-marriage').textContent).toMatch(/Report it to a Korean mission/);
      await waitFor(
        async () =>
          expect(await stored()).toMatchObject({ hasMarriageCertificate: true, marriageRegisteredInKorea: false }),
        settle,
      );
    },
    SLOW,
  );

  it('asks "a child together" once: the exemption lists show the answer above and leave it to it', async () => {
    const user = userEvent.setup();
    await seed({ childTogether: true, incomeExemptions: [] });
    await open();
    await user.click(screen.getByTestId('more-details-toggle'));
    for (const list of ['eligibility-income-exemptions', 'eligibility-language-exemptions']) {
      const box = within(group(list))
        .getAllByRole('checkbox', { hidden: true })
        .find((b) => /child together/.test(b.closest('.mantine-Checkbox-root')?.textContent ?? ''))!;
      expect((box as HTMLInputElement).checked).toBe(true);
      expect(box.hasAttribute('disabled')).toBe(true);
    }
    cleanup();
    await seed({ childTogether: false, incomeExemptions: ['child-together'] });
    await open();
    await user.click(screen.getByTestId('more-details-toggle'));
    const box = within(group('eligibility-income-exemptions'))
      .getAllByRole('checkbox', { hidden: true })
      .find((b) => /child together/.test(b.closest('.mantine-Checkbox-root')?.textContent ?? ''))!;
    expect((box as HTMLInputElement).checked).toBe(false);
  });

  it(
    'shows each check with its source, as-of date and the uncertain badge where the source is uncertain',
    async () => {
      const user = userEvent.setup();
      await open();
      const marriage = screen.getByTestId('check-marriage');
      expect(within(marriage).getByTestId('source-note').textContent).toMatch(
        /Source:.*Family Register Office.*as of Nov 23, 2026/,
      );
      expect(screen.queryAllByTestId('source-uncertain')).toHaveLength(0);
      await user.click(screen.getByTestId('more-details-toggle'));
      // The panel opens with a transition; under load the box is not yet in the accessibility tree.
      await user.click(
        await screen.findByRole('checkbox', { name: 'The applicant held F-6 before, with the same spouse' }, settle),
      );
      await waitFor(
        () => expect(within(screen.getByTestId('check-income')).getByTestId('source-uncertain')).toBeTruthy(),
        settle,
      );
    },
    SLOW,
  );

  it(
    'marks eligibility complete with the timeline task in one go, and reopens both when an answer changes',
    async () => {
      const user = userEvent.setup();
      await seed(eligibleAnswers);
      await open();
      expect(screen.getByTestId('eligibility-outcome').textContent).toBe('Eligible');
      const button = screen.getByTestId('mark-eligibility-complete');
      expect(button.hasAttribute('disabled')).toBe(false);
      await user.click(button);

      expect(await screen.findByTestId('eligibility-completed', {}, settle)).toBeTruthy();
      const s = await stored();
      expect(s.checkResult).toBe('eligible');
      expect(s.completedAt).toBe(`${TODAY}T09:00:00.000Z`);
      const task = (await readTaskProgress())['eligibility-check'];
      expect(task).toMatchObject({ status: 'completed', progress: 100, completedAt: `${TODAY}T09:00:00.000Z` });
      const keys = (await db.outbox.toArray()).map((r) => `${r.doc}/${r.key}`);
      expect(keys).toEqual(expect.arrayContaining(['users/eligibility', 'users/timeline']));

      // The housing answer changes: no longer eligible, so the step and the task reopen.
      await user.click(within(group('eligibility-housing')).getByRole('radio', { name: 'No' }));
      await waitFor(async () => expect((await stored()).completedAt).toBeNull(), settle);
      expect((await stored()).checkResult).toBe('not-eligible');
      expect((await readTaskProgress())['eligibility-check'].status).toBe('in-progress');
      expect(await screen.findByTestId('mark-eligibility-complete')).toBeTruthy();
    },
    SLOW,
  );

  it('keeps completion when a change leaves the result eligible', async () => {
    const user = userEvent.setup();
    await seed(eligibleAnswers);
    await open();
    await user.click(screen.getByTestId('mark-eligibility-complete'));
    await screen.findByTestId('eligibility-completed', {}, settle);
    const name = screen.getByLabelText("Korean spouse's full name");
    fireEvent.change(name, { target: { value: 'Kim Min-jun' } });
    await waitFor(async () => expect((await stored()).spouseName).toBe('Kim Min-jun'));
    expect((await stored()).completedAt).not.toBeNull();
    expect((await readTaskProgress())['eligibility-check'].status).toBe('completed');
  });

  it(
    'once every point that needs attention is acknowledged, the badge agrees with completing the step',
    async () => {
      const user = userEvent.setup();
      await seed({ ...eligibleAnswers, koreanLanguageLevel: 'basic' });
      await open();
      expect(screen.getByTestId('eligibility-outcome').textContent).toBe('Needs attention');
      // The disabled button says what is missing, by the check's name (a trial could not tell).
      expect(screen.getByTestId('mark-eligibility-complete').hasAttribute('disabled')).toBe(true);
      const title = within(screen.getByTestId('check-communication')).getAllByText(/./)[0].textContent!;
      expect(screen.getByTestId('mark-eligibility-complete-why').textContent).toBe(
        `Available once you tick “I have read this and will take care of it” under: ${title}.`,
      );
      for (const box of screen.getAllByTestId(/^acknowledge-/)) await user.click(box);
      await waitFor(
        () => expect(screen.getByTestId('eligibility-outcome').textContent).toBe('Eligible, points noted'),
        settle,
      );
      expect(within(screen.getByTestId('check-communication')).getByText('Acknowledged')).toBeTruthy();
      await user.click(screen.getByTestId('mark-eligibility-complete'));
      expect(await screen.findByTestId('eligibility-completed', {}, settle)).toBeTruthy();
      expect(screen.getByTestId('eligibility-outcome').textContent).toBe('Eligible, points noted');
    },
    SLOW,
  );

  it(
    'Korea is not offered as the applicant’s nationality; a Korean nationality saved before loads, is asked again, and nothing else is lost',
    async () => {
      await seed({ ...eligibleAnswers, nationality: 'KR', applicantResidence: 'KR' });
      await open();
      const field = screen.getByTestId('eligibility-nationality');
      // Kept as saved, shown by its name, with the request to choose again.
      expect((field as HTMLInputElement).value).toBe('Republic of Korea');
      expect(document.body.textContent).toMatch(
        /nationality cannot be the Republic of Korea\. Choose the applicant’s nationality again/,
      );
      expect(screen.getByTestId('eligibility-answered').textContent).toBe('9 of 10 questions answered');
      expect(screen.getByTestId('mark-eligibility-complete').hasAttribute('disabled')).toBe(true);
      // The nationality's suggestions leave Korea out; the country of residence keeps it.
      const options = (input: HTMLElement) =>
        [...document.getElementById(input.getAttribute('list') ?? '')!.querySelectorAll('option')].map((o) => o.value);
      expect(options(field)).not.toContain('Republic of Korea');
      expect(options(field)).toContain('Vietnam');
      expect(options(screen.getByTestId('eligibility-applicant-residence'))).toContain('Republic of Korea');
      // Nothing else was lost.
      expect((await stored()).applicantResidence).toBe('KR');
      expect((await stored()).annualIncome).toBe(30_000_000);

      fireEvent.change(field, { target: { value: 'Vietnam' } });
      await waitFor(() => expect(document.body.textContent).not.toMatch(/cannot be the Republic of Korea/), settle);
      await waitFor(
        () => expect(screen.getByTestId('eligibility-answered').textContent).toBe('10 of 10 questions answered'),
        settle,
      );
    },
    SLOW,
  );

  it('does not offer completion until every question is answered', async () => {
    const { fullName: _omit, ...rest } = eligibleAnswers;
    await seed(rest);
    await open();
    // The rules all pass, but the applicant's name is still missing.
    expect(screen.getByTestId('eligibility-answered').textContent).toBe('9 of 10 questions answered');
    expect(screen.getByTestId('mark-eligibility-complete').hasAttribute('disabled')).toBe(true);
  });
});
