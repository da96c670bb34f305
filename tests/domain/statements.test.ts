import { describe, expect, it } from 'vitest';
import { emptyStatement, statementTopics } from '@/domain/application';
import { statementStatusOf } from '@/domain/status';
import {
  answeredTopics,
  applyAnswer,
  applyComposition,
  applyContent,
  applyFinal,
  applyKeepComposition,
  composeStatement,
  isCompositionStale,
  questionCount,
  statementKinds,
  statementSuggestions,
  topicGuides,
  wordCount,
} from '@/domain/statements';

const now = '2026-11-23T10:00:00.000Z';
const later = '2026-11-23T10:05:00.000Z';

describe('topic guides', () => {
  it('cover the ten topic categories of the spec, each with 1-3 questions per writer in both languages', () => {
    expect(Object.keys(topicGuides).sort()).toEqual([...statementTopics].sort());
    for (const topic of statementTopics) {
      const guide = topicGuides[topic];
      expect(guide.topic).toBe(topic);
      for (const kind of statementKinds) {
        const questions = guide.questions[kind];
        expect(questions.length, `${topic}/${kind}`).toBeGreaterThanOrEqual(1);
        expect(questions.length, `${topic}/${kind}`).toBeLessThanOrEqual(3);
        for (const q of questions) {
          expect(q.en.trim()).not.toBe('');
          expect(q.ko.trim()).not.toBe('');
          expect(q.ko).toMatch(/[가-힣]/);
        }
      }
      expect(guide.hint.en).not.toBe('');
      expect(guide.hint.ko).toMatch(/[가-힣]/);
      expect(guide.title.ko).toMatch(/[가-힣]/);
    }
  });

  it('word the sponsor questions for the Korean spouse, not copies of the applicant questions', () => {
    const different = statementTopics.filter(
      (topic) =>
        JSON.stringify(topicGuides[topic].questions.sponsor) !== JSON.stringify(topicGuides[topic].questions.personal),
    );
    expect(different.length).toBeGreaterThanOrEqual(9);
    expect(topicGuides.living_arrangements.questions.sponsor.map((q) => q.en).join(' ')).toMatch(/rooms/);
  });
});

describe('composeStatement', () => {
  it('is empty when nothing is answered (blank answers count as nothing)', () => {
    expect(composeStatement('personal', {}, 'en')).toBe('');
    expect(composeStatement('personal', { how_met: '   \n ' }, 'en')).toBe('');
  });

  it('assembles the answers in topic order, whatever order they were given in, with headings in the chosen language', () => {
    const answers = { future_plans: 'We will live in Busan.', how_met: 'We met in Seoul in May 2022.' };
    const en = composeStatement('personal', answers, 'en');
    expect(en.indexOf('How we met')).toBeLessThan(en.indexOf('Our plans for the future'));
    expect(en.indexOf('We met in Seoul in May 2022.')).toBeLessThan(en.indexOf('We will live in Busan.'));
    expect(en.startsWith('Personal statement of the applicant')).toBe(true);

    const ko = composeStatement(
      'sponsor',
      { future_plans: '부산에서 살 거예요.', how_met: '2022년 5월 서울에서 만났어요.' },
      'ko',
    );
    expect(ko.indexOf('우리가 만난 과정\n2022년 5월 서울에서 만났어요.')).toBeLessThan(
      ko.indexOf('앞으로의 계획\n부산에서 살 거예요.'),
    );
    expect(ko.startsWith('초청인(한국인 배우자) 진술서')).toBe(true);
    expect(ko).not.toContain('How we met');
  });

  it('adds no facts: apart from the fixed title, opening, headings and closing, every line comes from the answers', () => {
    const answers = { how_met: 'Line one.\n\n\n\nLine two.  ', work_plans: 'I teach English.' };
    const text = composeStatement('personal', answers, 'en', 'Jane Doe');
    const fixed = new Set([
      'Personal statement of the applicant',
      'In this statement I describe, in my own words, my relationship with my spouse.',
      'How we met',
      'Work and livelihood',
      'Everything in this statement is true to the best of my knowledge.',
      'Name: Jane Doe',
      '',
    ]);
    const fromAnswers = text.split('\n').filter((line) => !fixed.has(line));
    expect(fromAnswers).toEqual(['Line one.', 'Line two.', 'I teach English.']);
    // Topics without an answer leave no trace.
    expect(text).not.toContain('Our marriage');
  });

  it('leaves out the name line when no signer is known', () => {
    expect(composeStatement('sponsor', { how_met: 'x' }, 'en')).not.toMatch(/Name:/);
    expect(composeStatement('sponsor', { how_met: 'x' }, 'ko', '김민수')).toMatch(/성명: 김민수$/);
  });
});

