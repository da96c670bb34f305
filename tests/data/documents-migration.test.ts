import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@/data';
import { DB_NAME, F6Database, SCHEMA_VERSION } from '@/data/db';
import { CURRENT_STORE_VERSION } from '@/data/migrations';
import { readSection, updateSection } from '@/data/sections';
import { parseBackup, BACKUP_FORMAT } from '@/data/snapshot';
import { documentSlots, type Documents } from '@/domain/application';
import { slotStatusOf } from '@/domain/status';

// The parts a slot still needs, as the status function reports them (no bytes here: the rest are 'elsewhere').
const missingParts = (d: Documents) =>
  documentSlots.flatMap((slot) =>
    slotStatusOf(slot, d[slot], {
      today: '2026-02-01',
      targetDate: null,
      here: new Set(),
      reading: 'confirmed',
    }).problems.filter((p) => p.kind === 'missing'),
  );
import type { DocumentFileRef, DocumentFileRole } from '@/domain/application';
import { seed } from '../seed';

const legacyPassport = {
  fileName: 'passport.jpg',
  size: 2048,
  type: 'image/jpeg',
  uploadedAt: '2026-02-01T10:00:00.000Z',
  extractedId: 'passport',
};
const legacyMarriage = {
  fileName: 'marriage.pdf',
  size: 4096,
  type: 'application/pdf',
  uploadedAt: '2026-02-02T10:00:00.000Z',
};
const legacyHealth = { fileName: 'health.png', size: 11, type: 'image/png', uploadedAt: '2026-02-03T10:00:00.000Z' };

/** The database as store version 3 left it: one DocumentRef (or null) per slot, bytes in `files`. */
async function createAtVersion3() {
  db.close();
  await Dexie.delete(DB_NAME);
  const old = new Dexie(DB_NAME);
  old.version(1).stores({
    sections: 'key',
    formProgress: 'formId',
    taskProgress: 'taskId',
    extractedDocuments: 'id',
    outbox: '++seq, doc',
    revisions: '++id, formId',
    meta: 'key',
    files: 'id, slot',
  });
  old.version(2).stores({});
  old.version(3).stores({});
  await old.open();
  await old.table('sections').put({
    key: 'documents',
    value: {
      marriageCertificate: legacyMarriage,
      passport: legacyPassport,
      spouseIdCard: null,
      proofOfRelationship: null,
      financialDocuments: null,
      housingDocuments: null,
      healthCertificate: legacyHealth,
    },
    updatedAt: '2026-02-03T10:00:00.000Z',
  });
  const blob = new Blob([new Uint8Array([1, 2, 3])]);
  await old.table('files').bulkPut([
    {
      id: 'passport-aaa',
      slot: 'passport',
      name: 'passport.jpg',
      type: 'image/jpeg',
      size: 2048,
      blob,
      addedAt: '2026-02-01T10:00:00.000Z',
      uploadedPath: 'uploads/u1/passport/passport-aaa',
    },
    {
      id: 'marriageCertificate-bbb',
      slot: 'marriageCertificate',
      name: 'marriage.pdf',
      type: 'application/pdf',
      size: 4096,
      blob,
      addedAt: '2026-02-02T10:00:00.000Z',
    },
  ]);
  old.close();
}

async function fresh() {
  db.close();
  await Dexie.delete(DB_NAME);
  await db.open();
}

