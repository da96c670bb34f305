import { describe, expect, it } from 'vitest';
import { combineSections, lostAnswers, mergeGlobalProgress, mergeRecords } from '@/sync/merge';
import { emptyStatement, type Statement, type StatementTopic } from '@/domain/application';
import { combineStatements } from '@/domain/statement-merge';
import { applyAnswer } from '@/domain/statements';
import { restorationAction } from '@/sync/restore';
import { emptyFormProgress, type FormProgress, type GlobalProgress } from '@/domain/progress';
import { nextStamp } from '@/lib/clock';

const form = (
  formId: FormProgress['formId'],
  lastUpdated: string,
  data: Record<string, unknown> = { q: lastUpdated },
): FormProgress => ({
  ...emptyFormProgress(formId, lastUpdated),
  formData: data,
  answeredQuestions: Object.keys(data).length,
  status: 'in-progress',
});

const global = (pg: string, il: string, si: string, extra: Partial<GlobalProgress> = {}): GlobalProgress => ({
  personalGuarantee: form('personal-guarantee', pg),
  invitationLetter: form('invitation-letter', il),
  spouseInformation: form('spouse-information', si),
  overallStatus: 'in-progress',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastUpdated: [pg, il, si].sort().at(-1)!,
  ...extra,
});

describe('mergeGlobalProgress', () => {
  it.each([
    [
      'cloud newer on one form',
      global('2026-03-01T00:00:00Z', '2026-03-01T00:00:00Z', '2026-03-01T00:00:00Z'),
      global('2026-04-01T00:00:00Z', '2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z'),
      ['cloud', 'local', 'local'],
    ],
    [
      'local newer everywhere',
      global('2026-05-01T00:00:00Z', '2026-05-01T00:00:00Z', '2026-05-01T00:00:00Z'),
      global('2026-04-01T00:00:00Z', '2026-04-01T00:00:00Z', '2026-04-01T00:00:00Z'),
      ['local', 'local', 'local'],
    ],
    [
      'cloud newer everywhere',
      global('2026-01-02T00:00:00Z', '2026-01-02T00:00:00Z', '2026-01-02T00:00:00Z'),
      global('2026-04-01T00:00:00Z', '2026-04-01T00:00:00Z', '2026-04-01T00:00:00Z'),
      ['cloud', 'cloud', 'cloud'],
    ],
  ] as const)('%s: per form, the more recently updated copy wins', (_name, local, cloud, winners) => {
    const { merged, localLost } = mergeGlobalProgress(local, cloud);
    const keys = ['personalGuarantee', 'invitationLetter', 'spouseInformation'] as const;
    keys.forEach((k, i) => expect(merged[k], k).toBe(winners[i] === 'cloud' ? cloud[k] : local[k]));
    expect(localLost.length).toBe(winners.filter((w) => w === 'cloud').length);
  });

  it('takes overall status from the newer record, the earlier createdAt and the later lastUpdated', () => {
    const local = global('2026-03-01T00:00:00Z', '2026-03-01T00:00:00Z', '2026-03-01T00:00:00Z', {
      overallStatus: 'in-progress',
      createdAt: '2026-02-01T00:00:00Z',
    });
    const cloud = global('2026-04-01T00:00:00Z', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z', {
      overallStatus: 'completed',
      createdAt: '2026-01-15T00:00:00Z',
    });
    const { merged } = mergeGlobalProgress(local, cloud);
    expect(merged.overallStatus).toBe('completed');
    expect(merged.createdAt).toBe('2026-01-15T00:00:00Z');
    expect(merged.lastUpdated).toBe('2026-04-01T00:00:00Z');
  });

  it('keeps nothing as lost when the losing copy has the same answers', () => {
    const local = global('2026-03-01T00:00:00Z', '2026-03-01T00:00:00Z', '2026-03-01T00:00:00Z');
    const cloud = { ...local, invitationLetter: { ...local.invitationLetter, lastUpdated: '2026-05-01T00:00:00Z' } };
    expect(mergeGlobalProgress(local, cloud).localLost).toEqual([]);
  });

  it('with no cloud copy, local wins every form', () => {
    const local = global('2026-03-01T00:00:00Z', '2026-03-01T00:00:00Z', '2026-03-01T00:00:00Z');
    expect(mergeGlobalProgress(local, null).localWins).toEqual([
      'personal-guarantee',
      'invitation-letter',
      'spouse-information',
    ]);
  });

  it('clock skew: an edit made after receiving a copy stamped by a fast clock still wins', () => {
    // Device A's clock runs one hour ahead; device B receives A's copy, then edits it with its slow clock.
    const realNow = Date.parse('2026-06-01T12:00:00.000Z');
    const fromFastClock = new Date(realNow + 3600_000).toISOString();
    const bEdit = nextStamp(fromFastClock, realNow + 1000);
    expect(Date.parse(bEdit)).toBeGreaterThan(Date.parse(fromFastClock));
    const cloud = global(fromFastClock, fromFastClock, fromFastClock);
    const local = {
      ...cloud,
      invitationLetter: form('invitation-letter', bEdit, { q: 'edited on B' }),
      lastUpdated: bEdit,
    };
    expect(mergeGlobalProgress(local, cloud).merged.invitationLetter.formData).toEqual({ q: 'edited on B' });
    // Without the monotonic stamp, B's slow clock would have lost its own newer edit.
    const naive = {
      ...cloud,
      invitationLetter: form('invitation-letter', new Date(realNow + 1000).toISOString(), { q: 'edited on B' }),
    };
    expect(mergeGlobalProgress(naive, cloud).merged.invitationLetter.formData).not.toEqual({ q: 'edited on B' });
  });
});

