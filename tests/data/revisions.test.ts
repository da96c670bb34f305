import Dexie from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { DB_NAME } from '@/data/db';
import { db } from '@/data';
import { readGlobalProgress, saveFormProgress } from '@/data/forms';
import { restoreRevision } from '@/data/remote';

describe('restoring a replaced copy', () => {
  beforeEach(async () => {
    db.close();
    await Dexie.delete(DB_NAME);
    await db.open();
  });

  it("brings this device's answers back and never removes the other device's newer ones", async () => {
    // What the other device's newer copy left here: its answer to a, and d that only it has.
    await saveFormProgress('invitation-letter', (p) => ({
      ...p,
      formData: { a: { v: 'theirs' }, d: { v: 'theirs only' } },
      answeredQuestions: 2,
      status: 'in-progress',
    }));
    const current = (await readGlobalProgress()).invitationLetter;
    const mine = {
      ...current,
      formData: { a: { v: 'mine' }, c: { v: 'only here' } },
      lastUpdated: '2026-01-01T00:00:00.000Z',
    };
    const id = await db.revisions.add({
      formId: 'invitation-letter',
      progress: mine,
      reason: 'conflict',
      at: '2026-01-02T00:00:00.000Z',
      seenAt: null,
    });
    await restoreRevision(id);
    const after = (await readGlobalProgress()).invitationLetter;
    expect(after.formData).toEqual({ a: { v: 'mine' }, c: { v: 'only here' }, d: { v: 'theirs only' } });
    expect(after.lastUpdated > current.lastUpdated).toBe(true);
    // The copy it replaced is kept too, and the change is queued for the cloud.
    expect(
      (await db.revisions.toArray()).some(
        (r) => r.reason === 'restore' && (r.progress.formData as Record<string, unknown>).d,
      ),
    ).toBe(true);
    expect((await db.outbox.toArray()).some((r) => r.doc === 'userProgress')).toBe(true);
  });
});
