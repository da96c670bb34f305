// @vitest-environment node
// (Node's own Blob survives fake-indexeddb's structured clone; jsdom's does not.)
/**
 * Sync truth for the documents: two devices that each added a file to a slot offline both keep both
 * files (the newer copy as a whole used to drop the other's), and a file one device removed is not
 * brought back by the other's older list; its bytes leave this device too. fake-indexeddb; the other
 * device is the copy it pushed to the cloud.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/data';

import { readSection } from '@/data/sections';
import type { DocumentFileRef, Documents } from '@/domain/application';
import { addDocumentFile } from '@/features/documents/repo';
import type { CloudData } from '@/sync/cloud/api';
import { createSyncEngine } from '@/sync/engine';
import { freshDatabase, later, memoryCloud, UID } from './memory-cloud';

const pdf = (name: string) => new File(['%PDF-1.4 ' + name], `${name}.pdf`, { type: 'application/pdf' });

type Sections = Record<string, { value: Documents; updatedAt: string }>;
const cloudDocuments = (docs: Map<string, CloudData>) =>
  (docs.get(`users/${UID}`)!.progress as { sections: Sections }).sections.documents;

/** The other device changes the housing slot of its copy at `at` and pushes it. */
function otherDevice(
  docs: Map<string, CloudData>,
  change: (entry: Documents['housingDocuments']) => Documents['housingDocuments'],
  at: string,
) {
  const sections = (docs.get(`users/${UID}`)!.progress as { sections: Sections }).sections;
  const value = sections.documents.value;
  sections.documents = { value: { ...value, housingDocuments: change(value.housingDocuments) }, updatedAt: at };
}

const deed: DocumentFileRef = {
  id: 'housingDocuments-deed',
  fileName: 'deed.pdf',
  size: 12,
  type: 'application/pdf',
  uploadedAt: '2026-11-20T00:00:00.000Z',
  role: null,
  issueDate: null,
};
const names = async () => (await readSection('documents')).housingDocuments.files.map((f) => f.fileName);

describe('documents added and removed on two devices', () => {
  beforeEach(freshDatabase);

  it('keeps the file each device added offline, and a removal on the other device removes it here', async () => {
    const mem = memoryCloud();
    const engine = createSyncEngine(mem.cloud, {}, { delayMs: 5 });
    const lease = await addDocumentFile('housingDocuments', pdf('lease'));
    engine.start(UID);
    expect(await engine.flush()).toBe(true);
    engine.stop();

    // Both offline: the other device adds a deed (its copy newer as a whole), this one a utility bill.
    otherDevice(mem.docs, (e) => ({ ...e, files: [...e.files, deed] }), later(60_000));
    await addDocumentFile('housingDocuments', pdf('utility'));
    engine.start(UID);
    expect(await engine.flush()).toBe(true);
    engine.stop();
    expect(await names()).toEqual(['lease.pdf', 'deed.pdf', 'utility.pdf']);
    expect(cloudDocuments(mem.docs).value.housingDocuments.files.map((f) => f.fileName)).toEqual([
      'lease.pdf',
      'deed.pdf',
      'utility.pdf',
    ]);

    // The other device removes the lease later: this device's list (which still has it) does not bring it back.
    otherDevice(
      mem.docs,
      (e) => ({ ...e, files: e.files.filter((f) => f.id !== lease.id), removed: [lease.id] }),
      later(120_000),
    );
    await engine.pull(UID);
    expect(await names()).toEqual(['deed.pdf', 'utility.pdf']);
    expect(await db.files.get(lease.id)).toBeUndefined();
  });
});
