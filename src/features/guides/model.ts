import type { FinancialGuide, HealthGuide, RelationshipGuide } from '@/domain/application';
import { financialDefaults, type FinancialInputs } from '@/domain/guides/financial';
import { healthDefaults, type HealthInputs, type SubmittingFrom } from '@/domain/guides/health';
import { relationshipChecklist, relationshipDefaults, type RelationshipInputs } from '@/domain/guides/relationship';

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

const submittingFrom = (value: string): SubmittingFrom => (value === 'korea' || value === 'other' ? value : 'us');
export const healthInputsOf = (section: HealthGuide): HealthInputs => ({
  ...healthDefaults,
  ...section,
  submittingFrom: submittingFrom(section.submittingFrom),
});

/** Share of the current checklist items ticked, 0-100. */
export const checklistPercent = (ids: readonly string[], done: Readonly<Record<string, boolean>>): number =>
  ids.length === 0 ? 0 : Math.round((ids.filter((id) => done[id]).length / ids.length) * 100);

/** relationshipGuide.progress: the ticked share of the checklist for these inputs. */
export const relationshipProgress = (inputs: RelationshipInputs, done: Readonly<Record<string, boolean>>): number =>
  checklistPercent(
    relationshipChecklist(inputs).map((i) => i.id),
    done,
  );
