import { describe, expect, test } from 'vitest';
import type { FormAnswers } from '@/domain/forms/types';
import type { ItemValues } from '@/domain/package/layout-types';
import { formItemValues } from '@/domain/package/item-values';
import { formatDate } from '@/domain/package/reader';
import { documentValidity } from '@/domain/package/validity';
import { emptyPeople, withFact } from '@/domain/people';
import { fixtureAnswers } from './fixture';

describe('formItemValues', () => {
  test('a question the form skips is blank on purpose, not unanswered; an unanswered one is missing', () => {
    const answers: FormAnswers = { ...fixtureAnswers['invitation-letter'], 'il.introduced': { introduced: false } };
    delete answers['il.how-met'];
    const values = formItemValues('invitation-letter', answers);
    expect(values['2.3']).toEqual({ kind: 'check', chosen: ['no'] });
    for (const key of ['2.3.1', '2.3.2', '2.3.5#sponsor']) expect(values[key], key).toEqual({ kind: 'none' });
    expect(values['2.4']).toBeUndefined();
  });

  test('values are written as the forms want them', () => {
    const inv = formItemValues('invitation-letter', fixtureAnswers['invitation-letter']);
    expect(inv['1.4']).toEqual({ kind: 'text', text: '1988. 03. 02.' });
    expect(inv['4.2']).toEqual({ kind: 'text', text: '31,000,000원' });
    expect(inv['4.1#total']).toEqual({ kind: 'text', text: '3 명' });
    expect(inv['4.6.2#amount']).toEqual({ kind: 'text', text: '20,000,000' });
    expect(inv['2.12']).toMatchObject({
      kind: 'rows',
      rows: [['부', '김영호', '010-2222-3333', '안다'], expect.anything(), ['형', '김민호', '010-6666-7777', '모른다']],
    });
    const pg = formItemValues('personal-guarantee', fixtureAnswers['personal-guarantee']);
    expect(pg['23']).toEqual({ kind: 'text', text: '입국일로부터 4년' });
    expect(pg['3']).toEqual({ kind: 'none' }); // optional and left empty
    const si = formItemValues('spouse-information', fixtureAnswers['spouse-information']);
    expect(si['2.1']).toMatchObject({
      kind: 'rows',
      rows: [
        expect.anything(),
        ['모 / Mother', 'SMITH', 'LINDA', 'DECEASED (사망)', ''],
        expect.anything(),
        expect.anything(),
      ],
    });
    expect(si['3.1#rows']).toEqual({
      kind: 'rows',
      rows: [
        ['2025. 04. 01. ~ 2025. 04. 20.', 'Visiting family', 'Seoul, Busan'],
        ['2022. 01. 05. ~ 2022. 01. 19.', 'Tourism', 'Seoul'],
      ],
    });
    expect(formatDate('2013-02')).toBe('2013-02');
  });

  test('person facts come from the people records (D20)', () => {
    const people = withFact(
      withFact(
        withFact(emptyPeople(), { role: 'applicant', fact: 'familyName' }, 'SMITH', 'a'),
        { role: 'applicant', fact: 'givenNames' },
        'JANE MARIE',
        'a',
      ),
      { role: 'sponsor', fact: 'hangulName' },
      '김민수',
      'a',
    );
    const values = formItemValues('personal-guarantee', {}, people);
    expect(values['1']).toEqual({ kind: 'text', text: 'SMITH' });
    expect(values['2']).toEqual({ kind: 'text', text: 'JANE MARIE' });
    expect(values['11']).toEqual({ kind: 'text', text: '김민수' });
    expect(values['7']).toBeUndefined();
  });

  test('nothing answered: every required item is missing, nothing crashes', () => {
    for (const id of ['invitation-letter', 'spouse-information', 'personal-guarantee'] as const) {
      const values = formItemValues(id, {});
      expect(Object.values(values).some((v) => v === undefined)).toBe(true);
    }
  });
});

describe('documentValidity', () => {
  const progress = {
    'fbi-check': { status: 'completed', completedAt: '2026-10-01T12:00:00.000Z' },
    'applicant-health-certificate': { status: 'completed', completedAt: '2026-08-20T12:00:00.000Z' },
    'sponsor-health-certificate': { status: 'completed', completedAt: '2026-11-20T12:00:00.000Z' },
  };
  const rows = documentValidity(progress, '2027-01-15');
  const row = (id: string) => rows.find((r) => r.taskId === id);

  test('checks each window against the appointment date', () => {
    expect(row('fbi-check')).toMatchObject({ issuedOn: '2026-10-01', validUntil: '2027-01-01', status: 'expired' });
    expect(row('applicant-health-certificate')).toMatchObject({ validUntil: '2027-02-20', status: 'valid' });
    expect(row('sponsor-health-certificate')).toMatchObject({ validUntil: '2027-05-20', status: 'valid' });
    expect(row('tb-test')).toMatchObject({ issuedOn: null, status: 'not-yet' });
  });

  test('about to expire within 30 days of the date; exempt documents left out', () => {
    expect(
      documentValidity(progress, '2027-02-01').find((r) => r.taskId === 'applicant-health-certificate')?.status,
    ).toBe('expires-soon');
    expect(documentValidity(progress, '2027-01-15', new Set(['tb-test'])).some((r) => r.taskId === 'tb-test')).toBe(
      false,
    );
  });
});

