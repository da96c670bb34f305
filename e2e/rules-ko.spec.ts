import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { EligibilityPage } from './pages/eligibility';
import { TimelinePage } from './pages/timeline';

// In Korean: a couple married in Korea, with the Korean spouse living in the US, walks the
// eligibility check, the timeline and the final checklist. Set SHOTS_DIR to keep screenshots.
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
};

// A date in a year whose income table is not published yet (checked against the 2026 table).
const APPLICATION_DATE = '2027-03-05';

test('Korean: married in Korea, sponsor in the US: eligibility, timeline and final checklist follow the corrected rules', async ({
  appPage: page,
}) => {
  test.slow();
  const eligibility = new EligibilityPage(page);
  await eligibility.goto('?lang=ko');
  await expect(eligibility.heading).toHaveText('자격 확인');

  await eligibility.fillEligible();
  await eligibility.choose('eligibility-marriage-place', 0); // 한국
  // Married in Korea: the foreign-certificate question no longer applies.
  await expect(page.getByTestId('eligibility-marriage-certificate')).toHaveCount(0);
  await eligibility.choose('eligibility-sponsor-residence', 1); // 미국
  await eligibility.choose('eligibility-income-country', 0); // 한국
  await page.getByTestId('eligibility-application-date').fill(APPLICATION_DATE);

  // C3: never failed, never sent for a US certificate or apostille.
  const marriage = eligibility.check('marriage');
  await expect(marriage).toHaveAttribute('data-status', 'pass');
  await expect(marriage).toContainText('아포스티유가 필요 없어요');
  await expect(marriage).toContainText('한국에서 한 혼인신고');
  await expect(marriage).not.toContainText('양국');

  // C2: the application date's table (2027) is not published: said plainly, the 2026 one as an estimate.
  await expect(page.getByTestId('income-threshold-estimate')).toHaveText('2027년 기준표 미고시: 추정치');
  await expect(eligibility.threshold).toContainText('2026년 2인 가구 기준');
  const income = eligibility.check('income');
  await expect(income).toHaveAttribute('data-status', 'warn');
  await expect(income).toContainText('2027년 기준표가 아직 고시되지 않아 2026년 금액을 추정치로 보여 드려요');
  await expect(income.getByTestId('source-estimate')).toHaveText('추정치');
  await expect(eligibility.outcome).toHaveText('확인 필요');
  await shot(page, 'ko-eligibility');

  // C4: income earned abroad is uncertain, with the reason in Korean and the exemption offered.
  await eligibility.choose('eligibility-income-country', 1); // 한국 밖
  await expect(income.getByTestId('source-uncertain')).toHaveText('불확실');
  await expect(income.getByTestId('source-reason')).toContainText('해외 소득이 원칙적으로 인정되지 않는다고');
  await expect(income).toContainText('해외에서 1년 이상 함께 생활해');
  await eligibility.choose('eligibility-income-country', 0);

  // The timeline plans by where the marriage was made and where the sponsor lives.
  const timeline = new TimelinePage(page);
  await page.goto('/timeline?lang=ko');
  await expect(timeline.heading).toHaveText('일정 계획', { timeout: 30_000 });
  await expect(timeline.targetDate).toHaveValue(APPLICATION_DATE);
  await expect(timeline.row('sponsor-fbi-check')).toBeVisible();
  await expect(timeline.row('sponsor-fbi-apostille')).toBeVisible();
  await expect(timeline.row('sponsor-criminal-record')).toContainText('초청인 범죄경력회보서 발급');
  await expect(timeline.row('us-marriage-certificate')).toHaveCount(0);
  await expect(timeline.row('korean-marriage-registration')).toHaveCount(0);
  // C13: an assumed duration shows as an estimate, with its reason in Korean.
  const guarantee = timeline.row('guarantee-letter');
  await expect(guarantee.getByTestId('task-duration-guarantee-letter')).toContainText('1–3일 걸려요');
  await expect(guarantee.getByTestId('source-estimate')).toHaveText('추정치');
  await expect(guarantee.getByTestId('source-reason')).toHaveText('작성 기간(1~3일)은 계획용 추정치예요.');
  await expect(guarantee).toContainText('보증기간 2년 이상 4년 이하');
  await shot(page, 'ko-timeline');

  // C7: the sponsor's Korean record and FBI check are tracked with the time-sensitive documents.
  await page.goto('/time-sensitive-documents?lang=ko');
  // The page reads the plan from the store first; on the shared machine that can take a while.
  await expect(page.getByTestId('doc-task-sponsor-fbi-check')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('doc-task-sponsor-criminal-record')).toBeVisible();

  // C8: the sponsor's originals are on the final checklist; nothing reads "ready" while they are missing.
  await page.goto('/final-application?lang=ko');
  await expect(page.getByTestId('check-sponsor-civil-documents')).toBeVisible({ timeout: 30_000 });
  for (const id of ['sponsor-civil-documents', 'resident-registration', 'language-proof'])
    await expect(page.getByTestId(`check-${id}`)).toHaveAttribute('data-status', 'todo');
  await expect(page.getByTestId('check-sponsor-civil-documents')).toContainText(
    '기본증명서, 가족관계증명서, 혼인관계증명서',
  );
  await expect(page.getByTestId('check-criminal-records')).toContainText(
    'FBI 범죄경력증명서와 초청인의 범죄경력회보서',
  );
  await expect(page.getByTestId('readiness')).toHaveAttribute('data-ready', 'false');
  await shot(page, 'ko-final');
});
