/**
 * Sync truth: two devices merge a form question by question; the "replaced" notice
 * appears only when an answer of this device is not in the result and names those questions;
 * restoring puts back only this device's lost answers. The local database is fake-indexeddb; the
 * other device is the copy it pushed to the cloud, written as the app writes it (answeredAt).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/data';

import { readGlobalProgress, saveFormProgress } from '@/data/forms';
import { restoreRevision } from '@/data/remote';
import type { FormProgress, GlobalProgress } from '@/domain/progress';
import { emptyFormProgress } from '@/domain/progress';
import { mergeFormProgress, lostAnswers } from '@/domain/progress-merge';
import type { CloudData } from '@/sync/cloud/api';
import { freshDatabase, later, syncedOnce, UID } from './memory-cloud';
import type { Replaced, ReplacedForm } from '@/sync/engine';
import { replacedQuestionNames } from '@/sync/replaced';
import type { FormRevision } from '@/data/db';

const MEET = 'il.first-meeting';
const INTRO = 'il.introduced';

/** The other device edits one question of the invitation letter at `at` and pushes its copy. */
function otherDeviceEdits(docs: Map<string, CloudData>, answers: Record<string, unknown>, at: string) {
  const doc = docs.get(`userProgress/${UID}`)!;
  const global = doc.globalProgress as GlobalProgress;
  const f = global.invitationLetter;
  global.invitationLetter = {
    ...f,
    formData: { ...f.formData, ...answers },
    answeredAt: { ...f.answeredAt, ...Object.fromEntries(Object.keys(answers).map((id) => [id, at])) },
    // As saveFormProgress writes it: each edit remembers the stamp of the answer it replaced there.
    replacedAt: {
      ...f.replacedAt,
      ...Object.fromEntries(Object.keys(answers).flatMap((id) => (f.answeredAt?.[id] ? [[id, f.answeredAt[id]]] : []))),
    },
    lastUpdated: at,
  };
  global.lastUpdated = at;
}

const answer = (answers: Record<string, unknown>) =>
  saveFormProgress('invitation-letter', (p) => ({ ...p, formData: { ...p.formData, ...answers } }));

describe('per question merge across two devices', () => {
  let replaced: Replaced[][];
  beforeEach(async () => {
    await freshDatabase();
    replaced = [];
  });

  const bothHaveTheSameCopy = () =>
    syncedOnce(() => answer({ [MEET]: { place: 'Seoul' }, [INTRO]: { introduced: 'no' } }), replaced);

  it('different questions edited on both devices: both answers kept on both sides, no notice', async () => {
    const { mem, engine } = await bothHaveTheSameCopy();
    // Offline, the other device changes "introduced" (just after the copy both had); this device changes "first meeting" later.
    const justAfter = new Date(Date.parse(mem.progress().lastUpdated) + 1).toISOString();
    otherDeviceEdits(mem.docs, { [INTRO]: { introduced: 'yes' } }, justAfter);
    await answer({ [MEET]: { place: 'Busan' } });
    await engine.pull(UID);
    expect((await readGlobalProgress()).invitationLetter.formData).toEqual({
      [MEET]: { place: 'Busan' },
      [INTRO]: { introduced: 'yes' },
    });
    engine.start(UID);
    expect(await engine.flush()).toBe(true);
    engine.stop();
    expect(mem.progress().invitationLetter.formData).toEqual({
      [MEET]: { place: 'Busan' },
      [INTRO]: { introduced: 'yes' },
    });
    expect(replaced).toEqual([]);
    expect(await db.revisions.count()).toBe(0);
  });

  it('the other order too: this device edits first, the other device later, on another question', async () => {
    const { mem, engine } = await bothHaveTheSameCopy();
    await answer({ [MEET]: { place: 'Busan' } });
    otherDeviceEdits(mem.docs, { [INTRO]: { introduced: 'yes' } }, later(60_000));
    engine.start(UID);
    expect(await engine.flush()).toBe(true);
    engine.stop();
    expect((await readGlobalProgress()).invitationLetter.formData).toEqual({
      [MEET]: { place: 'Busan' },
      [INTRO]: { introduced: 'yes' },
    });
    expect(mem.progress().invitationLetter.formData).toEqual({
      [MEET]: { place: 'Busan' },
      [INTRO]: { introduced: 'yes' },
    });
    expect(replaced).toEqual([]);
  });

  it('the same question edited on both, the other device later: a notice naming that question only, in English and Korean', async () => {
    const { mem, engine } = await bothHaveTheSameCopy();
    await answer({ [MEET]: { place: 'Busan' } });
    otherDeviceEdits(mem.docs, { [MEET]: { place: 'Jeju' }, [INTRO]: { introduced: 'yes' } }, later(60_000));
    engine.start(UID);
    expect(await engine.flush()).toBe(true);
    engine.stop();
    expect(replaced).toHaveLength(1);
    expect(replaced[0].map((r) => (r as ReplacedForm).questions)).toEqual([[MEET]]);
    expect(await replacedQuestionNames(replaced[0], 'en')).toEqual(['When and where did you first meet your spouse?']);
    expect(await replacedQuestionNames(replaced[0], 'ko')).toEqual(['배우자를 언제, 어디에서 처음 만났습니까?']);
    const [revision] = (await db.revisions.toArray()) as FormRevision[];
    expect(revision.questions).toEqual([MEET]);
  });

  it("Restore puts back only this device's lost answer, as a new edit, and keeps the other device's other answers", async () => {
    const { mem, engine } = await bothHaveTheSameCopy();
    await answer({ [MEET]: { place: 'Busan' } });
    // The other device changed both questions later: "first meeting" conflicts, "introduced" does not.
    otherDeviceEdits(mem.docs, { [MEET]: { place: 'Jeju' }, [INTRO]: { introduced: 'yes' } }, later(60_000));
    await engine.pull(UID);
    const [revision] = (await db.revisions.toArray()) as FormRevision[];
    // The revision still holds the older "introduced: no" of this device; it must not come back.
    expect(revision.progress.formData[INTRO]).toEqual({ introduced: 'no' });
    await restoreRevision(revision.id!);
    const here = (await readGlobalProgress()).invitationLetter;
    expect(here.formData).toEqual({ [MEET]: { place: 'Busan' }, [INTRO]: { introduced: 'yes' } });
    // As a new edit: it wins the next merge against the other device's copy.
    engine.start(UID);
    expect(await engine.flush()).toBe(true);
    engine.stop();
    expect(mem.progress().invitationLetter.formData).toEqual({
      [MEET]: { place: 'Busan' },
      [INTRO]: { introduced: 'yes' },
    });
    expect(replaced).toHaveLength(1);
  });
});

