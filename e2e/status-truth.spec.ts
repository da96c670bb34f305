import { expect, test } from './fixtures';
import { documentPng } from './document-files';
import { Wizard } from './pages/wizard';
import { DocumentsPage } from './pages/documents';
import { TimelinePage } from './pages/timeline';
import { getForm } from '../src/domain/forms';
import { isSkipped } from '../src/domain/forms/skip';
import type { FieldDef, FormAnswers } from '../src/domain/forms/types';
import { sampleValues } from '../tests/fixtures/form-answers';

// (D25): every screen tells the same truth about what is done.

const inDays = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Fills the required fields of the question on screen as a user would, from valid sample values. */
async function answerRequired(wizard: Wizard, fields: FieldDef[], values: Record<string, unknown>) {
  for (const f of fields) {
    if (!f.required) continue;
    if (f.showWhen && !(f.showWhen.in as unknown[]).includes(values[f.showWhen.fieldId])) continue;
    const value = values[f.id];
    const el = wizard.question.locator(`[data-field="${f.id}"]`).first();
    if (f.type === 'yesNo') await el.getByText(value ? 'Yes' : 'No', { exact: true }).click();
    else if (f.type === 'choice') await el.locator(`input[type=radio][value="${String(value)}"]`).check();
    else await el.fill(String(value));
  }
  await wizard.expectSaved();
}

test('the guarantee answered with Next only (never Finish) is complete on the F-6 page, the final step, home and the timeline', async ({
  appPage: page,
}) => {
  const wizard = new Wizard(page);
  const form = getForm('personal-guarantee');
  const answers: FormAnswers = {};
  await page.goto('/f6/personal-guarantee');
  await expect(wizard.question).toBeVisible();
  for (let i = 0; i < form.questions.length; i++) {
    const q = form.questions[i];
    if (isSkipped(q, answers)) continue;
    await expect(page.getByText(new RegExp(`^Question ${i + 1} of 19$`))).toBeVisible();
    const values = sampleValues(q);
    if (q.required) {
      await answerRequired(wizard, q.fields, values);
      answers[q.id] = values as never;
    }
    // Optional questions are passed with Next: skipped, never answered.
    if (i < form.questions.length - 1) await wizard.next();
  }
  const optional = form.questions.filter((q) => !q.required).length;
  const expected = `${19 - optional} answered, ${optional} skipped of 19`;
  await expect(wizard.answered).toHaveText(`Complete · ${expected}`);
  await page.screenshot({ path: test.info().outputPath('status-wizard-complete.png') });

  await page.goto('/f6');
  await expect(page.getByTestId('f6-form-personal-guarantee')).toHaveAttribute('data-state', 'complete');
  await expect(page.getByTestId('f6-form-status-personal-guarantee')).toHaveText(`Complete · ${expected}`);
  // The next step for the Korean spouse is the invitation letter, never the finished guarantee.
  await expect(page.getByTestId('f6-next-sponsor')).toContainText('Invitation');
  await expect(page.getByTestId('f6-next-sponsor')).not.toContainText('guarantee');
  await page.screenshot({ path: test.info().outputPath('status-f6.png'), fullPage: true });

  await page.goto('/final-application');
  await expect(page.getByTestId('check-personal-guarantee')).toHaveAttribute('data-status', /done|attention/, {
    timeout: 30_000,
  });
  await expect(page.getByTestId('step-forms-left')).not.toContainText('Letter of guarantee');

  await page.goto('/');
  await expect(page.getByTestId('home-form-personal-guarantee')).toHaveAttribute('data-state', 'complete');
  await expect(page.getByTestId('home-form-personal-guarantee')).toContainText(`Complete · ${expected}`);
  await expect(page.getByTestId('step-forms-left')).not.toContainText('Letter of guarantee');
  await page.screenshot({ path: test.info().outputPath('status-home.png'), fullPage: true });

  const timeline = new TimelinePage(page);
  await timeline.goto();
  // The guarantee's task follows the form, though nobody marked it: one task completed.
  await expect(timeline.count('completed')).toHaveText('1');
  await timeline.targetDate.fill(inDays(120));
  await expect(timeline.row('guarantee-letter')).toHaveAttribute('data-status', 'completed');
  // The invitation letter already holds the Korean spouse's facts typed in the guarantee (D20): begun.
  await expect(timeline.row('invitation-letter')).toHaveAttribute('data-status', 'in-progress');
  await page.screenshot({ path: test.info().outputPath('status-timeline.png'), fullPage: true });
});

