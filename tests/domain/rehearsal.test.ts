import { describe, expect, it } from 'vitest';
import { emptyStatement } from '../../src/domain/application';
import { invitationLetter } from '../../src/domain/forms/invitation-letter';
import { spouseInformation } from '../../src/domain/forms/spouse-information';
import { personalGuarantee } from '../../src/domain/forms/personal-guarantee';
import {
  compareFacts,
  knownNames,
  rehearsalQuestions,
  reviewRound,
  type RehearsalInput,
} from '../../src/domain/rehearsal';
import { datesIn, numbersIn, sameName } from '../../src/domain/rehearsal/facts';
import { placesIn } from '../../src/domain/rehearsal/places';
import { fillAll } from '../fixtures/form-answers';
import { emptyPeople, withFact, type People } from '../../src/domain/people';

const AT = '2026-02-01T00:00:00.000Z';
/** The couple's places as held in the people records (D26), in the versions given. */
function couplePlaces(
  meeting: { ko?: string; latin?: string },
  marriage: { ko?: string; latin?: string } = {},
): People {
  let people = emptyPeople();
  for (const [fact, versions] of [
    ['meetingPlace', meeting],
    ['marriagePlace', marriage],
  ] as const)
    for (const script of ['ko', 'latin'] as const)
      if (versions[script]) people = withFact(people, { role: 'couple', fact, script }, versions[script]!, AT);
  return people;
}

/** A couple's application: every question answered (fixture values), the story's facts set by hand. */
function application(): RehearsalInput {
  const invitation = fillAll(invitationLetter, {
    'il.first-meeting': { date: '2021-03-14', place: '서울 강남구의 한 카페' },
    'il.introduced': { introduced: true },
    'il.introducer-details': {
      name: '박지민',
      birthDateOrBusinessNumber: '1990-01-01',
      nationality: '대한민국',
      phone: '010-1111-2222',
      relationToSponsor: '회사 동료',
      relationToSpouse: '어학원 친구',
    },
    'il.wedding': { held: true, date: '2023-05-20', place: '부산 해운대의 예식장' },
    'il.visits': { sponsorVisited: true, sponsorVisitCount: 3, spouseVisited: true, spouseVisitCount: 2 },
    'il.family-awareness': [
      { relation: '부', name: '김철수', deceased: false, contact: '010-1234-5678', aware: 'knows' },
      { relation: '모', name: '이영희', deceased: false, contact: '010-2345-6789', aware: 'knows' },
    ],
  });
  const spouse = fillAll(spouseInformation, {
    'si.father': {
      familyName: 'SMITH',
      givenName: 'ROBERT',
      deceased: false,
      dateOfBirth: '1960-02-02',
      aware: 'knows',
    },
  });
  const personal = {
    ...emptyStatement(),
    extractedInfo: {
      how_met: 'We met on March 14, 2021 at a coffee shop in Gangnam, Seoul. My classmate Jimin introduced us.',
    },
  };
  return {
    answers: {
      'invitation-letter': invitation,
      'spouse-information': spouse,
      'personal-guarantee': fillAll(personalGuarantee),
    },
    statements: { personal, sponsor: emptyStatement() },
    people: couplePlaces({ ko: '서울 강남구의 한 카페' }, { ko: '부산 해운대의 예식장' }),
  };
}

