// @vitest-environment node
// Node: its Blob survives fake-indexeddb's structured clone (jsdom's does not), as a browser's does.
import Dexie from 'dexie';
import { strToU8, zipSync, unzipSync, strFromU8 } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/data';
import { readStatusData } from '@/data/application-status';
import { DB_NAME } from '@/data/db';
import { CHAT_EXPORT_SLOT, readEvidenceSources } from '@/data/evidence';
import { saveFormProgress } from '@/data/forms';
import { CURRENT_STORE_VERSION } from '@/data/migrations';
import { updateSection } from '@/data/sections';
import { BackupError, combineWithSnapshot, exportBackup, parseBackup, takeSnapshot } from '@/data/snapshot';
import { MAX_IMPORTED_ANSWER_CHARS } from '@/lib/text-limits';
import { buildTransfer, parseTransfer, TRANSFER_VERSION } from '@/data/transfer';
import { backupLacks, readTransferContents } from '@/data/transfer-contents';
import { addDocumentFile } from '@/features/documents/repo';
import { importChatExport } from '@/features/guides/repo';

async function fresh() {
  db.close();
  await Dexie.delete(DB_NAME);
  await db.open();
}

/** Bytes that read as a PNG (the sniff looks at the first ones), with a body that differs per call. */
const pngBytes = (seed: number, length = 5000) => {
  const bytes = new Uint8Array(length);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  for (let i = 8; i < length; i++) bytes[i] = (i * 31 + seed) & 0xff;
  return bytes;
};

const chat = [
  '[1/14/23, 8:02:11 PM] Anna: It was so good to meet you',
  '[1/14/23, 8:05:40 PM] Minjun: Same here!',
  'See you next week',
].join('\n');

async function fillDevice() {
  await updateSection('eligibility', (e) => ({ ...e, fullName: 'Anna Lee', nationality: 'US' }));
  await updateSection('sponsorStatement', (st) => ({ ...st, extractedInfo: { how_met: 'We met in Seattle.' } }));
  await saveFormProgress('invitation-letter', (p) => ({
    ...p,
    formData: { 'il.family': [{ name: '김철수' }] },
    answeredQuestions: 1,
    status: 'in-progress',
  }));
  const passport = await addDocumentFile('passport', new File([pngBytes(1)], 'passport.png', { type: 'image/png' }));
  const lease = await addDocumentFile(
    'housingDocuments',
    new File([pngBytes(2, 9000)], 'lease.png', { type: 'image/png' }),
  );
  const thread = await importChatExport(new File([chat], 'WhatsApp Chat with Minjun.txt', { type: 'text/plain' }));
  await updateSection('evidence', (e) => ({ ...e, selectedMessageIds: [thread.messages[1].id] }));
  return { passport, lease, thread };
}

const bytesOf = async (id: string) => new Uint8Array(await (await db.files.get(id))!.blob.arrayBuffer());
// The statuses are read on a fixed day; the files are made, and so read, on the real one (their exportedAt is the clock's).
const now = new Date('2026-11-26T12:00:00.000Z');

