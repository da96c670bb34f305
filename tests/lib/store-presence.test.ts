import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as StorePresence from '@/lib/store-presence';

let presence: typeof StorePresence;
beforeEach(async () => {
  vi.resetModules();
  presence = await import('@/lib/store-presence');
});

const factory = (databases: IDBFactory['databases'] | undefined) => ({ databases }) as unknown as IDBFactory;

describe('store presence (a first visit has no database)', () => {
  it('is absent only when the browser lists no database of the app', async () => {
    expect(await presence.checkStorePresence(factory(async () => [{ name: 'other', version: 1 }]))).toBe(false);
    expect(presence.storePresence.get()).toBe(false);
  });

  it('is present when the database is listed', async () => {
    const listed = factory(async () => [{ name: presence.DB_NAME, version: 200 }]);
    expect(await presence.checkStorePresence(listed)).toBe(true);
  });

  it('is present when the browser cannot tell (no API, an error, no answer)', async () => {
    expect(await presence.checkStorePresence(factory(undefined))).toBe(true);
    expect(await presence.checkStorePresence(factory(() => Promise.reject(new Error('denied'))))).toBe(true);
    vi.useFakeTimers();
    const hanging = presence.checkStorePresence(factory(() => new Promise(() => {})));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await hanging).toBe(true);
    vi.useRealTimers();
  });

  it('turns present, and says so, once the data layer loads', async () => {
    await presence.checkStorePresence(factory(async () => []));
    const seen = vi.fn();
    presence.storePresence.subscribe(seen);
    presence.dataLayerLoaded();
    expect(presence.storePresence.get()).toBe(true);
    expect(seen).toHaveBeenCalledOnce();
  });

  it('stays present when the data layer loaded while the browser answered', async () => {
    let answer: (list: IDBDatabaseInfo[]) => void = () => {};
    const checking = presence.checkStorePresence(factory(() => new Promise((resolve) => (answer = resolve))));
    presence.dataLayerLoaded();
    answer([]);
    expect(await checking).toBe(true);
  });

  it('the data layer loads under the same name', async () => {
    const { DB_NAME } = await import('@/data/db');
    expect(DB_NAME).toBe(presence.DB_NAME);
    const { db } = await import('@/data');
    expect(db.name).toBe(presence.DB_NAME);
  });
});
