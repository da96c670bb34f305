import { db } from '@/data';
import { readFormProgress, readGlobalProgress } from '@/data/forms';
import { readPeople } from '@/data/people';
import { readAllSections } from '@/data/sections';
import { readTaskProgress } from '@/data/tasks';
import type { Locale } from '@/domain/common';
import { formIds } from '@/domain/forms';
import type { FormAnswers, FormId } from '@/domain/forms/types';
import { formItemValues } from '@/domain/package/item-values';
import { visaApplicationLayout } from '@/domain/visa-application/layout';
import { visaFormValues } from '@/domain/visa-application/layout-values';
import { documentValidity } from '@/domain/package/validity';
import { excludedTaskIds } from '@/domain/timeline';
import { buildChecklist } from './checklist';
import type { PackageInput } from './pdf/types';

const textOf = (v: ReturnType<typeof formItemValues>[string]) => (v?.kind === 'text' ? v.text : '');

/** Everything the package is made from, read once from the device when the user asks for it. */
export async function readPackageInput(locale: Locale, today = new Date().toISOString().slice(0, 10)): Promise<PackageInput> {
  const [sections, global, tasks, files, people, ...progress] = await Promise.all([
    readAllSections(),
    readGlobalProgress(),
    readTaskProgress(),
    db.files.toArray(),
    readPeople(),
    ...formIds.map((id) => readFormProgress(id)),
  ]);
  const answers = Object.fromEntries(formIds.map((id, i) => [id, (progress[i].formData ?? {}) as FormAnswers])) as Record<FormId, FormAnswers>;
  const spouse = formItemValues('spouse-information', answers['spouse-information'], people);
  const invitation = formItemValues('invitation-letter', answers['invitation-letter'], people);
  const guarantee = formItemValues('personal-guarantee', answers['personal-guarantee'], people);
  // The passport name: from the statement form (1.1), else from the guarantee (items 1 and 2).
  const latin =
    [textOf(spouse['1.1#family']), textOf(spouse['1.1#given'])].filter(Boolean).join(' ') ||
    [textOf(guarantee['1']), textOf(guarantee['2'])].filter(Boolean).join(' ');
  const targetDate = sections.timeline.targetDate;
  const excluded = excludedTaskIds(sections.exemptionStatus, { tbHighRisk: sections.health.tbHighRisk });
  return {
    locale,
    today,
    targetDate,
    names: {
      applicant: latin || sections.eligibility.fullName || sections.autoFill.fullName || '',
      applicantLatin: latin || sections.autoFill.fullName || sections.eligibility.fullName || '',
      sponsor: textOf(invitation['1.1']) || sections.eligibility.spouseName || sections.autoFill.spouseName || '',
    },
    answers,
    people,
    statements: { personal: sections.personalStatement, sponsor: sections.sponsorStatement },
    checklist: buildChecklist({ sections, global, tasks, today }),
    validity: documentValidity(tasks, targetDate ?? today, excluded),
    files: files.map(({ id, slot, name, type, size, blob, addedAt }) => ({ id, slot, name, type, size, blob, addedAt })),
    // 사증발급신청서 from the applicationForms answers (fixed F-6 answers included).
    visaForm: { layout: visaApplicationLayout, values: visaFormValues(sections.applicationForms) },
  };
}
