import { describe, expect, it } from 'vitest';
import { getTaskStructure } from '@/domain/timeline/task-structure';
import { getTask, timelineTasks } from '@/domain/timeline';

describe('getTaskStructure', () => {
  it("gives every task's structure as the worded catalog has it, without the words", () => {
    for (const task of timelineTasks) {
      const structure = getTaskStructure(task.id);
      expect(structure?.validity).toEqual(getTask(task.id)?.validity);
      expect(structure?.dependsOn).toEqual(task.dependsOn);
      expect(structure).not.toHaveProperty('title');
    }
  });

  it('knows no task outside the catalog', () => {
    expect(getTaskStructure('no-such-task')).toBeUndefined();
  });
});
