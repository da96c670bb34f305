import { beforeEach, describe, expect, it } from 'vitest';
import { readSection, updateSection } from '@/data/sections';
import { readApplicationDate, saveApplicationDate, saveEligibility } from '@/features/eligibility/repo';
import { resetDatabase } from '../render';
import { eligibleAnswers as eligible } from '../fixtures/eligibility';

// Section 13 C2 (kbmaeil, "사증 신청일 기준"): the stored result follows the table in force on the
// timeline's application date, which is one value shared with the timeline.

describe('eligibility: the application date picks the income table (C2)', () => {
  beforeEach(resetDatabase);

  it.each([
    [null, 'eligible'],
    ['2026-12-18', 'eligible'],
    // 2027's table is not published: the 2026 one is an estimate, so the result needs attention.
    ['2027-03-05', 'needs-attention'],
  ] as const)('application date %s: %s', async (date, result) => {
    await saveApplicationDate(date);
    const saved = await saveEligibility(eligible, new Date('2026-11-23T09:00:00Z'));
    expect(saved.checkResult).toBe(result);
    expect(await readApplicationDate()).toBe(date);
    expect((await readSection('timeline')).targetDate).toBe(date);
  });

  it('ignores a damaged stored date and refuses to save one', async () => {
    await updateSection('timeline', (t) => ({ ...t, targetDate: 'soon' }));
    expect(await readApplicationDate()).toBeNull();
    expect(() => saveApplicationDate('03/05/2027')).toThrow(RangeError);
  });
});
