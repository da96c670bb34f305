import { describe, expect, test } from 'vitest';
import { formIds } from '@/domain/forms';
import { wrongLanguageAnswers } from '@/domain/answer-language';
import { fixtureAnswers } from './fixture';

describe('answers in another language than the form asks for', () => {
  test('the complete fixture has none: Latin names, e-mails and short foreign words in a Korean form are fine', () => {
    for (const formId of formIds) expect(wrongLanguageAnswers(formId, fixtureAnswers[formId]), formId).toEqual([]);
  });

  test('an invitation story written in English, and a passport name typed in Hangul, are listed by item', () => {
    const invitation = {
      ...fixtureAnswers['invitation-letter'],
      'il.how-met': { story: 'We met at a church event in Seattle in June 2021.' },
    };
    expect(wrongLanguageAnswers('invitation-letter', invitation)).toEqual([
      { formId: 'invitation-letter', questionId: 'il.how-met', items: ['2.4'], asks: 'ko' },
    ]);
    const guarantee = {
      ...fixtureAnswers['personal-guarantee'],
      'pg.applicant-name': { familyName: '스미스', givenNames: 'JANE MARIE' },
    };
    expect(wrongLanguageAnswers('personal-guarantee', guarantee)).toEqual([
      { formId: 'personal-guarantee', questionId: 'pg.applicant-name', items: ['1', '2'], asks: 'en' },
    ]);
    // A question that takes Korean or English (the marriage background statement) lists nothing.
    const spouse = {
      ...fixtureAnswers['spouse-information'],
      'si.identity-change-reason': { reason: '첫 결혼 때 성을 바꾸었어요' },
    };
    expect(wrongLanguageAnswers('spouse-information', spouse)).toEqual([]);
  });

  test('a Korean answer with an English line is listed, whichever line has more words', () => {
    const mixed = {
      ...fixtureAnswers['invitation-letter'],
      'il.how-met': {
        story: '2021년 6월 시애틀에서 처음 만났어요.\nWe met at a church event in Seattle in June 2021.',
      },
    };
    expect(wrongLanguageAnswers('invitation-letter', mixed).map((w) => w.questionId)).toEqual(['il.how-met']);
    const mostlyKorean = {
      ...fixtureAnswers['invitation-letter'],
      'il.how-met': {
        story: '2021년 6월 시애틀의 교회 행사에서 처음 만나 함께 이야기를 나누었어요.\nWe met at church.',
      },
    };
    expect(wrongLanguageAnswers('invitation-letter', mostlyKorean).map((w) => w.questionId)).toEqual(['il.how-met']);
  });
});
