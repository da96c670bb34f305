import type { I18n } from '@lingui/core';
import { pick, type Locale, type Localized } from '@/domain/common';
import { isCompositionStale, statementWordingGaps, topicGuides } from '@/domain/statements';
import { formIds, getForm } from '@/domain/forms';
import { wrongLanguageAnswers } from '@/domain/answer-language';
import type { FormId } from '@/domain/forms/types';
import { formItemValues } from '@/domain/package/item-values';
import { formLayouts } from '@/domain/package/layouts';
import type { FormLayout, ItemValues } from '@/domain/package/layout-types';
import { slotLabel, slotRank } from '@/domain/package/uploads';
import { drawCover, formNames, type CoverFacts } from './cover';
import { hasHanja, loadEngine, newDocument, type Engine } from './engine';
import { drawEvidence } from './evidence-pdf';
import { Flow } from './flow';
import { Pen } from './pen';
import { koreanDates, renderForm, type FormReport } from './render-form';
import { drawReasonStatement, drawTranslation } from './korean-pages';
import { reasonStatements } from '@/domain/package/reasons';
import { formatDate } from '@/domain/package/reader';
import { drawStatement } from './statements-pdf';
import type { PackageFile, PackageFiles, PackageInput, PackageResult, Progress } from './types';
import { addUpload, type NotMerged } from './uploads-pdf';
import { zipFiles } from './zip';

/** The three forms the app asks the questions of (the visa application form has its own answers). */
const FORM_ORDER: FormId[] = ['invitation-letter', 'spouse-information', 'personal-guarantee'];

/** Characters no file system accepts in a name (and control characters) become spaces. */
const fileSafe = (s: string) =>
  [...s]
    .map((ch) => ((ch.codePointAt(0) ?? 0) < 0x20 || '\\/:*?"<>|'.includes(ch) ? ' ' : ch))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/** e.g. "F-6 초청장 - KIM MINSU - 2026-11-23.pdf" */
export const packageFileName = (what: string, who: string, date: string) =>
  `${fileSafe(['F-6', what, who ? `- ${who}` : '', `- ${date}`].filter(Boolean).join(' '))}.pdf`;

/**
 * What each file is called, in the user's language. A single official form keeps its Korean name
 * beside the English one (the consulate and a Korean spouse know the forms by it); the package is
 * named in the user's language only, as its cover is written.
 */
const fileTitles: Record<FormId | 'visa-application' | 'package', Localized> = {
  'invitation-letter': { en: 'Invitation letter', ko: '초청장' },
  'spouse-information': { en: 'Marriage background statement', ko: '결혼배경 진술서' },
  'personal-guarantee': { en: 'Letter of guarantee', ko: '신원보증서' },
  'visa-application': { en: 'Visa application form', ko: '사증발급신청서' },
  package: { en: 'application package', ko: '신청 서류' },
};

/** e.g. "Invitation letter (초청장)" for an English user, "초청장" for a Korean one. */
export function fileTitle(what: keyof typeof fileTitles, locale: Locale): string {
  const title = fileTitles[what];
  if (locale === 'ko') return title.ko;
  return what === 'package' ? title.en : `${title.en} (${title.ko})`;
}

const stamp = (
  doc: { setTitle: (t: string) => void; setCreator: (t: string) => void; setProducer: (t: string) => void },
  title: string,
) => {
  doc.setTitle(title);
  doc.setCreator('F-6 visa prep');
  doc.setProducer('F-6 visa prep (pdf-lib)');
};

/** One official form on its own, e.g. for the form's review page. */
export async function buildFormPdf(
  formId: FormId | 'visa-application',
  input: Pick<PackageInput, 'answers' | 'names' | 'today' | 'visaForm' | 'people'> &
    Partial<Pick<PackageInput, 'locale'>>,
  engine?: Engine,
): Promise<PackageResult & { report: FormReport }> {
  const e = engine ?? (await loadEngine());
  const { layout, values } =
    formId === 'visa-application'
      ? (input.visaForm as { layout: FormLayout; values: ItemValues })
      : { layout: formLayouts[formId], values: formItemValues(formId, input.answers[formId], input.people) };
  const { doc, font, fallbacks } = await newDocument(e, { hanja: hasHanja(values) });
  const pen = new Pen(e.lib, doc, font, fallbacks);
  const report = renderForm(pen, layout, values);
  const who =
    formId === 'spouse-information' || formId === 'visa-application'
      ? input.names.applicantLatin
      : input.names.sponsor || input.names.sponsorLatin || '';
  const fileName = packageFileName(fileTitle(formId, input.locale ?? 'ko'), who, input.today);
  stamp(doc, fileName.replace(/\.pdf$/, ''));
  return { bytes: await doc.save(), fileName, pageCount: doc.getPageCount(), report };
}

