import { describe, expect, it } from 'vitest';
import { getForm } from '@/domain/forms';
import { suggestionLabel, suitsQuestion } from '@/domain/forms/suggestion-display';
import { hangulNameSuggestions } from '@/domain/forms/suggestions';

const invitation = getForm('invitation-letter');
const question = (id: string) => {
  const q = invitation.questions.find((x) => x.id === id);
  if (!q || q.kind !== 'fields') throw new Error(id);
  return q;
};
const field = (qid: string, fid: string) => {
  const f = question(qid).fields.find((x) => x.id === fid);
  if (!f) throw new Error(fid);
  return f;
};
const yesNo = { yes: '예', no: '아니요' };

describe('suggested values read as the user would write them', () => {
  it('shows a choice as its option label in the user language, never the stored code', () => {
    const birthCountry = field('il.sponsor-birth', 'birthCountry');
    expect(suggestionLabel(birthCountry, 'korea', 'en', yesNo)).toBe('Korea');
    expect(suggestionLabel(birthCountry, 'korea', 'ko', yesNo)).toBe('한국');
    const sex = field('il.sponsor-name-sex', 'sex');
    expect(suggestionLabel(sex, 'female', 'en', yesNo)).not.toBe('female');
    expect(suggestionLabel(sex, 'female', 'ko', yesNo)).toMatch(/[가-힣]/);
    expect(suggestionLabel(field('il.sponsor-birth', 'naturalised'), true, 'ko', yesNo)).toBe('예');
    expect(suggestionLabel(field('il.sponsor-name-sex', 'name'), 'KIM MINJI', 'ko', yesNo)).toBe('KIM MINJI');
  });

  it('offers a Korean-language item no romanized name, and keeps Hangul and dates', () => {
    const q = question('il.sponsor-name-sex');
    const name = field('il.sponsor-name-sex', 'name');
    expect(q.answerLanguage).toBe('ko');
    expect(suitsQuestion(q, name, 'KIM MINJI')).toBe(false);
    expect(suitsQuestion(q, name, '김민지')).toBe(true);
    expect(suitsQuestion(q, field('il.sponsor-birth', 'dateOfBirth'), '1990-01-02')).toBe(true);
    expect(suitsQuestion({ answerLanguage: 'en' }, { type: 'text' }, '김민지')).toBe(false);
    expect(suitsQuestion({ answerLanguage: 'any' }, { type: 'text' }, 'KIM MINJI')).toBe(true);
  });

  it('offers the Hangul name typed in eligibility where the form asks the sponsor name', () => {
    const out = hangulNameSuggestions('invitation-letter', { applicant: 'Jane Doe', sponsor: ' 김민지 ' });
    const names = out.filter((s) => s.questionId === 'il.sponsor-name-sex');
    expect(names).toEqual([
      expect.objectContaining({ fieldId: 'name', value: '김민지', source: 'manual', confidence: 'high' }),
    ]);
    // A Latin name typed in eligibility is not offered as a "Hangul name".
    expect(out.every((s) => s.value === '김민지')).toBe(true);
    expect(hangulNameSuggestions('invitation-letter', { sponsor: 'Kim Minji' })).toEqual([]);
  });
});
