import { describe, expect, it } from 'vitest';
import { emptyStatement, type Statement } from '@/domain/application';
import {
  answerIn,
  applyWording,
  missingWordings,
  scriptOf,
  topicsNeedingWording,
  WORDING_BLANK,
} from '@/domain/statement-wording';
import {
  applyComposition,
  composeStatement,
  isLeftOut,
  leftOutPassages,
  statementWordingGaps,
} from '@/domain/statements';

const statement = (extractedInfo: Statement['extractedInfo'], more: Partial<Statement> = {}): Statement => ({
  ...emptyStatement(),
  extractedInfo,
  ...more,
});

describe('the script of an answer', () => {
  it.each([
    ['We met in Seattle in June 2021.', 'latin'],
    ['2021년 6월 시애틀에서 처음 만났어요.', 'hangul'],
    // Most words decide; a word with any Hangul is Korean.
    ['KakaoTalk로 매일 연락했어요', 'hangul'],
    ['Minsu 씨와 저는 Coffee Bean 에서 만났어요', 'hangul'],
    ['I met her near 홍대입구역 in 2021', 'latin'],
    ['Café Zoë in Montréal', 'latin'],
    ['2021. 06. 13.', 'none'],
    ['', 'none'],
    ['Seattle 시애틀', 'none'],
  ] as const)('%s → %s', (text, script) => expect(scriptOf(text)).toBe(script));
});

describe('answers in the other language', () => {
  const answers = {
    how_met: 'We met in Seattle in June 2021.',
    future_plans: '서울에서 함께 살 계획이에요.',
    work_plans: '   ',
  };

  it('a Korean statement asks for the Korean wording of answers written in English, and the other way round', () => {
    expect(topicsNeedingWording(answers, 'ko')).toEqual(['how_met']);
    expect(topicsNeedingWording(answers, 'en')).toEqual(['future_plans']);
  });

  it('says which are still missing until each wording is given; emptying a wording makes it missing again', () => {
    let s = statement(answers);
    expect(missingWordings(s, 'ko')).toEqual(['how_met']);
    s = applyWording(s, 'ko', 'how_met', '2021년 6월 시애틀에서 만났어요.');
    expect(missingWordings(s, 'ko')).toEqual([]);
    // Each language keeps its own wordings.
    expect(missingWordings(s, 'en')).toEqual(['future_plans']);
    s = applyWording(s, 'ko', 'how_met', ' ');
    expect(missingWordings(s, 'ko')).toEqual(['how_met']);
    expect(s.wordings?.ko).toEqual({});
  });

  it('a composed Korean statement uses the wording, or leaves a blank: never the English', () => {
    const s = statement(answers);
    const blank = composeStatement('personal', answers, 'ko', 'JANE SMITH', s.wordings);
    expect(blank).not.toContain('Seattle');
    expect(blank).toContain(`우리가 만난 과정\n${WORDING_BLANK}`);
    expect(blank).toContain('서울에서 함께 살 계획이에요.');
    const worded = applyComposition(
      applyWording(s, 'ko', 'how_met', '2021년 6월 시애틀에서 만났어요.'),
      'personal',
      'ko',
      'JANE SMITH',
    );
    expect(worded.content).toContain('우리가 만난 과정\n2021년 6월 시애틀에서 만났어요.');
    expect(worded.content).not.toContain('Seattle');
    // The signer's name stays as written, in any script.
    expect(worded.content).toContain('성명: JANE SMITH');
    expect(answerIn(worded, 'en', 'future_plans')).toBeNull();
    expect(answerIn(worded, 'en', 'how_met')).toBe('We met in Seattle in June 2021.');
  });

  it('an answer of a Korean line and an English line needs its wording in either language, whichever has more words', () => {
    // More English words than Korean ones, and the other way round: a statement never prints the other line.
    const mixed = {
      how_met: '2021년 6월 시애틀에서 처음 만났어요.\nWe met at a friend’s wedding in Seattle in June 2021.',
      future_plans: '서울에서 함께 살 계획이에요.\nWe plan to live in Seoul.',
    };
    expect(topicsNeedingWording(mixed, 'ko')).toEqual(['how_met', 'future_plans']);
    expect(topicsNeedingWording(mixed, 'en')).toEqual(['how_met', 'future_plans']);
    const composed = composeStatement('personal', mixed, 'ko', 'JANE SMITH');
    expect(composed).not.toContain('Seattle');
    expect(composed).not.toContain('We plan');
    // A lone brand or name on its own line is not a line in another language.
    expect(topicsNeedingWording({ how_met: 'KakaoTalk\n카카오톡으로 매일 연락했어요.' }, 'ko')).toEqual([]);
  });

  it('an English statement leaves answers written in Korean blank until they are worded in English', () => {
    const text = composeStatement('sponsor', answers, 'en');
    expect(text).not.toContain('서울');
    expect(text).toContain(`Our plans for the future\n${WORDING_BLANK}`);
  });
});

describe('what the package leaves blank', () => {
  it('lines in the other language and the blank of a missing wording; the signer line and mixed lines stay', () => {
    expect(isLeftOut('We met in Seattle.', 'ko')).toBe(true);
    expect(isLeftOut(WORDING_BLANK, 'ko')).toBe(true);
    expect(isLeftOut('성명: JANE MARIE SMITH', 'ko')).toBe(false);
    expect(isLeftOut('Name: 김민수', 'en')).toBe(false);
    expect(isLeftOut('2021년 6월 Seattle에서 만났어요.', 'ko')).toBe(false);
    expect(isLeftOut('', 'ko')).toBe(false);
  });

  it('counts passages (a run of lines, with the blank lines inside it), never the title', () => {
    const content = [
      'Personal statement',
      '',
      'First English line',
      'second English line',
      '',
      '우리가 만난 과정',
      '시애틀에서 만났어요.',
      '',
      'One more in English',
    ].join('\n');
    expect(leftOutPassages(content, 'ko')).toBe(2);
    // In English: the Korean heading, its line and the blank line after them are one passage.
    expect(leftOutPassages(content, 'en')).toBe(1);
  });

  it('gaps: missing wordings matter while the text is not composed or still has blanks; a text worded by hand closes them', () => {
    const answers = { how_met: 'We met in Seattle in June 2021.' };
    expect(statementWordingGaps(statement(answers), 'ko')).toEqual({ missing: ['how_met'], blanks: 0 });
    const composed = applyComposition(statement(answers), 'personal', 'ko');
    expect(statementWordingGaps(composed, 'ko')).toEqual({ missing: ['how_met'], blanks: 1 });
    const byHand = { ...composed, content: composed.content.replace(WORDING_BLANK, '시애틀에서 만났어요.') };
    expect(statementWordingGaps(byHand, 'ko')).toEqual({ missing: [], blanks: 0 });
  });
});
