// @vitest-environment node
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, test } from 'vitest';
import { emptyStatement } from '@/domain/application';
import { applyWording } from '@/domain/statement-wording';
import { applyComposition } from '@/domain/statements';
import { formItemValues } from '@/domain/package/item-values';
import { formLayouts } from '@/domain/package/layouts';
import { documentValidity } from '@/domain/package/validity';
import { buildFormPdf, buildPackage } from '@/features/final-application/pdf/build-package';
import { newDocument } from '@/features/final-application/pdf/engine';
import { Pen } from '@/features/final-application/pdf/pen';
import { renderForm } from '@/features/final-application/pdf/render-form';
import type { PackageInput } from '@/features/final-application/pdf/types';
import { fixtureAnswers } from './fixture';
import { embeddedFonts, pageTexts, squash, testEngine, testEngineWithoutHanja } from './pdf-text';

// A 1x1 PNG, and a one-page PDF made with the engine itself.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (ch) => ch.charCodeAt(0),
);

async function onePagePdf(marker: string): Promise<Uint8Array> {
  const engine = await testEngine();
  const doc = await engine.lib.PDFDocument.create();
  const page = doc.addPage([300, 300]);
  page.drawText(marker, { x: 20, y: 150, size: 12, font: await doc.embedFont(engine.lib.StandardFonts.Helvetica) });
  return doc.save();
}

async function fixtureInput(): Promise<PackageInput> {
  const statement = (content: string, language: 'en' | 'ko') => ({
    ...emptyStatement(),
    content,
    generated: true,
    language,
    completedAt: '2026-11-20T10:00:00.000Z',
  });
  return {
    locale: 'en',
    today: '2026-11-23',
    targetDate: '2027-01-15',
    names: { applicant: 'JANE MARIE SMITH', sponsor: '김민수', applicantLatin: 'SMITH JANE MARIE' },
    answers: fixtureAnswers,
    statements: {
      personal: statement('Personal statement\n\nWe met in Seattle in June 2021 and married in Seoul in 2024.', 'en'),
      sponsor: statement('초청인 진술서\n\n저는 배우자와 2021년 6월 시애틀에서 처음 만났습니다.', 'ko'),
    },
    checklist: [
      { id: 'doc-passport', group: 'documents', status: 'done' },
      { id: 'doc-housingDocuments', group: 'documents', status: 'todo' },
      { id: 'criminal-records', group: 'checks', status: 'in-progress' },
    ],
    validity: documentValidity(
      {
        'fbi-check': { status: 'completed', completedAt: '2026-09-01T00:00:00.000Z' },
        'applicant-health-certificate': { status: 'completed', completedAt: '2026-11-01T00:00:00.000Z' },
      },
      '2027-01-15',
    ),
    files: [
      {
        id: 'f1',
        slot: 'proofOfRelationship',
        name: 'photo.png',
        type: 'image/png',
        size: PNG.length,
        blob: new Blob([PNG], { type: 'image/png' }),
        addedAt: '2026-11-01T00:00:00Z',
      },
      {
        id: 'f2',
        slot: 'passport',
        name: 'passport.pdf',
        type: 'application/pdf',
        size: 1,
        blob: new Blob([(await onePagePdf('UPLOADED-PASSPORT-PAGE')) as BlobPart], { type: 'application/pdf' }),
        addedAt: '2026-11-02T00:00:00Z',
      },
      {
        id: 'f3',
        slot: 'financialDocuments',
        name: 'broken.pdf',
        type: 'application/pdf',
        size: 9,
        blob: new Blob(['%PDF-1.4 broken'], { type: 'application/pdf' }),
        addedAt: '2026-11-03T00:00:00Z',
      },
    ],
  };
}