describe("the guarantee's English back (D26)", () => {
  // A Vietnamese couple answered in Korean: the back printed 베트남, 김민수 and the Hangul address.
  const answers = {
    'pg.applicant-nationality': { nationality: '베트남' },
    'pg.applicant-korea-address': { address: '서울특별시 마포구 월드컵북로 12, 301호' },
    'pg.applicant-purpose': { purpose: '결혼동거 (F-6)' },
    'pg.guarantor-name': { fullName: '김민수', hanjaName: '' },
    'pg.guarantor-nationality-sex': { nationality: '대한민국', sex: 'male' },
    'pg.guarantor-relationship': { relationship: '배우자' },
    'pg.guarantor-employment': { workplace: '주식회사 한빛', position: '과장' },
    'pg.guarantee-period': { startsFrom: 'entry', years: 4 },
  };
  const text = (v: ItemValues[string]) => (v?.kind === 'text' ? v.text : undefined);

  test('prints no Hangul: the Latin version where held, else the box stays empty to be asked for', () => {
    const values = formItemValues('personal-guarantee', answers);
    const back = Object.entries(values).filter(([key]) => key.startsWith('en.'));
    expect(back.length).toBe(25);
    for (const [key, v] of back) expect(text(v) ?? '', key).not.toMatch(/[\uac00-\ud7a3]/u);
    expect(text(values['en.6'])).toBe('VIETNAM');
    expect(text(values['en.13'])).toBe('REPUBLIC OF KOREA');
    expect(text(values['en.18'])).toBe('Spouse');
    expect(text(values['en.10'])).toBe('Marriage migrant (F-6)');
    expect(text(values['en.23'])).toBe('4 years from the date of entry');
    expect(values['en.8']).toBeUndefined();
    expect(values['en.11']).toBeUndefined();
    // The front keeps the Korean.
    expect(text(values['6'])).toBe('베트남');
    expect(text(values['11'])).toBe('김민수');
  });

  test('reads the Latin versions the people records hold', () => {
    let people = emptyPeople();
    const at = '2026-11-01T00:00:00Z';
    people = withFact(
      people,
      { role: 'applicant', fact: 'addressKorea', script: 'latin' },
      '12 World Cup-buk-ro, Mapo-gu, Seoul',
      at,
    );
    people = withFact(people, { role: 'sponsor', fact: 'familyName' }, 'Kim', at);
    people = withFact(people, { role: 'sponsor', fact: 'givenNames' }, 'Minsu', at);
    const values = formItemValues('personal-guarantee', answers, people);
    expect(text(values['en.8'])).toBe('12 World Cup-buk-ro, Mapo-gu, Seoul');
    expect(text(values['en.11'])).toBe('KIM MINSU');
    expect(text(values['en.25'])).toBe('KIM MINSU');
  });

  test('prints the employer, position and work address typed in English for the back (a trial: three blanks no question asked)', () => {
    const english = {
      ...answers,
      'pg.guarantor-employment': {
        workplace: '주식회사 한빛',
        position: '과장',
        workplaceLatin: 'Hanbit Co., Ltd.',
        positionLatin: 'Manager',
      },
      'pg.guarantor-work-address': {
        workAddress: '경상남도 창원시 성산구 공단로 1',
        workAddressLatin: '1 Gongdan-ro, Seongsan-gu, Changwon',
      },
    };
    let people = withFact(
      emptyPeople(),
      { role: 'sponsor', fact: 'employer', script: 'latin' },
      'Hanbit Co., Ltd.',
      '2026-11-01T00:00:00Z',
    );
    const values = formItemValues('personal-guarantee', english, people);
    expect([values['en.19'], values['en.20'], values['en.21']].map(text)).toEqual([
      'Hanbit Co., Ltd.',
      'Manager',
      '1 Gongdan-ro, Seongsan-gu, Changwon',
    ]);
    // The front keeps the Korean ones.
    expect([values['19'], values['20'], values['21']].map(text)).toEqual([
      '주식회사 한빛',
      '과장',
      '경상남도 창원시 성산구 공단로 1',
    ]);
    // Left empty, the back's boxes stay empty (never the Korean).
    people = emptyPeople();
    const none = formItemValues('personal-guarantee', answers, people);
    expect([none['en.19'], none['en.20']].map(text)).toEqual([undefined, undefined]);
  });
});
