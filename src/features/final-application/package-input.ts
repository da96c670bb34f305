import { resolveEligibility } from '@/domain/eligibility/people';
import { db } from '@/data';
import { readFormProgress, readGlobalProgress } from '@/data/forms';
import { readPeople } from '@/data/people';
import { CHAT_EXPORT_SLOT } from '@/data/evidence';
import { readStatusData } from '@/data/application-status';
import { guideLines } from '@/domain/audit';
import { progressWithStatuses } from '@/domain/status';
import type { EvidenceAppendix } from '@/domain/evidence/appendix';
import { readAllSections } from '@/data/sections';
import { readTaskProgress } from '@/data/tasks';
import type { Locale } from '@/domain/common';
import { formIds } from '@/domain/forms';
import type { FormAnswers, FormId } from '@/domain/forms/types';
import { documentName, passportName } from '@/domain/forms/resolve';
import { formItemValues } from '@/domain/package/item-values';
import { visaApplicationLayout } from '@/domain/visa-application/layout';
import { visaFormValues } from '@/domain/visa-application/layout-values';
import { resolveVisaForms } from '@/domain/visa-application/people';
import { documentValidity } from '@/domain/package/validity';
import { excludedTaskIds, planOptionsFromCouple } from '@/domain/timeline';
import { deriveCouple } from '@/domain/couple';
import { buildChecklist } from './checklist';
import type { EvidenceItem, PackageFile, PackageInput } from './pdf/types';

const textOf = (v: ReturnType<typeof formItemValues>[string]) => (v?.kind === 'text' ? v.text : '');

/** Everything the package is made from, read once from the device when the user asks for it. */
export async function readPackageInput(
  locale: Locale,
  today = new Date().toISOString().slice(0, 10),
): Promise<PackageInput> {
  const [stored, global, marks, files, people, statusData, ...progress] = await Promise.all([
    readAllSections(),
    readGlobalProgress(),
    readTaskProgress(),
    db.files.toArray(),
    readPeople(),
    readStatusData(),
    ...formIds.map((id) => readFormProgress(id)),
  ]);
  // The one status (ruling 25): the cover and the checklist say what the screens say; the evidence
  // appendix holds only what is on this device and chosen.
  const { status } = statusData;
  const appendix = status.evidence.appendix;
  const tasks = progressWithStatuses(marks as never, status.tasks);
  // The eligibility check's names and nationality as the people records hold them (ruling 20).
  const sections = { ...stored, eligibility: resolveEligibility(stored.eligibility, people) };
  const answers = Object.fromEntries(
    formIds.map((id, i) => [id, (progress[i].formData ?? {}) as FormAnswers]),
  ) as Record<FormId, FormAnswers>;
  const spouse = formItemValues('spouse-information', answers['spouse-information'], people);
  const invitation = formItemValues('invitation-letter', answers['invitation-letter'], people);
  const guarantee = formItemValues('personal-guarantee', answers['personal-guarantee'], people);
  // The passport name: from the statement form (1.1), else from the guarantee (items 1 and 2).
  // One rule for the cover, the statements and the file names (ruling 26): family name first, capitals.
  const latin = documentName(
    passportName(people, 'applicant') ||
      [textOf(spouse['1.1#family']), textOf(spouse['1.1#given'])].filter(Boolean).join(' ') ||
      [textOf(guarantee['1']), textOf(guarantee['2'])].filter(Boolean).join(' '),
  );
  const targetDate = sections.timeline.targetDate;
  // Ruling 28: validity is checked for the documents this couple's plan holds.
  const couple = deriveCouple({
    people,
    eligibility: sections.eligibility as unknown as Record<string, unknown>,
    invitation: answers['invitation-letter'] as Record<string, unknown>,
    health: sections.health as unknown as Record<string, unknown>,
  });
  const options = planOptionsFromCouple(couple);
  const excluded = excludedTaskIds(sections.exemptionStatus, {
    ...options,
    tbHighRisk: options.tbHighRisk || sections.health.tbHighRisk,
  });
  return {
    locale,
    today,
    targetDate,
    // The audit's findings, open first, with the explanations given (D27): the guide prints them.
    findings: guideLines(statusData.findings, locale),
    names: {
      applicant: latin || sections.eligibility.fullName || sections.autoFill.fullName || '',
      applicantLatin: latin || sections.autoFill.fullName || sections.eligibility.fullName || '',
      sponsor: textOf(invitation['1.1']) || sections.eligibility.spouseName || sections.autoFill.spouseName || '',
    },
    answers,
    people,
    statements: { personal: sections.personalStatement, sponsor: sections.sponsorStatement },
    checklist: buildChecklist({ status, sections, global, tasks, today, people }),
    validity: documentValidity(tasks, targetDate ?? today, excluded),
    // Imported chat exports (local-only, text) are evidence sources, not document copies: what was
    // chosen from them prints in the evidence appendix.
    files: files
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
      })),
    evidence: evidenceItems(appendix, files),
    // 사증발급신청서 from the applicationForms answers (fixed F-6 answers included), every field
    // tagged with a person fact read from the people records as the screen shows it (ruling 20).
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
  };
}

/** The evidence guide's selection (ruling 23) as the package prints it: chosen photos, then chosen messages. */
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
