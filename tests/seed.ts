import { db } from '@/data';
import { writeTransaction } from '@/data/write';

/**
 * Writes test data straight into synced tables, as a repository would: in a transaction with the
 * outbox (data/outbox-middleware.ts refuses a change to a synced table outside one).
 */
export const seed = <T>(fn: () => Promise<T>): Promise<T> =>
  writeTransaction(
    db.tables.filter((t) => t.name !== 'outbox'),
    () => fn(),
  );
