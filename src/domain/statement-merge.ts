/**
 * Two devices' copies of one statement, combined per topic (as forms are per question): a topic answered
 * on one device only is kept, whichever copy is newer; a topic answered on both keeps the answer typed
 * last (its answer message's time). The Q&A log and the other-language wordings follow each topic's
 * answer; the rest (composed text, language, final mark) is the newer copy's. A trial lost one device's
 * offline answer to another topic when the other device's copy, newer as a whole, replaced it.
 */
import type { Statement, StatementTopic } from './application';
import { questionCount } from './statement-composition';
import type { Locale } from './common';
import { answerOf, filled } from './statement-conflicts';
import { isPlainObject } from '@/lib/is-plain-object';
import { applyAnswer, statementSuggestions, type StatementKind } from './statements';

const answerAt = (s: Statement, topic: StatementTopic): string | undefined => answerOf(s, topic)?.at;

/** `newer` and `older` by the copies' own stamps; the result is newer's with every topic's latest answer. */
export function combineStatements(kind: StatementKind, newer: Statement, older: Statement): Statement {
  const topics = new Set([
    ...(Object.keys(newer.extractedInfo) as StatementTopic[]),
    ...(Object.keys(older.extractedInfo) as StatementTopic[]),
  ]);
  const from = new Map<StatementTopic, Statement>();
  for (const topic of topics) {
    if (!filled(older, topic)) from.set(topic, newer);
    else if (!filled(newer, topic)) from.set(topic, older);
    else {
      const [n, o] = [answerAt(newer, topic) ?? '', answerAt(older, topic) ?? ''];
      from.set(topic, o > n ? older : newer);
    }
  }
  const extractedInfo: Statement['extractedInfo'] = {};
  for (const [topic, side] of from) if (filled(side, topic)) extractedInfo[topic] = side.extractedInfo[topic];
  const messages = [
    ...newer.messages.filter((m) => !m.topic || !from.has(m.topic) || from.get(m.topic) === newer),
    ...older.messages.filter((m) => m.topic && from.get(m.topic) === older),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const wordings: NonNullable<Statement['wordings']> = {};
  for (const lang of ['en', 'ko'] as const) {
    const out: Partial<Record<StatementTopic, string>> = { ...newer.wordings?.[lang] };
    for (const [topic, side] of from) {
      const w = side.wordings?.[lang]?.[topic];
      if (w !== undefined) out[topic] = w;
      else if (side === older) delete out[topic];
    }
    if (Object.keys(out).length) wordings[lang] = out;
  }
  return {
    ...newer,
    extractedInfo,
    messages,
    ...(Object.keys(wordings).length || newer.wordings ? { wordings } : {}),
    questionCount: questionCount(extractedInfo),
    currentSuggestions: statementSuggestions(kind, extractedInfo),
  };
}

/**
 * `current` with the answers to `topics` put back from `kept` (a copy that lost them), as new edits at
 * `at`, with their other-language wordings; every other topic stays as it is.
 */
export function restoreTopics(
  kind: StatementKind,
  current: Statement,
  kept: Statement,
  topics: readonly StatementTopic[],
  at: string,
  questionLocale: Locale,
): Statement {
  let next = current;
  for (const topic of topics) {
    const text = kept.extractedInfo[topic];
    if (!text?.trim()) continue;
    next = applyAnswer(next, kind, topic, text, at, questionLocale);
    const wordings: NonNullable<Statement['wordings']> = { ...next.wordings };
    for (const lang of ['en', 'ko'] as const) {
      const out = { ...wordings[lang] };
      const w = kept.wordings?.[lang]?.[topic];
      if (w !== undefined) out[topic] = w;
      else delete out[topic];
      if (Object.keys(out).length) wordings[lang] = out;
      else delete wordings[lang];
    }
    next = { ...next, wordings };
  }
  return next;
}

/** The statement sections by key, for the sync merge. */
export const statementKindOfSection: Readonly<Record<string, StatementKind>> = {
  personalStatement: 'personal',
  sponsorStatement: 'sponsor',
};

/**
 * Two copies of a section combined when it is a statement: the combination, or undefined where the
 * newer copy holds everything of the older (the newer simply wins, with no new stamp, so two devices
 * never hand each other the same combination back and forth) or the section is not a statement.
 */
export function combineStatementSection(key: string, newer: unknown, older: unknown): Statement | undefined {
  const kind = statementKindOfSection[key];
  if (!kind || !isStatement(newer) || !isStatement(older)) return undefined;
  const value = combineStatements(kind, newer, older);
  return canonical(value) === canonical(newer) ? undefined : value;
}

/** A statement's answers, log and wordings in one order, to compare two copies. */
const canonical = (s: Statement): string => {
  const sorted = (o: object | undefined): unknown =>
    isPlainObject(o)
      ? Object.fromEntries(
          Object.entries(o)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([k, v]) => [k, sorted(v as object)]),
        )
      : o;
  const log = [...s.messages].map((m) => JSON.stringify(sorted(m))).sort();
  return JSON.stringify([sorted(s.extractedInfo), log, sorted(s.wordings ?? {})]);
};

const isStatement = (v: unknown): v is Statement =>
  isPlainObject(v) && Array.isArray(v.messages) && isPlainObject(v.extractedInfo);
