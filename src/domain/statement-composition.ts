/**
 * Whether a composed statement still matches its answers: all the status function (D25) needs of the
 * statements, kept apart from the topics' questions and the statement's wording (statements.ts).
 */
import type { Statement, StatementTopic } from './application';
import { statementTopics } from './application';
import type { Locale } from './common';
import { answerIn } from './statement-wording';

/** Answers keyed by topic (the spec's extractedInfo). */
export type StatementAnswers = Partial<Record<StatementTopic, string>>;

export const isFilled = (text: string | undefined): text is string =>
  typeof text === 'string' && text.trim().length > 0;

/** Topics with an answer, in topic order. */
export const answeredTopics = (answers: StatementAnswers): StatementTopic[] =>
  statementTopics.filter((topic) => isFilled(answers[topic]));

/** The spec's questionCount: how many topics have been answered. */
export const questionCount = (answers: StatementAnswers): number => answeredTopics(answers).length;

/** FNV-1a over UTF-16 code units, as 8 hex digits: a short digest, not a secret. */
function digest(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * What a composition in `language` is made from: each answered topic with its text as the
 * statement prints it (the answer, or its wording in that language). "en:1a2b3c4d".
 */
export function compositionSource(statement: Pick<Statement, 'extractedInfo' | 'wordings'>, language: Locale): string {
  const parts = answeredTopics(statement.extractedInfo).map(
    (topic) => `${topic}\u0000${answerIn(statement, language, topic) ?? ''}`,
  );
  return `${language}:${digest(parts.join('\u0001'))}`;
}

export const composedLanguage = (composedFrom: string): Locale => (composedFrom.startsWith('ko:') ? 'ko' : 'en');

/**
 * True when the text was composed and an answer was added, changed or removed since (or a wording
 * supplied), and the user has not chosen to keep the text as it is. The text itself is never
 * touched: the user composes again or keeps it. Statements composed before this was recorded are
 * not judged.
 */
export function isCompositionStale(statement: Statement): boolean {
  const from = statement.composedFrom;
  if (!from || !statement.generated || !statement.content.trim()) return false;
  return from !== compositionSource(statement, composedLanguage(from));
}
