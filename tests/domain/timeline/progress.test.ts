import { describe, expect, it } from 'vitest';
import {
  completeTask,
  computeSchedule,
  countsByStatus,
  markEligibilityCompleted,
  newTaskProgress,
  startTask,
  timelineTasks,
} from '../../../src/domain/timeline';
import type { ShownTaskProgress } from '../../../src/domain/timeline';

const T0 = '2026-11-23T09:00:00.000Z';
const T1 = '2026-11-24T10:00:00.000Z';
const T2 = '2026-11-25T11:00:00.000Z';

describe('task status transitions', () => {
  it('not-started -> in-progress keeps progress and sets startedAt', () => {
    const started = startTask({ ...newTaskProgress('fbi-check', T0), progress: 30 }, T1);
    expect(started).toEqual({
      taskId: 'fbi-check',
      progress: 30,
      status: 'in-progress',
      startedAt: T1,
      lastUpdated: T1,
    });
  });

  it('starting again keeps the first start time', () => {
    const again = startTask(startTask(newTaskProgress('fbi-check', T0), T1), T2);
    expect(again.startedAt).toBe(T1);
    expect(again.lastUpdated).toBe(T2);
  });

  it('in-progress -> completed sets progress 100 and completedAt', () => {
    const done = completeTask(startTask(newTaskProgress('fbi-check', T0), T1), T2);
    expect(done).toEqual({
      taskId: 'fbi-check',
      progress: 100,
      status: 'completed',
      startedAt: T1,
      completedAt: T2,
      lastUpdated: T2,
    });
  });

  it('completing a task never started also records a start', () => {
    const done = completeTask(newTaskProgress('passport-photos', T0), T1);
    expect(done).toMatchObject({ status: 'completed', progress: 100, startedAt: T1, completedAt: T1 });
  });

  it('reopening a completed task drops completedAt', () => {
    const reopened = startTask(completeTask(newTaskProgress('tb-test', T0), T1), T2);
    expect(reopened.status).toBe('in-progress');
    expect(reopened.completedAt).toBeUndefined();
  });

  it('does not mutate its input', () => {
    const original = newTaskProgress('fbi-check', T0);
    const copy = { ...original };
    startTask(original, T1);
    completeTask(original, T1);
    expect(original).toEqual(copy);
  });

  it('completing eligibility marks eligibility-check completed at 100', () => {
    const next = markEligibilityCompleted({}, T1);
    expect(next['eligibility-check']).toMatchObject({ status: 'completed', progress: 100, completedAt: T1 });
  });
});

describe('countsByStatus', () => {
  const record = (taskId: string, status: ShownTaskProgress['status']): ShownTaskProgress => ({
    taskId,
    status,
    progress: status === 'completed' ? 100 : 0,
    lastUpdated: T0,
  });

  it.each([
    [['a', 'b', 'c'], [], { completed: 0, markedDone: 0, inProgress: 0, notStarted: 3, total: 3, percent: 0 }],
    [
      ['a', 'b', 'c'],
      [record('a', 'completed')],
      { completed: 1, markedDone: 0, inProgress: 0, notStarted: 2, total: 3, percent: 33 },
    ],
    [
      ['a', 'b', 'c'],
      [record('a', 'completed'), record('b', 'completed'), record('c', 'in-progress')],
      { completed: 2, markedDone: 0, inProgress: 1, notStarted: 0, total: 3, percent: 67 },
    ],
    [
      ['a', 'b', 'c'],
      [record('a', 'completed'), record('b', 'marked-done')],
      { completed: 1, markedDone: 1, inProgress: 0, notStarted: 1, total: 3, percent: 33 },
    ],
    [
      ['a'],
      [record('zzz', 'completed')],
      { completed: 0, markedDone: 0, inProgress: 0, notStarted: 1, total: 1, percent: 0 },
    ],
    [[], [], { completed: 0, markedDone: 0, inProgress: 0, notStarted: 0, total: 0, percent: 0 }],
  ] as const)('%o with %o', (ids, records, expected) => {
    expect(countsByStatus(ids, records)).toEqual(expected);
    const keyed = Object.fromEntries(records.map((r) => [r.taskId, r]));
    expect(countsByStatus(ids, keyed)).toEqual(expected);
  });

  it('accepts catalog tasks and schedule entries', () => {
    const entries = computeSchedule('2027-06-30', '2026-11-23', {
      exemptions: { criminalRecordCheck: 'required', healthCheck: 'required' },
    });
    const records = entries.map((entry) => record(entry.taskId, 'completed'));
    expect(countsByStatus(entries, records)).toMatchObject({ completed: entries.length, percent: 100 });
    expect(countsByStatus(timelineTasks, records).total).toBe(timelineTasks.length);
  });
});