describe('documents as several files: the version 5 upgrade', () => {
  afterEach(fresh);

  it('turns each single file into the first of the slot’s files, linked to its bytes, with the slot’s first role', async () => {
    await createAtVersion3();
    const upgraded = new F6Database();
    await upgraded.open();
    expect(upgraded.verno).toBe(SCHEMA_VERSION);
    const record = await upgraded.sections.get('documents');
    const docs = record?.value as Record<string, { files: Array<Record<string, unknown>>; extractedId?: string }>;
    expect(docs.passport).toEqual({
      files: [
        {
          id: 'passport-aaa',
          fileName: 'passport.jpg',
          size: 2048,
          type: 'image/jpeg',
          uploadedAt: '2026-02-01T10:00:00.000Z',
          role: null,
          issueDate: null,
        },
      ],
      extractedId: 'passport',
    });
    expect(docs.marriageCertificate.files).toEqual([
      expect.objectContaining({
        id: 'marriageCertificate-bbb',
        fileName: 'marriage.pdf',
        role: 'korean-certificate',
        issueDate: null,
      }),
    ]);
    // No bytes on this device (added elsewhere): a stand-in id, the file still listed.
    expect(docs.healthCertificate.files).toEqual([
      expect.objectContaining({ id: 'healthCertificate-legacy-0', fileName: 'health.png', role: 'applicant' }),
    ]);
    expect(docs.spouseIdCard).toEqual({ files: [] });
    // The stamp is kept: the migration never wins a merge against a newer edit elsewhere.
    expect(record?.updatedAt).toBe('2026-02-03T10:00:00.000Z');
    // The bytes are untouched, the upload record included.
    expect((await upgraded.files.get('passport-aaa'))?.uploadedPath).toBe('uploads/u1/passport/passport-aaa');
    expect(await upgraded.files.count()).toBe(2);
    upgraded.close();
  });

  it('reads a section that arrives in the old shape (synced by an older client) in the new one', async () => {
    await fresh();
    await seed(() =>
      db.sections.put({
        key: 'documents',
        value: { passport: legacyPassport, healthCertificate: null } as never,
        updatedAt: '2026-02-03T10:00:00.000Z',
      }),
    );
    const docs = await readSection('documents');
    expect(docs.passport.files.map((f) => f.fileName)).toEqual(['passport.jpg']);
    expect(docs.healthCertificate).toEqual({ files: [] });
    expect(docs.housingDocuments).toEqual({ files: [] });
  });

  it('counts a slot as filled by what it needs, not by any one file', async () => {
    await fresh();
    const file = (id: string, role: DocumentFileRole | null): DocumentFileRef => ({
      id,
      fileName: `${id}.pdf`,
      size: 1,
      type: 'application/pdf',
      uploadedAt: '2026-02-01T00:00:00.000Z',
      role,
      issueDate: null,
    });
    const all = await updateSection('documents', (d) => {
      const next = { ...d };
      for (const slot of Object.keys(next) as Array<keyof typeof next>)
        next[slot] = { files: [file(`${slot}-1`, null)] };
      next.marriageCertificate = { files: [file('m1', 'korean-certificate')] };
      next.healthCertificate = { files: [file('h1', 'applicant')] };
      return next as never;
    });
    expect(missingParts(all)).toEqual([{ kind: 'missing', part: 'sponsor' }]);
    const withSponsor = await updateSection('documents', (d) => ({
      ...d,
      healthCertificate: { files: [...d.healthCertificate.files, file('h2', 'sponsor') as never] },
    }));
    expect(missingParts(withSponsor)).toEqual([]);
    // A foreign certificate asks for its apostille and translation too.
    const foreign = await updateSection('documents', (d) => ({
      ...d,
      marriageCertificate: { files: [...d.marriageCertificate.files, file('m2', 'foreign-certificate') as never] },
    }));
    expect(missingParts(foreign).map((p) => p.kind === 'missing' && p.part)).toEqual(['apostille', 'translation']);
  });
});

describe('documents as several files: backups from store version 3', () => {
  it('migrates each slot’s single file into the files list and stamps version 5', () => {
    const snapshot = parseBackup(
      JSON.stringify({
        format: BACKUP_FORMAT,
        storeVersion: 3,
        exportedAt: '2026-02-04T00:00:00.000Z',
        sections: {
          documents: {
            passport: legacyPassport,
            healthCertificate: legacyHealth,
            spouseIdCard: null,
            bogus: legacyHealth,
          },
        },
        formProgress: [],
        taskProgress: [],
        extractedDocuments: [],
      }),
    );
    expect(snapshot.storeVersion).toBe(CURRENT_STORE_VERSION);
    const docs = snapshot.sections.documents!;
    expect(docs.passport).toEqual({
      files: [expect.objectContaining({ id: 'passport-legacy-0', fileName: 'passport.jpg', role: null })],
      extractedId: 'passport',
    });
    expect(docs.healthCertificate.files[0]).toMatchObject({
      fileName: 'health.png',
      role: 'applicant',
      issueDate: null,
    });
    expect(docs.spouseIdCard).toEqual({ files: [] });
    expect(Object.keys(docs)).not.toContain('bogus');
  });

  it('keeps a version 5 backup as it is (order, roles, issue dates), dropping only malformed files', () => {
    const files = [
      {
        id: 'm2',
        fileName: 'translation.pdf',
        size: 5,
        type: 'application/pdf',
        uploadedAt: '2026-02-02T00:00:00.000Z',
        role: 'translation',
        issueDate: null,
      },
      {
        id: 'm1',
        fileName: 'kr.pdf',
        size: 5,
        type: 'application/pdf',
        uploadedAt: '2026-02-01T00:00:00.000Z',
        role: 'korean-certificate',
        issueDate: '2026-01-20',
      },
      { nonsense: true },
    ];
    const snapshot = parseBackup(
      JSON.stringify({
        format: BACKUP_FORMAT,
        storeVersion: 5,
        exportedAt: '2026-02-04T00:00:00.000Z',
        sections: { documents: { marriageCertificate: { files } } },
        formProgress: [],
        taskProgress: [],
        extractedDocuments: [],
      }),
    );
    expect(snapshot.sections.documents!.marriageCertificate.files.map((f) => [f.id, f.role, f.issueDate])).toEqual([
      ['m2', 'translation', null],
      ['m1', 'korean-certificate', '2026-01-20'],
    ]);
  });
});
