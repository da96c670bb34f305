/**
 * In its own worker (tests/isolated, run with --isolate): it counts a query's runs, and the other files' late writes
 * in a shared worker re-ran it 14-21 times.
 *
 * The live queries' plumbing: a first visit's queries run once (not again when the new database
 * announces itself), and a shared query reads the store once for all the components showing it.
 */
import Dexie from 'dexie';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@/data';
import { DB_NAME } from '@/data/db';
import { sharedLiveQuery, useLiveQuery } from '@/data/live-query';

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
// A key no other test writes: test files share a worker, and another file's late write must not count here.
const KEY = 'live-query-test';
const read = async () => ((await db.meta.get(KEY))?.value as string | undefined) ?? 'none';
const write = (value: string) => db.meta.put({ key: KEY, value });

afterEach(async () => {
  if (!db.isOpen()) await db.open();
});

describe('live queries', () => {
  it('on a first visit, a query started while the new database opens runs once', async () => {
    // As on a page's first load: no database yet, and boot's open under way when the page starts reading.
    db.close({ disableAutoOpen: false });
    await Dexie.delete(DB_NAME);
    let runs = 0;
    const opening = db.open();
    const { result } = renderHook(() =>
      useLiveQuery(async () => {
        runs += 1;
        return read();
      }),
    );
    await opening;
    await waitFor(() => expect(result.current).toBe('none'));
    await settle();
    expect(runs).toBe(1);
    // And it still follows the store.
    await act(() => write('2027-05-01'));
    await waitFor(() => expect(result.current).toBe('2027-05-01'));
    expect(runs).toBe(2);
  });

  it('a shared query reads the store once per change for every component showing it', async () => {
    let runs = 0;
    const useTarget = sharedLiveQuery(async () => {
      runs += 1;
      return read();
    });
    await write('2027-06-01');
    const first = renderHook(() => useTarget());
    await waitFor(() => expect(first.result.current).toBe('2027-06-01'));
    // A component mounted later starts from the answer already read: no second read, no empty render.
    const second = renderHook(() => useTarget());
    expect(second.result.current).toBe('2027-06-01');
    await settle();
    expect(runs).toBe(1);

    await act(() => write('2027-07-01'));
    await waitFor(() => expect(second.result.current).toBe('2027-07-01'));
    expect(first.result.current).toBe('2027-07-01');
    expect(runs).toBe(2);

    // Once the last component has gone the query stops; the next one reads afresh.
    first.unmount();
    second.unmount();
    await write('2027-08-01');
    await settle();
    expect(runs).toBe(2);
    const third = renderHook(() => useTarget());
    expect(third.result.current).toBeUndefined();
    await waitFor(() => expect(third.result.current).toBe('2027-08-01'));
    third.unmount();
  });
});
