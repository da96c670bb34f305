/**
 * A statement's answers that a merge dropped unseen: light (no statement words), so the data layer
 * can check every applied copy without loading the statements' modules.
 */
import type { Statement, StatementTopic } from './application';

/** A topic's answer in the Q&A log. */
export const answerOf = (s: Statement, topic: StatementTopic) =>
  s.messages.find((m) => m.topic === topic && m.role === 'user');
/** Whether a topic has an answer. */
export const filled = (s: Statement, topic: StatementTopic) => (s.extractedInfo[topic] ?? '').trim() !== '';

/**
 * The topics whose answer on this device (`mine`) is not in `merged` and that the winning answer did
 * not replace knowingly: the device that typed it had not seen this one (concurrent edits). Empty when
 * `merged` holds every answer of `mine`, or only later edits of answers it had received (`replacedAt`).
 */
export function lostTopics(mine: Statement, merged: Statement): StatementTopic[] {
  return (Object.keys(mine.extractedInfo) as StatementTopic[]).filter((topic) => {
    if (!filled(mine, topic) || (merged.extractedInfo[topic] ?? '').trim() === mine.extractedInfo[topic]!.trim())
      return false;
    const seen = answerOf(merged, topic)?.replacedAt;
    const mineAt = answerOf(mine, topic)?.at;
    return !(seen && mineAt && seen >= mineAt);
  });
}
