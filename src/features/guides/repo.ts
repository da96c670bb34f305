import { db, type StoredFile } from '@/data';
import { readSection, updateSection } from '@/data/sections';
import { writeTransaction } from '@/data/write';
import { updateSectionWithFacts } from '@/data/people';
import { CHAT_EXPORT_SLOT } from '@/data/evidence';
import type { Evidence, ExemptionStatus } from '@/domain/application';
import { parseChatExport, type ChatThread } from '@/domain/evidence/chat-export';
import { nextStamp } from '@/lib/clock';
import { deriveFinancialCases, type FinancialInputs } from '@/domain/guides/financial';
import { healthCheckExemption, type HealthInputs } from '@/domain/guides/health';
import type { RelationshipInputs } from '@/domain/guides/relationship';
import { readCouple } from '@/data/couple';
import type { Couple } from '@/domain/couple';
import {
  financialInputsOf,
  healthInputsForCouple,
  healthInputsOf,
  relationshipInputsForCouple,
  relationshipInputsOf,
  relationshipProgress,
} from './model';

/** The applicant's nationality is a person fact (D20): an older journal entry may still carry it. */
const applicantNationality = { role: 'applicant', fact: 'nationality' } as const;

export const readGuides = async () => {
  const [financialGuide, health, relationshipGuide, evidence, exemptionStatus, couple] = await Promise.all([
    readSection('financialGuide'),
    readSection('health'),
    readSection('relationshipGuide'),
    readSection('evidence'),
    readSection('exemptionStatus'),
    readCouple(),
  ]);
  return {
    financialGuide,
    health,
    /** The couple's facts (D28) the guides read: nationality, residence, marriage, languages, children. */
    couple,
    relationshipGuide,
    evidence,
    exemptionStatus,
  };
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
  typeof patch.applicantNationality === 'string'
    ? updateSectionWithFacts('health', (current) => ({ ...current, ...healthInputsOf(current), ...patch }), [
        { ref: applicantNationality, value: patch.applicantNationality },
      ])
    : updateSection('health', (current) => ({ ...current, ...healthInputsOf(current), ...patch }));

/** Writes exemptionStatus.healthCheck from the health answers as saved (read in the same transaction). */
export const applyHealthExemption = (): Promise<ExemptionStatus> =>
  writeTransaction([db.sections, db.people, db.formProgress], async () => {
    const healthCheck = healthCheckExemption(healthInputsForCouple(await readSection('health'), await readCouple()));
    const next = { ...(await readSection('exemptionStatus')), healthCheck };
    await db.sections.put({ key: 'exemptionStatus', value: next, updatedAt: new Date().toISOString() });
    return next;
  });

/** Saves relationship inputs; progress follows the checklist those inputs give. */
const withCouple = <T>(fn: (couple: Couple) => Promise<T>) =>
  writeTransaction([db.sections, db.people, db.formProgress], async () => fn(await readCouple()));

export const saveRelationshipInputs = (patch: Partial<RelationshipInputs>) =>
  withCouple((couple) =>
    updateSection('relationshipGuide', (current) => {
      const inputs = { ...relationshipInputsOf(current), ...patch };
      return {
        ...current,
        inputs,
        progress: relationshipProgress(relationshipInputsForCouple(inputs, couple), current.checklist),
      };
    }),
  );

/** Progress counts the checklist the couple sees (D28: no US items for a couple without US papers). */
export const setRelationshipItemDone = (id: string, done: boolean) =>
  withCouple((couple) =>
    updateSection('relationshipGuide', (current) => {
      const checklist = { ...current.checklist, [id]: done };
      const inputs = relationshipInputsForCouple(relationshipInputsOf(current), couple);
      return { ...current, checklist, progress: relationshipProgress(inputs, checklist) };
    }),
  );

export const saveEvidenceInputs = (patch: Partial<Evidence['inputs']>) =>
  updateSection('evidence', (current) => ({ ...current, inputs: { ...current.inputs, ...patch } }));

export { CHAT_EXPORT_SLOT, readEvidenceSources } from '@/data/evidence';
/** A year of daily messages is a few MB of text; anything much larger is not a chat export. */
export const MAX_CHAT_BYTES = 20 * 1024 * 1024;

export type ChatImportProblem = 'not-chat' | 'size' | 'save-failed';
export class ChatImportError extends Error {
  constructor(readonly problem: ChatImportProblem) {
    super(`Chat export rejected: ${problem}`);
    this.name = 'ChatImportError';
  }
}

export const readEvidencePhoto = (id: string) => db.files.get(id);

/**
 * Reads a chat export on the device and keeps it with the evidence; it becomes the chosen thread
 * (nothing selected yet). A file that is not a KakaoTalk or WhatsApp export is refused, nothing stored.
 */
export async function importChatExport(file: File): Promise<ChatThread> {
  if (file.size > MAX_CHAT_BYTES) throw new ChatImportError('size');
  const text = await file.text();
  const parsed = parseChatExport(text, file.name);
  if (!parsed) throw new ChatImportError('not-chat');
  const id = parsed.id;
  const blob = new Blob([text], { type: 'text/plain' });
  const stored: StoredFile = {
    id,
    slot: CHAT_EXPORT_SLOT,
    name: file.name,
    type: 'text/plain',
    size: blob.size,
    blob,
    addedAt: new Date().toISOString(),
    uploadedPath: null,
    localOnly: true,
  };
  try {
    await writeTransaction([db.files, db.sections], async () => {
      if (!(await db.files.get(id))) await db.files.add(stored);
      const current = await readSection('evidence');
      const next: Evidence = { ...current, selectedThreadId: id, selectedMessageIds: [] };
      await db.sections.put({
        key: 'evidence',
        value: next,
        updatedAt: nextStamp((await db.sections.get('evidence'))?.updatedAt),
      });
    });
  } catch {
    throw new ChatImportError('save-failed');
  }
  return { ...parsed, messages: parsed.messages.map((m, i) => ({ ...m, id: `${id}-${i}` })) };
}

/** Removes an imported chat; its messages leave the selection. */
export const removeChatExport = (id: string) =>
  writeTransaction([db.files, db.sections], async () => {
    await db.files.delete(id);
    const current = await readSection('evidence');
    if (current.selectedThreadId === id) {
      const updatedAt = nextStamp((await db.sections.get('evidence'))?.updatedAt);
      await db.sections.put({
        key: 'evidence',
        value: { ...current, selectedThreadId: null, selectedMessageIds: [] },
        updatedAt,
      });
    }
  });

export type EvidenceSelection = Pick<
  Evidence,
  'selectedPhotoIds' | 'selectedThreadId' | 'selectedMessageIds' | 'strength'
>;

/** Saves what is chosen with the strength it gives (computed by the caller from the same selection). */
export const saveEvidenceSelection = (selection: Partial<EvidenceSelection>) =>
  updateSection('evidence', (current) => ({ ...current, ...selection }));

type GuideChange<I> = { kind: 'inputs'; patch: Partial<I> } | { kind: 'item'; id: string; done: boolean };

/** How each guide's journaled changes (lib/save-journal.ts) are saved, for the replay at start-up. */
export const guideJournalSavers: Record<string, (change: unknown) => Promise<unknown>> = {
  'guide:financial': (c) => {
    const change = c as GuideChange<FinancialInputs>;
    return change.kind === 'inputs' ? saveFinancialInputs(change.patch) : setFinancialItemDone(change.id, change.done);
  },
  'guide:relationship': (c) => {
    const change = c as GuideChange<RelationshipInputs>;
    return change.kind === 'inputs'
      ? saveRelationshipInputs(change.patch)
      : setRelationshipItemDone(change.id, change.done);
  },
  'guide:evidence': (c) => {
    const change = c as
      { kind: 'inputs'; patch: Partial<Evidence['inputs']> } | { kind: 'selection'; patch: Partial<EvidenceSelection> };
    return change.kind === 'inputs' ? saveEvidenceInputs(change.patch) : saveEvidenceSelection(change.patch);
  },
  'guide:health': (c) => saveHealthInputs(c as Partial<HealthInputs>),
};