/** The order the consulate reads the forms in: the visa application form on top (D29). */
const SUBMISSION_FORMS: (FormId | 'visa-application')[] = [
  'visa-application',
  'invitation-letter',
  'personal-guarantee',
  'spouse-information',
];

/** Each form's signing-date items: blank for the hand unless the couple chose to print them. */
const SIGNING_DATE_KEYS: Record<string, string[]> = {
  'invitation-letter': ['12.date'],
  'personal-guarantee': ['24', 'en.24'],
  'spouse-information': ['5.date'],
};

/** Who writes (and signs) each form and its 별지. */
const writerOf = (formId: string): 'sponsor' | 'applicant' =>
  formId === 'spouse-information' || formId === 'visa-application' ? 'applicant' : 'sponsor';

/** A form's values with its signing dates left blank for the hand (deliberately blank: not listed as unanswered). */
function withSigningDates(formId: string, values: ItemValues, print: boolean, today: string): ItemValues {
  const keys = SIGNING_DATE_KEYS[formId] ?? [];
  if (!keys.length) return values;
  const out = { ...values };
  for (const key of keys) out[key] = print ? { kind: 'text', text: formatDate(today) } : { kind: 'none' };
  return out;
}

/** What the steps of one build share: the input, the engine, the submission's document and its index. */
type Build = {
  input: PackageInput;
  e: Engine;
  doc: Awaited<ReturnType<typeof newDocument>>['doc'];
  pen: Pen;
  /** Index entries: Korean title and the 0-based first page (before the index itself goes in front). */
  index: { title: string; page: number }[];
  /** The signing date printed on the forms and 사유서, or null: left for the hand (the default). */
  signDate: string | null;
  step: (step: Parameters<Progress>[0]) => void;
  writerName: (who: 'sponsor' | 'applicant') => string;
};

/**
 * One tap, two files (D29). The submission, in the consulate's order: the Korean 제출서류
 * 목록 on top, the visa application form, the invitation, the guarantee, the marriage background
 * statement, the statements, any 사유서 and 번역문, then the documents in the checklist's order,
 * each behind a divider. The guide, in the user's language and marked as not for submission: who
 * signs what and where, every hand step, the audit's open findings, the validity checks.
 */
export async function buildPackage(
  input: PackageInput,
  i18n: I18n,
  onProgress: Progress = () => {},
  engine?: Engine,
): Promise<PackageFiles> {
  const uploads = orderedUploads(input);
  const invitationValues = formItemValues('invitation-letter', input.answers['invitation-letter'], input.people);
  const total = 1 + SUBMISSION_FORMS.length + 2 + uploads.length + 3;
  let done = 0;
  onProgress('engine', done, total);
  const e = engine ?? (await loadEngine());
  const hanja = hasHanja(userText(input));
  const { doc, font, fallbacks } = await newDocument(e, { hanja });
  const b: Build = {
    input,
    e,
    doc,
    pen: new Pen(e.lib, doc, font, fallbacks),
    index: [],
    signDate: input.signingDates === 'print' ? formatDate(input.today) : null,
    step: (step) => onProgress(step, ++done, total),
    writerName: (who) =>
      who === 'sponsor' ? input.names.sponsor : input.names.applicantLatin || input.names.applicant,
  };
  b.step('forms');
  const reports = addForms(b, invitationValues);
  const { statements, statementGaps } = addStatements(b);
  const { reasonPages, translationPages } = addReasonsAndTranslations(b, invitationValues);
  const { uploadPages, notMerged } = await addDocuments(b, uploads);
  b.step('cover');
  const { contents, indexPages } = prependIndex(b);

  b.step('saving');
  numberPages(doc, font, e);
  const who = input.names.applicantLatin || input.names.applicant;
  const fileName = packageFileName('제출 서류', who, input.today);
  stamp(doc, fileName.replace(/\.pdf$/, ''));
  const bytes = await doc.save();

  // The guide: a document of its own, never part of what is handed in.
  b.step('guide');
  const shift = (p: number) => p + indexPages + 1;
  const guide = await buildGuide(b, i18n, hanja, {
    submissionName: fileName,
    contents: contents.map((s) => ({ title: s.title, page: s.first })),
    forms: reports.map((r) => ({ ...r, firstPage: shift(r.firstPage) })),
    statements,
    statementGaps,
    uploads: uploadPages.map((u) => ({ ...u, page: u.page === null ? null : shift(u.page) })),
    notMerged,
    reasons: reasonPages.map((r) => ({ ...r, page: shift(r.page) })),
    translations: translationPages.map((r) => ({ ...r, page: shift(r.page) })),
  });
  onProgress('saving', total, total);
  const submission = { bytes, fileName, pageCount: doc.getPageCount() };
  return { ...submission, index: contents, guide, zip: zipBoth(input, who, submission, guide) };
}

