import { expect, expectNoAxeViolations, test } from './fixtures';
import { EligibilityPage } from './pages/eligibility';

test('guides read the couple in Korean: a Vietnamese applicant in Vietnam gets the TB certificate, no nationality question and no US parts', async ({
  appPage: page,
}) => {
  await page.goto('/guides?tab=health&lang=ko');
  // Nothing given yet: the TB certificate depends on the nationality, asked in the eligibility check.
  await expect(page.getByTestId('health-tb-certificate')).toHaveAttribute('data-status', 'depends');
  await expect(page.getByTestId('guide-facts-link')).toHaveText('자격 확인으로 가기');
  await page.getByTestId('guide-facts-link').click();
  await expect(page).toHaveURL(/\/eligibility/);

  const eligibility = new EligibilityPage(page);
  await eligibility.nationality.fill('베트남');
  await eligibility.nationality.press('Escape');
  const residence = page.getByTestId('eligibility-applicant-residence');
  await residence.fill('베트남');
  await residence.press('Escape');
  await expect(page.getByTestId('save-state')).toHaveText('이 기기에 저장됨');

  await page.goto('/guides?tab=health&lang=ko');
  await expect(page.getByTestId('health-tb-certificate')).toHaveAttribute('data-status', 'required');
  await expect(page.getByTestId('health-tb-certificate')).toContainText('재외공관 지정 병원');
  await expect(page.getByTestId('guide-fact-nationality')).toContainText('베트남');
  await expect(page.getByTestId('health-nationality')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/guides?tab=relationship&lang=ko');
  await expect(page.getByTestId('relationship-checklist-count')).toHaveText('5개 중 0개 완료');
  await expect(page.getByTestId('relationship-usSubmission')).toHaveCount(0);
  await page.goto('/guides?tab=evidence&lang=ko');
  await expect(page.getByTestId('evidence-strength')).toBeVisible();
  await expect(page.getByTestId('evidence-audience')).toHaveCount(0);
});
