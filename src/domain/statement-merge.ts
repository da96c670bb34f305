/**
 * Two devices' copies of one statement, combined per topic (as forms are per question): a topic answered
 * on one device only is kept, whichever copy is newer; a topic answered on both keeps the answer typed
 * last (its answer message's time). The Q&A log and the other-language wordings follow each topic's
 * answer; the rest (composed text, language, final mark) is the newer copy's. A trial lost one device's
 * offline answer to another topic when the other device's copy, newer as a whole, replaced it.
 */
import type { Statement, StatementTopic } from './application';
import { questionCount } from './statement-composition';
import { statementSuggestions, type StatementKind } from './statements';

const answerAt = (s: Statement, topic: StatementTopic): string | undefined =>
  s.messages.find((m) => m.topic === topic && m.role === 'user')?.at;

const filled = (s: Statement, topic: StatementTopic) => (s.extractedInfo[topic] ?? '').trim() !== '';

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

/** The statement sections by key, for the sync merge. */
export const statementKindOfSection: Readonly<Record<string, StatementKind>> = {
  personalStatement: 'personal',
  sponsorStatement: 'sponsor',
};