describe('rehearsal questions from the application', () => {
  it("reads the couple's places in the script of each UI language, and marks a missing version", () => {
    const input = application();
    input.people = couplePlaces(
      { ko: '서울 강남구의 한 카페', latin: 'A cafe in Gangnam, Seoul' },
      { latin: 'Manila' },
    );
    const questions = rehearsalQuestions('sponsor', input);
    const where = questions.find((q) => q.id === 'first-met-where')!.references.find((r) => r.kind === 'couple')!;
    expect(where.text).toEqual({ en: 'A cafe in Gangnam, Seoul', ko: '서울 강남구의 한 카페' });
    expect(where).toMatchObject({ missing: [] });
    // Where they married (registered) is the couple's place; a ceremony's place (2.8) is the wedding question's.
    const married = questions.find((q) => q.id === 'marriage-place')!.references;
    expect(married.find((r) => r.kind === 'couple')).toEqual({
      kind: 'couple',
      fact: 'marriagePlace',
      text: { en: 'Manila', ko: '' },
      missing: ['ko'],
    });
    const wedding = questions.find((q) => q.id === 'wedding')!.references;
    expect(wedding.some((r) => r.kind === 'couple')).toBe(false);
    expect(wedding.find((r) => r.kind === 'form')!.text.ko).toMatch(/부산 해운대의 예식장/);
    // No ceremony held: no place of a wedding is offered as the answer.
    input.answers['invitation-letter']!['il.wedding'] = { held: false };
    const none = rehearsalQuestions('sponsor', input).find((q) => q.id === 'wedding')!.references;
    expect(none.find((r) => r.kind === 'form')!.text.ko).not.toMatch(/부산/);
  });

  it('a labelled answer after a question’s own mark reads "Visited? Yes", never "Visited?: Yes" (a trial)', () => {
    const input = application();
    input.answers['invitation-letter']!['il.visits'] = {
      sponsorVisited: true,
      sponsorVisitCount: 3,
      spouseVisited: false,
    };
    const texts = (['sponsor', 'applicant'] as const).flatMap((who) =>
      rehearsalQuestions(who, input).flatMap((q) => q.references.flatMap((r) => [r.text.en, r.text.ko])),
    );
    expect(texts.length).toBeGreaterThan(10);
    for (const text of texts) expect(text).not.toMatch(/[?？]:/u);
  });

  it('an answer in either script is checked against both versions held', () => {
    const input = application();
    input.people = couplePlaces({ ko: '부산', latin: 'Busan' });
    const questions = rehearsalQuestions('applicant', input);
    const [where] = reviewRound(questions, { 'first-met-where': 'In Seoul' }, []).filter(
      (r) => r.question.id === 'first-met-where',
    );
    expect(where.references.find((r) => r.reference.kind === 'couple')!.mismatch).toBe(true);
    const [same] = reviewRound(questions, { 'first-met-where': 'In Busan' }, []).filter(
      (r) => r.question.id === 'first-met-where',
    );
    expect(same.references.find((r) => r.reference.kind === 'couple')!.mismatch).toBe(false);
  });

  it("asks where the couple met, with the couple's place in each script and the statement as references", () => {
    const questions = rehearsalQuestions('applicant', application());
    const where = questions.find((q) => q.id === 'first-met-where')!;
    expect(where.ask.en).toBe('Where did you first meet?');
    // Only the Korean version is held: the English side is empty and said to be missing, not filled from Korean.
    expect(where.references).toContainEqual({
      kind: 'couple',
      fact: 'meetingPlace',
      text: { en: '', ko: '서울 강남구의 한 카페' },
      missing: ['en'],
    });
    expect(where.references.some((r) => r.kind === 'form')).toBe(false);
    expect(where.references).toContainEqual(expect.objectContaining({ kind: 'statement', statement: 'personal' }));
    // The Korean spouse's statement has nothing on it: no empty reference.
    expect(where.references.filter((r) => r.kind === 'statement')).toHaveLength(1);
  });

  it('reads the introducer, the visits, the wedding and both families from the forms', () => {
    const questions = rehearsalQuestions('sponsor', application());
    const text = (id: string) =>
      questions
        .find((q) => q.id === id)!
        .references.map((r) => r.text.ko)
        .join(' | ');
    expect(text('introduced')).toContain('박지민');
    expect(text('introduced')).toContain('예');
    expect(text('visits')).toMatch(/3.*2/);
    expect(text('wedding')).toContain('2023-05-20');
    expect(text('sponsor-family')).toBe('부 김철수; 모 이영희');
    expect(text('applicant-family')).toContain('ROBERT SMITH');
    // Not employed in the fixture (4.3 skips the workplace): the guarantee's workplace (item 19) is the reference.
    expect(text('sponsor-work')).toBe('근무처: 예시 답변 · 직위: 예시 답변');
  });

  it('marks questions from public accounts as practice, with a source; the own ones carry none', () => {
    const questions = rehearsalQuestions('applicant', application());
    const practice = questions.filter((q) => q.practice);
    expect(practice.length).toBeGreaterThan(3);
    for (const q of practice)
      expect(q.practice).toMatchObject({ url: expect.stringMatching(/^https:/), uncertain: true });
    expect(questions.find((q) => q.id === 'first-met-where')!.practice).toBeUndefined();
    // The Korean-language practice is the applicant's only.
    expect(questions.some((q) => q.id === 'korean-practice')).toBe(true);
    expect(rehearsalQuestions('sponsor', application()).some((q) => q.id === 'korean-practice')).toBe(false);
  });

  it('skips what the form skips: no introducer reference when no one introduced them', () => {
    const input = application();
    input.answers['invitation-letter'] = {
      ...input.answers['invitation-letter'],
      'il.introduced': { introduced: false },
    };
    const refs = rehearsalQuestions('sponsor', input).find((q) => q.id === 'introduced')!.references;
    expect(refs.map((r) => r.text.en)).toEqual(['No']);
  });

  it('asks each spouse about the other one’s birthday from the people records', () => {
    const input = {
      ...application(),
      people: {
        applicant: { role: 'applicant' as const, dateOfBirth: { value: '1992-07-01', updatedAt: '' } },
        sponsor: { role: 'sponsor' as const, dateOfBirth: { value: '1990-11-30', updatedAt: '' } },
        couple: { role: 'couple' as const },
      },
    };
    const birthday = (s: 'sponsor' | 'applicant') =>
      rehearsalQuestions(s, input)
        .find((q) => q.id === 'spouse-birthday')!
        .references.map((r) => r.text.en);
    expect(birthday('sponsor')).toEqual(['1992-07-01']);
    expect(birthday('applicant')).toEqual(['1990-11-30']);
  });
});

