// @vitest-environment node
import { missionFor, missionSpecific } from '@/domain/missions';
import { readFileSync } from 'node:fs';
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, test } from 'vitest';
import { emptyStatement } from '@/domain/application';
import { marriageCertificateFromText } from '@/domain/marriage-certificate-text';
import { marriageCertificateTranslation } from '@/domain/package/translations';
import { documentValidity } from '@/domain/package/validity';
import { visaApplicationLayout } from '@/domain/visa-application/layout';
import { visaFormValues } from '@/domain/visa-application/layout-values';
import { buildPackage } from '@/features/final-application/pdf/build-package';
import type { PackageInput } from '@/features/final-application/pdf/types';
import { fullVisaAnswers } from '../fixtures/visa-application';
import { fixtureAnswers } from './fixture';
import { pageTexts, squash, testEngine } from './pdf-text';

const passport180 = new Uint8Array(readFileSync('tests/fixtures/passports/rotated-180.jpg'));
const photo = new Uint8Array(readFileSync('tests/fixtures/passports/clean-scan.jpg'));

const ENGLISH_CERTIFICATE = `CERTIFICATE OF MARRIAGE
State of Washington
Date of marriage: June 3, 2024
Place of marriage: Seattle, King County, Washington
Groom's name: MINSU KIM
Groom date of birth: March 2, 1988
Bride's name: JANE MARIE SMITH
Bride date of birth: May 12, 1990`;

const blob = (bytes: Uint8Array, type: string) => new Blob([bytes as BlobPart], { type });

