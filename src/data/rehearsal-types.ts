import type { Spouse } from '@/domain/rehearsal/catalog';

/**
 * One spouse's interview rehearsal, kept on this device only: the answers are private
 * practice, not part of the application, so they are never synced, backed up or printed.
 */
export type RehearsalRound = {
  spouse: Spouse;
  /** The language the questions are asked in: Korean for the Korean spouse; the applicant chooses. */
  language: 'en' | 'ko';
  /** Typed answers by question id. */
  answers: Record<string, string>;
  /** The question on screen, so a round resumes where it was left. */
  position: number;
  startedAt: string;
  /** Set when the round is over: only then are the forms' answers and the other spouse's shown. */
  finishedAt: string | null;
  updatedAt: string;
};
