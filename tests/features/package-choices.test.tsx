import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/data';
import { acknowledgeFinding, readAudit } from '@/data/audit';
import { saveFormProgress } from '@/data/forms';
import { readSection, updateSection } from '@/data/sections';
import { translationsFromReadings, type StoredReading } from '@/domain/package/translations';
import { FinalApplicationPage } from '@/features/final-application/components/final-application-page';
import { readPackageChoices, REASON_MAX } from '@/features/final-application/package-choices';
import { readPackageInput } from '@/features/final-application/package-input';
import { buildPackage } from '@/features/final-application/pdf/build-package';
import { savePackageChoices } from '@/features/final-application/repo';
import { i18n } from '@/i18n/i18n';
import { fixtureAnswers } from '../package/fixture';
import { pageTexts, squash, testEngine } from '../package/pdf-text';
import { renderPage, resetDatabase } from '../render';
import { seed } from '../seed';
import './jsdom-fonts';

const slow = { timeout: 8000 };
beforeEach(resetDatabase);
afterEach(cleanup);

/** An English marriage certificate as the documents page stores what was read and confirmed. */
const english: StoredReading = {
  id: 'marriageCertificate',
  type: 'marriageCertificate',
  fileName: 'wa-certificate.pdf',
  data: {
    marriageDate: '2024-06-03',
    marriagePlace: 'Seattle, King County, Washington',
    'groom.name': 'MINSU KIM',
    'groom.dateOfBirth': '1988-03-02',
    'bride.name': 'JANE MARIE SMITH',
    'bride.dateOfBirth': '1990-05-12',
    applicantRole: 'bride',
  },
};

describe('the package choices as stored', () => {
  it('default to dates left for the hand and nothing unobtainable', () => {
    expect(readPackageChoices(undefined)).toEqual({ signingDates: 'blank', unobtainable: [] });
    expect(readPackageChoices({ signingDates: 'tomorrow' }).signingDates).toBe('blank');
  });

  it('keep only well-formed entries with the couple’s words, capped', () => {
    const choices = readPackageChoices({
      signingDates: 'print',
      unobtainable: [
        { item: 'criminal-records', reason: '  The FBI takes 14 weeks.  ' },
        { item: 'criminal-records' },
        { item: 'doc-passport', reason: '   ' },
        { item: 'not-a-document', reason: 'x' },
        { item: 'doc-housingDocuments', reason: 'y'.repeat(REASON_MAX + 50) },
        null,
        'junk',
      ],
    });
    expect(choices.signingDates).toBe('print');
    expect(choices.unobtainable).toEqual([
      { item: 'criminal-records', reason: 'The FBI takes 14 weeks.' },
      { item: 'doc-housingDocuments', reason: 'y'.repeat(REASON_MAX) },
    ]);
  });

  it('read a choice saved on the old Korean-spouse ID line as the documents row, once', () => {
    // The checklist had two lines for one slot (the ID card under documents and under checks).
    const moved = readPackageChoices({
      unobtainable: [{ item: 'sponsor-id', reason: 'Lost; reissue takes 2 weeks.' }],
    });
    expect(moved.unobtainable).toEqual([{ item: 'doc-spouseIdCard', reason: 'Lost; reissue takes 2 weeks.' }]);
    const both = readPackageChoices({
      unobtainable: [
        { item: 'doc-spouseIdCard', reason: 'first' },
        { item: 'sponsor-id', reason: 'second' },
      ],
    });
    expect(both.unobtainable).toEqual([{ item: 'doc-spouseIdCard', reason: 'first' }]);
  });
});

describe('번역문 drafts from the stored readings', () => {
  it('an English marriage certificate gets one, laid out in Korean with dates as YYYY. MM. DD.', () => {
    const [draft, ...rest] = translationsFromReadings([english], {
      marriageCertificate: { files: [{ role: 'foreign-certificate', fileName: 'wa-certificate.pdf' }] },
    });
    expect(rest).toEqual([]);
    expect(draft.document).toBe('혼인증명서');
    expect(draft.fileName).toBe('wa-certificate.pdf');
    expect(draft.rows).toContainEqual(['혼인일', '2024. 06. 03.']);
    expect(draft.rows).toContainEqual(['남편 성명', 'MINSU KIM']);
    expect(draft.rows).toContainEqual(['아내 생년월일', '1990. 05. 12.']);
  });

  it('a Korean certificate, a translation already there, or a passport get none', () => {
    const korean = { ...english, data: { marriageDate: '2024-06-03', 'groom.name': '김민수' } };
    expect(translationsFromReadings([korean], {})).toEqual([]);
    expect(
      translationsFromReadings([english], {
        marriageCertificate: { files: [{ role: 'translation', fileName: 'translation.pdf' }] },
      }),
    ).toEqual([]);
    expect(translationsFromReadings([{ ...english, type: 'passport' }], {})).toEqual([]);
  });
});

