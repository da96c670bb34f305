import { resolveEligibility } from '@/domain/eligibility/people';
import { db, type ExtractedDocumentRecord } from '@/data';
import { answersByForm, readFormProgress, readGlobalProgress } from '@/data/forms';
import { readPeople } from '@/data/people';
import { CHAT_EXPORT_SLOT } from '@/data/evidence';
import { readStatusData } from '@/data/application-status';
import { guideLines } from '@/domain/audit';
import { progressWithStatuses } from '@/domain/status';
import type { EvidenceAppendix } from '@/domain/evidence/appendix';
import { readAllSections } from '@/data/sections';
import { readTaskProgress } from '@/data/tasks';
import { pick, type Locale } from '@/domain/common';
import type { ApplicationSections } from '@/domain/application';
import type { Finding } from '@/domain/audit';
import type { People } from '@/domain/people';
import { translationsFromFiles, translationsFromReadings } from '@/domain/package/translations';
import type { StoredFile } from '@/data/db';
import { formIds } from '@/domain/forms/structure';
import type { FormAnswers, FormId } from '@/domain/forms/types';
import { documentName, passportName, sponsorNames } from '@/domain/forms/resolve';
import { factValue } from '@/domain/people';
import { formItemValues } from '@/domain/package/item-values';
import { visaApplicationLayout } from '@/domain/visa-application/layout';
import { visaFormValues } from '@/domain/visa-application/layout-values';
import { resolveVisaForms } from '@/domain/visa-application/people';
import { documentValidity } from '@/domain/package/validity';
import { excludedTaskIds } from '@/domain/timeline/exemptions';
import { planOptionsFromCouple } from '@/domain/timeline/plan-options';
import { deriveCouple, type Couple } from '@/domain/couple';
import { missionOfCouple, placeOfApplication } from '@/domain/missions';
import { buildChecklist } from './checklist';
import type { EvidenceItem, GuideFinding, PackageFile, PackageInput } from './pdf/types';
import { readPackageChoices, unobtainableForPackage } from './package-choices';

const textOf = (v: ReturnType<typeof formItemValues>[string]) => (v?.kind === 'text' ? v.text : '');

/** One consistent read of everything the package is made from. */
async function readStore() {
  const [stored, global, marks, files, people, statusData, readings, ...progress] = await Promise.all([
    readAllSections(),
    readGlobalProgress(),
    readTaskProgress(),
    db.files.toArray(),
    readPeople(),
    readStatusData(),
    db.extractedDocuments.toArray(),
    ...formIds.map((id) => readFormProgress(id)),
  ]);
  const answers = answersByForm(formIds, progress);
  return { stored, global, marks, files, people, statusData, readings, answers };
}

/** Everything the package is made from, read once from the device when the user asks for it. */
export async function readPackageInput(
  locale: Locale,
  today = new Date().toISOString().slice(0, 10),
): Promise<PackageInput> {
  const { stored, global, marks, files, people, statusData, readings, answers } = await readStore();
  // The one status (D25): the cover and the checklist say what the screens say; the evidence
  // appendix holds only what is on this device and chosen.
  const { status } = statusData;
  const tasks = progressWithStatuses(marks as never, status.tasks);
  // The eligibility check's names and nationality as the people records hold them (D20).
  const sections = { ...stored, eligibility: resolveEligibility(stored.eligibility, people) };
  const targetDate = sections.timeline.targetDate;
  const couple = deriveCouple({
    people,
    eligibility: sections.eligibility as unknown as Record<string, unknown>,
    invitation: answers['invitation-letter'] as Record<string, unknown>,
    health: sections.health as unknown as Record<string, unknown>,
  });
  const choices = readPackageChoices(sections.applicationForms.package);
  const checklist = buildChecklist({ status, sections, global, tasks, today, people });
  return {
    locale,
    today,
    targetDate,
    findings: guideFindings(statusData.findings, locale),
    names: packageNames(sections, answers, people),
    answers,
    people,
    statements: { personal: sections.personalStatement, sponsor: sections.sponsorStatement },
    checklist,
    validity: documentValidity(tasks, targetDate ?? today, excludedFor(couple, sections)),
    files: packageFiles(files),
    evidence: evidenceItems(status.evidence.appendix, files),
    // 사증발급신청서 from the applicationForms answers (fixed F-6 answers included), every field
    // tagged with a person fact read from the people records as the screen shows it (D20).
    visaForm: {
      layout: visaApplicationLayout,
      values: visaFormValues(
        resolveVisaForms(
          sections.applicationForms,
          people,
          { invitation: answers['invitation-letter'], spouseInformation: answers['spouse-information'] },
          today,
        ),
      ),
    },
    signingDates: choices.signingDates,
    unobtainable: unobtainableForPackage(choices, checklist),
    translations: translationDrafts(readings, sections, couple),
    mission: missionName(couple, locale),
  };
}