/** The submission's pages, then the guide's. */
async function bothTexts(r: { bytes: Uint8Array; guide: { bytes: Uint8Array } }): Promise<string[]> {
  return [...(await pageTexts(r.bytes)), ...(await pageTexts(r.guide.bytes))];
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('the application package', () => {
  test('one PDF with every section, uploads in the consulate order, the broken file listed', async () => {
    const started = performance.now();
    const steps: string[] = [];
    const result = await buildPackage(await fixtureInput(), i18n, (step) => steps.push(step), await testEngine());
    const ms = performance.now() - started;
    if (process.env.PKG_DUMP)
      (await import('node:fs')).writeFileSync(`${process.env.PKG_DUMP}/package.pdf`, result.bytes);
    // The file to hand in is named in Korean for the consulate; the guide in the user's language.
    expect(result.fileName).toBe('F-6 제출 서류 - SMITH JANE MARIE - 2026-11-23.pdf');
    expect(result.guide.fileName).toBe('F-6 application package - SMITH JANE MARIE - 2026-11-23.pdf');
    const texts = await pageTexts(result.bytes);
    expect(texts.length).toBe(result.pageCount);
    const all = texts.join('\n');
    for (const s of [
      '제출서류목록',
      '외국인배우자초청장',
      '외국인배우자의결혼배경진술서',
      '신원보증서',
      'WemetinSeattle',
      '저는배우자와2021년6월',
      'UPLOADED-PASSPORT-PAGE',
      '관계입증자료',
    ])
      expect(all, s).toContain(s);
    // Nothing of the guide is in the file to hand in (D29).
    for (const s of ['NOTFORSUBMISSION', 'EXPIREDbythen', 'Whosignswhat', 'broken.pdf'])
      expect(all, s).not.toContain(s);
    const guide = (await pageTexts(result.guide.bytes)).join('\n');
    for (const s of ['NOTFORSUBMISSION', 'EXPIREDbythen', 'broken.pdf', 'Nodocumentsuploadedyet'.slice(0, 0)])
      expect(guide, s).toContain(s);
    // Passport (first in the consulate's order) comes before the relationship photo.
    expect(all.indexOf('여권(신청인)제출서류')).toBeGreaterThan(0);
    expect(all.indexOf('여권(신청인)제출서류')).toBeLessThan(all.indexOf('관계입증자료제출서류'));
    expect(steps).toContain('uploads');
    expect(ms).toBeLessThan(20000);
  });

  test('the evidence appendix seam: chosen messages and photos print after the statements', async () => {
    const input = await fixtureInput();
    input.files = [];
    input.evidence = [
      { kind: 'message', at: '2021-06-13T09:00:00Z', from: 'Minsu', text: 'Good morning from Seoul! 보고 싶어요.' },
      {
        kind: 'photo',
        name: 'first-trip.png',
        blob: new Blob([PNG], { type: 'image/png' }),
        caption: 'Busan, first trip together',
      },
    ];
    const r = await buildPackage(input, i18n, undefined, await testEngine());
    const all = (await pageTexts(r.bytes)).join('');
    expect(all).toContain('관계입증자료일자보낸사람내용2021.06.13.MinsuGoodmorningfromSeoul!보고싶어요.');
    expect(all).toContain('Busan,firsttriptogether');
  });

  test('each form on its own, named for what it is', async () => {
    const input = await fixtureInput();
    const r = await buildFormPdf('invitation-letter', input, await testEngine());
    // An English user reads what it is; the Korean name stays beside it for the consulate.
    expect(r.fileName).toBe('F-6 Invitation letter (초청장) - 김민수 - 2026-11-23.pdf');
    expect(r.pageCount).toBe(9);
    const names = async (locale: 'en' | 'ko') =>
      Promise.all(
        (['spouse-information', 'personal-guarantee'] as const).map(
          async (id) => (await buildFormPdf(id, { ...input, locale }, await testEngine())).fileName,
        ),
      );
    expect(await names('en')).toEqual([
      'F-6 Marriage background statement (결혼배경 진술서) - SMITH JANE MARIE - 2026-11-23.pdf',
      'F-6 Letter of guarantee (신원보증서) - 김민수 - 2026-11-23.pdf',
    ]);
    expect(await names('ko')).toEqual([
      'F-6 결혼배경 진술서 - SMITH JANE MARIE - 2026-11-23.pdf',
      'F-6 신원보증서 - 김민수 - 2026-11-23.pdf',
    ]);
  });

  test("a Korean user's package is named in Korean", async () => {
    const r = await buildPackage(
      { ...(await fixtureInput()), locale: 'ko', files: [] },
      i18n,
      undefined,
      await testEngine(),
    );
    expect(r.fileName).toBe('F-6 제출 서류 - SMITH JANE MARIE - 2026-11-23.pdf');
    expect(r.guide.fileName).toBe('F-6 신청 서류 - SMITH JANE MARIE - 2026-11-23.pdf');
  });
});

describe('answers in the language the form asks for', () => {
  test('an English answer in the Korean invitation prints as typed and is listed on the cover', async () => {
    const input = await fixtureInput();
    input.answers = {
      ...input.answers,
      'invitation-letter': {
        ...input.answers['invitation-letter'],
        'il.how-met': { story: 'We met at a church event in Seattle in June 2021.' },
      },
    };
    const all = (await bothTexts(await buildPackage(input, i18n, undefined, await testEngine()))).join('\n');
    expect(all).toContain('Answersnotinthelanguagetheformasksfor');
    expect(all).toMatch(/외국인배우자초청장\(별지제19호의2서식\)2\.4.*TheformasksforKorean/);
    expect(all).toContain('WemetatachurcheventinSeattle');
  });
});

describe('a statement in one language', () => {
  test('a Korean statement never prints an answer written in English: ruled lines to write on, listed on the cover', async () => {
    const input = await fixtureInput();
    const answers = {
      how_met: 'We met at a language exchange in Seattle.',
      future_plans: '서울에서 함께 살 계획이에요.',
    };
    const sponsor = applyComposition({ ...emptyStatement(), extractedInfo: answers }, 'sponsor', 'ko', '김민수');
    // And a line typed in English into the text afterwards.
    input.statements.sponsor = { ...sponsor, content: `${sponsor.content}\n\nThank you for reading.` };
    // The English statement keeps Latin names and leaves a Korean line out.
    input.statements.personal = {
      ...input.statements.personal,
      content: 'Personal statement\n\nWe met in Seattle.\n우리는 시애틀에서 만났어요.\n\nName: JANE MARIE SMITH',
    };
    const r = await buildPackage(input, i18n, undefined, await testEngine());
    const texts = await pageTexts(r.bytes);
    const all = (await bothTexts(r)).join('\n');
    const sponsorPage = texts.find((p) => p.includes('초청인(한국인배우자)진술서')) ?? '';
    expect(sponsorPage).toContain('서울에서함께살계획이에요.');
    expect(sponsorPage).not.toContain('languageexchange');
    expect(sponsorPage).not.toContain('Thankyou');
    expect(sponsorPage).not.toContain('___');
    expect(sponsorPage).toContain('이부분은한국어로직접적어주세요');
    const personalPage = texts.find((p) => p.includes('WemetinSeattle.')) ?? '';
    expect(personalPage).not.toContain('우리는시애틀에서');
    expect(personalPage).toContain('WritethispartinEnglishbyhand');
    // The name line is printed once, with the name as the forms have it, in any script.
    expect(personalPage.match(/Name:/g)).toHaveLength(1);
    expect(personalPage).toContain('Name:SMITHJANEMARIE');
    // The cover says what is missing, in the reader's language.
    expect(all).toContain('Statements:partstowritebyhand');
    expect(all).toContain(
      'SponsorstatementisinKorean,buttheseanswerswerewritteninEnglishandtheirKoreanwordingisstillmissing:Howwemet.',
    );
    expect(all).toContain('Sponsorstatement:passagesnotinKoreanleftasruledlines:2.');
    expect(all).toContain('Personalstatement:passagesnotinEnglishleftasruledlines:1.');
  });

  test('with the Korean wording given, the statement prints it and the cover asks for nothing', async () => {
    const input = await fixtureInput();
    let sponsor = applyComposition(
      { ...emptyStatement(), extractedInfo: { how_met: 'We met at a language exchange in Seattle.' } },
      'sponsor',
      'ko',
    );
    sponsor = applyComposition(
      applyWording(sponsor, 'ko', 'how_met', '시애틀의 언어 교환 모임에서 만났어요.'),
      'sponsor',
      'ko',
    );
    input.statements.sponsor = sponsor;
    const all = (await bothTexts(await buildPackage(input, i18n, undefined, await testEngine()))).join('\n');
    expect(all).toContain('시애틀의언어교환모임에서만났어요.');
    expect(all).not.toContain('languageexchange');
    expect(all).not.toContain('Statements:partstowritebyhand');
  });
});

describe('nothing is cut off', () => {
  test('a 20,000-character answer: 별지 작성 in its box, the whole answer on a signed 별지 with its item number', async () => {
    const engine = await testEngine();
    const { doc, font, fallbacks } = await newDocument(engine);
    const pen = new Pen(engine.lib, doc, font, fallbacks);
    const sentence = '우리는 시애틀에서 처음 만나 매일 통화하며 관계를 키워 왔습니다. ';
    let story = '';
    for (let i = 0; story.length < 20000; i++) story += `${i + 1}. ${sentence}`;
    const values = {
      ...formItemValues('invitation-letter', fixtureAnswers['invitation-letter']),
      '2.4': { kind: 'text' as const, text: story },
    };
    const report = renderForm(pen, formLayouts['invitation-letter'], values, { writer: '김민수', date: null });
    expect(report.continued).toEqual(['2.4']);
    expect(report.formPageCount).toBe(9);
    expect(report.pageCount).toBeGreaterThan(9);
    const texts = await pageTexts(await doc.save());
    const box = texts[report.placed.get('2.4') ?? -1];
    // The box says so in the form's words, and none of the answer is squeezed into it.
    expect(box).toContain('별지작성');
    expect(box).not.toContain('우리는시애틀에서');
    // The sheet's pages without their header and footer lines (the form number and paper size).
    const chrome = '(재활용품)]';
    const sheet = texts
      .slice(9)
      .map((p) => p.slice(p.indexOf(chrome) + chrome.length))
      .join('');
    expect(sheet).toContain('별지(별지제19호의2서식외국인배우자초청장)');
    expect(sheet).toContain('2.4처음만나게된경위');
    // Every character of the answer is there, in order, and the sheet ends with the writer's signature.
    expect(sheet).toContain(squash(story));
    expect(sheet).toMatch(/년월일작성자:김민수\(서명또는인\)$/);
    // A Korean-only form's sheet has no English.
    expect(sheet).not.toMatch(/Attached|continued|sheet/i);
  });

  test('a 30-row table fills its rows, the rest continues on the attached sheet', async () => {
    const engine = await testEngine();
    const { doc, font, fallbacks } = await newDocument(engine);
    const pen = new Pen(engine.lib, doc, font, fallbacks);
    const rows = Array.from({ length: 30 }, (_, i) => [
      `형제 ${i + 1}`,
      'SMITH',
      `PAUL${i + 1}`,
      '1993. 08. 19.',
      '안다 / Know',
    ]);
    const values = {
      ...formItemValues('spouse-information', fixtureAnswers['spouse-information']),
      '2.1': { kind: 'rows' as const, rows },
    };
    const report = renderForm(pen, formLayouts['spouse-information'], values);
    expect(report.continued).toContain('2.1');
    const texts = await pageTexts(await doc.save());
    const formPage = texts[report.placed.get('2.1') ?? -1];
    expect(formPage).toContain('PAUL1');
    expect(formPage).toContain('PAUL6');
    expect(formPage).not.toContain('PAUL30');
    const sheet = texts.slice(4).join('');
    for (let i = 7; i <= 30; i++) expect(sheet).toContain(`PAUL${i}`);
  });

  test('characters outside the fonts print as a readable stand-in (an emoji as text), never "?", and the guide lists them', async () => {
    const engine = await testEngine();
    const input = await fixtureInput();
    // 😀 and 𠀋 (CJK Extension B, outside KS X 1001) are in neither font; Thai is in neither.
    input.answers = {
      ...input.answers,
      'personal-guarantee': {
        ...input.answers['personal-guarantee'],
        'pg.guarantor-name': { fullName: '김민수', hanjaName: '金旼秀' },
        'pg.guarantor-note': { note: 'Café 😀 𠀋 ภา' },
      },
    };
    input.evidence = [{ kind: 'message', at: '2021-06-13T09:00:00Z', from: 'Minsu', text: 'See you soon ❤️👍' }];
    const r = await buildPackage(input, i18n, undefined, engine);
    const all = (await pageTexts(r.bytes)).join('');
    expect(all).toContain('Café:D[U+2000B][U+0E20][U+0E32]');
    // The emoji of a chat excerpt prints as text, the variation selector dropped.
    expect(all).toContain('Seeyousoon♥(+1)');
    const guide = (await pageTexts(r.guide.bytes)).join('');
    expect(guide).toContain('CharactersthePDFfontcannotshow');
    expect(guide).toContain('U+1F600→:D');
    expect(guide).toContain('U+2000B');
    expect(guide).not.toContain('U+91D1'); // 金 is in the Hanja font
    // Named by the item's printed label, never by the app's key ("22").
    expect(guide).toContain('신원보증서(별지제129호서식):Guarantor:Note');
  });

  test('Vietnamese names print letter for letter (a trial: NGUYỄN THỊ HƯƠNG printed as NGUYÊN THI HUONG)', async () => {
    const input = await fixtureInput();
    input.answers = {
      ...input.answers,
      'personal-guarantee': {
        ...input.answers['personal-guarantee'],
        'pg.guarantor-note': { note: 'NGUYỄN THỊ HƯƠNG, Cần Thơ, Kế toán, Trần Đức, Lý, Võ' },
      },
    };
    const r = await buildPackage(input, i18n, undefined, await testEngine());
    const all = (await pageTexts(r.bytes)).join('');
    expect(all).toContain('NGUYỄNTHỊHƯƠNG,CầnThơ,Kếtoán,TrầnĐức,Lý,Võ');
    const guide = (await pageTexts(r.guide.bytes)).join('');
    expect(guide).not.toContain('U+1EC4');
    expect(guide).not.toContain('U+0110');
  });

  test('without the Latin letters’ font, a Vietnamese letter keeps every mark the Korean font has (ộ as ô, Đ as D), and the guide names it', async () => {
    const engine = await testEngineWithoutHanja();
    const input = await fixtureInput();
    input.answers = {
      ...input.answers,
      'personal-guarantee': {
        ...input.answers['personal-guarantee'],
        'pg.guarantor-note': { note: 'Hà Nội, Đống Đa' },
      },
    };
    const r = await buildPackage(input, i18n, undefined, engine);
    const all = (await pageTexts(r.bytes)).join('');
    expect(all).toContain('HàNôi,DóngDa');
    const guide = (await pageTexts(r.guide.bytes)).join('');
    expect(guide).toContain('U+1ED9→ô');
    expect(guide).toContain('U+0110→D');
  });
});

describe('Hanja', () => {
  const hanjaInput = async (hanjaName: string) => {
    const input = await fixtureInput();
    input.answers = {
      ...input.answers,
      'personal-guarantee': {
        ...input.answers['personal-guarantee'],
        'pg.guarantor-name': { fullName: '김민수', hanjaName },
      },
    };
    return input;
  };

  test("a Hanja name prints in the guarantee form's box (KS X 1001 Hanja, duplicate readings included)", async () => {
    // 樂 in its compatibility form (U+F914, KS X 1001's second reading 락) as a name may carry it.
    const r = await buildFormPdf('personal-guarantee', await hanjaInput('金旼秀\uF914'), await testEngine());
    const first = (await pageTexts(r.bytes))[0];
    expect(first).toContain('漢字');
    expect(first).not.toContain('?');
    expect(r.report.unanswered.map((u) => u.key)).not.toContain('12');
    // pdfjs may give the compatibility ideograph back as its unified twin (樂, U+6A02).
    expect(first).toMatch(/金旼秀[\uF914\u6A02]/);
  });

  test('the Hanja font is written into the file only when the text has Hanja, subset like the main font', async () => {
    const engine = await testEngine();
    const some = await buildFormPdf('personal-guarantee', await hanjaInput('金旼秀'), engine);
    // The guarantee form's own label 漢字 is in the main font: it does not bring the Hanja font in.
    const plain = await buildFormPdf('personal-guarantee', await hanjaInput(''), engine);
    const main = engine.fontBytes.length;
    const hanja = engine.hanja?.bytes.length ?? 0;
    expect(hanja).toBeGreaterThan(1_000_000);
    // Both fonts are subset to the glyphs drawn: the plain form carries the main font only, and
    // three Hanja add a few KB of the Hanja font, not the font whole.
    const named = async (bytes: Uint8Array, name: string) =>
      Object.keys(await embeddedFonts(bytes)).some((n) => n.startsWith(name));
    expect(plain.bytes.length).toBeLessThan(main / 4);
    expect(await named(plain.bytes, 'F6PackageHanja')).toBe(false);
    expect(await named(some.bytes, 'F6PackageHanja')).toBe(true);
    expect(some.bytes.length - plain.bytes.length).toBeGreaterThan(300);
    expect(some.bytes.length - plain.bytes.length).toBeLessThan(30 * 1024);
  });

  test('without the Hanja font (not fetched), Hanja are listed on the cover, never a crash', async () => {
    const r = await buildPackage(await hanjaInput('金旼秀'), i18n, undefined, await testEngineWithoutHanja());
    const all = (await bothTexts(r)).join('');
    expect(all).toContain('U+91D1');
  });
});

describe('a statement composed before the latest answers', () => {
  test('prints as the user left it, and the cover says it was composed before the latest answers', async () => {
    const input = await fixtureInput();
    const composed = applyComposition(
      { ...emptyStatement(), extractedInfo: { how_met: 'We met in Seattle in June 2021.' } },
      'personal',
      'en',
      'JANE MARIE SMITH',
    );
    // Answered another topic afterwards; the text was edited and is not composed again.
    input.statements.personal = {
      ...composed,
      content: `${composed.content}\n\nEdited by hand.`,
      extractedInfo: { ...composed.extractedInfo, future_plans: 'We will live in Busan.' },
    };
    const all = (await bothTexts(await buildPackage(input, i18n, undefined, await testEngine()))).join('\n');
    expect(all).toContain('Statementscomposedbeforethelatestanswers');
    expect(all).toContain('Personalstatement:youansweredmoresincethiswascomposed');
    expect(all).toContain('Editedbyhand.');
    expect(all).not.toContain('WewillliveinBusan');
    // The fixture's statements were not composed by the app since: nothing to say.
    const fresh = (
      await pageTexts((await buildPackage(await fixtureInput(), i18n, undefined, await testEngine())).bytes)
    ).join('\n');
    expect(fresh).not.toContain('Statementscomposedbeforethelatestanswers');
  });
});
