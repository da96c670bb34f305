import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFormProgress, saveFormProgress } from '@/data/forms';
import { fillAll } from '../fixtures/form-answers';
import { updateSection } from '@/data/sections';
import { getForm } from '@/domain/forms';
import { WizardPage } from '@/features/forms/components/wizard-page';
import { ReviewPage } from '@/features/forms/components/review-page';
import { F6Page } from '@/features/forms/components/f6-page';
import { renderPage, resetDatabase } from '../render';

const invitation = getForm('invitation-letter');
const guarantee = getForm('personal-guarantee');

beforeEach(resetDatabase);
afterEach(cleanup);

const openWizard = async (formId: 'invitation-letter' | 'personal-guarantee') => {
  await renderPage(() => <WizardPage form={getForm(formId)} />, { path: `/f6/${formId}` });
  return screen.findByTestId('question');
};

describe('the form wizard', () => {
  it('saves each answer as it is typed, with progress, status and timestamps', async () => {
    await openWizard('personal-guarantee');
    const first = guarantee.questions[0];
    const input = document.getElementById(`${first.id}-${first.fields[0].id}`) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'SMITH' } });
    await waitFor(async () =>
      expect((await readFormProgress('personal-guarantee')).formData[first.id]).toEqual({
        [first.fields[0].id]: 'SMITH',
      }),
    );
    const second = document.getElementById(`${first.id}-${first.fields[1].id}`) as HTMLInputElement;
    fireEvent.change(second, { target: { value: 'JANE' } });
    await waitFor(async () => {
      const p = await readFormProgress('personal-guarantee');
      // D18: one question answered counts one (optional questions count only once seen).
      expect(p.answeredQuestions).toBe(1);
      expect(p.status).toBe('in-progress');
      expect(p.lastSaved).toBeTruthy();
    });
    expect(await screen.findByText('Saved on this device')).toBeTruthy();
  });

  it('moves with next and back, remembers the position, and resumes there', async () => {
    await openWizard('invitation-letter');
    fireEvent.click(screen.getByTestId('next-question'));
    fireEvent.click(screen.getByTestId('next-question'));
    await waitFor(async () => expect((await readFormProgress('invitation-letter')).currentQuestionIndex).toBe(2));
    expect(screen.getByText(`Question 3 of ${invitation.questions.length}`)).toBeTruthy();
    cleanup();
    await openWizard('invitation-letter');
    expect(await screen.findByText(`Question 3 of ${invitation.questions.length}`)).toBeTruthy();
    fireEvent.click(screen.getByTestId('prev-question'));
    expect(await screen.findByText(`Question 2 of ${invitation.questions.length}`)).toBeTruthy();
  });

  it('shows a validation message in the user language for a bad answer', async () => {
    await openWizard('personal-guarantee');
    const index = guarantee.questions.findIndex((q) => q.fields.some((f) => f.type === 'date' && f.notInFuture));
    const question = guarantee.questions[index];
    const field = question.fields.find((f) => f.type === 'date')!;
    cleanup();
    await renderPage(() => <WizardPage form={getForm('personal-guarantee')} q={index} />, {
      path: '/f6/personal-guarantee',
    });
    const input = await waitFor(() => {
      const el = document.getElementById(`${question.id}-${field.id}`) as HTMLInputElement | null;
      if (!el) throw new Error('not rendered yet');
      return el;
    });
    fireEvent.change(input, { target: { value: '2999-01-01' } });
    fireEvent.blur(input);
    expect(await screen.findByText('This date cannot be in the future.')).toBeTruthy();
  });

  it('a Hanja name in Hangul is kept and shown with why; a signing date long ago is warned about, and still saved', async () => {
    const input = async (questionId: string, fieldId: string) => {
      cleanup();
      await renderPage(
        () => (
          <WizardPage
            form={getForm('personal-guarantee')}
            q={guarantee.questions.findIndex((q) => q.id === questionId)}
          />
        ),
        { path: '/f6/personal-guarantee' },
      );
      return waitFor(() => {
        const el = document.getElementById(`${questionId}-${fieldId}`) as HTMLInputElement | null;
        if (!el) throw new Error('not rendered yet');
        return el;
      });
    };
    const hanja = await input('pg.applicant-hanja', 'hanjaName');
    fireEvent.change(hanja, { target: { value: '스미스' } });
    fireEvent.blur(hanja);
    expect(await screen.findByText(/Write this name in Chinese characters \(漢字\) only/)).toBeTruthy();
    expect(hanja.value).toBe('스미스');
    await waitFor(async () =>
      expect((await readFormProgress('personal-guarantee')).formData['pg.applicant-hanja']).toEqual({
        hanjaName: '스미스',
      }),
    );

    const date = await input('pg.date-signature', 'date');
    fireEvent.change(date, { target: { value: '2020-01-01' } });
    fireEvent.blur(date);
    expect((await screen.findByTestId('field-warning')).textContent).toMatch(
      /more than 3 months ago\. The consulate expects a recent date/,
    );
    await waitFor(async () =>
      expect((await readFormProgress('personal-guarantee')).formData['pg.date-signature']).toMatchObject({
        date: '2020-01-01',
      }),
    );
  });

  it('offers a suggestion from the passport without overwriting, and applies it on request', async () => {
    await updateSection(
      'autoFill',
      () =>
        ({
          familyName: undefined,
          lastName: 'SMITH',
          firstName: 'JANE',
          fullName: 'JANE SMITH',
          confidenceScores: { lastName: 'high', firstName: 'high', fullName: 'high' },
          sources: { lastName: 'passport', firstName: 'passport', fullName: 'passport' },
        }) as never,
    );
    await openWizard('personal-guarantee');
    const hint = await screen.findAllByTestId('suggestion');
    expect(hint[0].textContent).toContain('passport');
    const first = guarantee.questions[0];
    const input = document.getElementById(`${first.id}-${first.fields[0].id}`) as HTMLInputElement;
    expect(input.value).toBe('');
    fireEvent.click(screen.getAllByText('Use this')[0]);
    await waitFor(() =>
      expect((document.getElementById(`${first.id}-${first.fields[0].id}`) as HTMLInputElement).value).not.toBe(''),
    );
  });

  it('does not complete a form with gaps: finishing keeps the position at the first gap (D18)', async () => {
    const last = guarantee.questions.length - 1;
    await renderPage(() => <WizardPage form={getForm('personal-guarantee')} q={last} />, {
      path: '/f6/personal-guarantee',
      routes: { '/f6/$formId/review': () => <p>review</p> },
    });
    fireEvent.click(await screen.findByTestId('finish-form'));
    expect(await screen.findByText('review', undefined, { timeout: 8000 })).toBeTruthy();
    const p = await readFormProgress('personal-guarantee');
    expect(p.status).not.toBe('completed');
    expect(p.currentQuestionIndex).toBe(0);
  });

  it('completes the form when finishing with every answer given', async () => {
    await saveFormProgress('personal-guarantee', (c) => ({ ...c, formData: fillAll(guarantee) }));
    const last = guarantee.questions.length - 1;
    await renderPage(() => <WizardPage form={getForm('personal-guarantee')} q={last} />, {
      path: '/f6/personal-guarantee',
      routes: { '/f6/$formId/review': () => <p>review</p> },
    });
    fireEvent.click(await screen.findByTestId('finish-form'));
    // The shared machine can be slow: give the save round trip room.
    await waitFor(async () => expect((await readFormProgress('personal-guarantee')).status).toBe('completed'), {
      timeout: 8000,
    });
    expect((await readFormProgress('personal-guarantee')).answeredQuestions).toBe(guarantee.questions.length);
  });
});

