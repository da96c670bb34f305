import { expect, expectNoAxeViolations, test, waitForServiceWorker } from './fixtures';
import { EnhancementPage, FinalApplicationPage } from './pages/enhancement';

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('offline: answer two topics, compose, edit, mark final, and find it kept and counted', async ({
    appPage: page,
    context,
  }) => {
    const statements = new EnhancementPage(page);
    await statements.goto();
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect(statements.heading).toHaveText('Application Enhancement');

    await statements.answerTopic('how_met', 'We met at a language exchange in Seoul in May 2022.');
    await statements.answerTopic('future_plans', 'We will live in Busan, near my wife’s parents.');
    await expect(statements.topicsAnswered).toHaveText('2 of 10 topics answered');
    await expect(statements.markFinal).toHaveCount(0);

    await statements.compose.click();
    await expect(statements.statementText).toHaveValue(
      /How we met\nWe met at a language exchange in Seoul in May 2022\./,
    );
    await expect(statements.statementText).toHaveValue(/Our plans for the future\nWe will live in Busan/);
    const composed = await statements.statementText.inputValue();
    await statements.statementText.fill(`${composed}\n\nWe call each other every evening.`);
    await expect(statements.wordCount).toContainText('Words:');
    await statements.markFinal.click();
    await expect(statements.finalBadge).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(statements.statementText).toHaveValue(/We call each other every evening\.$/);
    await expect(statements.finalBadge).toBeVisible();
    await expect(statements.topicsAnswered).toHaveText('2 of 10 topics answered');

    const final = new FinalApplicationPage(page);
    await final.goto();
    await expect(final.heading).toHaveText('Final Application');
    await expect(final.item('personal-statement')).toHaveAttribute('data-status', 'done');
    await expect(final.item('sponsor-statement')).toHaveAttribute('data-status', 'todo');
    await expect(final.readiness).toHaveAttribute('data-ready', 'false');
    await expectNoAxeViolations(page);
    await context.setOffline(false);
  });
});

test('the sponsor statement composes in Korean while the UI stays English', async ({ appPage: page }) => {
  const statements = new EnhancementPage(page);
  await statements.goto('?tab=sponsor');
  await expect(statements.tab('sponsor')).toHaveAttribute('aria-selected', 'true');
  await statements.answerTopic('how_met', '2022년 5월 서울의 언어 교환 모임에서 만났습니다.');
  await statements.language.getByText('Korean').click();
  await statements.compose.click();
  await expect(statements.statementText).toHaveValue(/^초청인\(한국인 배우자\) 진술서/);
  await expect(statements.statementText).toHaveValue(/우리가 만난 과정\n2022년 5월/);
  await expect(statements.heading).toHaveText('Application Enhancement');
});

test('a Korean statement asks for the Korean wording of an English answer, lists it as missing here and on the final step, then uses it', async ({
  appPage: page,
}) => {
  const statements = new EnhancementPage(page);
  await statements.goto('?tab=sponsor');
  await statements.answerTopic('how_met', 'We met at a language exchange in Seoul in May 2022.');
  await statements.answerTopic('future_plans', '부산에서 함께 살 거예요.');
  await statements.language.getByText('Korean').click();
  await expect(statements.wordingMissing).toHaveText('Still missing (1): How we met');
  await statements.compose.click();
  await expect(statements.statementText).toHaveValue(/우리가 만난 과정\n_{10,}/);
  await expect(statements.statementText).not.toHaveValue(/language exchange/);
  await statements.markFinal.click();
  await expectNoAxeViolations(page);

  const final = new FinalApplicationPage(page);
  await final.goto();
  await expect(final.item('sponsor-statement')).toHaveAttribute('data-status', 'attention');
  await expect(final.item('sponsor-statement').getByTestId('wording-reason')).toHaveText(
    'Korean wording still missing for answers written in English: How we met',
  );

  await statements.goto('?tab=sponsor');
  await statements.wording('how_met').fill('2022년 5월 서울의 언어 교환 모임에서 만났어요.');
  await expect(statements.wordingMissing).toHaveText(/^Every answer has its wording/);
  await statements.compose.click();
  await statements.confirmCompose.click();
  await expect(statements.statementText).toHaveValue(
    /우리가 만난 과정\n2022년 5월 서울의 언어 교환 모임에서 만났어요\./,
  );
  await statements.markFinal.click();
  // Saved once the page shows it final (a full page load at once can cut the write short).
  await expect(statements.finalBadge).toBeVisible();
  await final.goto();
  await expect(final.item('sponsor-statement')).toHaveAttribute('data-status', 'done');
  await expect(final.item('sponsor-statement').getByTestId('wording-reason')).toHaveCount(0);
});

test('Korean UI labels with ?lang=ko, axe clean', async ({ appPage: page }) => {
  const statements = new EnhancementPage(page);
  await statements.goto('?lang=ko');
  await expect(statements.heading).toHaveText('신청서 보완');
  await expect(statements.tab('personal')).toContainText('신청인 진술서');
  await expect(statements.compose).toHaveText('진술서 작성하기');
  await expect(statements.topic('how_met')).toContainText('우리가 만난 과정');
  await expectNoAxeViolations(page);

  const final = new FinalApplicationPage(page);
  await final.goto('?lang=ko');
  await expect(final.heading).toHaveText('최종 신청');
  await expect(page.getByRole('heading', { name: '준비 상태 점검표' })).toBeVisible();
  await expect(final.item('fee')).toContainText('당일 준비');
  await expectNoAxeViolations(page);
});