describe('the package made from the stored choices', () => {
  const storeCouple = async (signingDates: 'blank' | 'print', nationality = 'US') => {
    await updateSection('eligibility', (e) => ({ ...e, nationality, applicantResidence: nationality }));
    for (const id of ['invitation-letter', 'spouse-information', 'personal-guarantee'] as const)
      await saveFormProgress(id, (p) => ({ ...p, formData: fixtureAnswers[id], status: 'completed' }));
    await savePackageChoices((c) => ({
      ...c,
      signingDates,
      unobtainable: [
        { item: 'criminal-records', reason: '미국 FBI 처리 기간이 14주라서 신청일까지 받을 수 없습니다.' },
      ],
    }));
    await seed(() =>
      db.extractedDocuments.put({
        id: english.id,
        extractionResult: { documentType: 'marriageCertificate', data: english.data },
        uploadedAt: '2026-11-01T00:00:00.000Z',
        fileName: english.fileName,
        fileUrl: null,
        updatedAt: '2026-11-01T00:00:00.000Z',
      }),
    );
  };

  it('reads them: signing dates, a 사유서 in the couple’s words, a 번역문 from the read certificate', async () => {
    await storeCouple('print');
    const input = await readPackageInput('en', '2026-11-23');
    expect(input.signingDates).toBe('print');
    expect(input.unobtainable).toEqual([
      { document: 'FBI 범죄경력증명서 및 초청인 범죄경력회보서', reason: expect.stringContaining('14주') },
    ]);
    expect(input.translations?.map((t) => t.document)).toEqual(['혼인증명서']);

    const result = await buildPackage(input, i18n, () => {}, await testEngine());
    const pages = await pageTexts(result.bytes);
    const reason = pages.find((p) => p.includes('14주라서'));
    expect(reason).toBeDefined();
    expect(reason).toContain(squash('FBI 범죄경력증명서'));
    expect(pages.some((p) => p.includes('번역문') && p.includes('MINSUKIM'))).toBe(true);
    expect(pages.some((p) => p.includes('번역확인서'))).toBe(true);
    // Printed dates: on the index, the forms' signing lines and the 사유서.
    const printed = pages.join('').split('2026.11.23.').length - 1;
    expect(printed).toBeGreaterThanOrEqual(3);
    const index = result.index.map((e) => e.title);
    expect(index.some((t) => t.includes('사유서'))).toBe(true);
    expect(index).toContain('혼인증명서 번역문 및 번역확인서');
  }, 60_000);

  it.each(['VN', 'PH'])(
    'a couple from %s: the 사유서 names the record of the country of nationality and residence, never the FBI check',
    async (nationality) => {
      await storeCouple('blank', nationality);
      const input = await readPackageInput('en', '2026-11-23');
      expect(input.unobtainable?.map((u) => u.document)).toEqual([
        '신청인 국적국·거주국의 범죄경력 증명 서류 및 초청인 범죄경력회보서',
      ]);
    },
    60_000,
  );

  it('left for the hand, no date of making prints on the submission', async () => {
    await storeCouple('blank');
    await updateSection('personalStatement', (s) => ({
      ...s,
      language: 'en',
      content: 'Personal statement\n\nWe met at a language exchange in Seattle.',
      completedAt: '2026-11-20T09:00:00.000Z',
    }));
    const input = await readPackageInput('en', '2026-11-23');
    const result = await buildPackage(input, i18n, () => {}, await testEngine());
    const pages = await pageTexts(result.bytes);
    expect(pages.join('')).not.toContain('2026.11.23.');
    // The statements' date too (a trial found it printed while the forms' were blank), marked final or not.
    expect(pages.join('')).toContain('WemetatalanguageexchangeinSeattle.');
    expect(pages.join('')).not.toMatch(/작성일:20\d\d|Date:20\d\d|2026\.11\.20\.|Nov(ember)?20,2026/);
  }, 60_000);
});