describe('the transfer file', () => {
  beforeEach(fresh);

  it('carries answers, files and chat exports: imported on another device, the bytes, the chat and the statuses agree', async () => {
    const { passport, lease, thread } = await fillDevice();
    const before = { status: (await readStatusData(now)).status, snapshot: await takeSnapshot() };
    const passportBytes = await bytesOf(passport.id);
    const contents = await readTransferContents();
    expect(contents).toMatchObject({ files: 2, chats: 1 });

    const zip = await buildTransfer();
    // The estimate shown before export is close to the real size (photos are stored as they are).
    expect(Math.abs(zip.length - contents.bytes) / zip.length).toBeLessThan(0.25);

    await fresh();
    const transfer = parseTransfer(zip, Date.now());
    await combineWithSnapshot(transfer.snapshot, transfer.files);

    expect(await bytesOf(passport.id)).toEqual(passportBytes);
    expect((await bytesOf(lease.id)).length).toBe(9000);
    const stored = await db.files.get(thread.id);
    expect(stored).toMatchObject({ slot: CHAT_EXPORT_SLOT, localOnly: true, uploadedPath: null });
    expect((await db.files.get(passport.id))?.uploadedPath).toBeNull();
    const { threads } = await readEvidenceSources();
    expect(threads.map((t) => t.messages.map((m) => m.text))).toEqual([thread.messages.map((m) => m.text)]);

    const after = { status: (await readStatusData(now)).status, snapshot: await takeSnapshot() };
    expect(after.status).toEqual(before.status);
    expect(after.snapshot.sections).toEqual(before.snapshot.sections);
    expect(after.snapshot.formProgress).toEqual(before.snapshot.formProgress);
    // The new files are queued for this device's account, like any upload.
    expect((await db.outbox.toArray()).filter((r) => r.doc === 'uploads').map((r) => r.key)).toEqual(
      expect.arrayContaining([passport.id, lease.id]),
    );
  });

  it('a plain backup says what it lacks, and those files do not count as done', async () => {
    const { passport, thread } = await fillDevice();
    const text = await exportBackup();
    const ready = (await readStatusData(now)).status;
    await fresh();
    const snapshot = parseBackup(text, Date.now());
    expect(await backupLacks(snapshot)).toEqual({ files: 2, chat: true });
    await combineWithSnapshot(snapshot);
    expect(await db.files.get(passport.id)).toBeUndefined();
    expect(await db.files.get(thread.id)).toBeUndefined();
    expect((await readStatusData(now)).status).not.toEqual(ready);
  });

  const refusal = (bytes: Uint8Array) => {
    try {
      parseTransfer(bytes, Date.now());
    } catch (error) {
      return error instanceof BackupError ? [error.code, error.part] : error;
    }
    return 'accepted';
  };

  it('refuses what is not a transfer file, a damaged one, a newer one, and files that are not what they say', async () => {
    await fillDevice();
    const zip = await buildTransfer();
    const entries = unzipSync(zip);
    const manifest = JSON.parse(strFromU8(entries['transfer.json']));
    const rezip = (changes: Record<string, Uint8Array>) => zipSync({ ...entries, ...changes });

    expect(refusal(strToU8('{"format":"f6-visa-prep-backup"}'))).toEqual(['not-zip', undefined]);
    expect(refusal(zip.slice(0, Math.floor(zip.length / 2)))).toEqual(['damaged-zip', undefined]);
    expect(refusal(zipSync({ 'notes.txt': strToU8('hello') }))).toEqual(['not-backup', undefined]);
    const newer = { ...manifest, version: TRANSFER_VERSION + 1 };
    expect(refusal(rezip({ 'transfer.json': strToU8(JSON.stringify(newer)) }))).toEqual(['newer-version', undefined]);
    const snapshot = JSON.parse(strFromU8(entries['backup.json']));
    const newerStore = { ...snapshot, storeVersion: CURRENT_STORE_VERSION + 1 };
    expect(refusal(rezip({ 'backup.json': strToU8(JSON.stringify(newerStore)) }))).toEqual([
      'newer-version',
      undefined,
    ]);
    // A photo whose bytes are not an image, and a "chat" that is not one.
    const photo = manifest.files.find((f: { slot: string }) => f.slot === 'passport').entry;
    expect(refusal(rezip({ [photo]: strToU8('<html>'.padEnd(5000)) }))).toEqual(['invalid', 'files']);
    const chatEntry = manifest.files.find((f: { slot: string }) => f.slot === CHAT_EXPORT_SLOT).entry;
    const notChat = strToU8('x'.repeat(entries[chatEntry].length));
    expect(refusal(rezip({ [chatEntry]: notChat }))).toEqual(['invalid', 'files']);
    // A zip that says it unpacks to 4 GB (a zip bomb) is refused before anything is unpacked.
    const bomb = zip.slice();
    const view = new DataView(bomb.buffer);
    for (let i = bomb.length - 4; i >= 0; i--)
      if (view.getUint32(i, true) === 0x02014b50) {
        view.setUint32(i + 24, 0xfffffff0, true);
        break;
      }
    expect(refusal(bomb)).toEqual(['too-large', undefined]);
    // A file cut short inside an intact zip.
    expect(refusal(rezip({ [photo]: entries[photo].slice(0, 100) }))).toEqual(['invalid', 'files']);
    // An answer far over the limit (10 MB) is refused, not written.
    const huge = {
      ...snapshot,
      formProgress: snapshot.formProgress.map((f: { formData: object }) => ({
        ...f,
        formData: { ...f.formData, 'il.note': 'x'.repeat(10 * 1024 * 1024) },
      })),
    };
    expect(refusal(rezip({ 'backup.json': strToU8(JSON.stringify(huge)) }))).toEqual(['invalid', 'tooLong']);
    // Nothing was written by any of these.
    expect(await db.formProgress.get('invitation-letter')).toMatchObject({ answeredQuestions: 1 });
  });

  it('a backup with an answer over the limit is refused with the reason', () => {
    const file = {
      format: 'f6-visa-prep-backup',
      storeVersion: CURRENT_STORE_VERSION,
      exportedAt: '2026-01-01T00:00:00.000Z',
      sections: {},
      formProgress: [
        {
          formId: 'invitation-letter',
          totalQuestions: 10,
          answeredQuestions: 1,
          lastUpdated: '2026-01-01T00:00:00.000Z',
          status: 'in-progress',
          currentQuestionIndex: 0,
          formData: { 'il.note': 'x'.repeat(MAX_IMPORTED_ANSWER_CHARS + 1) },
        },
      ],
      taskProgress: [],
      extractedDocuments: [],
      people: { applicant: {}, sponsor: {} },
    };
    expect(() => parseBackup(JSON.stringify(file), Date.now())).toThrow(new BackupError('invalid', 'tooLong'));
    file.formProgress[0].formData['il.note'] = 'x'.repeat(MAX_IMPORTED_ANSWER_CHARS);
    expect(parseBackup(JSON.stringify(file), Date.now()).formProgress[0].formData['il.note']).toHaveLength(
      MAX_IMPORTED_ANSWER_CHARS,
    );
  });
});
