import { describe, expect, it } from 'vitest';
import { formIds, getForm } from '@/domain/forms';
import { loadForm, loadedForm } from '@/domain/forms/load';

describe('loadForm', () => {
  it('gives each form with the same words as the merged forms', async () => {
    for (const id of formIds) {
      // Test files share modules (isolate: false): another file may have loaded the form already.
      const before = loadedForm(id);
      const form = await loadForm(id);
      expect(form).toEqual(getForm(id));
      expect(loadedForm(id)).toBe(form);
      if (before) expect(form).toBe(before);
    }
  });

  it('loads a form once', async () => {
    expect(loadForm('invitation-letter')).toBe(loadForm('invitation-letter'));
    expect(await loadForm('spouse-information')).toBe(await loadForm('spouse-information'));
  });
});
