import { expect, expectNoAxeViolations, test, waitForServiceWorker } from './fixtures';
import { Wizard } from './pages/wizard';

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('fill part of the invitation letter offline, close, reopen offline and resume with every answer', async ({
    appPage: page,
    context,
  }) => {
    await page.goto('/f6');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();

    const wizard = new Wizard(page);
    await page.getByTestId('open-invitation-letter').click();
    await expect(wizard.question).toBeVisible();

    // Answer the first three questions that have text fields.
    const typed: Array<{ index: number; questionId: string; values: string[] }> = [];
    const textInputs = 'input[type=text], input:not([type]), textarea:not([aria-hidden=true])';
    for (let step = 0; typed.length < 3 && step < 8; step++) {
      const questionId = (await wizard.question.getAttribute('data-question-id'))!;
      const index = Number((await page.getByText(/^Question \d+ of 52$/).textContent())!.match(/\d+/)![0]) - 1;
      const filled = await wizard.fillTextFields(`Answer ${step}`);
      if (filled > 0) {
        await wizard.expectSaved();
        typed.push({
          index,
          questionId,
          values: await wizard.question
            .locator(textInputs)
            .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
        });
      }
      await wizard.next();
    }
    const where = await page.getByText(/^Question \d+ of 52$/).textContent();
    const answeredText = await wizard.answered.textContent();
    // The position is saved a moment after Next; closing waits for it as a person would.
    const position = Number(where!.match(/\d+/)![0]) - 1;
    await expect.poll(() => wizard.savedPosition('invitation-letter')).toBe(position);

    // Close the page, open a new one, still offline: it resumes at the same question.
    await page.close();
    const again = await context.newPage();
    await again.goto('/f6/invitation-letter');
    const resumed = new Wizard(again);
    await expect(again.getByText(/^Question \d+ of 52$/)).toHaveText(where!);
    await expect(resumed.answered).toHaveText(answeredText!);

    // Every answer is intact.
    for (const { index, questionId, values } of typed) {
      await again.goto(`/f6/invitation-letter?q=${index}`);
      await expect(resumed.question).toHaveAttribute('data-question-id', questionId);
      await expect
        .poll(() =>
          resumed.question.locator(textInputs).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
        )
        .toEqual(values);
    }

    // Progress figures agree between the wizard, the F-6 page and the dashboard.
    // "In progress · 13 answered, 2 skipped of 52": the same words on every screen (D25).
    const counted = (answeredText ?? '').split(' · ')[1];
    const answered = Number(counted.match(/^(\d+)/)![1]);
    expect(counted).toMatch(/ of 52$/);
    await again.goto('/f6');
    await expect(again.getByTestId('f6-form-invitation-letter')).toContainText(counted);
    await again.goto('/progress');
    await expect(again.getByTestId('progress-form-invitation-letter')).toContainText(counted);

    // The review page marks what is missing.
    await again.goto('/f6/invitation-letter/review');
    // Missing = unanswered and not waiting on an earlier yes/no; the summary counts exactly those marked.
    const marked = again.locator('[data-testid=review-question][data-missing=true]');
    // A cold start draws the sections a frame apart: count once all are there.
    await expect(again.getByTestId('review')).toHaveAttribute('data-drawn', 'all');
    await expect(marked.first()).toBeVisible();
    const missingCount = await marked.count();
    expect(missingCount).toBeGreaterThan(0);
    expect(missingCount).toBeLessThanOrEqual(52 - answered);
    await expect(again.getByTestId('review-missing')).toContainText(`${missingCount} questions still need an answer`);
    await context.setOffline(false);
  });
});

test('the wizard in Korean, and accessible', async ({ appPage: page }) => {
  await page.goto('/f6/spouse-information?lang=ko');
  await expect(page.getByText(/^질문 1 \/ 30$/)).toBeVisible();
  await expect(page.getByTestId('next-question')).toHaveText('다음');
  await expect(page.getByRole('heading', { level: 2 })).toContainText(/[가-힣]/);
  await expectNoAxeViolations(page);
  await page.goto('/f6?lang=ko');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('F-6 비자: 세 가지 공식 서식');
  await expectNoAxeViolations(page);
});