/** The full fixture: the four forms, both statements, an income shortfall, an English certificate, copies. */
function input(): PackageInput {
  const statement = (content: string, language: 'en' | 'ko') => ({
    ...emptyStatement(),
    content,
    generated: true,
    language,
    completedAt: '2026-11-20T10:00:00.000Z',
  });
  const invitation = fixtureAnswers['invitation-letter'];
  const extraction = marriageCertificateFromText(ENGLISH_CERTIFICATE);
  if (!extraction) throw new Error('fixture certificate not read');
  return {
    locale: 'en',
    today: '2026-11-23',
    targetDate: '2027-01-15',
    names: { applicant: 'JANE MARIE SMITH', sponsor: '김민수', applicantLatin: 'SMITH JANE MARIE' },
    answers: {
      ...fixtureAnswers,
      'invitation-letter': {
        ...invitation,
        // Below the table, with an exemption claimed in the couple's own words.
        'il.income-total': {
          ...(invitation['il.income-total'] as object),
          grandTotal: 24500000,
          meetsThreshold: false,
        },
        'il.income-exemption-reason': {
          reason: '초청인은 2026년 3월 육아휴직 후 복직하여 소득이 일시적으로 줄었습니다.',
        },
        'il.other-information': { information: '문의: minsu.kim.long-address@example-company.co.kr, 1989-02-14 입국' },
      },
    },
    visaForm: { layout: visaApplicationLayout, values: visaFormValues(fullVisaAnswers()) },
    statements: {
      personal: statement('Personal statement\n\nWe met in Seattle in June 2021.', 'en'),
      sponsor: statement('초청인 진술서\n\n저는 배우자와 2021년 6월 시애틀에서 처음 만났습니다.', 'ko'),
    },
    checklist: [
      { id: 'doc-passport', group: 'documents', status: 'done' },
      { id: 'doc-marriageCertificate', group: 'documents', status: 'done' },
      { id: 'doc-proofOfRelationship', group: 'documents', status: 'done' },
      // A couple applying in Manila: the photo and fee as the timeline gives them (D28).
      { id: 'photo', group: 'day', status: 'bring', mission: missionSpecific(missionFor({ country: 'PH' }), 'photo') },
      { id: 'fee', group: 'day', status: 'bring', mission: missionSpecific(missionFor({ country: 'PH' }), 'fee') },
    ],
    validity: documentValidity({}, '2027-01-15'),
    translations: [marriageCertificateTranslation(extraction, 'marriage-certificate.pdf')],
    files: [
      {
        id: 'photo-1',
        slot: 'proofOfRelationship',
        name: 'us-in-busan.jpg',
        type: 'image/jpeg',
        size: photo.length,
        blob: blob(photo, 'image/jpeg'),
        addedAt: '2026-11-01T00:00:00Z',
      },
      {
        id: 'passport-1',
        slot: 'passport',
        name: 'passport.jpg',
        type: 'image/jpeg',
        size: passport180.length,
        blob: blob(passport180, 'image/jpeg'),
        addedAt: '2026-11-02T00:00:00Z',
        orientation: 180,
      },
    ],
    evidence: [
      { kind: 'photo', name: 'us-in-busan.jpg', blob: blob(photo, 'image/jpeg'), fileId: 'photo-1', caption: 'Busan' },
    ],
    findings: [
      {
        title: 'Date of marriage',
        value: '2024. 06. 03. vs 2024. 09. 21.',
        sources: ['marriage certificate', 'invitation 2.8'],
        explanation: 'The wedding was held after the legal marriage.',
      },
    ],
  };
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

type Built = Awaited<ReturnType<typeof buildPackage>>;
let built: Promise<{ r: Built; texts: string[]; guide: string[] }> | null = null;
const build = () =>
  (built ??= (async () => {
    const r = await buildPackage(input(), i18n, undefined, await testEngine());
    if (process.env.PKG_DUMP) {
      const fs = await import('node:fs');
      fs.writeFileSync(`${process.env.PKG_DUMP}/submission.pdf`, r.bytes);
      fs.writeFileSync(`${process.env.PKG_DUMP}/guide.pdf`, r.guide.bytes);
    }
    return { r, texts: await pageTexts(r.bytes), guide: await pageTexts(r.guide.bytes) };
  })());

describe('the submission', () => {
  test('with no Hangul name for the Korean spouse, the Korean index leaves it blank, never the Latin one', async () => {
    const base = input();
    const r = await buildPackage(
      { ...base, names: { ...base.names, sponsor: '', sponsorLatin: 'PARK JIYEON' } },
      i18n,
      undefined,
      await testEngine(),
    );
    const [index] = await pageTexts(r.bytes);
    expect(index).toContain('초청인:');
    expect(index).not.toMatch(/PARK/i);
    // The couple's own guide may name her in Latin letters.
    const guide = (await pageTexts(r.guide.bytes)).join(' ');
    expect(guide).toMatch(/PARK\s*JIYEON/);
    // ... and says the Hangul name is missing, and where to add it.
    expect(guide.replace(/\s+/g, '')).toMatch(/nameinHangulismissing|한글성명이없어서/);
  });

  test("in the consulate's order, under a Korean index whose page numbers match", async () => {
    const { r, texts } = await build();
    expect(texts.length).toBe(r.pageCount);
    expect(texts[0]).toContain('제출서류목록');
    const titles = r.index.map((e) => e.title);
    expect(titles).toEqual([
      '사증발급신청서 (별지 제17호서식)',
      '외국인 배우자 초청장 (별지 제19호의2서식)',
      '신원보증서 (별지 제129호서식)',
      '외국인 배우자의 결혼배경 진술서 (별지 제19호의3서식)',
      '신청인 진술서',
      '초청인 진술서',
      '소득요건 미충족 사유서',
      '혼인증명서 번역문 및 번역확인서',
      '여권 (신청인) 사본',
      '관계 입증 자료 (선택한 사진 및 대화)',
    ]);
    // The index prints each entry's number, title and pages; each first page is that entry's.
    const firstPageMarks = [
      '[별지제17호서식]',
      '[별지제19호의2서식]',
      '[별지제129호서식]',
      '[별지제19호의3서식]',
      'Personalstatement',
      '초청인진술서',
      '사유서',
      '혼인증명서번역문',
      '여권(신청인)',
      '관계입증자료(선택한사진및대화)',
    ];
    r.index.forEach((e, i) => {
      const pages = e.first === e.last ? `${e.first}` : `${e.first}–${e.last}`;
      expect(texts[0], e.title).toContain(`${i + 1}${squash(e.title)}${pages}`);
      expect(texts[e.first - 1], `${e.title} on page ${e.first}`).toContain(firstPageMarks[i]);
      // Each page carries its number, so the index can be followed on paper.
      expect(texts[e.first - 1]).toContain(`${e.first}/${r.pageCount}`);
    });
    expect(r.index.at(-1)?.last).toBe(r.pageCount);
  });

  test('a 사유서 for the income shortfall: the facts, the couple’s own words, a signature line', async () => {
    const { r, texts } = await build();
    const at = r.index.find((e) => e.title === '소득요건 미충족 사유서');
    const page = texts[(at?.first ?? 0) - 1];
    expect(page).toContain('사유서');
    expect(page).toContain('31,000,000원');
    expect(page).toContain('24,500,000원');
    expect(page).toContain('부족액6,500,000원');
    expect(page).toContain('육아휴직후복직하여소득이일시적으로줄었습니다');
    expect(page).toContain('작성자:김민수(서명또는인)');
    expect(page).not.toMatch(/[A-Za-z]{3,}/);
  });

  test('a 번역문 of the English marriage certificate, with a 번역확인서 and never a claim of certification', async () => {
    const { r, texts } = await build();
    const at = r.index.find((e) => e.title.startsWith('혼인증명서 번역문')) ?? { first: 0 };
    const translation = texts[at.first - 1];
    expect(translation).toContain('혼인증명서번역문');
    expect(translation).toContain('혼인일2024.06.03.');
    expect(translation).toContain('혼인장소Seattle,KingCounty,Washington');
    expect(translation).toContain('남편성명MINSUKIM');
    expect(translation).toContain('아내생년월일1990.05.12.');
    const confirm = texts[at.first];
    expect(confirm).toContain('번역확인서');
    expect(confirm).toContain('번역자성명');
    expect(confirm).toContain('번역자연락처');
    expect(confirm).toContain('영어에서한국어로정확하게번역하였음을확인합니다');
    expect(confirm).toContain('번역자:(서명또는인)');
    expect([translation, confirm].join('')).not.toMatch(/공증|번역인증|인증번역|certified/i);
  });

  test('an upside-down passport photo prints upright; the evidence photo is embedded once', async () => {
    const { r } = await build();
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const task = pdfjs.getDocument({ data: r.bytes.slice() });
    const doc = await task.promise;
    const transforms: { page: number; m: number[]; name: string }[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const ops = await (await doc.getPage(n)).getOperatorList();
      // The current transformation matrix, composed through save/restore as a PDF viewer does.
      let m: number[] = [1, 0, 0, 1, 0, 0];
      const stack: number[][] = [];
      const times = (a: number[], b: number[]) => [
        a[0] * b[0] + a[1] * b[2],
        a[0] * b[1] + a[1] * b[3],
        a[2] * b[0] + a[3] * b[2],
        a[2] * b[1] + a[3] * b[3],
        a[4] * b[0] + a[5] * b[2] + b[4],
        a[4] * b[1] + a[5] * b[3] + b[5],
      ];
      ops.fnArray.forEach((fn, i) => {
        if (fn === pdfjs.OPS.save) stack.push(m);
        if (fn === pdfjs.OPS.restore) m = stack.pop() ?? [1, 0, 0, 1, 0, 0];
        if (fn === pdfjs.OPS.transform) m = times(ops.argsArray[i] as number[], m);
        if (fn === pdfjs.OPS.paintImageXObject)
          transforms.push({ page: n, m, name: String((ops.argsArray[i] as unknown[])[0]) });
      });
    }
    await task.destroy();
    const passportPage = (r.index.find((e) => e.title === '여권 (신청인) 사본')?.first ?? 0) + 1;
    const passport = transforms.find((t) => t.page === passportPage);
    // Turned half a turn: both axes flipped (a and d negative), so the stored upside-down scan reads upright.
    expect(passport?.m[0]).toBeLessThan(0);
    expect(passport?.m[3]).toBeLessThan(0);
    // The photo with no turn stays as it is.
    const other = transforms.find((t) => t.page !== passportPage);
    expect(other?.m[0]).toBeGreaterThan(0);
    expect(other?.m[3]).toBeGreaterThan(0);
    // The photo chosen as evidence is also an upload: printed once, embedded once.
    expect(transforms.length).toBe(2);
    const raw = new TextDecoder('latin1').decode(r.bytes);
    expect(raw.match(/\/Subtype\s*\/Image/g)).toHaveLength(2);
  });

  test('every date on a form in the form’s one format; visa form 2.2 says F-6-1', async () => {
    const { r, texts } = await build();
    const koreanForms = texts.slice(r.index[1].first - 1, r.index[3].last).join('');
    expect(koreanForms).not.toMatch(/(19|20)\d{2}-\d{2}(-\d{2})?(?!\d)/);
    expect(koreanForms).not.toMatch(/(19|20)\d{2}\/\d{2}\/\d{2}/);
    expect(koreanForms).toContain('1989.02.14.입국');
    // The visa application form asks for yyyy/mm/dd, and gets it everywhere.
    const visa = texts.slice(r.index[0].first - 1, r.index[0].last).join('');
    expect(visa).not.toMatch(/(19|20)\d{2}-\d{2}-\d{2}/);
    expect(visa).toContain('1992/04/05');
    expect(visa).toContain('2.2체류자격StatusofStayF-6-1');
    // The e-mail address breaks only after a safe character, never mid-word.
    expect(koreanForms).toContain('minsu.kim.long-address@example-company.co.kr');
    // Signing dates are left for the hand by default.
    expect(koreanForms).not.toContain('2026.11.23.');
  });
});

describe('the guide', () => {
  test('in the user’s language, not for submission: hand steps, signers, findings with explanations', async () => {
    const { r, guide } = await build();
    const all = guide.join('');
    expect(guide.every((p) => p.includes('NOTFORSUBMISSION'))).toBe(true);
    const visa = r.index[0];
    expect(all).toContain(`intothePHOTOboxofthevisaapplicationformonpage${visa.first}`);
    expect(all).toContain('Writetheapplicationdate(신청일자)onpage');
    expect(all).toContain('Thesigningdates(년월일)ontheforms');
    expect(all).toContain('소득요건미충족사유서(page');
    expect(all).toContain('notacertifiedtranslation');
    expect(all).toContain('isnotknowntotheapp');
    expect(all).toContain('Dateofmarriage:2024.06.03.vs2024.09.21.');
    expect(all).toContain('Theweddingwasheldafterthelegalmarriage.');
    // What to bring: the photo and the fee of the couple's mission, or whom to ask; never Seattle's.
    expect(all).toContain('Photo:Notknownhere:asktheKoreanEmbassyinthePhilippines(Manila)');
    expect(all).toContain('Visafee:Notknownhere:asktheKoreanEmbassyinthePhilippines(Manila)');
    expect(all).not.toMatch(/US\$45|Seattle:2×2/);
  });

  test('with no findings handed over, it says so', async () => {
    const r = await buildPackage(
      { ...input(), findings: undefined, files: [], evidence: [] },
      i18n,
      undefined,
      await testEngine(),
    );
    expect((await pageTexts(r.guide.bytes)).join('')).toContain('Thecheckacrossyouranswersfoundnothingthatdisagrees.');
  });
});
