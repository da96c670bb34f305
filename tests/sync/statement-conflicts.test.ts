/**
 * Sync truth for statements: two devices' answers to one topic. The answer typed last wins (D5); an
 * answer of this device that the other device replaced without having seen it is kept as a revision,
 * named in the notice, and Restore puts back that answer only. A later edit of an answer the other
 * device had received is no conflict: no revision, no notice. The local database is fake-indexeddb.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/data';
import type { StatementRevision } from '@/data/db';
import { restoreRevision, unseenRevisions } from '@/data/remote';
import { readSection, updateSection } from '@/data/sections';
import type { Statement, StatementTopic } from '@/domain/application';
import { applyAnswer } from '@/domain/statements';
import type { CloudData } from '@/sync/cloud/api';
import type { Replaced } from '@/sync/engine';
import { replacedQuestionNames } from '@/sync/replaced';
import { freshDatabase, later, syncedOnce, UID } from './memory-cloud';

const answer = (topic: StatementTopic, text: string, at = new Date().toISOString()) =>
  updateSection('sponsorStatement', (s) => applyAnswer(s, 'sponsor', topic, text, at, 'en'));

/** The other device answers topics of the sponsor's statement at `at` and pushes its copy, as the app writes it. */
function otherDeviceAnswers(docs: Map<string, CloudData>, answers: Array<[StatementTopic, string]>, at: string) {
  const doc = docs.get(`users/${UID}`)!;
  const sections = (doc.progress as { sections: Record<string, { value: Statement; updatedAt: string }> }).sections;
  const value = answers.reduce(
    (s, [topic, text]) => applyAnswer(s, 'sponsor', topic, text, at, 'en'),
    sections.sponsorStatement.value,
  );
  sections.sponsorStatement = { value, updatedAt: at };
}

describe('statements edited on two devices', () => {
  let replaced: Replaced[][];
  beforeEach(async () => {
    await freshDatabase();
    replaced = [];
  });

  const bothHaveTheSameCopy = () => syncedOnce(() => answer('how_met', 'At a friend’s wedding in Seoul'), replaced);

  /** This device rewrites "how we met" offline; the other device, later, writes its own and a plan. */
  async function concurrentAnswers() {
    const { mem, engine } = await bothHaveTheSameCopy();
    await answer('how_met', 'In Busan, through my cousin');
    otherDeviceAnswers(
      mem.docs,
      [
        ['how_met', 'In Jeju, on a trip'],
        ['future_plans', 'We will live in Daegu'],
      ],
      later(60_000),
    );
    await engine.pull(UID);
    return { mem, engine };
  }

  it('a later edit on the other device of the answer it had received: no revision, no notice', async () => {
    const { mem, engine } = await bothHaveTheSameCopy();
    otherDeviceAnswers(mem.docs, [['how_met', 'At a friend’s wedding in Seoul, in May 2024']], later(60_000));
    await engine.pull(UID);
    expect((await readSection('sponsorStatement')).extractedInfo.how_met).toBe(
      'At a friend’s wedding in Seoul, in May 2024',
    );
    expect(replaced).toEqual([]);
    expect(await db.revisions.count()).toBe(0);
  });

  it('both devices answered the same topic, the other later: this device keeps its answer as a revision and is told which topic', async () => {
    await concurrentAnswers();
    const here = await readSection('sponsorStatement');
    expect(here.extractedInfo).toEqual({ how_met: 'In Jeju, on a trip', future_plans: 'We will live in Daegu' });
    expect(replaced).toEqual([[{ section: 'sponsorStatement', topics: ['how_met'] }]]);
    expect(await replacedQuestionNames(replaced[0], 'en')).toEqual(['How we met']);
    expect(await replacedQuestionNames(replaced[0], 'ko')).toEqual(['우리가 만난 과정']);
    const [revision] = (await unseenRevisions()) as StatementRevision[];
    expect(revision).toMatchObject({ section: 'sponsorStatement', topics: ['how_met'], reason: 'conflict' });
    expect(revision.statement.extractedInfo.how_met).toBe('In Busan, through my cousin');
  });

  it("Restore puts back this device's answer as a new edit, keeps the other device's other topics, and wins the next sync", async () => {
    const { mem, engine } = await concurrentAnswers();
    const [revision] = await db.revisions.toArray();
    await restoreRevision(revision.id!, 'en');
    expect((await readSection('sponsorStatement')).extractedInfo).toEqual({
      how_met: 'In Busan, through my cousin',
      future_plans: 'We will live in Daegu',
    });
    expect(await unseenRevisions()).toEqual([]);
    engine.start(UID);
    expect(await engine.flush()).toBe(true);
    engine.stop();
    const cloud = (mem.docs.get(`users/${UID}`)!.progress as { sections: Record<string, { value: Statement }> })
      .sections.sponsorStatement.value;
    expect(cloud.extractedInfo).toEqual({
      how_met: 'In Busan, through my cousin',
      future_plans: 'We will live in Daegu',
    });
    // The other device receives it as a later edit of its own answer: no conflict there.
    expect(replaced).toHaveLength(1);
  });

  it("this device's answer typed last wins: nothing is kept here, and the cloud gets it", async () => {
    const { mem, engine } = await bothHaveTheSameCopy();
    otherDeviceAnswers(mem.docs, [['how_met', 'In Jeju, on a trip']], later(60_000));
    await answer('how_met', 'In Busan, through my cousin', later(120_000));
    engine.start(UID);
    expect(await engine.flush()).toBe(true);
    engine.stop();
    expect((await readSection('sponsorStatement')).extractedInfo.how_met).toBe('In Busan, through my cousin');
    expect(replaced).toEqual([]);
    expect(await db.revisions.count()).toBe(0);
    const cloud = (mem.docs.get(`users/${UID}`)!.progress as { sections: Record<string, { value: Statement }> })
      .sections.sponsorStatement.value;
    expect(cloud.extractedInfo.how_met).toBe('In Busan, through my cousin');
  });
});
