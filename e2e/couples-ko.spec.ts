import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { EligibilityPage } from './pages/eligibility';
import { TimelinePage } from './pages/timeline';

// In Korean: a Vietnamese applicant living in Hanoi, married in Vietnam, whose sponsor
// lives in Korea. The plan has the TB certificate, the guidance program and (with no shared
// language) TOPIK; the mission over Hanoi is named; eligibility cannot complete while the program
// is open. Set SHOTS_DIR to keep screenshots.
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
};

const APPLICATION_DATE = '2027-03-05';

test('Korean: a Vietnamese applicant in Hanoi gets the TB certificate, the guidance program, TOPIK and the Hanoi mission', async ({
  appPage: page,
}) => {
  test.slow();
  const eligibility = new EligibilityPage(page);
  await eligibility.goto('?lang=ko');
  await expect(eligibility.heading).toHaveText('자격 확인');

  await eligibility.familyName.fill('NGUYEN');
  await eligibility.givenNames.fill('THI LAN');
  await eligibility.spouseName.fill('김민준');
  await eligibility.nationality.fill('베트남');
  await eligibility.nationality.press('Escape');
  await eligibility.yearsMarried.fill('2');
  await eligibility.choose('eligibility-marriage-place', 1); // 한국 외의 나라
  await eligibility.choose('eligibility-marriage-certificate', 0);
  await eligibility.choose('eligibility-registered-in-korea', 0);
  await eligibility.choose('eligibility-live-together', 0);
  await eligibility.choose('eligibility-proof-level', 0);
  await eligibility.annualIncome.fill('30000000');
  await eligibility.choose('eligibility-housing', 0);
  await eligibility.choose('eligibility-sponsor-residence', 0); // 한국
  await page.getByTestId('eligibility-korean-level').locator('input[value="none"]').check();
  await page.getByTestId('eligibility-application-date').fill(APPLICATION_DATE);

  // Where they live and married.
  const residence = page.getByTestId('eligibility-applicant-residence');
  await residence.fill('베트남');
  await residence.press('Escape');
  await page.getByTestId('eligibility-applicant-region').selectOption({ label: '하노이' });
  const married = page.getByTestId('eligibility-marriage-country');
  await married.fill('베트남');
  await married.press('Escape');

  // D5: the program is required for a Vietnamese national, and open blocks the step.
  const program = eligibility.check('marriage-guidance-program');
  await expect(program).toHaveAttribute('data-status', 'unknown');
  await expect(program).toContainText('이수번호나 면제 사유가 없으면 사증이 발급되지 않아요');
  await expect(page.getByTestId('blocking-marriage-guidance-program')).toBeVisible();
  await expect(page.getByTestId('acknowledge-marriage-guidance-program')).toHaveCount(0);
  // D7: no shared language -> TOPIK, with its real schedule.
  await expect(eligibility.check('communication')).toContainText('93~206일');
  // D28: no US-only hint for a Vietnamese couple.
  await expect(page.locator('main')).not.toContainText('미국 모든 주');
  await expect(page.locator('main')).not.toContainText('FBI');
  await shot(page, 'ko-couple-eligibility');

  // The plan: TB certificate, guidance program, TOPIK; the mission over Hanoi.
  const timeline = new TimelinePage(page);
  await page.goto('/timeline?lang=ko');
  await expect(timeline.heading).toHaveText('일정 계획', { timeout: 30_000 });
  await expect(timeline.targetDate).toHaveValue(APPLICATION_DATE);
  await expect(timeline.row('tb-test')).toContainText('결핵 진단서');
  await expect(timeline.row('marriage-guidance-program')).toContainText('국제결혼 안내프로그램 이수');
  await expect(timeline.row('topik-certificate')).toBeVisible();
  await expect(timeline.row('communication-evidence')).toHaveCount(0);
  // Vietnamese records, not the FBI; the Vietnamese marriage certificate, not a US one.
  await expect(timeline.row('applicant-criminal-record')).toBeVisible();
  await expect(timeline.row('fbi-check')).toHaveCount(0);
  // The certificate is in hand and the marriage on the Korean register (eligibility's two answers): no task
  // to get it or to report the marriage in Korea, and never a US certificate.
  await expect(timeline.row('foreign-marriage-certificate')).toHaveCount(0);
  await expect(timeline.row('us-marriage-certificate')).toHaveCount(0);

  const mission = page.getByTestId('mission-card');
  await expect(mission).toHaveAttribute('data-mission', 'vn-hanoi');
  await expect(page.getByTestId('mission-name')).toHaveText('주베트남 대한민국 대사관(하노이)');
  await expect(mission).not.toContainText('호치민');
  await expect(page.getByTestId('mission-likely')).toHaveText('가능성 높음 — 신청하는 곳에 확인하세요');
  // Unknown specifics say so, with whom to ask; never the US figures.
  await expect(page.getByTestId('mission-fee')).toHaveAttribute('data-known', 'no');
  await expect(page.getByTestId('mission-fee')).toContainText('주베트남 대한민국 대사관(하노이)에 문의하세요');
  await expect(mission).not.toContainText('45달러');
  await shot(page, 'ko-couple-timeline');
  if (process.env.SHOTS_DIR) await mission.screenshot({ path: `${process.env.SHOTS_DIR}/ko-couple-mission.png` });

  // The documents checklist reads the same couple: the TB certificate, the Vietnamese certificate
  // with its apostille, the Vietnamese record (not the FBI check), the program and TOPIK.
  await page.goto('/documents?lang=ko');
  const extra = page.getByTestId('couple-documents');
  await expect(extra).toContainText('베트남의 범죄경력 증명서', { timeout: 30_000 });
  await expect(extra).toContainText('국제결혼 안내프로그램');
  await expect(extra).toContainText('TOPIK');
  await expect(extra).not.toContainText('FBI');
  await expect(page.getByTestId('slot-marriageCertificate')).toContainText('베트남의 혼인증명서');
  await expect(page.getByTestId('slot-marriageCertificate')).toContainText('아포스티유');
  await expect(page.getByTestId('slot-healthCertificate')).toContainText('재외공관 지정 병원');
  await expect(page.locator('main')).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await expectNoAxeViolations(page);
  await shot(page, 'ko-couple-documents');

  // The time-sensitive documents read the couple too: the record of Vietnam with its apostille, no
  // FBI pair, the TB certificate in the plan, a clinic in Vietnam rather than the US.
  await page.goto('/time-sensitive-documents?lang=ko');
  const record = page.getByTestId('doc-card-applicant-criminal-record');
  await expect(record).toContainText('신청인 범죄경력 증명 서류 (베트남)', { timeout: 30_000 });
  await expect(record).toHaveAttribute('data-availability', 'in-plan');
  await expect(page.getByTestId('doc-authentication-applicant-criminal-record')).toContainText('아포스티유');
  await expect(page.getByTestId('doc-card-fbi-check')).toHaveCount(0);
  await expect(page.getByTestId('doc-card-apostille')).toHaveCount(0);
  await expect(page.getByTestId('doc-card-tb-test')).toHaveAttribute('data-availability', 'in-plan');
  await expect(page.getByTestId('doc-card-tb-test')).not.toContainText('미국 국민');
  await expect(page.getByTestId('doc-card-medical-exam')).not.toContainText('미국에서 유효한');
  await expect(page.locator('main')).not.toContainText('FBI 범죄경력증명서와 아포스티유');
  // The introduction painted first is the one every couple reads; no US line is added for this couple.
  await expect(page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::p[1]')).toContainText(
    '범죄경력 증명 서류, 건강진단서, TOPIK은',
  );
  await expect(page.getByTestId('time-sensitive-us')).toHaveCount(0);
  // TOPIK: the sites in Vietnam are on the official site, never the US ones.
  await expect(page.getByTestId('doc-card-topik')).toContainText('베트남의 TOPIK 시험장과 시험 일정');
  await expect(page.getByTestId('doc-card-topik')).not.toContainText(/미국|괌/);
  await expectNoAxeViolations(page);
  await shot(page, 'ko-couple-time-sensitive');

  // The final step offers the criminal records for a 사유서 in the checklist's own words: the record
  // of the country of nationality and residence, never an FBI check (the trial's finding).
  await page.goto('/final-application?lang=ko');
  const criminal = page.getByTestId('check-criminal-records');
  await expect(criminal).toContainText('신청인 국적국·거주국의 범죄경력 증명 서류', { timeout: 30_000 });
  const choices = page.getByTestId('unobtainable-document').locator('option');
  await expect(choices.filter({ hasText: '신청인 국적국·거주국의 범죄경력 증명 서류' })).toHaveCount(1);
  await expect(choices.filter({ hasText: 'FBI' })).toHaveCount(0);

  // Eligibility completes only once the program is done (or exempt).
  await eligibility.goto('?lang=ko');
  await page.getByTestId('eligibility-korean-level').locator('input[value="topik1"]').check();
  await expect(eligibility.check('communication')).toHaveAttribute('data-status', 'pass');
  await page.getByTestId('acknowledge-income').check(); // the 2027 table is not published: an estimate
  await expect(eligibility.markComplete).toBeDisabled();
  // "More details" is open once any of its answers is given (here, where the sponsor lives).
  const guidance = page.getByTestId('eligibility-guidance-program');
  if (!(await guidance.isVisible())) await page.getByTestId('more-details-toggle').click();
  await eligibility.choose('eligibility-guidance-program', 0); // 예
  await expect(eligibility.check('marriage-guidance-program')).toHaveAttribute('data-status', 'pass');
  await expect(eligibility.markComplete).toBeEnabled();
  await eligibility.markComplete.click();
  await expect(eligibility.completed).toBeVisible();
});