describe('facts in free text', () => {
  it('reads dates written the Korean and the English ways', () => {
    const dates = (t: string) => datesIn(t).dates;
    expect(dates('2021년 3월 14일에 만났어요')).toEqual([{ y: 2021, m: 3, d: 14 }]);
    expect(dates('2021. 3. 14. 강남에서')).toEqual([{ y: 2021, m: 3, d: 14 }]);
    expect(dates('On March 14, 2021')).toEqual([{ y: 2021, m: 3, d: 14 }]);
    expect(dates('the 14th of March 2021')).toEqual([{ y: 2021, m: 3, d: 14 }]);
    expect(dates('3/14/2021')).toEqual([{ y: 2021, m: 3, d: 14 }]);
    expect(dates('in May 2023')).toEqual([{ y: 2023, m: 5 }]);
    expect(dates('2023년 5월쯤')).toEqual([{ y: 2023, m: 5 }]);
    expect(dates('3월 14일')).toEqual([{ m: 3, d: 14 }]);
    expect(dates('back in 2019')).toEqual([{ y: 2019 }]);
    expect(dates('2021년 봄, 3월 중순쯤')).toEqual([{ y: 2021 }, { m: 3 }]);
    expect(dates('in March, but it may rain')).toEqual([{ m: 3 }]);
  });

  it('reads counts in digits and words, not the digits of a date or a phone number', () => {
    expect(numbersIn('세 번 방문했어요')).toEqual([3]);
    expect(numbersIn('I visited twice and she came three times')).toEqual([2, 3]);
    expect(numbersIn('call 010-1234-5678, 2 rooms')).toEqual([2]);
    // The numbers of an address are not counts.
    expect(numbersIn('서울특별시 마포구 월드컵로 10, 3층 · 방 수: 3')).toEqual([3]);
  });

  it('knows places in both scripts, and a district inside its city', () => {
    expect(placesIn('서울 강남구의 한 카페')).toEqual(expect.arrayContaining(['seoul', 'gangnam']));
    expect(placesIn('a coffee shop in Gangnam')).toEqual(['gangnam']);
    // The language is not the country.
    expect(placesIn('한국어로 이야기해요')).toEqual([]);
  });

  it('compares names across scripts', () => {
    expect(sameName('민수', 'Minsu')).toBe(true);
    expect(sameName('존', 'John')).toBe(true);
    expect(sameName('Minsu', 'Jinho')).toBe(false);
    // A given name alone is the same person; a family name alone is not enough.
    expect(sameName('박지민', '지민')).toBe(true);
    expect(sameName('박지민', 'Jimin Park')).toBe(true);
    expect(sameName('김철수', 'Cheolsu')).toBe(true);
    expect(sameName('이영희', 'Younghee')).toBe(true);
    expect(sameName('박지민', '박서준')).toBe(false);
    expect(sameName('박지민', '박재민')).toBe(false);
    // Across scripts, a family name as usually spelled is how a spouse may say it ("Mr Kim"); in Hangul it is not.
    expect(sameName('김철호', 'Kim')).toBe(true);
    expect(sameName('이철호', 'Lee')).toBe(true);
    expect(sameName('김철호', 'Park')).toBe(false);
  });

  it('reads a name of several words as one, and no title or chat app as a name (a trial: "Lê, Thị, Lan, Mr, Kim, Zalo")', () => {
    const checks = compareFacts(
      '소개인: 김철호',
      'Mr Kim introduced us; we talked on Zalo with his cousin Lê Thị Lan.',
      ['name'],
      ['김철호'],
    );
    expect(checks[0].said.map((n) => n.en)).toEqual(['Kim', 'Lê Thị Lan']);
    expect(checks[0].status).toBe('same');
  });
});

