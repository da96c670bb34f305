import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSection, updateSection } from '@/data/sections';
import { VisaWizardPage } from '@/features/visa-wizard/components/visa-wizard-page';
import { answersOf, recommendedCode } from '@/features/visa-wizard/model';
import type { AuthState } from '@/lib/auth-context';
import { renderPage, resetDatabase } from '../render';

const signedIn: Partial<AuthState> = {
  user: { uid: 'u1', email: 'jane@example.com', displayName: 'Jane' },
  loading: false,
  mode: 'emulators',
};
const LoginStub = () => <h1>Login page</h1>;

const open = async (auth: Partial<AuthState> = signedIn) => {
  await renderPage(VisaWizardPage, { path: '/visa-recommendations', auth, routes: { '/login': LoginStub } });
};
const openSignedIn = async () => {
  await open();
  await screen.findByRole('heading', { level: 1, name: 'Visa recommendations' });
  await screen.findByTestId('visa-wizard');
};

/** Answers where the couple will live and that they are married, each followed by Next. */
const answerMarriedLivingIn = async (user: ReturnType<typeof userEvent.setup>, place: string) => {
  await user.click(screen.getByRole('radio', { name: place }));
  await user.click(screen.getByTestId('visa-next'));
  await user.click(screen.getByRole('radio', { name: 'We are married' }));
  await user.click(screen.getByTestId('visa-next'));
};

beforeEach(async () => {
  await resetDatabase();
});
afterEach(() => cleanup());

describe('Visa recommendations', () => {
  it('sends signed-out visitors to /login with a note', async () => {
    await open({ user: null, loading: false, mode: 'emulators' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login page' })).toBeTruthy();
    expect(await screen.findByText('Sign in to see your visa recommendations.')).toBeTruthy();
  });

  it('local-only mode (no backend): open to everyone, nothing to sign in for (D24)', async () => {
    await open({ user: null, loading: false, mode: 'local-only' });
    await screen.findByRole('heading', { level: 1, name: 'Visa recommendations' });
    await screen.findByTestId('visa-wizard');
    expect(screen.queryByRole('heading', { name: 'Login page' })).toBeNull();
  });

  it('waits while the sign-in state is loading', async () => {
    await open({ user: null, loading: true, mode: 'emulators' });
    expect(await screen.findByTestId('visa-loading')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Login page' })).toBeNull();
  });

  it('recommends F-6-1 for a married couple living in Korea, points to the next steps, and starts it', async () => {
    const user = userEvent.setup();
    await openSignedIn();
    expect(screen.getByTestId('visa-step').textContent).toBe('Question 1 of 2');
    expect(screen.getByTestId('visa-next').hasAttribute('disabled')).toBe(true);
    await answerMarriedLivingIn(user, 'In Korea');
    // Whether the applicant is in Korea now (a trial was told about entry while living in Seoul).
    expect(screen.getByTestId('visa-step').textContent).toBe('Question 3 of 3');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByTestId('visa-next'));

    const card = await screen.findByTestId('visa-recommendation');
    expect(card.dataset.code).toBe('F-6-1');
    expect(within(card).getByTestId('visa-next-check-eligibility').getAttribute('href')).toBe('/eligibility');
    expect(within(card).getByTestId('visa-next-prepare-f6-forms').getAttribute('href')).toBe('/f6');
    await waitFor(async () => expect((await readSection('visaWizard')).recommendation).toBe('F-6-1'));
    expect((await readSection('visaWizard')).currentStep).toBe(3);

    await user.click(within(card).getByTestId('visa-start'));
    expect(await screen.findByTestId('visa-in-progress-F-6-1')).toBeTruthy();
    expect(Object.keys((await readSection('visaWizard')).inProgressVisas)).toEqual(['F-6-1']);
    expect(within(card).getByTestId('visa-started').textContent).toBe('In progress');
    expect(within(card).queryByTestId('visa-start')).toBeNull();
  });

  it('points a couple moving to the US to CR-1 under 2 years of marriage and IR-1 from 2', async () => {
    const user = userEvent.setup();
    await openSignedIn();
    await answerMarriedLivingIn(user, 'In the United States');
    expect(screen.getByTestId('visa-step').textContent).toBe('Question 3 of 3');
    await user.type(screen.getByLabelText(/How many years/), '1');
    await user.click(screen.getByTestId('visa-next'));
    expect((await screen.findByTestId('visa-recommendation')).dataset.code).toBe('CR-1');

    await user.click(screen.getByTestId('visa-change-answers'));
    await user.click(screen.getByTestId('visa-next'));
    await user.click(screen.getByTestId('visa-next'));
    const years = screen.getByLabelText(/How many years/);
    await user.clear(years);
    await user.type(years, '3');
    await user.click(screen.getByTestId('visa-next'));
    expect((await screen.findByTestId('visa-recommendation')).dataset.code).toBe('IR-1');
    await waitFor(async () => expect((await readSection('visaWizard')).recommendation).toBe('IR-1'));
  });

  it('offers "In another country" beside Korea and the US, and tells that couple whose visa it is', async () => {
    const user = userEvent.setup();
    await openSignedIn();
    await answerMarriedLivingIn(user, 'In another country');
    const card = await screen.findByTestId('visa-recommendation');
    expect(card.dataset.code).toBe('none');
    expect(card.textContent).toMatch(/that country’s spouse or family visa/);
    expect(card.textContent).not.toMatch(/CR-1|IR-1|I-130/);
    await waitFor(async () => expect((await readSection('visaWizard')).formData.livingIn).toBe('abroad'));
  });

  it('recommends F-6-3 when the marriage ended through no fault of the applicant living in Korea', async () => {
    const user = userEvent.setup();
    await openSignedIn();
    await user.click(screen.getByRole('radio', { name: 'In Korea' }));
    await user.click(screen.getByTestId('visa-next'));
    await user.click(screen.getByRole('radio', { name: 'My Korean spouse died or is missing' }));
    await user.click(screen.getByTestId('visa-next'));
    await user.click(within(screen.getByTestId('visa-q-raisingChild')).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByTestId('visa-next'));
    await user.click(within(screen.getByTestId('visa-q-inKorea')).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByTestId('visa-next'));
    expect((await screen.findByTestId('visa-recommendation')).dataset.code).toBe('F-6-3');
  });

  it('resumes where the user left off, and lists the visas already started', async () => {
    await updateSection('visaWizard', (w) => ({
      ...w,
      currentStep: 4,
      formData: { livingIn: 'korea', marriage: 'divorced-other', raisingChild: true, inKorea: false },
      inProgressVisas: { 'CR-1': { startedAt: '2026-10-01T00:00:00.000Z', step: 0 } },
    }));
    await open();
    expect((await screen.findByTestId('visa-recommendation')).dataset.code).toBe('F-6-2');
    expect(screen.getByTestId('visa-in-progress-CR-1').textContent).toContain('Oct 1, 2026');
  });
});

describe('saved "where you will live" answers keep their meaning', () => {
  it('reads a saved "us" as the US and "abroad" as another country; anything else as unanswered', () => {
    expect(answersOf({ livingIn: 'us' }).livingIn).toBe('us');
    expect(answersOf({ livingIn: 'abroad' }).livingIn).toBe('abroad');
    expect(answersOf({ livingIn: 'mars' }).livingIn).toBeUndefined();
    expect(recommendedCode(answersOf({ livingIn: 'us', marriage: 'married', yearsMarried: 3 }))).toBe('IR-1');
    expect(recommendedCode(answersOf({ livingIn: 'abroad', marriage: 'married' }))).toBeNull();
  });
});
