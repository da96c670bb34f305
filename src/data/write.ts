import type { Table, Transaction } from 'dexie';
import { db } from './index';
import type { CloudDoc } from './db';
import { isQuotaError, storageStatus } from './status';

export type Change = { doc: CloudDoc; key: string };

/**
 * Runs `fn` in one read-write transaction with the outbox. Each change `fn` reports
 * through `mark` becomes an outbox row in the same transaction: the row exists if and
 * only if the change committed.
 */
export async function writeTransaction<T>(
  tables: Table[],
  fn: (mark: (change: Change) => void, tx: Transaction) => Promise<T>,
): Promise<T> {
  try {
    const result = await db.transaction('rw', [...tables, db.outbox], async (tx) => {
      const changes: Change[] = [];
      const value = await fn((change) => changes.push(change), tx);
      const at = new Date().toISOString();
      if (changes.length > 0) await db.outbox.bulkAdd(changes.map((c) => ({ ...c, at })));
      return value;
    });
    // Space was found again: the storage-full message goes away with the first saved change.
    if (storageStatus.get() === 'quota') storageStatus.set(null);
    return result;
  } catch (error) {
    if (isQuotaError(error)) storageStatus.set('quota');
    throw error;
  }
}
