import type { I18n, MessageDescriptor } from '@lingui/core';
import { pick, type Locale, type Localized } from '@/domain/common';
import { isCompositionStale, statementWordingGaps, topicGuides } from '@/domain/statements';
import { formIds, getForm } from '@/domain/forms';
import { wrongLanguageAnswers } from '@/domain/answer-language';
import type { FormId } from '@/domain/forms/types';
import { formItemValues } from '@/domain/package/item-values';
import { formLayouts } from '@/domain/package/layouts';
import type { FormLayout, ItemValues } from '@/domain/package/layout-types';
import { slotLabel, slotRank } from '@/domain/package/uploads';
import { coverText as c } from './cover-text';
import { drawCover, type CoverFacts } from './cover';
import { hasHanja, loadEngine, newDocument, type Engine } from './engine';
import { drawEvidence } from './evidence-pdf';
import { Flow } from './flow';
import { Pen } from './pen';
import { renderForm, type FormReport } from './render-form';
import { drawStatement } from './statements-pdf';
import type { PackageInput, PackageResult, Progress } from './types';
import { addUpload, type NotMerged } from './uploads-pdf';

/** The consulate's order of the official forms in the package. */
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
    formId === 'spouse-information' || formId === 'visa-application' ? input.names.applicantLatin : input.names.sponsor;
  const fileName = packageFileName(fileTitle(formId, input.locale ?? 'ko'), who, input.today);
  stamp(doc, fileName.replace(/\.pdf$/, ''));
  return { bytes: await doc.save(), fileName, pageCount: doc.getPageCount(), report };
}

/**
 * The whole package as one PDF: cover sheet, the three official forms, the visa application form
 * (when its layout exists), the statements, the evidence appendix (when selected), then copies of
 * the uploaded documents under dividers in the consulate's order.
 */
