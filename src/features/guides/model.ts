import type { FinancialGuide, HealthGuide, RelationshipGuide } from '@/domain/application';
import { applicantUsPapers, type Couple } from '@/domain/couple';
import { financialDefaults, type FinancialInputs } from '@/domain/guides/financial';
import { healthDefaults, type HealthInputs, type SubmittingFrom } from '@/domain/guides/health';
import { relationshipChecklist, relationshipDefaults, type RelationshipInputs } from '@/domain/guides/relationship';
import { isTicked, type ChecklistItem } from '@/domain/guides/sources';

export { guideTabs, isGuideTab, type GuideTab } from './tabs';

/** Stored inputs over the spec defaults: a record from an older app may lack a field. */
export const financialInputsOf = (section: FinancialGuide): FinancialInputs => ({
  ...financialDefaults,
  ...section.inputs,
});
export const relationshipInputsOf = (section: RelationshipGuide): RelationshipInputs => ({
  ...relationshipDefaults,
  ...section.inputs,
});

/**
 * The answers with the couple's facts (D28): the US (I-130) part applies only to a couple with US
 * papers; for others it is never shown or counted, whatever the spec's default said.
 */
export const relationshipInputsForCouple = (inputs: RelationshipInputs, couple: Couple): RelationshipInputs =>
  applicantUsPapers(couple) === false ? { ...inputs, usSubmission: false } : inputs;

const submittingFrom = (value: string): SubmittingFrom => (value === 'korea' || value === 'other' ? value : 'us');
export const healthInputsOf = (section: HealthGuide): HealthInputs => ({
  ...healthDefaults,
  ...section,
  submittingFrom: submittingFrom(section.submittingFrom),
});

/**
 * The health guide's inputs with the couple's facts (D28): nationality and where the applicant
 * applies from come from the couple, never from the guide's own answers (an unknown nationality
 * stays unknown, not the US). With no residence given, an earlier "from Korea" answer stays; the
 * spec's default (the US) does not, so no US wording shows for a couple who may live elsewhere.
 */
export const healthInputsForCouple = (section: HealthGuide, couple: Couple): HealthInputs => {
  const stored = healthInputsOf(section);
  const residence = couple.applicant.residence;
  const from: SubmittingFrom =
    residence === undefined
      ? stored.submittingFrom === 'korea'
        ? 'korea'
        : 'other'
      : residence === 'US'
        ? 'us'
        : residence === 'KR'
          ? 'korea'
          : 'other';
  return { ...stored, applicantNationality: couple.applicant.nationality ?? '', submittingFrom: from };
};

/** Share of the current checklist items ticked, 0-100. */
export const checklistPercent = (items: readonly ChecklistItem[], done: Readonly<Record<string, boolean>>): number =>
  items.length === 0 ? 0 : Math.round((items.filter((item) => isTicked(item, done)).length / items.length) * 100);

/** relationshipGuide.progress: the ticked share of the checklist for these inputs. */
export const relationshipProgress = (inputs: RelationshipInputs, done: Readonly<Record<string, boolean>>): number =>
  checklistPercent(relationshipChecklist(inputs), done);
