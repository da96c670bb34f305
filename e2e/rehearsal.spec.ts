import { expect, expectNoAxeViolations, test, waitForServiceWorker } from './fixtures';
import { RehearsalPage } from './pages/rehearsal';
import { Wizard } from './pages/wizard';

/** il.first-meeting's position in the invitation letter (items 2.1 and 2.2). */
const FIRST_MEETING = 4;

test.use({ viewport: { width: 390, height: 844 } });

test.use({ serviceWorkers: 'allow' }); // it goes offline

test('offline, the Korean spouse rehearses, then the applicant; where they first met differs and links to the invitation', async ({
  appPage: page,
  context,
}) => {
  // The Korean spouse wrote in the invitation where they first met (item 2.2).
  const wizard = new Wizard(page);
  await page.goto(`/f6/invitation-letter?q=${FIRST_MEETING}&lang=ko`);
  await expect(wizard.question).toContainText('배우자를 언제, 어디에서 처음 만났습니까?');
  await page.getByLabel('처음 만난 장소').fill('서울 강남구의 한 카페');
  await wizard.expectSaved();
  // The whole rehearsal runs offline.
  await waitForServiceWorker(page);
  await context.setOffline(true);

  const rehearsal = new RehearsalPage(page);
  await rehearsal.goto('?lang=ko');
  await expect(page.getByRole('heading', { level: 1, name: '인터뷰 연습' })).toBeVisible();
  await expect(page.getByTestId('rehearsal-private')).toContainText('공식 질문이 아닌 연습이에요');
  await expectNoAxeViolations(page);

  // The Korean spouse, in Korean: the same place in other words.
  await rehearsal.start('sponsor');
  await expect(rehearsal.question).toHaveText('배우자를 처음 만난 날은 언제인가요?');
  await expect(rehearsal.question).toHaveAttribute('lang', 'ko');
  // Nothing the forms say is on the round's screen.
  await expect(page.getByText('서울 강남구의 한 카페')).toHaveCount(0);
  await rehearsal.answerInOrder(['2021년 3월 14일', '강남에 있는 카페에서 처음 만났어요']);
  await expectNoAxeViolations(page);
  await rehearsal.finish();
  await expect(rehearsal.review('first-met-where')).not.toHaveAttribute('data-mismatch');
  await expect(rehearsal.review('first-met-where').getByTestId('reference-text').first()).toHaveText(
    '서울 강남구의 한 카페',
  );

  // Hand the phone over: the next screen hides the results.
  await page.getByTestId('rehearsal-hand-over-button').click();
  await expect(page.getByTestId('rehearsal-alone')).toContainText('신청인에게 휴대전화를 건네주세요');
  await expect(page.getByText('강남에 있는 카페에서 처음 만났어요')).toHaveCount(0);
  await expect(page.getByText('서울 강남구의 한 카페')).toHaveCount(0);
  await page.getByTestId('rehearsal-language').getByText('English').click();
  await page.getByTestId('rehearsal-begin').click();

  // The applicant chose English: the questions are in English in a Korean interface.
  await expect(rehearsal.question).toHaveText('When did you first meet your spouse?');
  await expect(rehearsal.question).toHaveAttribute('lang', 'en');
  await expect(page.getByText('강남에 있는 카페에서 처음 만났어요')).toHaveCount(0);
  await rehearsal.answerInOrder(['March 14, 2021', 'At a bar in Busan, after work']);
  await rehearsal.finish();

  // One mismatch about where they first met: both answers, the form's item and a link to it.
  const where = rehearsal.review('first-met-where');
  await expect(where).toHaveAttribute('data-mismatch', 'true');
  await expect(where.getByTestId('review-answer')).toHaveText('At a bar in Busan, after work');
  await expect(where.getByTestId('other-answer')).toHaveText('강남에 있는 카페에서 처음 만났어요');
  await expect(where.getByTestId('reference-text').first()).toHaveText('서울 강남구의 한 카페');
  // Against the form (Seoul, Gangnam) and against the Korean spouse's answer (Gangnam), in the interface's script.
  await expect(where.getByTestId('review-reference').first()).toContainText('장소 다름: 서울, 강남 ≠ 부산');
  await expect(where.getByTestId('review-other')).toContainText('장소 다름: 강남 ≠ 부산');
  const link = where.getByTestId('reference-link');
  // The place is the couple's fact (D26), its Korean version typed on the invitation.
  await expect(link).toHaveText('처음 만난 장소 (입력한 정보)');
  await expect(link).toHaveAttribute('href', `/f6/invitation-letter?q=${FIRST_MEETING}`);
  // The date is the same in both languages' forms: no mismatch there.
  await expect(rehearsal.review('first-met-when')).not.toHaveAttribute('data-mismatch');
  await expect(page.getByTestId('rehearsal-mismatch-summary')).toContainText(': 1개');
  await expectNoAxeViolations(page);

  // The link opens the invitation at that question, to correct it if the form is the one that is wrong.
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/f6/invitation-letter\\?q=${FIRST_MEETING}`));
  await expect(page.getByLabel('처음 만난 장소')).toHaveValue('서울 강남구의 한 카페');

  // In English the Korean version is not shown silently: the Latin one is missing, and where to add it.
  await rehearsal.goto('?lang=en');
  await page.getByTestId('results-applicant').click();
  const whereEn = rehearsal.review('first-met-where');
  await expect(whereEn.getByTestId('reference-missing')).toContainText('held only in Korean');
  await expect(whereEn.getByTestId('reference-link').first()).toHaveAttribute('href', '/enhancement');
  await expect(whereEn.getByTestId('reference-text')).toHaveCount(0);

  // The applicant may keep a copy as a file, or erase the rehearsal from the phone.
  await rehearsal.goto('?lang=ko');
  await page.getByTestId('results-applicant').click();
  const download = page.waitForEvent('download');
  await page.getByTestId('rehearsal-save-file').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('rehearsal-applicant.txt');
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(await file.path(), 'utf8')).toContain(
    '처음 만난 곳은 어디인가요?\nAt a bar in Busan, after work',
  );
  await page.getByTestId('rehearsal-delete').click();
  await page.getByTestId('rehearsal-delete-yes').click();
  await expect(page.getByTestId('rehearsal-status-applicant')).toContainText('아직 연습하지 않음');
  await expect(page.getByTestId('rehearsal-status-sponsor')).toContainText('마침');

  // Private to the device: nothing of the rehearsal waits in the outbox for sync.
  const outbox = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('f6-visa-prep');
        open.onsuccess = () => {
          const all = open.result.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => resolve(JSON.stringify(all.result));
        };
      }),
  );
  expect(outbox).not.toContain('rehearsal');
});
