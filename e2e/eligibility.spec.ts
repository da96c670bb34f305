import { expect, expectNoAxeViolations, test, waitForServiceWorker } from './fixtures';
import { EligibilityPage, GuidesPage } from './pages/eligibility';
import { TimelinePage } from './pages/timeline';

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('offline: the eligibility check reaches an eligible result, is marked complete and completes the timeline task', async ({
    appPage: page,
    context,
  }) => {
    const eligibility = new EligibilityPage(page);
    await eligibility.goto();
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();

    await expect(eligibility.heading).toHaveText('Eligibility Check');
    await expect(eligibility.outcome).toHaveText('Needs attention');
    await eligibility.fillEligible();
    await expect(eligibility.threshold).toContainText('threshold for a household of 2');
    await expect(eligibility.check('income')).toHaveAttribute('data-status', 'pass');
    await expect(eligibility.outcome).toHaveText('Eligible');
    await expect(eligibility.markComplete).toBeEnabled();
    await eligibility.markComplete.click();
    await expect(eligibility.completed).toBeVisible();

    // Still there after a reload, offline.
    await page.reload();
    await expect(eligibility.completed).toBeVisible();
    await expect(eligibility.familyName).toHaveValue('DOE');
    await expect(eligibility.givenNames).toHaveValue('JANE');
    await expect(eligibility.annualIncome).toHaveValue('30,000,000'); // the unit, ₩, beside it

    const timeline = new TimelinePage(page);
    await timeline.goto();
    await expect(timeline.heading).toBeVisible();
    if ((await timeline.heading.textContent()) !== 'Page not found') {
      await expect(timeline.count('completed')).toHaveText('1');
      await expect(page.getByTestId('tasks-completed')).toContainText(/^1 of \d+/);
    }
  });
});

test('the Korean UI shows Korean labels on the eligibility check and the guides', async ({ appPage: page }) => {
  const eligibility = new EligibilityPage(page);
  await eligibility.goto('?lang=ko');
  await expect(eligibility.heading).toHaveText('자격 확인');
  await expect(page.getByLabel('신청인의 성 (여권과 같이)')).toBeVisible();
  await expect(eligibility.outcome).toHaveText('확인 필요');
  await expect(eligibility.threshold).toContainText('2인 가구 기준');
  await expect(eligibility.check('marriage')).toContainText('양국 혼인신고');

  const guides = new GuidesPage(page);
  await guides.goto('health');
  await expect(guides.heading).toHaveText('가이드');
  await expect(guides.tab('health')).toHaveText('건강');
  await expect(page.getByText('결핵 진단서(신청인)')).toBeVisible();
});

test('the eligibility check and every guide pass axe', async ({ appPage: page }) => {
  // Five axe runs; on the shared 2-core machine one run can take over 10 s.
  test.slow();
  const eligibility = new EligibilityPage(page);
  await eligibility.goto();
  await expect(eligibility.heading).toHaveText('Eligibility Check');
  await page.getByTestId('more-details-toggle').click();
  await expect(page.getByTestId('eligibility-household-size')).toBeVisible();
  await expectNoAxeViolations(page);

  const guides = new GuidesPage(page);
  for (const tab of ['financial', 'health', 'relationship', 'evidence'] as const) {
    await guides.goto(tab);
    await expect(guides.tab(tab)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('save-state')).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('guides: the tab is in the URL and checklist ticks survive a reload', async ({ appPage: page }) => {
  const guides = new GuidesPage(page);
  await guides.goto();
  await guides.tab('relationship').click();
  await expect(page).toHaveURL(/\/guides\?tab=relationship/);
  const item = page.getByTestId('relationship-checklist').locator('input[type="checkbox"]').first();
  await item.check();
  await expect(page.getByTestId('relationship-checklist-count')).toContainText('1 of');
  await page.reload();
  await expect(guides.tab('relationship')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('relationship-checklist').locator('input[type="checkbox"]').first()).toBeChecked();
});
