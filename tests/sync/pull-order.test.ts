/**
 * A read and the watcher can both bring a cloud document. A read sent before another device's write can
 * come back after the watcher delivered that write; applied then, its older copy undid the newer one: an
 * invalid section was reported, then the report vanished (the emulated suite failed this way on a loaded
 * runner). Each document's pulls now run in the order they came, and a read the watcher overtook is not applied.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { readSection, updateSection } from '@/data/sections';
import type { CloudData } from '@/sync/cloud/api';
import { createSyncEngine } from '@/sync/engine';
import { syncStatus } from '@/sync/status';
import { freshDatabase, memoryCloud, UID } from './memory-cloud';

const problems = () => syncStatus.get().problems.map((p) => `${p.doc}/${p.item}:${p.reason}`);

/** A memory cloud whose `users` read returns the copy it had when sent, once `release` is called. */
function slowReads() {
  const mem = memoryCloud();
  const watchers = new Map<string, (d: CloudData | null) => void>();
  let release = () => {};
  const read = mem.cloud.read;
  mem.cloud.read = async (name, uid) => {
    const copy = await read(name, uid);
    if (name === 'users') await new Promise<void>((resolve) => (release = resolve));
    return copy;
  };
  mem.cloud.watch = (name, _uid, cb) => {
    watchers.set(name, cb);
    return () => watchers.delete(name);
  };
  /** Another device writes `users`; the watcher delivers it. */
  const otherDeviceWrites = (doc: CloudData) => {
    mem.docs.set(`users/${UID}`, doc);
    watchers.get('users')?.(structuredClone(doc));
  };
  return { mem, otherDeviceWrites, release: () => release() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('pulls of one cloud document', () => {
  beforeEach(freshDatabase);

  it('a read the watcher overtook does not undo the newer copy or its report', async () => {
    const { mem, otherDeviceWrites, release } = slowReads();
    const engine = createSyncEngine(mem.cloud, {}, { delayMs: 5 });
    await updateSection('timeline', () => ({ targetDate: '2027-12-12' }));
    engine.start(UID);
    expect(await engine.flush()).toBe(true);
    const pulled = engine.pull(UID);
    await settle();
    otherDeviceWrites({
      progress: {
        sections: {
          timeline: { value: 'not an object', updatedAt: '2099-01-01T00:00:00.000Z' },
          exemptionStatus: { value: { criminalRecordCheck: 'done' }, updatedAt: '2099-01-01T00:00:00.000Z' },
        },
      },
    });
    await settle();
    release();
    await pulled;
    await settle();
    expect(problems()).toContain('users/section:timeline:invalid');
    expect((await readSection('exemptionStatus')).criminalRecordCheck).toBe('done');
    expect((await readSection('timeline')).targetDate).toBe('2027-12-12');
    engine.stop();
  });

  it('a read nothing overtook is applied', async () => {
    const { mem, release } = slowReads();
    const engine = createSyncEngine(mem.cloud, {}, { delayMs: 5 });
    engine.start(UID);
    mem.docs.set(`users/${UID}`, {
      progress: {
        sections: {
          exemptionStatus: { value: { criminalRecordCheck: 'done' }, updatedAt: '2099-01-01T00:00:00.000Z' },
        },
      },
    });
    const pulled = engine.pull(UID);
    await settle();
    release();
    await pulled;
    expect((await readSection('exemptionStatus')).criminalRecordCheck).toBe('done');
    engine.stop();
  });
});
