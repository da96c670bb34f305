import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '../fixtures';
import { EligibilityPage } from '../pages/eligibility';
import { TimelinePage } from '../pages/timeline';
import { inEveryLook } from './looks';

const out = process.env.SCREENS_OUT ?? resolve(import.meta.dirname, '../../screenshots/out');

// A couple unlike the American default: a Vietnamese applicant living in Korea, married in Korea, the sponsor in
// Korea; the letter of guarantee marked done by hand on the timeline while the form is unfinished.
test('a Vietnamese applicant living in Korea: timeline, time-sensitive documents, final application, forms', async ({
  appPage: page,
}) => {
  test.setTimeout(600_000);
  mkdirSync(out, { recursive: true });
  const eligibility = new EligibilityPage(page);
  await eligibility.goto();
  await eligibility.nationality.fill('Vietnam');
  await eligibility.nationality.press('Escape');
  await eligibility.choose('eligibility-marriage-place', 0);
  await eligibility.choose('eligibility-sponsor-residence', 0);
  const residence = page.getByTestId('eligibility-applicant-residence');
  await residence.fill('Republic of Korea');
  await residence.press('Escape');
  await page.getByTestId('eligibility-application-date').fill('2027-03-05');

  const timeline = new TimelinePage(page);
  await timeline.goto();
  await expect(page.getByTestId('mission-card')).toHaveAttribute('data-mission', 'in-korea', { timeout: 30_000 });
  await timeline.markDone('guarantee-letter');
  await expect(timeline.row('guarantee-letter')).toHaveAttribute('data-status', 'marked-done');

  await inEveryLook(page, ['/timeline', '/time-sensitive-documents', '/final-application', '/f6'], async (path, l) => {
    const name = path.slice(1).replace(/\//g, '-');
    await page.screenshot({ path: `${out}/couple-vn-kr-${name}-${l.width}-${l.theme}-${l.lang}.png`, fullPage: true });
  });
});
