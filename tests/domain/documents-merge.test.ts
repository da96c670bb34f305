import { describe, expect, it } from 'vitest';
import { sectionDefaults, type DocumentFileRef } from '@/domain/application';
import { combineDocuments, removedFileIds } from '@/domain/documents/merge';
import { combineSection } from '@/domain/section-merge';

const ref = (id: string, extra: Partial<DocumentFileRef> = {}): DocumentFileRef => ({
  id,
  fileName: `${id}.pdf`,
  size: 10,
  type: 'application/pdf',
  uploadedAt: '2026-11-01T00:00:00.000Z',
  role: null,
  issueDate: null,
  ...extra,
});

const docs = (slots: Record<string, unknown>) => ({ ...sectionDefaults().documents, ...slots });

describe('the documents section from two devices', () => {
  it('keeps the files each device added to a slot offline, the newer copy’s first', () => {
    const newer = docs({ housingDocuments: { files: [ref('lease'), ref('deed')] } });
    const older = docs({ housingDocuments: { files: [ref('lease'), ref('utility')] } });
    expect(combineDocuments(newer, older)!.housingDocuments.files.map((f) => f.id)).toEqual([
      'lease',
      'deed',
      'utility',
    ]);
  });

  it('a file one device removed does not come back from the other’s older list', () => {
    const newer = docs({ housingDocuments: { files: [ref('deed')], removed: ['lease'] } });
    const older = docs({ housingDocuments: { files: [ref('lease'), ref('utility')] } });
    const out = combineDocuments(newer, older)!;
    expect(out.housingDocuments.files.map((f) => f.id)).toEqual(['deed', 'utility']);
    expect(out.housingDocuments.removed).toEqual(['lease']);
    // Removed on the older copy: gone from the newer's list as well.
    const back = combineDocuments(older, newer)!;
    expect(back.housingDocuments.files.map((f) => f.id)).toEqual(['utility', 'deed']);
    expect(removedFileIds(back)).toEqual(['lease']);
  });

  it('the newer copy’s entry of a file both hold wins (its role and issue date)', () => {
    const newer = docs({ marriageCertificate: { files: [ref('c', { issueDate: '2026-10-01' })] } });
    const older = docs({ marriageCertificate: { files: [ref('c', { issueDate: null })] } });
    expect(combineDocuments(newer, older)).toBeUndefined();
  });

  it('undefined when the newer copy holds everything (no new stamp, no back and forth)', () => {
    const newer = docs({ passport: { files: [ref('p1'), ref('p2')] } });
    const older = docs({ passport: { files: [ref('p1')] } });
    expect(combineDocuments(newer, older)).toBeUndefined();
    expect(combineSection('documents', newer, older)).toBeUndefined();
    expect(combineSection('timeline', { targetDate: 'a' }, { targetDate: 'b' })).toBeUndefined();
  });
});