describe('the review page and the F-6 page', () => {
  it('marks what is missing', async () => {
    await renderPage(() => <ReviewPage form={getForm('invitation-letter')} />, {
      path: '/f6/invitation-letter/review',
    });
    expect((await screen.findByTestId('review-missing')).textContent).toMatch(/questions still need an answer/);
    // Each gap links to its question.
    const links = screen.getAllByTestId('review-gap-link');
    expect(links.length).toBe(invitation.questions.filter((q) => q.required).length);
    expect(links[0].getAttribute('href')).toContain('/f6/invitation-letter?q=0');
    expect(screen.getAllByTestId('review-question').length).toBe(invitation.questions.length);
  });
  it('lists the three forms with who fills each', async () => {
    await renderPage(F6Page, { path: '/f6' });
    expect(await screen.findByTestId('f6-form-invitation-letter')).toBeTruthy();
    expect(screen.getAllByText('Korean spouse answers').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('52 questions')).toBeTruthy();
    expect(screen.getByText('19 questions')).toBeTruthy();
    expect(screen.getByText('30 questions')).toBeTruthy();
  });
  it('names who each next step is for, and continues the form already begun (not the guarantee)', async () => {
    // Three invitation-letter questions answered: the Korean spouse's form in progress.
    const answered = Object.fromEntries(Object.entries(fillAll(invitation)).slice(0, 3));
    await saveFormProgress('invitation-letter', (c) => ({ ...c, formData: answered }));
    await renderPage(F6Page, { path: '/f6' });
    const sponsor = await screen.findByTestId('f6-next-sponsor');
    expect(sponsor.textContent).toMatch(/^Next for the Korean spouse: .*Invitation/);
    expect(sponsor.textContent).not.toMatch(/guarantee/i);
    expect(sponsor.textContent).toMatch(/Continue$/);
    const applicant = screen.getByTestId('f6-next-applicant');
    expect(applicant.textContent).toMatch(/^Next for the applicant: .*[Mm]arriage background/);
    expect(applicant.textContent).toMatch(/Start$/);
  });
});
