import { describe, expect, it } from 'vitest';
import { taskStructures } from '../../../src/domain/timeline/task-structure';
import { taskTexts } from '../../../src/domain/timeline/task-texts';
import { timelineTasks } from '../../../src/domain/timeline/tasks';

const filled = (s: string | undefined) => typeof s === 'string' && s.trim().length > 0;

describe('timeline tasks: structure and texts', () => {
  it('every task of the structure has its title and description in English and Korean, and a source', () => {
    for (const task of taskStructures) {
      const texts = taskTexts[task.id];
      expect(texts, task.id).toBeDefined();
      expect(filled(texts.title.en) && filled(texts.title.ko), `${task.id} title`).toBe(true);
      expect(filled(texts.description.en) && filled(texts.description.ko), `${task.id} description`).toBe(true);
      expect(filled(texts.source.title), `${task.id} source`).toBe(true);
      if (task.expedited) {
        const note = texts.expeditedNote;
        expect(filled(note?.en) && filled(note?.ko), `${task.id} expedited note`).toBe(true);
      } else expect(texts.expeditedNote, `${task.id} note without an expedited route`).toBeUndefined();
    }
  });

  it('has no texts for a task that does not exist (an id typo)', () => {
    const ids = new Set(taskStructures.map((t) => t.id));
    expect(Object.keys(taskTexts).filter((id) => !ids.has(id))).toEqual([]);
    expect(ids.size).toBe(taskStructures.length);
  });

  it('merges each task with its texts, in the structure order', () => {
    expect(timelineTasks.map((t) => t.id)).toEqual(taskStructures.map((t) => t.id));
    const fbi = timelineTasks.find((t) => t.id === 'fbi-check');
    expect(fbi?.title.en).toContain('FBI');
    expect(fbi?.expedited?.note.en).toContain('channelers');
  });
});
