import { describe, expect, it } from 'vitest';
import { formStatus, isKnownFormId, overallStatus, questionTotals } from '@/domain/progress';
import { percent } from '@/lib/percent';

import { forms } from '@/domain/forms';

describe('form status (spec §4)', () => {
  it.each([
    [0, 0, 19, false, 'not-started'],
    [1, 0, 19, false, 'in-progress'],
    // D25: complete is complete wherever the wizard's position is (Finish pressed or not).
    [5, 18, 19, true, 'completed'],
    [19, 3, 19, true, 'completed'],
    [19, 19, 19, true, 'completed'],
    [52, 52, 52, true, 'completed'],
    // D18: reaching the end with gaps is not completed.
    [0, 52, 52, false, 'in-progress'],
    [50, 52, 52, false, 'in-progress'],
  ] as const)('%i answered, index %i of %i, complete %s -> %s', (answered, index, total, complete, status) => {
    expect(formStatus(answered, index, total, complete)).toBe(status);
  });
});

describe('overall status', () => {
  it.each([
    [['completed', 'completed', 'completed'], 'completed'],
    [['completed', 'not-started', 'not-started'], 'in-progress'],
    [['not-started', 'in-progress', 'not-started'], 'in-progress'],
    [['not-started', 'not-started', 'not-started'], 'not-started'],
  ] as const)('%j -> %s', (statuses, expected) => {
    expect(overallStatus([...statuses])).toBe(expected);
  });
});

describe('percent', () => {
  it.each([
    [0, 19, 0],
    [1, 3, 33],
    [2, 3, 67],
    [26, 52, 50],
    [52, 52, 100],
    [60, 52, 100],
    [5, 0, 0],
  ])('%i of %i -> %i%', (a, t, p) => expect(percent(a, t)).toBe(p));
});

describe('question totals', () => {
  it('are 19, 52 and 30 and match the form definitions', () => {
    expect(questionTotals).toEqual({ 'personal-guarantee': 19, 'invitation-letter': 52, 'spouse-information': 30 });
    for (const [id, total] of Object.entries(questionTotals))
      expect(forms[id as keyof typeof forms].questions.length).toBe(total);
  });
  it('knows only the three form ids', () => {
    expect(isKnownFormId('invitation-letter')).toBe(true);
    expect(isKnownFormId('toString')).toBe(false);
    expect(isKnownFormId('form2')).toBe(false);
  });
});
