// @vitest-environment node
// Node: its Blob survives fake-indexeddb's structured clone (jsdom's does not), as a browser's does.
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { db } from '@/data';
import { DB_NAME } from '@/data/db';
import { CHAT_EXPORT_SLOT, readEvidenceAppendix } from '@/data/evidence';
import { updateSection } from '@/data/sections';
import { seed } from '../seed';

afterEach(async () => {
  db.close();
  await Dexie.delete(DB_NAME);
  await db.open();
});

const chat = [
  '[12/31/23, 9:41:05 PM] Anna: Call me on 010-1234-5678',
  '[1/2/24, 8:03:00 AM] Minjun: OK',
  'see you',
].join('\n');

describe('the evidence appendix read from the device', () => {
  it('joins the chosen photos and messages from the stored files, redacted when on', async () => {
    await seed(() =>
      db.files.put({
        id: 'chat1',
        slot: CHAT_EXPORT_SLOT,
        name: 'WhatsApp Chat with Minjun.txt',
        type: 'text/plain',
        size: chat.length,
        blob: new Blob([chat], { type: 'text/plain' }),
        addedAt: '2026-01-01T00:00:00.000Z',
        localOnly: true,
      }),
    );
    const photo = {
      id: 'p1',
      fileName: 'wedding.jpg',
      size: 1,
      type: 'image/jpeg',
      uploadedAt: '2026-01-01T00:00:00.000Z',
      role: null,
      issueDate: null,
    };
    await updateSection('documents', (d) => ({ ...d, proofOfRelationship: { files: [photo] } }));
    await updateSection('evidence', (e) => ({
      ...e,
      inputs: { ...e.inputs, redactionEnabled: true },
      selectedPhotoIds: ['p1'],
      selectedThreadId: 'chat1',
      selectedMessageIds: ['chat1-0', 'chat1-1'],
    }));
    // A photo whose file is only on another device is never chosen here (D25).
    expect((await readEvidenceAppendix()).photos).toEqual([]);
    await seed(() =>
      db.files.put({
        id: 'p1',
        slot: 'proofOfRelationship',
        name: 'wedding.jpg',
        type: 'image/jpeg',
        size: 1,
        blob: new Blob(['x'], { type: 'image/jpeg' }),
        addedAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    const appendix = await readEvidenceAppendix();
    expect(appendix.photos).toEqual([{ id: 'p1', fileName: 'wedding.jpg', type: 'image/jpeg' }]);
    expect(appendix.chat?.title).toBe('Minjun');
    expect(appendix.chat?.messages.map((m) => [m.at, m.sender, m.text])).toEqual([
      ['2023-12-31T21:41', 'Anna', 'Call me on •••-••••-••••'],
      ['2024-01-02T08:03', 'Minjun', 'OK\nsee you'],
    ]);
    expect(appendix.strength.reasons.texts).toMatchObject({ kind: 'messages', count: 2, bothSpouses: true });
  });
});