/** The user's data only (the forms' own labels 漢字 and 姓名 are in the main font); files are blobs. */
const userText = (input: PackageInput) => ({
  names: input.names,
  answers: input.answers,
  people: input.people,
  statements: input.statements,
  visa: input.visaForm?.values,
  evidence: input.evidence,
  files: input.files.map((f) => f.name),
  translations: input.translations ?? [],
  unobtainable: input.unobtainable ?? [],
});

/** The copies in the checklist's order; a photo chosen as evidence prints there, not again here. */
function orderedUploads(input: PackageInput): PackageFile[] {
  const chosen = new Set((input.evidence ?? []).flatMap((e) => (e.kind === 'photo' && e.fileId ? [e.fileId] : [])));
  return input.files
    .filter((f) => !chosen.has(f.id))
    .sort(
      (a, b) =>
        documentRank(a.slot, input.checklist) - documentRank(b.slot, input.checklist) ||
        a.addedAt.localeCompare(b.addedAt),
    );
}

/** The four official forms, the visa application form on top. */
function addForms(b: Build, invitationValues: ItemValues): FormReport[] {
  const { input } = b;
  const reports: FormReport[] = [];
  for (const formId of SUBMISSION_FORMS) {
    if (formId === 'visa-application' && !input.visaForm) continue;
    const { layout, values } =
      formId === 'visa-application'
        ? (input.visaForm as { layout: FormLayout; values: ItemValues })
        : {
            layout: formLayouts[formId],
            values:
              formId === 'invitation-letter'
                ? invitationValues
                : formItemValues(formId, input.answers[formId], input.people),
          };
    const report = renderForm(b.pen, layout, withSigningDates(formId, values, !!b.signDate, input.today), {
      writer: b.writerName(writerOf(formId)),
      date: b.signDate,
    });
    reports.push(report);
    b.index.push({ title: formNames[formId] ?? report.name.ko, page: report.firstPage });
    b.step('forms');
  }
  return reports;
}

/** The two statements, each with what its language still lacks. */
function addStatements(b: Build) {
  const { input } = b;
  const statements = {
    personal: input.statements.personal.content.trim() !== '',
    sponsor: input.statements.sponsor.content.trim() !== '',
  };
  const statementGaps: CoverFacts['statementGaps'] = [];
  for (const kind of ['personal', 'sponsor'] as const) {
    if (statements[kind]) {
      const statement = input.statements[kind];
      b.index.push({
        // As the app, the signing table and the statement's own heading name it (a trial read three names).
        title: kind === 'personal' ? '신청인 진술서' : '초청인 진술서',
        page: b.doc.getPageCount(),
      });
      const writer = b.writerName(kind === 'personal' ? 'applicant' : 'sponsor');
      const { blanks } = drawStatement(b.pen, kind, statement, input.locale, writer, b.signDate && input.today);
      const language = statement.language ?? input.locale;
      const missing = statementWordingGaps(statement, language).missing.map((topic) =>
        pick(topicGuides[topic].title, input.locale),
      );
      statementGaps.push({ kind, language, missing, blanks, stale: isCompositionStale(statement) });
    }
    b.step('statements');
  }
  return { statements, statementGaps };
}