describe('suggestions and counts', () => {
  it('counts answered topics and suggests the missing ones, core topics first', () => {
    const answers = { how_met: 'a', cultural_exchange: 'b', marriage_details: '  ' };
    expect(answeredTopics(answers)).toEqual(['how_met', 'cultural_exchange']);
    expect(questionCount(answers)).toBe(2);
    const personal = statementSuggestions('personal', answers);
    expect(personal).toHaveLength(8);
    expect(personal).not.toContain('how_met');
    expect(personal).toContain('marriage_details');
    expect(personal.slice(0, 5)).toEqual([
      'relationship_development',
      'future_plans',
      'language_adaptation',
      'marriage_details',
      'living_arrangements',
    ]);
    // Income is the sponsor's requirement, so work plans rank higher for the sponsor.
    expect(statementSuggestions('sponsor', answers).indexOf('work_plans')).toBeLessThan(
      statementSuggestions('personal', answers).indexOf('work_plans'),
    );
    expect(statementSuggestions('personal', Object.fromEntries(statementTopics.map((t) => [t, 'x'])))).toEqual([]);
  });

  it('counts words by white space, for Korean too', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('  We met   in Seoul.\nThen more. ')).toBe(6);
    expect(wordCount('우리는 서울에서 만났습니다.')).toBe(3);
  });
});

describe('statement updates', () => {
  it('applyAnswer keeps one question and one answer per topic in the log, updated in place', () => {
    let s = applyAnswer(emptyStatement(), 'personal', 'how_met', 'W', now, 'en');
    s = applyAnswer(s, 'personal', 'how_met', 'We met', later, 'en');
    expect(s.extractedInfo).toEqual({ how_met: 'We met' });
    expect(s.messages).toHaveLength(2);
    expect(s.messages[0]).toMatchObject({ role: 'assistant', topic: 'how_met', at: now });
    expect(s.messages[0].text).toContain('When and where did you first meet your spouse?');
    // The edit remembers the answer it replaced, so a merge can tell a later edit from a concurrent one.
    expect(s.messages[1]).toEqual({ role: 'user', topic: 'how_met', text: 'We met', at: later, replacedAt: now });
    expect(s.questionCount).toBe(1);
    expect(s.currentSuggestions).not.toContain('how_met');
    expect(s.currentSuggestions).toHaveLength(9);

    s = applyAnswer(s, 'personal', 'future_plans', 'Busan', later, 'ko');
    expect(s.messages.map((m) => m.topic)).toEqual(['how_met', 'how_met', 'future_plans', 'future_plans']);
    expect(s.messages[2].text).toMatch(/[가-힣]/);

    s = applyAnswer(s, 'personal', 'how_met', '  ', later, 'en');
    expect(s.extractedInfo).toEqual({ future_plans: 'Busan' });
    expect(s.messages.map((m) => m.topic)).toEqual(['future_plans', 'future_plans']);
    expect(s.questionCount).toBe(1);
    expect(s.currentSuggestions).toContain('how_met');
  });

  it('composition fills content, marks it generated, records the language and asks for a new final mark', () => {
    let s = applyAnswer(emptyStatement(), 'sponsor', 'how_met', '언어 교환 모임에서 만났어요.', now, 'ko');
    s = applyFinal({ ...s, generated: true, content: 'old' }, true, now);
    expect(s.completedAt).toBe(now);
    s = applyComposition(s, 'sponsor', 'ko');
    expect(s.generated).toBe(true);
    expect(s.content).toContain('언어 교환 모임에서 만났어요.');
    expect(s.content).toContain('우리가 만난 과정');
    expect(s.language).toBe('ko');
    expect(s.completedAt).toBeNull();
    // Nothing answered: nothing to compose, nothing changes.
    expect(applyComposition(emptyStatement(), 'sponsor', 'en')).toEqual(emptyStatement());
  });

  it('final needs composed content; emptying the text clears it; the progress rule agrees', () => {
    const blank = emptyStatement();
    expect(applyFinal(blank, true, now).completedAt).toBeNull();
    expect(applyFinal({ ...blank, content: 'typed without composing' }, true, now).completedAt).toBeNull();

    let s = applyComposition(applyAnswer(blank, 'personal', 'how_met', 'Met in 2021.', now, 'en'), 'personal', 'en');
    s = applyFinal(s, true, later);
    expect(s.completedAt).toBe(later);
    expect(statementStatusOf('applicant', s).state).toBe('complete');

    s = applyContent(s, s.content + ' Edited.');
    expect(s.completedAt).toBe(later);
    s = applyContent(s, '   ');
    expect(s.completedAt).toBeNull();
    expect(statementStatusOf('applicant', s).state).not.toBe('complete');

    s = applyFinal(applyContent(s, 'Again'), true, later);
    expect(applyFinal(s, false, later).completedAt).toBeNull();
  });
});