export async function buildPackage(
  input: PackageInput,
  i18n: I18n,
  onProgress: Progress = () => {},
  engine?: Engine,
): Promise<PackageResult> {
  const t = (d: MessageDescriptor, v?: Record<string, unknown>) => i18n._({ ...d, values: v });
  const forms = FORM_ORDER.length + (input.visaForm ? 1 : 0);
  const uploads = [...input.files].sort(
    (a, b) => slotRank(a.slot) - slotRank(b.slot) || a.addedAt.localeCompare(b.addedAt),
  );
  const total = 1 + forms + 2 + uploads.length + 2;
  let done = 0;
  onProgress('engine', done, total);
  const e = engine ?? (await loadEngine());
  // The user's data only (the forms' own labels 漢字 and 姓名 are in the main font); files are blobs.
  const userText = {
    names: input.names,
    answers: input.answers,
    people: input.people,
    statements: input.statements,
    visa: input.visaForm?.values,
    evidence: input.evidence,
    files: input.files.map((f) => f.name),
  };
  const { doc, font, fallbacks } = await newDocument(e, { hanja: hasHanja(userText) });
  const pen = new Pen(e.lib, doc, font, fallbacks);
  onProgress('forms', ++done, total);

  const contents: { title: string; page: number }[] = [];
  const reports: FormReport[] = [];
  for (const formId of FORM_ORDER) {
    const report = renderForm(pen, formLayouts[formId], formItemValues(formId, input.answers[formId], input.people));
    reports.push(report);
    contents.push({
      title: `${report.name.ko}${report.name.en && input.locale === 'en' ? ` (${report.name.en})` : ''}`,
      page: report.firstPage,
    });
    onProgress('forms', ++done, total);
  }
  if (input.visaForm) {
    const report = renderForm(pen, input.visaForm.layout, input.visaForm.values);
    reports.push(report);
    contents.push({
      title: `${report.name.ko}${report.name.en && input.locale === 'en' ? ` (${report.name.en})` : ''}`,
      page: report.firstPage,
    });
    onProgress('forms', ++done, total);
  }

  const notMerged: NotMerged[] = [];
  const statements = {
    personal: input.statements.personal.content.trim() !== '',
    sponsor: input.statements.sponsor.content.trim() !== '',
  };
  const statementGaps: CoverFacts['statementGaps'] = [];
  for (const kind of ['personal', 'sponsor'] as const) {
    if (statements[kind]) {
      const statement = input.statements[kind];
      contents.push({
        title: t(kind === 'personal' ? c.personalStatement : c.sponsorStatement),
        page: doc.getPageCount(),
      });
      const { blanks } = drawStatement(
        pen,
        kind,
        statement,
        input.locale,
        kind === 'personal' ? input.names.applicantLatin || input.names.applicant : input.names.sponsor,
        input.today,
      );
      const language = statement.language ?? input.locale;
      const missing = statementWordingGaps(statement, language).missing.map((topic) =>
        pick(topicGuides[topic].title, input.locale),
      );
      statementGaps.push({ kind, language, missing, blanks, stale: isCompositionStale(statement) });
    }
    onProgress('statements', ++done, total);
  }

  if (input.evidence?.length) {
    contents.push({ title: t(c.sectionEvidence), page: doc.getPageCount() });
    const skipped = await drawEvidence(pen, input.evidence, {
      heading: t(c.evidenceHeading),
      date: t(c.evidenceDate),
      from: t(c.evidenceFrom),
      message: t(c.evidenceMessage),
    });
    for (const name of skipped) notMerged.push({ name, slot: 'evidence', reason: 'unreadable-image' });
  }

  const uploadPages: { slot: string; name: string; page: number | null }[] = [];
  if (uploads.length) contents.push({ title: t(c.sectionUploads), page: doc.getPageCount() });
  for (const file of uploads) {
    const label = pick(slotLabel(file.slot), input.locale);
    const dividerPage = doc.getPageCount();
    new Flow(pen, t(c.sectionUploads), `upload ${file.name}`).divider(label, [
      t(c.dividerUpload),
      t(c.dividerFile, { name: file.name, date: file.addedAt.slice(0, 10) }),
    ]);
    const failed = await addUpload(pen, file, `${label} · ${file.name}`);
    if (failed) notMerged.push(failed);
    uploadPages.push({ slot: file.slot, name: file.name, page: dividerPage });
    onProgress('uploads', ++done, total);
  }

  const wrongLanguage = FORM_ORDER.flatMap((formId) =>
    wrongLanguageAnswers(formId, input.answers[formId], input.people).map((w) => ({
      ...w,
      title: pick(
        getForm(formId).questions.find((q) => q.id === w.questionId)?.title ?? { en: '', ko: '' },
        input.locale,
      ),
    })),
  );

  // The cover goes in front; it is drawn once to count its pages, then again with the page numbers.
  onProgress('cover', ++done, total);
  const coverFacts = (offset: number) => ({
    locale: input.locale,
    today: input.today,
    targetDate: input.targetDate,
    names: input.names,
    contents: contents.map((s) => ({ title: s.title, page: s.page + offset + 1 })),
    forms: reports,
    visaIncluded: !!input.visaForm,
    statements,
    checklist: input.checklist,
    validity: input.validity,
    uploads: uploadPages.map((u) => ({ ...u, page: u.page === null ? null : u.page + offset + 1 })),
    notMerged,
    unrenderable: pen.unrenderable,
    statementGaps,
    wrongLanguage,
  });
  pen.insertAt = 0;
  drawCover(pen, i18n, coverFacts(0));
  const coverPages = pen.insertAt;
  for (let i = 0; i < coverPages; i++) doc.removePage(0);
  pen.insertAt = 0;
  drawCover(pen, i18n, coverFacts(coverPages));
  pen.insertAt = null;

  onProgress('saving', ++done, total);
  // Page numbers, so the cover's index can be followed on paper.
  const pages = doc.getPages();
  pages.forEach((page, i) =>
    page.drawText(`${i + 1} / ${pages.length}`, { x: 14, y: 14, size: 7, font, color: e.lib.grayscale(0.45) }),
  );
  const fileName = packageFileName(
    fileTitle('package', input.locale),
    input.names.applicantLatin || input.names.applicant,
    input.today,
  );
  stamp(doc, fileName.replace(/\.pdf$/, ''));
  const bytes = await doc.save();
  onProgress('saving', total, total);
  return { bytes, fileName, pageCount: doc.getPageCount() };
}

export { formIds };