describe('mergeRecords', () => {
  it('keeps the newer record per key and says which side each came from', () => {
    const local = {
      a: { updatedAt: '2026-01-02T00:00:00Z', v: 'local a' },
      b: { updatedAt: '2026-01-01T00:00:00Z', v: 'local b' },
      c: { updatedAt: '2026-01-01T00:00:00Z', v: 'only local' },
    };
    const cloud = {
      a: { updatedAt: '2026-01-01T00:00:00Z', v: 'cloud a' },
      b: { updatedAt: '2026-01-03T00:00:00Z', v: 'cloud b' },
      d: { updatedAt: '2026-01-01T00:00:00Z', v: 'only cloud' },
    };
    const { merged, fromCloud, fromLocal } = mergeRecords(local, cloud);
    expect(merged.a.v).toBe('local a');
    expect(merged.b.v).toBe('cloud b');
    expect(merged.d.v).toBe('only cloud');
    expect(fromCloud.sort()).toEqual(['b', 'd']);
    expect(fromLocal.sort()).toEqual(['a', 'c']);
  });
  it('uses lastUpdated for task progress', () => {
    const { merged } = mergeRecords(
      { t: { lastUpdated: '2026-01-01T00:00:00Z', s: 1 } },
      { t: { lastUpdated: '2026-02-01T00:00:00Z', s: 2 } },
    );
    expect(merged.t.s).toBe(2);
  });
});

describe('restorationAction (spec §4 login restoration)', () => {
  it.each([
    [true, true, 'merge'],
    [true, false, 'migrate'],
    [false, true, 'restore'],
    [false, false, 'nothing'],
  ] as const)('local %s, cloud %s -> %s', (local, cloud, action) => {
    expect(restorationAction(local, cloud)).toBe(action);
  });
});

