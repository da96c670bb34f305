/**
 * The audit's sources read from the store (D27), and its acknowledgements written like any
 * section (outbox, sync, backups). The audit itself is pure (domain/audit).
 */
import { runAudit, type AuditInput, type Finding, type ReadDocument } from '@/domain/audit';
import { formIds } from '@/domain/forms/structure';
import type { FormAnswers, FormId } from '@/domain/forms/types';
import type { ApplicationSections } from '@/domain/application';
import { isoDay } from '@/domain/dates';
import type { People } from '@/domain/people';
import type { ExtractedDocumentRecord } from './db';
import { answersByForm } from './forms';
import { db } from './index';
import { readPeople } from './people';
import { readAllSections, updateSection } from './sections';

const documentType = (t: string): ReadDocument['type'] =>
  t === 'passport' || t === 'marriageCertificate' || t === 'birthCertificate' ? t : 'other';

/** What the audit is computed from, as read from the store. */
export type AuditReads = {
  sections: ApplicationSections;
  people: People;
  /** Each official form's stored answers. */
  answers: Record<FormId, FormAnswers>;
  extracted: ExtractedDocumentRecord[];
};

/** Everything the audit reads, from one consistent read of the store. */
export async function readAuditInput(now = new Date()): Promise<AuditInput> {
  const [sections, people, progress, extracted] = await Promise.all([
    readAllSections(),
    readPeople(),
    db.formProgress.bulkGet([...formIds]),
    db.extractedDocuments.toArray(),
  ]);
  return auditInputOf({ sections, people, answers: answersByForm(formIds, progress), extracted }, now);
}

/** The audit's input from reads already made (the statuses' read holds them all but the read documents). */
export function auditInputOf({ sections, people, answers, extracted }: AuditReads, now: Date): AuditInput {
  // A value typed by hand on a document's details carries no read confidence (it was not read).
  const typed = sections.autoFill.typed ?? {};
  const confidence = Object.fromEntries(
    Object.entries(sections.autoFill.confidenceScores ?? {}).filter(([key]) => !typed[key as never]),
  );
  return {
    people,
    forms: answers,
    visa: sections.applicationForms,
    documents: extracted.map((d) => ({
      id: d.id,
      fileName: d.fileName || d.id,
      type: documentType(d.extractionResult.documentType),
      data: d.extractionResult.data,
      confidence: confidence as ReadDocument['confidence'],
    })),
    files: Object.entries(sections.documents).flatMap(([slot, entry]) =>
      (entry?.files ?? []).map((f) => ({ slot, fileName: f.fileName, issueDate: f.issueDate })),
    ),
    statements: { personal: sections.personalStatement, sponsor: sections.sponsorStatement },
    eligibility: sections.eligibility,
    applicationDate: sections.timeline.targetDate,
    today: isoDay(now),
    acknowledgements: sections.auditAcknowledgements.items,
  };
}

/** The findings of the stored application (for a live query: re-runs on every change). */
export async function readAudit(now = new Date()): Promise<Finding[]> {
  return runAudit(await readAuditInput(now));
}

/** "This is right": keeps the reason for exactly the values the finding shows. */
export function acknowledgeFinding(finding: Pick<Finding, 'id' | 'fingerprint'>, reason: string, at = new Date()) {
  const text = reason.trim();
  if (!text) return Promise.reject(new Error('A reason is needed'));
  return updateSection('auditAcknowledgements', (current) => ({
    items: { ...current.items, [finding.id]: { reason: text, at: at.toISOString(), fingerprint: finding.fingerprint } },
  }));
}

/** Withdraws an acknowledgement: the finding is open again. */
export function reopenFinding(id: string) {
  return updateSection('auditAcknowledgements', (current) => {
    const items = { ...current.items };
    delete items[id];
    return { items };
  });
}
