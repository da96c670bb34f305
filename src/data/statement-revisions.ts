/**
 * A statement of this device that another copy (a second device's, a backup's) replaces: the answers
 * it loses unseen are kept as a revision of those topics, which Application Progress can restore (D5).
 */
import type { Statement, StatementTopic } from '@/domain/application';
import { lostTopics } from '@/domain/statement-conflicts';
import type { SectionRecord } from './db';
import { db } from './index';

/** Keeps `mine` when `next` replaces answers of it unseen; returns the topics kept (none: nothing kept). Inside a transaction on `revisions`. */
export async function keepReplacedStatement(
  mine: SectionRecord | undefined,
  next: SectionRecord,
  at: string,
): Promise<StatementTopic[]> {
  if (!mine || (next.key !== 'personalStatement' && next.key !== 'sponsorStatement')) return [];
  const statement = mine.value as Statement;
  if (!Array.isArray(statement?.messages) || !statement.extractedInfo) return [];
  const topics = lostTopics(statement, next.value as Statement);
  if (topics.length)
    await db.revisions.add({ section: next.key, statement, topics, reason: 'conflict', at, seenAt: null });
  return topics;
}