/**
 * The audit's findings, open first, with the explanations given (D27): the guide prints them, and
 * says which the consulate will refuse as they stand.
 */
function guideFindings(findings: readonly Finding[], locale: Locale): GuideFinding[] {
  return guideLines(findings, locale).map((line, i) => ({
    ...line,
    refused: findings[i].weight === 'refused' && !findings[i].acknowledged,
  }));
}

/**
 * The passport name: from the people records, else the statement form (1.1), else the guarantee
 * (items 1 and 2). One rule for the cover, the statements and the file names (D26): family name
 * first, capitals.
 */
function packageNames(sections: ApplicationSections, answers: Record<FormId, FormAnswers>, people: People) {
  const spouse = formItemValues('spouse-information', answers['spouse-information'], people);
  const invitation = formItemValues('invitation-letter', answers['invitation-letter'], people);
  const guarantee = formItemValues('personal-guarantee', answers['personal-guarantee'], people);
  const latin = documentName(
    passportName(people, 'applicant') ||
      [textOf(spouse['1.1#family']), textOf(spouse['1.1#given'])].filter(Boolean).join(' ') ||
      [textOf(guarantee['1']), textOf(guarantee['2'])].filter(Boolean).join(' '),
  );
  return {
    applicant: latin || sections.eligibility.fullName || sections.autoFill.fullName || '',
    applicantLatin: latin || sections.autoFill.fullName || sections.eligibility.fullName || '',
    ...sponsorFor(textOf(invitation['1.1']), sections, people),
  };
}

/** The Korean spouse's Hangul name for the Korean documents, and a Latin one only for the guide and file names (D26). */
function sponsorFor(printed: string, sections: ApplicationSections, people: People) {
  const { korean, latin } = sponsorNames([
    printed,
    factValue(people, { role: 'sponsor', fact: 'hangulName' }),
    sections.eligibility.spouseName,
    sections.autoFill.spouseName,
    passportName(people, 'sponsor'),
  ]);
  return { sponsor: korean, sponsorLatin: latin };
}

/** D28: validity is checked for the documents this couple's plan holds. */
function excludedFor(couple: Couple, sections: ApplicationSections) {
  const options = planOptionsFromCouple(couple);
  return excludedTaskIds(sections.exemptionStatus, {
    ...options,
    tbHighRisk: options.tbHighRisk || sections.health.tbHighRisk,
  });
}

/**
 * Imported chat exports (local-only, text) are evidence sources, not document copies: what was
 * chosen from them prints in the evidence appendix.
 */
const packageFiles = (files: StoredFile[]): PackageFile[] =>
  files
    .filter((f) => !f.localOnly && f.slot !== CHAT_EXPORT_SLOT)
    .map(({ id, slot, name, type, size, blob, addedAt, orientation }) => ({
      id,
      slot,
      name,
      type,
      size,
      blob,
      addedAt,
      orientation,
    }));

/** 번역문 drafts: from what was read of foreign documents, then templates for foreign files not read. */
function translationDrafts(
  readings: readonly ExtractedDocumentRecord[],
  sections: ApplicationSections,
  couple: Couple,
) {
  const read = translationsFromReadings(
    readings.map((r) => ({
      id: r.id,
      type: r.extractionResult.documentType,
      fileName: r.fileName,
      data: r.extractionResult.data,
    })),
    sections.documents,
  );
  const fromFiles = translationsFromFiles(
    sections.documents,
    {
      applicantResidence: couple.applicant.residence,
      marriageCountry: couple.marriage.country,
      marriedAbroad: couple.marriage.place === 'abroad',
    },
    read,
  );
  return [...read, ...fromFiles];
}

/** The mission (or, in Korea, the immigration office) that takes the application, when the app can name it. */
function missionName(couple: Couple, locale: Locale): string | undefined {
  const place = placeOfApplication(missionOfCouple(couple));
  return place ? pick(place.name, locale) : undefined;
}

/** The evidence guide's selection (D23) as the package prints it: chosen photos, then chosen messages. */
function evidenceItems(appendix: EvidenceAppendix, files: PackageFile[]): EvidenceItem[] {
  const photos = appendix.photos.flatMap((photo): EvidenceItem[] => {
    const file = files.find((f) => f.id === photo.id);
    return file
      ? [{ kind: 'photo', name: photo.fileName, blob: file.blob, fileId: file.id, orientation: file.orientation }]
      : [];
  });
  const messages = (appendix.chat?.messages ?? []).map((m): EvidenceItem => ({
    kind: 'message',
    at: m.at,
    from: m.sender,
    text: m.text,
  }));
  return [...photos, ...messages];
}