describe('the "replaced" notice is true', () => {
  const local = global('2026-03-01T00:00:00Z', '2026-03-01T00:00:00Z', '2026-03-01T00:00:00Z');
  const newer = (data: Record<string, unknown>, index = 0) => ({
    ...form('invitation-letter', '2026-04-01T00:00:00Z', data),
    currentQuestionIndex: index,
  });

  it('no notice when the newer copy holds every answer of this device (the other device only added answers)', () => {
    const cloud = {
      ...local,
      invitationLetter: newer({ ...local.invitationLetter.formData, other: 'from the spouse' }),
    };
    expect(mergeGlobalProgress(local, cloud).localLost).toEqual([]);
  });

  it('no notice when only the position differs', () => {
    const cloud = { ...local, invitationLetter: newer({ ...local.invitationLetter.formData }, 7) };
    expect(mergeGlobalProgress(local, cloud).localLost).toEqual([]);
  });

  it('a notice naming exactly the answers of this device that are not in the result; its other answers stay', () => {
    const mine = {
      ...local,
      invitationLetter: { ...local.invitationLetter, formData: { a: 'mine', b: 'same', c: 'only here' } },
    };
    const cloud = { ...local, invitationLetter: newer({ a: 'theirs', b: 'same', d: 'theirs only' }) };
    const { localLost, merged } = mergeGlobalProgress(mine, cloud);
    expect(localLost.map((f) => f.formId)).toEqual(['invitation-letter']);
    expect(lostAnswers(localLost[0], merged.invitationLetter)).toEqual(['a']);
    expect(merged.invitationLetter.formData).toEqual({ a: 'theirs', b: 'same', c: 'only here', d: 'theirs only' });
  });
});

describe('statements from two devices, per topic', () => {
  // A trial: device A answered one topic offline, device B another; B's copy, newer as a whole, replaced A's.
  const answered = (answers: Array<[StatementTopic, string, string]>) =>
    answers.reduce((s, [topic, text, at]) => applyAnswer(s, 'sponsor', topic, text, at, 'en'), emptyStatement());
  const section = (value: Statement, updatedAt: string) => ({ value, updatedAt });
  const base: Array<[StatementTopic, string, string]> = [['how_met', 'A topic1 online', '2026-11-01T00:00:00.000Z']];
  const a = answered([...base, ['relationship_development', 'A offline (earlier)', '2026-11-02T00:00:00.000Z']]);
  const b = answered([...base, ['future_plans', 'B offline (later)', '2026-11-03T00:00:00.000Z']]);

  it('keeps both devices’ answers to different topics, whichever copy is newer, and stamps the result newer', () => {
    const r = mergeRecords(
      { sponsorStatement: section(a, '2026-11-02T00:00:00.000Z') },
      { sponsorStatement: section(b, '2026-11-03T00:00:00.000Z') },
      combineSections,
    );
    const merged = r.merged.sponsorStatement;
    expect((merged.value as Statement).extractedInfo).toEqual({
      how_met: 'A topic1 online',
      relationship_development: 'A offline (earlier)',
      future_plans: 'B offline (later)',
    });
    expect((merged.value as Statement).questionCount).toBe(3);
    expect(r.combined).toEqual(['sponsorStatement']);
    expect(merged.updatedAt > '2026-11-03T00:00:00.000Z').toBe(true);
  });

  it('one topic answered on both: the answer typed last wins', () => {
    const early = answered([['future_plans', 'typed first', '2026-11-05T00:00:00.000Z']]);
    const late = answered([['future_plans', 'typed last', '2026-11-06T00:00:00.000Z']]);
    // The copy typed first is the newer copy as a whole (another topic changed after).
    const earlyNewer = applyAnswer(early, 'sponsor', 'how_met', 'x', '2026-11-07T00:00:00.000Z', 'en');
    const r = mergeRecords(
      { sponsorStatement: section(earlyNewer, '2026-11-07T00:00:00.000Z') },
      { sponsorStatement: section(late, '2026-11-06T00:00:00.000Z') },
      combineSections,
    );
    expect((r.merged.sponsorStatement.value as Statement).extractedInfo).toEqual({
      future_plans: 'typed last',
      how_met: 'x',
    });
  });

  it('a copy holding everything of the other wins as it is: no new stamp, no ping-pong', () => {
    const both = combineStatements('sponsor', b, a);
    const r = mergeRecords(
      { sponsorStatement: section(a, '2026-11-02T00:00:00.000Z') },
      { sponsorStatement: section(both, '2026-11-04T00:00:00.000Z') },
      combineSections,
    );
    expect(r.combined).toEqual([]);
    expect(r.fromCloud).toEqual(['sponsorStatement']);
    expect(r.merged.sponsorStatement.updatedAt).toBe('2026-11-04T00:00:00.000Z');
  });
});
