import { describe, expect, it } from 'vitest';
import { createSaveQueue } from '@/lib/save-queue';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('createSaveQueue', () => {
  it('writes one save at a time and only the latest value of each key', async () => {
    const writes: Array<[string, string]> = [];
    const gates: Array<ReturnType<typeof deferred>> = [];
    const queue = createSaveQueue<string>((key, value) => {
      writes.push([key, value]);
      const gate = deferred();
      gates.push(gate);
      return gate.promise;
    });
    queue.push('a', 'W');
    queue.push('a', 'We');
    queue.push('b', 'x');
    queue.push('a', 'We m');
    expect(writes).toEqual([['a', 'W']]);
    expect(queue.hasPending()).toBe(true);
    const flushed = queue.flush();
    while (gates.length > 0) {
      gates.shift()!.resolve();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(await flushed).toBe(true);
    expect(writes).toEqual([
      ['a', 'W'],
      ['a', 'We m'],
      ['b', 'x'],
    ]);
    expect(queue.hasPending()).toBe(false);
  });

  it('keeps a failed value for the retry, unless a newer one was typed meanwhile', async () => {
    let fail = true;
    const saved: string[] = [];
    const errors: unknown[] = [];
    const queue = createSaveQueue<string>(
      async (_key, value) => {
        if (fail) throw new Error('quota');
        saved.push(value);
      },
      { onError: (e) => errors.push(e) },
    );
    queue.push('text', 'draft 1');
    expect(await queue.flush()).toBe(false);
    expect(errors).toHaveLength(1);
    expect(queue.hasPending()).toBe(true);
    fail = false;
    queue.retry();
    expect(await queue.flush()).toBe(true);
    expect(saved).toEqual(['draft 1']);
  });

  it('flush waits for a value pushed while the last save was finishing', async () => {
    const saved: string[] = [];
    const queue = createSaveQueue<string>(async (_key, value) => {
      saved.push(value);
      if (value === 'first') queue.push('k', 'second');
    });
    queue.push('k', 'first');
    expect(await queue.flush()).toBe(true);
    expect(saved).toEqual(['first', 'second']);
  });
});
