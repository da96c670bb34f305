/**
 * The outbox is recorded by the data layer itself: every change to a synced table adds its outbox
 * row in the same transaction (a Dexie DBCore middleware), so no repository can forget one. A
 * change in a transaction that does not include the outbox fails loudly instead of never syncing.
 * Changes that came from the cloud, and local bookkeeping of sync itself, run in a transaction
 * marked with `quietTransaction()`: they add no row.
 */
import Dexie, { type DBCore, type DBCoreMutateRequest, type DBCoreTransaction, type Middleware } from 'dexie';
import type { CloudDoc, OutboxEntry } from './db';

/** Which cloud document each synced table belongs to. */
export const syncedTables: Readonly<Record<string, CloudDoc>> = {
  formProgress: 'userProgress',
  sections: 'users',
  taskProgress: 'users',
  people: 'users',
  extractedDocuments: 'uploads',
  files: 'uploads',
};

/** The outbox key of a record: what the drain and the status name (a section, a form, a file id). */
function outboxKey(table: string, key: unknown): string {
  if (table === 'people') return 'people';
  if (table === 'taskProgress') return 'timeline';
  if (table === 'extractedDocuments') return `document:${String(key)}`;
  return String(key);
}

const quiet = new WeakSet<object>();

/** Marks the running transaction: its changes came from the cloud (or are sync's own bookkeeping), so they add no outbox row. */
export function quietTransaction(): void {
  const tx = Dexie.currentTransaction as unknown as { idbtrans?: object } | null;
  if (!tx?.idbtrans) throw new Error('quietTransaction() must be called inside a transaction');
  quiet.add(tx.idbtrans);
}

function keysOf(req: DBCoreMutateRequest, extractKey: ((value: unknown) => unknown) | null): unknown[] | '*' {
  switch (req.type) {
    case 'add':
    case 'put':
      return req.keys ?? (extractKey ? req.values.map((v) => extractKey(v)) : '*');
    case 'delete':
      return req.keys;
    case 'deleteRange':
      return '*';
  }
}

export const outboxMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'outbox',
  create(down) {
    return {
      ...down,
      table(name) {
        const table = down.table(name);
        const doc = syncedTables[name];
        if (!doc) return table;
        const extractKey = table.schema.primaryKey.extractKey ?? null;
        return {
          ...table,
          mutate(req) {
            if (quiet.has(req.trans as DBCoreTransaction & object)) return table.mutate(req);
            const keys = keysOf(req, extractKey as ((value: unknown) => unknown) | null);
            const at = new Date().toISOString();
            const list = keys === '*' ? ['*'] : [...new Set(keys.map((k) => outboxKey(name, k)))];
            const rows: OutboxEntry[] = list.map((key) => ({ doc, key, at }));
            if (rows.length === 0) return table.mutate(req);
            // Same transaction: the row exists exactly when the change committed. A transaction
            // without the outbox in its scope fails here (never a silent change that does not sync).
            return down
              .table('outbox')
              .mutate({ type: 'add', trans: req.trans, values: rows })
              .then(() => table.mutate(req));
          },
        };
      },
    };
  },
};