describe('comparing an answer with the forms by its facts', () => {
  const story =
    'We first met on 14 March 2021 at a café in Gangnam. My friend Minsu introduced us at his birthday party.';

  it('a rephrasing in other words, or in Korean, is not a mismatch', () => {
    const rephrased = [
      'My friend Minsu introduced us at his birthday party in Gangnam, in a café. That was March 14, 2021.',
      '2021년 3월 14일 강남의 카페에서 처음 만났어요. 친구 민수가 생일 파티에서 소개해 줬어요.',
    ];
    for (const answer of rephrased) {
      const checks = compareFacts(story, answer, ['date', 'place', 'name']);
      expect(checks.map((c) => [c.kind, c.status])).toEqual([
        ['date', 'same'],
        ['place', 'same'],
        ['name', 'same'],
      ]);
    }
  });

  it('finds a changed date', () => {
    const checks = compareFacts(story, story.replace('14 March 2021', '21 March 2021'), ['date', 'place', 'name']);
    expect(checks.find((c) => c.kind === 'date')).toMatchObject({
      status: 'different',
      expected: [{ en: '2021-03-14', ko: '2021-03-14' }],
      said: [{ en: '2021-03-21', ko: '2021-03-21' }],
    });
    expect(checks.filter((c) => c.status === 'different')).toHaveLength(1);
  });

  it('finds a changed place', () => {
    const checks = compareFacts(story, story.replace('Gangnam', 'Haeundae'), ['date', 'place', 'name']);
    expect(checks.find((c) => c.kind === 'place')).toMatchObject({
      status: 'different',
      said: [{ en: 'Haeundae', ko: '해운대' }],
    });
    expect(checks.filter((c) => c.status === 'different')).toHaveLength(1);
  });

  it('finds a changed name', () => {
    const checks = compareFacts(story, story.replace('Minsu', 'Jinho'), ['date', 'place', 'name']);
    expect(checks.find((c) => c.kind === 'name')).toMatchObject({
      status: 'different',
      expected: [{ en: 'Minsu', ko: 'Minsu' }],
    });
    expect(checks.filter((c) => c.status === 'different')).toHaveLength(1);
  });

  it('finds a changed number, and a yes turned no', () => {
    expect(compareFacts('3 visits', '두 번 갔어요', ['number'])[0].status).toBe('different');
    expect(compareFacts('3 visits', '세 번 갔어요', ['number'])[0].status).toBe('same');
    expect(compareFacts('Yes', '아니요, 우리끼리 만났어요', ['yesNo'])[0].status).toBe('different');
  });

  it('saying less is not a mismatch: an answer without the date says nothing against it', () => {
    expect(compareFacts(story, 'At a café in Gangnam.', ['date', 'place'])).toEqual([
      expect.objectContaining({ kind: 'date', status: 'unsaid' }),
      expect.objectContaining({ kind: 'place', status: 'same' }),
    ]);
    // A city containing the district agrees with it.
    expect(compareFacts('서울 강남구의 한 카페', 'In Seoul', ['place'])[0].status).toBe('same');
  });
});

describe('a round reviewed', () => {
  it('puts each answer beside the forms and the other spouse, and flags where the first meeting differs', () => {
    const input = application();
    const questions = rehearsalQuestions('applicant', input);
    const sponsorAnswers = {
      'first-met-where': '강남에 있는 카페에서 처음 만났어요',
      'first-met-when': '2021년 3월 14일',
    };
    const applicantAnswers = { 'first-met-where': 'At a bar in Busan', 'first-met-when': 'March 14, 2021' };
    const review = reviewRound(questions, applicantAnswers, knownNames(input), {
      spouse: 'sponsor',
      answers: sponsorAnswers,
    });
    const where = review.find((r) => r.question.id === 'first-met-where')!;
    expect(where.mismatch).toBe(true);
    expect(where.references.find((r) => r.reference.kind === 'couple')!.mismatch).toBe(true);
    expect(where.other).toMatchObject({ spouse: 'sponsor', answer: sponsorAnswers['first-met-where'], mismatch: true });
    const when = review.find((r) => r.question.id === 'first-met-when')!;
    expect(when.mismatch).toBe(false);
    // The Korean spouse's own answer agrees with the form.
    const sponsorReview = reviewRound(rehearsalQuestions('sponsor', input), sponsorAnswers, knownNames(input));
    expect(sponsorReview.find((r) => r.question.id === 'first-met-where')!.mismatch).toBe(false);
    // Unanswered questions are never mismatches.
    expect(review.filter((r) => !r.answer).every((r) => !r.mismatch)).toBe(true);
  });
});
