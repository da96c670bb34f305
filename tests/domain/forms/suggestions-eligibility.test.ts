import { describe, expect, it } from 'vitest';
import { eligibilitySuggestions } from '@/domain/forms/suggestions';
import { getForm } from '@/domain/forms';

describe('the invitation offers what the eligibility check already answered (facts once)', () => {
  it('a child together (4.7.1 / 6.5.1) and how the marriage was reported (2.9), only on the invitation', () => {
    const offered = eligibilitySuggestions('invitation-letter', { childTogether: false, marriagePlace: 'korea' });
    expect(offered.map((s) => [s.questionId, s.fieldId, s.value, s.typed])).toEqual([
      ['il.child-together', 'childTogether', false, true],
      ['il.marriage-report', 'reportedWith', 'koreanReport', true],
    ]);
    expect(eligibilitySuggestions('invitation-letter', { marriagePlace: 'abroad' })[0].value).toBe(
      'foreignCertificate',
    );
    expect(eligibilitySuggestions('spouse-information', { childTogether: true })).toEqual([]);
    expect(eligibilitySuggestions('invitation-letter', { childTogether: null, marriagePlace: null })).toEqual([]);
  });

  it('names real fields and options of the invitation', () => {
    const form = getForm('invitation-letter');
    for (const s of eligibilitySuggestions('invitation-letter', { childTogether: true, marriagePlace: 'korea' })) {
      const q = form.questions.find((x) => x.id === s.questionId);
      expect(q?.kind).toBe('fields');
      const field = q!.kind === 'fields' ? q!.fields.find((f) => f.id === s.fieldId) : undefined;
      expect(field).toBeDefined();
      if (field!.options) expect(field!.options.map((o) => o.value)).toContain(s.value);
    }
  });
});