describe('mergeFormProgress', () => {
  const base = (
    data: Record<string, unknown>,
    at: Record<string, string> | undefined,
    lastUpdated: string,
  ): FormProgress => ({
    ...emptyFormProgress('invitation-letter', lastUpdated),
    formData: data,
    ...(at ? { answeredAt: at } : {}),
  });

  it('gives the same answers whichever side is local (both devices converge)', () => {
    const a = base(
      { x: 1, y: 'a' },
      { x: '2026-01-01T00:00:00.000Z', y: '2026-01-03T00:00:00.000Z' },
      '2026-01-03T00:00:00.000Z',
    );
    const b = base(
      { x: 2, y: 'b', z: true },
      { x: '2026-01-02T00:00:00.000Z', y: '2026-01-03T00:00:00.000Z', z: '2026-01-01T00:00:00.000Z' },
      '2026-01-03T00:00:00.000Z',
    );
    expect(mergeFormProgress(a, b).formData).toEqual(mergeFormProgress(b, a).formData);
    expect(mergeFormProgress(a, b).formData).toMatchObject({ x: 2, z: true });
  });

  it('a removal newer than the other answer stays removed', () => {
    const removed = base({}, { x: '2026-01-05T00:00:00.000Z' }, '2026-01-05T00:00:00.000Z');
    const old = base({ x: 'old' }, { x: '2026-01-01T00:00:00.000Z' }, '2026-01-01T00:00:00.000Z');
    expect(mergeFormProgress(old, removed).formData).toEqual({});
    expect(lostAnswers(old, mergeFormProgress(old, removed))).toEqual(['x']);
  });

  it('records without stamps count every answer as edited at their lastUpdated', () => {
    const legacy = base({ x: 'legacy', y: 'legacy' }, undefined, '2026-01-02T00:00:00.000Z');
    const stamped = base({ x: 'new' }, { x: '2026-01-03T00:00:00.000Z' }, '2026-01-03T00:00:00.000Z');
    expect(mergeFormProgress(legacy, stamped).formData).toEqual({ x: 'new', y: 'legacy' });
  });

  it('returns the local copy itself when nothing came from the other side', () => {
    const local = base({ x: 1 }, { x: '2026-01-03T00:00:00.000Z' }, '2026-01-03T00:00:00.000Z');
    const older = base({ x: 0 }, { x: '2026-01-01T00:00:00.000Z' }, '2026-01-01T00:00:00.000Z');
    expect(mergeFormProgress(local, older)).toBe(local);
    expect(mergeFormProgress(older, local)).toBe(local);
  });
});
