import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/data';
import { readGlobalProgress } from '@/data/forms';
import { readSection } from '@/data/sections';
import { journalNamespaces, journalWrite } from '@/lib/save-journal';
import { replayJournals } from '@/app/replay-journals';

const journalKeys = () => Object.keys(localStorage).filter((k) => k.startsWith('f6-unsaved:'));

beforeEach(async () => {
  localStorage.clear();
  await db.delete();
  await db.open();
});

describe('the keystroke journal at start-up', () => {
  it('saves every journaled value into the database, whatever page opens, and empties web storage', async () => {
    // What closed pages left: a form answer, statement text, an autosave guide change, an unknown queue.
    journalWrite('form:invitation-letter', 'il.q-test', { v: 'typed before the tab closed' });
    journalWrite('statement:sponsor', 'content', { type: 'content', text: 'Our story, last words kept' });
    journalWrite('guide:health', 'changes', [{ pregnancy: true }]);
    journalWrite('from-a-newer-app', 'x', 'y');
    expect(journalKeys()).toHaveLength(4);
    expect(journalNamespaces().sort()).toEqual(
      ['form:invitation-letter', 'from-a-newer-app', 'guide:health', 'statement:sponsor'].sort(),
    );

    expect(await replayJournals()).toBe(4);

    expect(journalKeys()).toEqual([]);
    expect((await readGlobalProgress()).invitationLetter.formData['il.q-test']).toEqual({
      v: 'typed before the tab closed',
    });
    expect((await readSection('sponsorStatement')).content).toBe('Our story, last words kept');
    expect((await readSection('health')).pregnancy).toBe(true);
    // Saved like any edit: queued for sync.
    expect(await db.outbox.count()).toBeGreaterThan(0);
  });

  it('keeps a value it could not save (never lost), for the page to try again', async () => {
    journalWrite('form:invitation-letter', 'il.q-test', { v: 'kept' });
    db.close();
    const realOpen = db.open;
    db.open = (() => Promise.reject(new Error('storage unavailable'))) as never;
    try {
      await replayJournals();
    } finally {
      db.open = realOpen;
    }
    expect(journalKeys()).toHaveLength(1);
  });
});
