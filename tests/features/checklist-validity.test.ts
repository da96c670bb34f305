import { describe, expect, it } from 'vitest';
import { sectionDefaults, type DocumentFileRef, type DocumentFileRole } from '@/domain/application';
import { emptyFormProgress, formIdList, progressKeys, type GlobalProgress } from '@/domain/progress';
import { buildChecklist } from '@/features/final-application/checklist';

const file = (id: string, role: DocumentFileRole | null, issueDate: string | null = null): DocumentFileRef => ({
  id,
  fileName: `${id}.pdf`,
  size: 1,
  type: 'application/pdf',
  uploadedAt: '2026-11-01T00:00:00.000Z',
  role,
  issueDate,
});

const global = {
  createdAt: '2026-01-01',
  lastUpdated: '2026-01-01',
  ...Object.fromEntries(formIdList.map((id) => [progressKeys[id], emptyFormProgress(id, '2026-01-01')])),
} as unknown as GlobalProgress;

function docItem(slot: 'healthCertificate' | 'marriageCertificate', files: DocumentFileRef[], targetDate: string | null) {
  const sections = sectionDefaults();
  sections.documents[slot] = { files };
  sections.timeline = { targetDate };
  return buildChecklist({ sections, global, tasks: {}, today: '2026-11-23' }).find((i) => i.id === `doc-${slot}`);
}

describe('the final checklist judges documents by the same validity as the documents page', () => {
  it('is done only when the slot has what it needs and every dated file is valid on the target date', () => {
    const both = (applicant: string | null, sponsor: string | null) => [file('a', 'applicant', applicant), file('s', 'sponsor', sponsor)];
    expect(docItem('healthCertificate', [file('a', 'applicant', '2026-11-01')], null)).toMatchObject({ status: 'in-progress' });
    expect(docItem('healthCertificate', both('2026-11-01', '2026-10-01'), '2027-01-15')).toMatchObject({ status: 'done' });
    expect(docItem('healthCertificate', both('2026-11-01', null), '2027-01-15')).toMatchObject({ status: 'attention', reason: 'doc-needs-issue-date' });
    // Issued 2026-06-01: accepted through 2026-12-01, before a 2027-01-15 appointment.
    expect(docItem('healthCertificate', both('2026-11-01', '2026-06-01'), '2027-01-15')).toMatchObject({ status: 'attention', reason: 'doc-expires-before-target' });
    expect(docItem('marriageCertificate', [file('k', 'korean-certificate', '2026-05-01')], null)).toMatchObject({ status: 'attention', reason: 'doc-expired' });
    expect(docItem('marriageCertificate', [], null)).toMatchObject({ status: 'todo' });
  });
});