describe('a composed statement knows when the answers moved on since', () => {
  const answered = (s = emptyStatement()) =>
    applyAnswer(
      applyAnswer(s, 'personal', 'how_met', 'We met in Seoul.', now, 'en'),
      'personal',
      'future_plans',
      'We will live in Busan.',
      now,
      'en',
    );

  it('answering another topic, changing or removing an answer makes it stale; the text stays as it was', () => {
    const composed = applyComposition(answered(), 'personal', 'en', 'JANE DOE');
    expect(isCompositionStale(composed)).toBe(false);
    const edited = applyContent(composed, `${composed.content}\n\nWe also hike together.`);
    // The user's own edit of the text is not a change of answers.
    expect(isCompositionStale(edited)).toBe(false);
    const more = applyAnswer(edited, 'personal', 'family_integration', 'Her parents visited us twice.', later, 'en');
    expect(isCompositionStale(more)).toBe(true);
    expect(more.content).toBe(edited.content);
    expect(isCompositionStale(applyAnswer(edited, 'personal', 'how_met', 'We met in Busan.', later, 'en'))).toBe(true);
    expect(isCompositionStale(applyAnswer(edited, 'personal', 'future_plans', '', later, 'en'))).toBe(true);
    // Typing the same answer back: nothing changed.
    expect(isCompositionStale(applyAnswer(more, 'personal', 'family_integration', '', later, 'en'))).toBe(false);
  });

  it('"keep as is" keeps the text and clears the notice until the next change; composing again clears it too', () => {
    const composed = applyComposition(answered(), 'personal', 'ko');
    const more = applyAnswer(
      applyContent(composed, '내가 고친 글'),
      'personal',
      'family_integration',
      '부모님을 두 번 뵈었어요.',
      later,
      'ko',
    );
    expect(isCompositionStale(more)).toBe(true);
    const kept = applyKeepComposition(more);
    expect(kept.content).toBe('내가 고친 글');
    expect(isCompositionStale(kept)).toBe(false);
    expect(
      isCompositionStale(applyAnswer(kept, 'personal', 'living_arrangements', '매일 통화해요.', later, 'ko')),
    ).toBe(true);
    expect(isCompositionStale(applyComposition(more, 'personal', 'ko'))).toBe(false);
  });

  it('says nothing about a text never composed, emptied, or composed before this was recorded', () => {
    expect(isCompositionStale(answered())).toBe(false);
    const composed = applyComposition(answered(), 'personal', 'en');
    expect(
      isCompositionStale(
        applyAnswer(applyContent(composed, ''), 'personal', 'family_integration', 'x y z', later, 'en'),
      ),
    ).toBe(false);
    const { composedFrom: _, ...older } = composed;
    expect(isCompositionStale(applyAnswer(older, 'personal', 'family_integration', 'x y z', later, 'en'))).toBe(false);
  });
});