const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  // A PNG big enough to count as a document (the app refuses images under 200 px a side).
  buffer: documentPng(),
});

test('an expired marriage certificate is never ready: the documents page, the checklist and home say so', async ({
  appPage: page,
}) => {
  const docs = new DocumentsPage(page);
  await docs.goto();
  await docs.upload('marriageCertificate', png('certificate.png'));
  await expect(docs.fileName('marriageCertificate')).toHaveText('certificate.png');
  // Issued 200 days ago: a Korean certificate is valid three months from its issue date.
  await page.getByTestId('issue-date-marriageCertificate').fill(inDays(-200));
  await expect(docs.status('marriageCertificate')).toHaveAttribute('data-state', 'attention');
  await expect(docs.status('marriageCertificate')).toHaveText('Needs attention');
  await expect(page.getByTestId('problems-marriageCertificate')).toContainText('certificate.png: expired on');
  await page.screenshot({ path: test.info().outputPath('status-expired-documents.png'), fullPage: true });

  await page.goto('/final-application');
  await expect(page.getByTestId('check-doc-marriageCertificate')).toHaveAttribute('data-status', 'attention', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('check-doc-marriageCertificate')).toContainText('expired on');
  await expect(page.getByTestId('readiness')).toHaveAttribute('data-ready', 'false');

  await page.goto('/');
  await expect(page.getByTestId('step-documents')).toHaveAttribute('data-done', 'false');
  await expect(page.getByTestId('step-documents-left')).toContainText('7 documents not ready');
});

test('a backup imported in a second browser context counts nothing that is not there', async ({
  appPage: page,
  browser,
}) => {
  // The first device: a housing document, ready.
  const docs = new DocumentsPage(page);
  await docs.goto();
  await docs.upload('housingDocuments', png('lease.png'));
  await expect(docs.status('housingDocuments')).toHaveText('Ready');
  await expect(page.getByTestId('documents-count')).toHaveText('1 of 7 documents ready');
  await page.goto('/progress');
  const download = page.waitForEvent('download');
  await page.getByTestId('export-backup').click();
  const file = await (await download).path();

  // The second device imports the backup, which carries no files.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/progress');
  const chooser = second.waitForEvent('filechooser');
  await second.getByTestId('import-backup').click();
  await (await chooser).setFiles(file!);
  // It says what it lacks before anything is merged.
  await expect(second.getByTestId('import-lacks')).toContainText(
    'This backup carries answers only: 1 file it lists is not in it.',
  );
  await second.getByTestId('backup-combine').click();
  await expect(second.getByTestId('backup-combine')).toHaveCount(0);

  const there = new DocumentsPage(second);
  await there.goto();
  await expect(there.fileName('housingDocuments')).toHaveText('lease.png');
  await expect(there.status('housingDocuments')).toHaveAttribute('data-state', 'elsewhere');
  await expect(there.status('housingDocuments')).toHaveText('On the other device');
  await expect(second.getByTestId('problems-housingDocuments')).toContainText('a transfer file from the other device');
  await expect(second.getByTestId('documents-count')).toHaveText('0 of 7 documents ready');
  await second.screenshot({ path: test.info().outputPath('status-backup-documents.png'), fullPage: true });

  await second.goto('/final-application');
  await expect(second.getByTestId('check-doc-housingDocuments')).toHaveAttribute('data-status', 'elsewhere', {
    timeout: 30_000,
  });
  await expect(second.getByTestId('check-doc-housingDocuments')).toContainText('On the other device');
  await second.screenshot({ path: test.info().outputPath('status-backup-final.png'), fullPage: true });
  await second.goto('/');
  await expect(second.getByTestId('step-documents-left')).toContainText('7 documents not ready');
  await other.close();
});
