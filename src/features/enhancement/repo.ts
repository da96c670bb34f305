import { resolveEligibility } from '@/domain/eligibility/people';
import { readPeople, saveFacts } from '@/data/people';
import { factValue, scripts, type Script } from '@/domain/people';
import { readSection, updateSection } from '@/data/sections';
import type { Statement, StatementTopic } from '@/domain/application';
import type { Locale } from '@/domain/common';
import {
  applyAnswer,
  applyComposition,
  applyContent,
  applyFinal,
  applyKeepComposition,
  statementSectionKey,
  type StatementKind,
} from '@/domain/statements';
import { applyWording } from '@/domain/statement-wording';
import { createSaveQueue } from '@/lib/save-queue';
import { logger } from '@/lib/logger';

export const readStatement = (kind: StatementKind): Promise<Statement> => readSection(statementSectionKey[kind]);

const update = (kind: StatementKind, fn: (current: Statement) => Statement) =>
  updateSection(statementSectionKey[kind], fn);

/** One topic's answer, with the Q&A log, count and suggestions, in one transaction. */
export const saveTopicAnswer = (kind: StatementKind, topic: StatementTopic, text: string, questionLocale: Locale) =>
  update(kind, (s) => applyAnswer(s, kind, topic, text, new Date().toISOString(), questionLocale));

export const saveContent = (kind: StatementKind, content: string) => update(kind, (s) => applyContent(s, content));

/** The user's wording, in the statement's language, of an answer written in the other one. */
export const saveWording = (kind: StatementKind, language: Locale, topic: StatementTopic, text: string) =>
  update(kind, (s) => applyWording(s, language, topic, text));

export const saveStatementLanguage = (kind: StatementKind, language: Locale) =>
  update(kind, (s) => ({ ...s, language }));

/** Keeps the composed text as it is after answers changed (the stale notice's "keep as is"). */
export const keepComposition = (kind: StatementKind) => update(kind, applyKeepComposition);

export const markFinal = (kind: StatementKind, final: boolean) =>
  update(kind, (s) => applyFinal(s, final, new Date().toISOString()));

/**
 * Composes the statement from the stored answers in `language`, signed with the writer's name
 * where the eligibility check or the documents already know it.
 */
export async function composeStatementFor(kind: StatementKind, language: Locale): Promise<Statement> {
  const [stored, autoFill, people] = await Promise.all([
    readSection('eligibility'),
    readSection('autoFill'),
    readPeople(),
  ]);
  // The names as the people records hold them (D20).
  const eligibility = resolveEligibility(stored, people);
  const signer =
    kind === 'personal' ? eligibility.fullName || autoFill.fullName : eligibility.spouseName || autoFill.spouseName;
  return update(kind, (s) => applyComposition(s, kind, language, signer));
}

export type StatementEdit =
  | { type: 'answer'; topic: StatementTopic; text: string; questionLocale: Locale }
  | { type: 'content'; text: string }
  | { type: 'wording'; language: Locale; topic: StatementTopic; text: string };

const saveEdit = (kind: StatementKind, edit: StatementEdit) =>
  edit.type === 'answer'
    ? saveTopicAnswer(kind, edit.topic, edit.text, edit.questionLocale)
    : edit.type === 'wording'
      ? saveWording(kind, edit.language, edit.topic, edit.text)
      : saveContent(kind, edit.text);

/** Keystrokes of one statement (answers and text), saved in order without making typing wait. */
export function createStatementQueue(kind: StatementKind, onError: (error: unknown) => void, onSaved: () => void) {
  return createSaveQueue<StatementEdit>((_key, edit) => saveEdit(kind, edit), {
    onError: (error) => {
      logger.error('Failed to save the statement', error);
      onError(error);
    },
    onSaved,
    journal: `statement:${kind}`,
  });
}

/** Saves one journaled keystroke of a statement (lib/save-journal.ts), for the replay at start-up. */
export const replayStatementEdit = (kind: StatementKind, edit: StatementEdit) => saveEdit(kind, edit);

/** The couple's places a statement's story should agree with (D26): each version the records hold. */
export type StoryPlaces = Record<'meetingPlace' | 'marriagePlace', Partial<Record<Script, string>>>;

export async function readStoryPlaces(): Promise<StoryPlaces> {
  const people = await readPeople();
  const versions = (fact: 'meetingPlace' | 'marriagePlace') =>
    Object.fromEntries(
      scripts.flatMap((script) => {
        const value = factValue(people, { role: 'couple', fact, script });
        return value ? [[script, value]] : [];
      }),
    );
  return { meetingPlace: versions('meetingPlace'), marriagePlace: versions('marriagePlace') };
}

/** Types the version of a couple's place the statement's language needs (the other is kept as it is). */
export const saveStoryPlace = (fact: 'meetingPlace' | 'marriagePlace', script: Script, value: string) =>
  saveFacts([{ ref: { role: 'couple', fact, script }, value }]);