/** Any 사유서 the answers or the couple call for, then the 번역문 drafts with their 번역확인서. */
function addReasonsAndTranslations(b: Build, invitationValues: ItemValues) {
  const { input } = b;
  const reasons = reasonStatements(invitationValues, input.answers['invitation-letter'], input.unobtainable);
  const birth = invitationValues['1.4'];
  const sponsorBirth = birth?.kind === 'text' ? koreanDates(birth.text) : '';
  const reasonPages: { title: string; page: number; ownWords: boolean }[] = [];
  for (const r of reasons) {
    const page = b.doc.getPageCount();
    b.index.push({ title: r.title, page });
    reasonPages.push({ title: r.title, page, ownWords: !!r.ownWords });
    drawReasonStatement(b.pen, r, { name: input.names.sponsor, birth: sponsorBirth, date: b.signDate });
  }
  const translationPages: { title: string; page: number }[] = [];
  for (const tr of input.translations ?? []) {
    const page = b.doc.getPageCount();
    b.index.push({ title: `${tr.document} 번역문 및 번역확인서`, page });
    translationPages.push({ title: `${tr.document} 번역문`, page });
    drawTranslation(b.pen, tr);
  }
  return { reasonPages, translationPages };
}

/** The documents, in the checklist's order, each behind a divider; the chosen evidence with the relationship proof. */
async function addDocuments(b: Build, uploads: PackageFile[]) {
  const { input, pen } = b;
  const uploadPages: { slot: string; name: string; page: number | null }[] = [];
  const notMerged: NotMerged[] = [];
  const docs: ({ kind: 'file'; file: PackageFile } | { kind: 'evidence' })[] = uploads.map((file) => ({
    kind: 'file' as const,
    file,
  }));
  if (input.evidence?.length) {
    const rank = documentRank('proofOfRelationship', input.checklist);
    const at = docs.findIndex((d) => d.kind === 'file' && documentRank(d.file.slot, input.checklist) > rank);
    docs.splice(at === -1 ? docs.length : at, 0, { kind: 'evidence' });
  }
  let number = 0;
  for (const item of docs) {
    number++;
    const dividerPage = b.doc.getPageCount();
    if (item.kind === 'evidence') {
      const title = `${slotLabel('proofOfRelationship').ko} (선택한 사진 및 대화)`;
      b.index.push({ title, page: dividerPage });
      new Flow(pen, '제출서류', 'divider').divider(title, [`제출서류 ${number}`]);
      const labels = { heading: '관계 입증 자료', date: '일자', from: '보낸 사람', message: '내용' };
      const skipped = await drawEvidence(pen, input.evidence ?? [], labels);
      for (const name of skipped) notMerged.push({ name, slot: 'evidence', reason: 'unreadable-image' });
      continue;
    }
    const file = item.file;
    const label = slotLabel(file.slot).ko;
    b.index.push({ title: `${label} 사본`, page: dividerPage });
    new Flow(pen, '제출서류', `upload ${file.name}`).divider(label, [`제출서류 ${number} · 사본`, file.name]);
    const failed = await addUpload(pen, file, `${label} · ${file.name}`);
    if (failed) {
      // Nothing to hand in behind this divider: the guide lists the file to print separately.
      notMerged.push(failed);
      pen.doc.removePage(dividerPage);
      b.index.pop();
      number--;
      uploadPages.push({ slot: file.slot, name: file.name, page: null });
    } else uploadPages.push({ slot: file.slot, name: file.name, page: dividerPage });
    b.step('uploads');
  }
  return { uploadPages, notMerged };
}

/** The 제출서류 목록 goes in front; drawn once to count its pages, then again with the page numbers. */
function prependIndex(b: Build) {
  const { doc, pen, index } = b;
  const ranges = (offset: number) =>
    index.map((s, i) => ({
      title: s.title,
      first: s.page + offset + 1,
      last: (i + 1 < index.length ? index[i + 1].page : doc.getPageCount()) + offset,
    }));
  pen.insertAt = 0;
  drawIndex(pen, ranges(0), b.input.names, b.signDate);
  const indexPages = pen.insertAt;
  for (let i = 0; i < indexPages; i++) doc.removePage(0);
  pen.insertAt = 0;
  const contents = ranges(indexPages);
  drawIndex(pen, contents, b.input.names, b.signDate);
  pen.insertAt = null;
  return { contents, indexPages };
}