describe('on the final step', () => {
  const open = async () => {
    await renderPage(FinalApplicationPage, { path: '/final-application' });
    return screen.findByTestId('package-card', undefined, slow);
  };

  it('the signing-date choice is saved, leaving them for the hand by default', async () => {
    await open();
    const group = within(screen.getByTestId('signing-dates'));
    expect((group.getByLabelText(/Leave them blank/) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(group.getByLabelText('Print the day the package is made'));
    await waitFor(
      async () => expect((await readSection('applicationForms')).package?.signingDates).toBe('print'),
      slow,
    );
  });

  it('a document that cannot be obtained needs the document and the couple’s words; then it is kept', async () => {
    await open();
    const box = within(screen.getByTestId('unobtainable'));
    fireEvent.click(box.getByTestId('unobtainable-add'));
    expect(await box.findByText('Choose the document.')).toBeTruthy();

    // The browser's own list: nothing chosen shows an empty choice, which cannot be picked.
    const choice = box.getByTestId<HTMLSelectElement>('unobtainable-document');
    expect(choice.value).toBe('');
    expect(box.getByRole<HTMLOptionElement>('option', { name: '' }).disabled).toBe(true);
    fireEvent.change(choice, {
      target: { value: box.getByRole<HTMLOptionElement>('option', { name: 'Passport copy' }).value },
    });
    fireEvent.click(box.getByTestId('unobtainable-add'));
    expect(await box.findByText(/Write the reason in your own words/)).toBeTruthy();
    expect((await readSection('applicationForms')).package).toBeUndefined();

    fireEvent.change(box.getByTestId('unobtainable-reason'), {
      target: { value: '부모님 집에 함께 살고 있어 임대차계약서가 없습니다.' },
    });
    fireEvent.click(box.getByTestId('unobtainable-add'));
    await waitFor(
      async () =>
        expect((await readSection('applicationForms')).package?.unobtainable).toEqual([
          { item: 'doc-passport', reason: '부모님 집에 함께 살고 있어 임대차계약서가 없습니다.' },
        ]),
      slow,
    );
    expect(await screen.findByTestId('unobtainable-doc-passport', undefined, slow)).toBeTruthy();
  });

  it.each([
    ['Vietnamese', 'VN'],
    ['Filipino', 'PH'],
  ])(
    'a %s applicant is offered the criminal records in the checklist’s words, never an FBI check (D28)',
    async (_who, nationality) => {
      await updateSection('eligibility', (e) => ({ ...e, nationality, applicantResidence: nationality }));
      await open();
      const wording =
        'Criminal records: the applicant’s record from the country of nationality and residence (apostille or legalisation as the mission asks), and the Korean spouse’s record';
      const box = within(screen.getByTestId('unobtainable'));
      const option = await box.findByRole<HTMLOptionElement>('option', { name: wording }, slow);
      expect(box.queryByRole('option', { name: /FBI/ })).toBeNull();
      expect(screen.getByTestId('check-criminal-records').textContent).toContain(wording);

      fireEvent.change(box.getByTestId('unobtainable-document'), { target: { value: option.value } });
      fireEvent.change(box.getByTestId('unobtainable-reason'), { target: { value: '발급 기관이 문을 닫았습니다.' } });
      fireEvent.click(box.getByTestId('unobtainable-add'));
      const kept = await screen.findByTestId('unobtainable-criminal-records', undefined, slow);
      expect(kept.textContent).toContain(wording);
      expect(kept.textContent).not.toMatch(/FBI/);
    },
  );

  it('open findings the consulate refuses are warned of; the package can still be made', async () => {
    // The passport and the marriage certificate disagree on the applicant's date of birth: refused as it stands.
    const reading = (id: string, documentType: 'passport' | 'marriageCertificate', data: Record<string, string>) => ({
      id,
      extractionResult: { documentType, data },
      uploadedAt: '2026-11-01T00:00:00.000Z',
      fileName: `${id}.pdf`,
      fileUrl: null,
      updatedAt: '2026-11-01T00:00:00.000Z',
    });
    await seed(() =>
      db.extractedDocuments.bulkPut([
        reading('passport', 'passport', { dateOfBirth: '1990-05-12' }),
        reading('marriageCertificate', 'marriageCertificate', { ...english.data, 'bride.dateOfBirth': '1991-01-01' }),
      ]),
    );
    const findings = await readAudit();
    expect(findings.some((f) => f.weight === 'refused')).toBe(true);
    await open();
    const warning = await screen.findByTestId('package-refused', undefined, slow);
    expect(within(warning).getByText(/You can still make the package/)).toBeTruthy();
    expect((screen.getByTestId('make-package') as HTMLButtonElement).disabled).toBe(false);
    cleanup();

    for (const finding of findings) await acknowledgeFinding(finding, 'Checked with the documents.');
    await updateSection('applicationForms', (f) => f);
    await open();
    await waitFor(() => expect(screen.queryByTestId('package-refused')).toBeNull(), slow);
  });
});
