/**
 * The rehearsal rounds: plain writes to a local-only table, deliberately outside
 * writeTransaction, so no outbox row is ever written for them and sync never sees them.
 */
import type { Spouse } from '@/domain/rehearsal/catalog';
import { db } from './index';
import type { RehearsalRound } from './rehearsal-types';

export type { RehearsalRound };

export async function readRounds(): Promise<Partial<Record<Spouse, RehearsalRound>>> {
  const rounds = await db.rehearsal.toArray();
  return Object.fromEntries(rounds.map((r) => [r.spouse, r]));
}

/** A new round for `spouse` (any earlier round of theirs is replaced). */
export async function startRound(spouse: Spouse, language: 'en' | 'ko'): Promise<void> {
  const now = new Date().toISOString();
  await db.rehearsal.put({
    spouse,
    language,
    answers: {},
    position: 0,
    startedAt: now,
    finishedAt: null,
    updatedAt: now,
  });
}

/** Saves one answer and the position, unless the round is over (a finished round's answers stand). */
export async function saveRoundAnswer(spouse: Spouse, questionId: string, text: string, position: number) {
  await db.transaction('rw', db.rehearsal, async () => {
    const round = await db.rehearsal.get(spouse);
    if (!round || round.finishedAt) return;
    await db.rehearsal.put({
      ...round,
      answers: { ...round.answers, [questionId]: text },
      position,
      updatedAt: new Date().toISOString(),
    });
  });
}

export async function finishRound(spouse: Spouse): Promise<void> {
  const now = new Date().toISOString();
  await db.rehearsal.update(spouse, { finishedAt: now, updatedAt: now });
}

/** Deletes a spouse's rehearsal from this device. */
export async function deleteRound(spouse: Spouse): Promise<void> {
  await db.rehearsal.delete(spouse);
}
