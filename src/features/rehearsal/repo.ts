import { readFormProgress } from '@/data/forms';
import { readPeople } from '@/data/people';
import {
  deleteRound,
  finishRound,
  readRounds,
  saveRoundAnswer,
  startRound,
  type RehearsalRound,
} from '@/data/rehearsal';
import { readSection } from '@/data/sections';
import type { Spouse } from '@/domain/rehearsal/catalog';
import type { RehearsalInput } from '@/domain/rehearsal/questions';

export { deleteRound, finishRound, saveRoundAnswer, startRound, type RehearsalRound };

export type RehearsalState = {
  rounds: Partial<Record<Spouse, RehearsalRound>>;
  /** What the couple wrote: the forms' effective answers, the two statements, the people records. */
  input: RehearsalInput;
};

export async function readRehearsal(): Promise<RehearsalState> {
  const [rounds, guarantee, invitation, statement, personal, sponsor, people] = await Promise.all([
    readRounds(),
    readFormProgress('personal-guarantee'),
    readFormProgress('invitation-letter'),
    readFormProgress('spouse-information'),
    readSection('personalStatement'),
    readSection('sponsorStatement'),
    readPeople(),
  ]);
  return {
    rounds,
    input: {
      answers: {
        'personal-guarantee': guarantee.answers,
        'invitation-letter': invitation.answers,
        'spouse-information': statement.answers,
      },
      statements: { personal, sponsor },
      people,
    },
  };
}