// In English: a Vietnamese applicant living in Korea, married in Korea, whose sponsor lives in Korea.
// There is no Korean mission in Korea: the plan follows the change of status at the immigration office
// where the status of stay allows it, says what is uncertain and whom to ask (1345), and the criminal
// record names Korea beside Vietnam (brief 5.5, 6.3; D28).
test('a Vietnamese applicant living in Korea: the route in Korea, Korea in the record, no Korean mission there', async ({
  appPage: page,
}) => {
  test.slow();
  const eligibility = new EligibilityPage(page);
  await eligibility.goto();
  await eligibility.nationality.fill('Vietnam');
  await eligibility.nationality.press('Escape');
  await eligibility.choose('eligibility-marriage-place', 0); // Korea
  await eligibility.choose('eligibility-sponsor-residence', 0); // Korea
  const residence = page.getByTestId('eligibility-applicant-residence');
  await residence.fill('Republic of Korea');
  await residence.press('Escape');
  await page.getByTestId('eligibility-application-date').fill(APPLICATION_DATE);

  await page.goto('/time-sensitive-documents');
  const record = page.getByTestId('doc-card-applicant-criminal-record');
  await expect(record).toContainText("Applicant's criminal record (Vietnam, the Republic of Korea)", {
    timeout: 30_000,
  });
  await expect(record).toContainText('Immigration Contact Center (1345)');
  await expect(page.getByTestId('doc-card-medical-exam')).toContainText('Applicant: a hospital in Korea');
  await expect(page.locator('main')).not.toContainText('mission there accepts');
  await expect(page.locator('main')).not.toContainText('FBI');

  const timeline = new TimelinePage(page);
  await page.goto('/timeline');
  const mission = page.getByTestId('mission-card');
  await expect(mission).toHaveAttribute('data-mission', 'in-korea', { timeout: 30_000 });
  await expect(mission).toContainText('change of status at the immigration office');
  await expect(mission).toContainText('The plan below follows the change of status');
  await expect(mission).not.toContainText('plans the consulate route');
  await expect(timeline.row('book-appointment')).toContainText('Book the visit to the immigration office (HiKorea)');
  await expect(timeline.row('submit-application')).toContainText(
    'Apply for the change of status at the immigration office',
  );
  await expect(page.locator('main')).not.toContainText('not named yet');
  await expectNoAxeViolations(page);
});
