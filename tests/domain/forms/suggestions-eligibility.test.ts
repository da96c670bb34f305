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

  it('whether the spouse is a national of the guidance programme’s seven countries (7.1), from the nationality held', () => {
    const listed = (nationality: string) =>
      eligibilitySuggestions('invitation-letter', { nationality }).find((s) => s.questionId === 'il.programme-country')
        ?.value;
    expect(listed('Vietnam')).toBe(true);
    expect(listed('VNM')).toBe(true);
    expect(listed('중국')).toBe(true);
    expect(listed('United States')).toBe(false);
    expect(listed('Japan')).toBe(false);
    // Nothing offered for a nationality the check does not know (it names 40 countries), nor for a Korean one.
    expect(listed('Brazil')).toBeUndefined();
    expect(listed('South Korea')).toBeUndefined();
  });

  it('names real fields and options of the invitation', () => {
    const form = getForm('invitation-letter');
    for (const s of eligibilitySuggestions('invitation-letter', {
      childTogether: true,
      marriagePlace: 'korea',
      nationality: 'Vietnam',
    })) {
      const q = form.questions.find((x) => x.id === s.questionId);
      expect(q?.kind).toBe('fields');
      const field = q!.kind === 'fields' ? q!.fields.find((f) => f.id === s.fieldId) : undefined;
      expect(field).toBeDefined();
      if (field!.options) expect(field!.options.map((o) => o.value)).toContain(s.value);
    }
  });
});
