import { db } from '@/data';
import { readSection, updateSection } from '@/data/sections';
import { writeTransaction } from '@/data/write';
import type { Evidence, ExemptionStatus } from '@/domain/application';
import { recomputeEvidenceStrength } from '@/domain/guides/evidence';
import { deriveFinancialCases, type FinancialInputs } from '@/domain/guides/financial';
import { healthCheckExemption, type HealthInputs } from '@/domain/guides/health';
import type { RelationshipInputs } from '@/domain/guides/relationship';
import { financialInputsOf, healthInputsOf, relationshipInputsOf, relationshipProgress } from './model';

export const readGuides = async () => {
  const [financialGuide, health, relationshipGuide, evidence, exemptionStatus] = await Promise.all([
    readSection('financialGuide'),
    readSection('health'),
    readSection('relationshipGuide'),
    readSection('evidence'),
    readSection('exemptionStatus'),
  ]);
  return { financialGuide, health, relationshipGuide, evidence, exemptionStatus };
};

/** Saves financial inputs with the cases they derive (spec 4), in one write. */
export const saveFinancialInputs = (patch: Partial<FinancialInputs>) =>
  updateSection('financialGuide', (current) => {
    const inputs = { ...financialInputsOf(current), ...patch };
    return { ...current, inputs, selectedCases: deriveFinancialCases(inputs) };
  });

export const setFinancialItemDone = (id: string, done: boolean) =>
  updateSection('financialGuide', (current) => ({ ...current, checklist: { ...current.checklist, [id]: done } }));

export const saveHealthInputs = (patch: Partial<HealthInputs>) =>
  updateSection('health', (current) => ({ ...current, ...healthInputsOf(current), ...patch }));

/** Writes exemptionStatus.healthCheck from the health answers as saved (read in the same transaction). */
export const applyHealthExemption = (): Promise<ExemptionStatus> =>
  writeTransaction([db.sections], async (mark) => {
    const healthCheck = healthCheckExemption(healthInputsOf(await readSection('health')));
    const next = { ...(await readSection('exemptionStatus')), healthCheck };
    await db.sections.put({ key: 'exemptionStatus', value: next, updatedAt: new Date().toISOString() });
    mark({ doc: 'users', key: 'exemptionStatus' });
    return next;
  });

/** Saves relationship inputs; progress follows the checklist those inputs give. */
export const saveRelationshipInputs = (patch: Partial<RelationshipInputs>) =>
  updateSection('relationshipGuide', (current) => {
    const inputs = { ...relationshipInputsOf(current), ...patch };
    return { ...current, inputs, progress: relationshipProgress(inputs, current.checklist) };
  });

export const setRelationshipItemDone = (id: string, done: boolean) =>
  updateSection('relationshipGuide', (current) => {
    const checklist = { ...current.checklist, [id]: done };
    return { ...current, checklist, progress: relationshipProgress(relationshipInputsOf(current), checklist) };
  });

export const saveEvidenceInputs = (patch: Partial<Evidence['inputs']>) =>
  updateSection('evidence', (current) => ({ ...current, inputs: { ...current.inputs, ...patch } }));

export const recalculateEvidenceStrength = () =>
  updateSection('evidence', (current) => ({ ...current, strength: recomputeEvidenceStrength() }));
