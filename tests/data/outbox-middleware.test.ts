import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/data';
import { syncedTables, quietTransaction } from '@/data/outbox-middleware';
import { writeTransaction } from '@/data/write';
import { applyRemoteRecords } from '@/data/remote';
import { clearLocalApplication } from '@/data/reset';
import { emptyStatement } from '@/domain/application';

const now = () => new Date().toISOString();

/** One valid record per synced table. */
const samples: Record<string, () => unknown> = {
  formProgress: () => ({
    formId: 'invitation-letter',
    totalQuestions: 1,
    answeredQuestions: 0,
    lastUpdated: now(),
    status: 'not-started',
    currentQuestionIndex: 0,
    formData: {},
  }),
  sections: () => ({ key: 'sponsorStatement', value: emptyStatement(), updatedAt: now() }),
  taskProgress: () => ({ taskId: 't1', progress: 0, status: 'not-started', lastUpdated: now() }),
  people: () => ({ role: 'applicant' }),
  extractedDocuments: () => ({
    id: 'passport',
    extractionResult: { documentType: 'other', data: {} },
    uploadedAt: now(),
    fileName: 'p.jpg',
    fileUrl: null,
    updatedAt: now(),
  }),
  files: () => ({
    id: 'f1',
    slot: 'passport',
    name: 'p.jpg',
    type: 'image/jpeg',
    size: 3,
    blob: new Blob(['abc']),
    addedAt: now(),
  }),
};

beforeEach(async () => {
  await db.delete();
  await db.open();
});

describe('the data layer records the outbox row itself', () => {
  it('knows every table that syncs, and only those', () => {
    // A new table that syncs must be added to syncedTables (and here): this fails until it is.
    const tables = db.tables.map((t) => t.name).sort();
    expect(tables).toEqual(
      [
        'extractedDocuments',
        'files',
        'formProgress',
        'meta',
        'outbox',
        'people',
        // Local to the device by design (interview rehearsal answers are never synced).
        'rehearsal',
        'revisions',
        'sections',
        'taskProgress',
      ].sort(),
    );
    expect(Object.keys(syncedTables).sort()).toEqual(Object.keys(samples).sort());
  });

  for (const [name, doc] of Object.entries(syncedTables)) {
    it(`${name}: put, update and delete each queue ${doc} in the same transaction, without any mark`, async () => {
      const table = db.table(name);
      await writeTransaction([table], async () => {
        await table.put(samples[name]());
      });
      expect((await db.outbox.toArray()).map((r) => r.doc)).toEqual([doc]);
      const key = table.schema.primKey.keyPath as string;
      const id = (samples[name]() as Record<string, unknown>)[key];
      await writeTransaction([table], async () => {
        await table.update(id as never, { touched: true } as never);
      });
      await writeTransaction([table], async () => {
        await table.delete(id as never);
      });
      expect(await db.outbox.where('doc').equals(doc).count()).toBe(3);
    });

    it(`${name}: a change in a transaction without the outbox fails and changes nothing`, async () => {
      const table = db.table(name);
      await expect(table.put(samples[name]())).rejects.toThrow();
      expect(await table.count()).toBe(0);
      expect(await db.outbox.count()).toBe(0);
    });

    it(`${name}: a change rolled back leaves no row`, async () => {
      const table = db.table(name);
      await expect(
        writeTransaction([table], async () => {
          await table.put(samples[name]());
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      expect(await db.outbox.count()).toBe(0);
    });
  }

  it('changes from the cloud, and a reset, queue nothing', async () => {
    await applyRemoteRecords({
      sections: [{ key: 'timeline', value: { targetDate: '2027-01-01' }, updatedAt: now() }],
      people: { applicant: { role: 'applicant', email: { value: 'a@b.c', updatedAt: now() } } },
    });
    expect(await db.outbox.count()).toBe(0);
    await db.transaction('rw', db.sections, async () => {
      quietTransaction();
      await db.sections.put({ key: 'timeline', value: { targetDate: '2027-01-02' }, updatedAt: now() } as never);
    });
    expect(await db.outbox.count()).toBe(0);
    await writeTransaction([db.sections], async () => {
      await db.sections.put({ key: 'timeline', value: { targetDate: '2027-01-03' }, updatedAt: now() } as never);
    });
    expect(await db.outbox.count()).toBe(1);
    await clearLocalApplication();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.sections.count()).toBe(0);
  });
});
