/**
 * What keeps a form from being complete is said the same on every screen (D25): the review, the F-6
 * page, /progress and home name both what is missing and what is not valid, with the review's count.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/data';
import { getForm } from '@/domain/forms';
import { emptyFormProgress } from '@/domain/progress';
import { F6Page } from '@/features/forms/components/f6-page';
import { ReviewPage } from '@/features/forms/components/review-page';
import { HomePage } from '@/features/home/components/home-page';
import { ProgressPage } from '@/features/progress/components/progress-page';
import { fillAll } from '../fixtures/form-answers';
import { renderPage, resetDatabase } from '../render';
import { seed } from '../seed';

const guarantee = getForm('personal-guarantee');
const slow = { timeout: 15_000 };
/** Two required answers not given and one not valid (a birth date in the future, question 3). */
const expected = '2 questions still need an answer · 1 answer is not valid: question 3';

beforeEach(async () => {
  await resetDatabase();
  const answers = fillAll(guarantee, { 'pg.applicant-birth-sex': { dateOfBirth: '2099-01-01', sex: 'female' } });
  delete answers['pg.guarantor-phone'];
  delete answers['pg.guarantor-address'];
  const now = new Date().toISOString();
  await seed(() =>
    db.formProgress.put({
      ...emptyFormProgress('personal-guarantee', now),
      formData: answers,
      currentQuestionIndex: 5,
    }),
  );
});
afterEach(cleanup);

describe('missing and invalid answers, said the same everywhere', () => {
  it('the review counts both, as the F-6 page, /progress and home do', async () => {
    await renderPage(() => <ReviewPage form={guarantee} />, { path: '/f6/personal-guarantee/review' });
    await waitFor(() => expect(screen.getByTestId('review-missing').textContent).toContain(expected), slow);
    expect(screen.getAllByTestId('review-gap-link')).toHaveLength(3);
    cleanup();

    await renderPage(F6Page, { path: '/f6' });
    await waitFor(() => expect(screen.getByTestId('f6-form-personal-guarantee').textContent).toContain(expected), slow);
    cleanup();

    // The forms step's line beside the overall figure says it too.
    const step = `Letter of guarantee: ${expected}`;
    await renderPage(ProgressPage, { path: '/progress' });
    await waitFor(
      () => expect(screen.getByTestId('progress-form-personal-guarantee').textContent).toContain(expected),
      slow,
    );
    expect(screen.getByTestId('step-forms-left').textContent).toContain(step);
    cleanup();

    await renderPage(HomePage, { path: '/' });
    await waitFor(
      () => expect(screen.getByTestId('home-form-personal-guarantee').textContent).toContain(expected),
      slow,
    );
    expect(screen.getByTestId('step-forms-left').textContent).toContain(step);
  });
});

describe('the line adds up (newcomer trial: "2 answered of 19 · 14 still need an answer")', () => {
  it('names the optional questions not answered yet, so answered, missing and optional make the total', async () => {
    await resetDatabase();
    const all = fillAll(guarantee);
    const firstTwo = Object.fromEntries(guarantee.questions.slice(0, 2).map((q) => [q.id, all[q.id]]));
    await seed(() =>
      db.formProgress.put({
        ...emptyFormProgress('personal-guarantee', new Date().toISOString()),
        formData: firstTwo,
        currentQuestionIndex: 2,
      }),
    );
    await renderPage(F6Page, { path: '/f6' });
    const row = () => screen.getByTestId('f6-form-personal-guarantee').textContent ?? '';
    await waitFor(() => expect(row()).toMatch(/optional questions? unanswered/), slow);
    const status = screen.getByTestId('f6-form-status-personal-guarantee').textContent ?? '';
    const reason = row().slice(row().indexOf(status) + status.length);
    const n = (text: string, re: RegExp) => Number(re.exec(text)?.[1] ?? 0);
    const answered = n(status, /(\d+) answered/);
    const total = n(status, /of (\d+)/);
    const missing = n(reason, /(\d+) questions? still needs? an answer/);
    const optional = n(reason, /(\d+) optional/);
    expect([answered, total]).toEqual([2, guarantee.questions.length]);
    expect(optional).toBeGreaterThan(0);
    expect(answered + missing + optional).toBe(total);
  });
});