/** "3 / 22" at the foot of every page. */
function numberPages(doc: Build['doc'], font: Awaited<ReturnType<typeof newDocument>>['font'], e: Engine) {
  const pages = doc.getPages();
  pages.forEach((page, i) =>
    page.drawText(`${i + 1} / ${pages.length}`, { x: 14, y: 14, size: 7, font, color: e.lib.grayscale(0.45) }),
  );
}

/** The facts of the submission the guide refers to, with its page numbers. */
type SubmissionFacts = Pick<
  CoverFacts,
  | 'submissionName'
  | 'contents'
  | 'forms'
  | 'statements'
  | 'statementGaps'
  | 'uploads'
  | 'notMerged'
  | 'reasons'
  | 'translations'
>;

/** The couple's guide, in their language: a document of its own. */
async function buildGuide(b: Build, i18n: I18n, hanja: boolean, facts: SubmissionFacts): Promise<PackageResult> {
  const { input, e } = b;
  const wrongLanguage = FORM_ORDER.flatMap((formId) =>
    wrongLanguageAnswers(formId, input.answers[formId], input.people).map((w) => ({
      ...w,
      title: pick(
        getForm(formId).questions.find((q) => q.id === w.questionId)?.title ?? { en: '', ko: '' },
        input.locale,
      ),
    })),
  );
  const guide = await newDocument(e, { hanja });
  const pen = new Pen(e.lib, guide.doc, guide.font, guide.fallbacks);
  const who = input.names.applicantLatin || input.names.applicant;
  const fileName = packageFileName(fileTitle('package', input.locale), who, input.today);
  drawCover(pen, i18n, {
    ...facts,
    locale: input.locale,
    today: input.today,
    targetDate: input.targetDate,
    names: input.names,
    visaIncluded: !!input.visaForm,
    checklist: input.checklist,
    validity: input.validity,
    unrenderable: b.pen.unrenderable,
    wrongLanguage,
    findings: input.findings ?? [],
    signingDates: b.signDate ? 'print' : 'blank',
    mission: input.mission,
    substituted: b.pen.substituted,
  });
  numberPages(guide.doc, guide.font, e);
  stamp(guide.doc, fileName.replace(/\.pdf$/, ''));
  return { bytes: await guide.doc.save(), fileName, pageCount: guide.doc.getPageCount() };
}

/** Both files in one .zip: one download from one tap (browsers block a second one). */
function zipBoth(input: PackageInput, who: string, submission: PackageResult, guide: PackageResult) {
  const what = input.locale === 'ko' ? '신청 서류 (제출용과 안내서)' : 'application files (submission and guide)';
  const files = [
    { name: submission.fileName, bytes: submission.bytes },
    { name: guide.fileName, bytes: guide.bytes },
  ];
  return {
    bytes: zipFiles(files, input.today),
    fileName: packageFileName(what, who, input.today).replace(/\.pdf$/, '.zip'),
  };
}

/** Documents in the checklist's order (its doc-<slot> items), then the consulate's order for the rest. */
function documentRank(slot: string, checklist: { id: string }[]): number {
  const i = checklist.findIndex((c) => c.id === `doc-${slot}`);
  return i >= 0 ? i : 1000 + slotRank(slot);
}

/** The 제출서류 목록: numbered, in Korean, with the pages of each entry. */
function drawIndex(
  pen: Pen,
  entries: { title: string; first: number; last: number }[],
  names: PackageInput['names'],
  date: string | null,
) {
  const flow = new Flow(pen, '제출서류 목록', 'index').page();
  flow.heading('제출서류 목록', 16);
  flow.para(`신청인: ${names.applicantLatin || names.applicant || ''}    초청인: ${names.sponsor || ''}`, 10);
  flow.para('사증 종류: 결혼이민 (F-6-1)', 10);
  if (date) flow.para(`작성일: ${date}`, 10);
  flow.table(
    [
      { title: '번호', width: 0.1 },
      { title: '서류명', width: 0.7 },
      { title: '쪽', width: 0.2 },
    ],
    entries.map((s, i) => [String(i + 1), s.title, s.first === s.last ? `${s.first}` : `${s.first}–${s.last}`]),
    9.5,
  );
}

export { formIds };
