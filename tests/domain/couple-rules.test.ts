import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deriveCouple, type Couple } from '../../src/domain/couple';
import { checkEligibility, isAttentionAcknowledged, type EligibilityDraft } from '../../src/domain/eligibility/check';
import { eligibleCouple } from '../fixtures/eligibility';
import { changesBehind } from '../../src/domain/eligibility/rule-changes';
import { missionFor } from '../../src/domain/missions';
import { excludedTaskIds, planTasks } from '../../src/domain/timeline';
import { planOptionsFromCouple } from '../../src/domain/timeline/plan-options';
import { healthCheckExemption } from '../../src/domain/guides/health';

// D28: the rules follow the couple's facts. Each table names its source
// (shared/domain/f6-rules-and-sources.md section 14 row) in the test name.

const today = '2026-11-26';
const target = '2027-03-05';

/** A couple that meets every other requirement: only the fact under test changes. */
const base: EligibilityDraft = { ...eligibleCouple, koreanLanguageLevel: 'native-or-shared-language' };

type CoupleCase = {
  name: string;
  nationality: string;
  residence: string;
  region?: string;
  marriagePlace: 'korea' | 'abroad';
  marriageCountry?: string;
  sponsorResidence: 'korea' | 'us' | 'other';
  language: EligibilityDraft['koreanLanguageLevel'];
  child?: boolean;
};

const couples: CoupleCase[] = [
  {
    name: 'US applicant in Washington state, married in the US, sponsor in Korea',
    nationality: 'US',
    residence: 'US',
    region: 'WA',
    marriagePlace: 'abroad',
    marriageCountry: 'US',
    sponsorResidence: 'korea',
    language: 'native-or-shared-language',
  },
  {
    name: 'Vietnamese applicant in Hanoi, married in Vietnam, sponsor in Korea, no shared language',
    nationality: 'VN',
    residence: 'VN',
    region: 'hanoi',
    marriagePlace: 'abroad',
    marriageCountry: 'VN',
    sponsorResidence: 'korea',
    language: 'none',
  },
  {
    name: 'Chinese applicant in Shanghai, married in Korea, sponsor in Korea',
    nationality: 'CN',
    residence: 'CN',
    region: 'shanghai',
    marriagePlace: 'korea',
    sponsorResidence: 'korea',
    language: 'topik1',
  },
  {
    name: 'Filipino applicant in Manila, married in the Philippines, sponsor living there too',
    nationality: 'PH',
    residence: 'PH',
    marriagePlace: 'abroad',
    marriageCountry: 'PH',
    sponsorResidence: 'other',
    language: 'native-or-shared-language',
  },
  {
    name: 'Japanese applicant in Osaka, married in Japan, sponsor in Korea, a child together',
    nationality: 'JP',
    residence: 'JP',
    region: 'osaka',
    marriagePlace: 'abroad',
    marriageCountry: 'JP',
    sponsorResidence: 'korea',
    language: 'basic',
    child: true,
  },
];

const coupleOf = (
  c: CoupleCase,
  extra: Record<string, unknown> = {},
  invitation: Record<string, unknown> = {},
): Couple =>
  deriveCouple({
    eligibility: {
      ...base,
      nationality: c.nationality,
      applicantResidence: c.residence,
      applicantRegion: c.region,
      marriagePlace: c.marriagePlace,
      marriageCountry: c.marriageCountry,
      sponsorResidence: c.sponsorResidence,
      koreanLanguageLevel: c.language,
      childTogether: c.child,
      ...extra,
    },
    invitation,
  });

const planIds = (couple: Couple) =>
  planTasks({ criminalRecordCheck: 'required', healthCheck: 'required' }, planOptionsFromCouple(couple)).map(
    (t) => t.id,
  );

describe('D6 TB certificate by nationality (hikorea.go.kr notice 1446, 2022)', () => {
  it.each([
    ['US', false],
    ['VN', true],
    ['CN', true],
    ['PH', true],
    ['JP', false],
  ])('%s applicant: TB certificate planned = %s', (nationality, planned) => {
    const c = couples.find((x) => x.nationality === nationality) as CoupleCase;
    expect(planIds(coupleOf(c)).includes('tb-test')).toBe(planned);
  });
});

describe('D5 guidance program planned and blocking (easylaw.go.kr; gysocinet; kormoya 2024-01-01)', () => {
  it.each([
    ['US', false],
    ['VN', true],
    ['CN', true],
    ['PH', true],
    ['JP', false],
  ])('%s applicant: program task planned = %s', (nationality, planned) => {
    const c = couples.find((x) => x.nationality === nationality) as CoupleCase;
    expect(planIds(coupleOf(c)).includes('marriage-guidance-program')).toBe(planned);
  });

  it.each([
    [undefined, 'unknown', false],
    [false, 'fail', false],
    [true, 'pass', true],
  ] as const)('Vietnamese applicant, program done = %s: %s, can complete = %s', (done, status, completes) => {
    const answers = { ...base, nationality: 'VN', completedMarriageGuidanceProgram: done };
    const r = checkEligibility(answers, { today });
    const check = r.checks.find((x) => x.id === 'marriage-guidance-program');
    expect(check?.status).toBe(status);
    // Acknowledging every open point never completes the step while the program is open.
    const all = r.checks.map((x) => x.id);
    expect(isAttentionAcknowledged(r, all)).toBe(completes);
  });
});

describe('D7 TOPIK when no shared language (notice 2016-378; inblog.ai/kvisa 2025, secondary)', () => {
  it.each([
    ['none', true],
    ['basic', true],
    ['native-or-shared-language', false],
    ['topik1', false],
    ['korean-course', false],
  ] as const)('language %s: TOPIK planned = %s, communication evidence the other way', (language, topik) => {
    const ids = planIds(coupleOf({ ...(couples[1] as CoupleCase), language }));
    expect(ids.includes('topik-certificate')).toBe(topik);
    expect(ids.includes('communication-evidence')).toBe(!topik);
  });

  it('a child together settles the language requirement: no TOPIK even with basic Korean', () => {
    const ids = planIds(coupleOf(couples[4] as CoupleCase, { languageExemptions: ['child-together'] }));
    expect(ids).not.toContain('topik-certificate');
  });

  it('a course certificate says a certificate older than 2 years may lead to an interview (secondary)', () => {
    const r = checkEligibility({ ...base, nationality: 'US', koreanLanguageLevel: 'korean-course' }, { today });
    const c = r.checks.find((x) => x.id === 'communication');
    expect(c?.detail.en).toMatch(/older than 2 years/);
    expect(c?.source.secondary).toBe(true);
  });
});

describe('D11 where to apply: the mission over where the applicant lives (visa.go.kr; overseas.mofa.go.kr)', () => {
  it.each([
    ['US', 'WA', 'us-seattle', true],
    ['US', 'AZ', 'us-los-angeles', true],
    ['US', 'IL', 'us-chicago', false],
    ['VN', 'hanoi', 'vn-hanoi', false],
    ['VN', 'ho-chi-minh-city', 'vn-ho-chi-minh', false],
    ['CN', 'shanghai', 'cn-shanghai', false],
    ['PH', undefined, 'ph-manila', false],
    ['JP', 'osaka', 'jp-osaka', false],
  ] as const)('%s / %s -> %s (jurisdiction certain: %s)', (country, region, id, certain) => {
    const a = missionFor({ country, region });
    expect(a.kind).toBe('found');
    if (a.kind !== 'found') return;
    expect(a.mission.id).toBe(id);
    expect(a.jurisdiction.certain).toBe(certain);
    expect(a.jurisdiction.source.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    if (!certain) expect(a.jurisdiction.source.secondary).toBe(true);
  });

  it('Vietnam has more than one mission: without a city the app asks, and names them', () => {
    const a = missionFor({ country: 'VN' });
    expect(a.kind).toBe('choose-region');
    if (a.kind === 'choose-region')
      expect(a.missions.map((m) => m.id)).toEqual(['vn-hanoi', 'vn-ho-chi-minh', 'vn-da-nang']);
  });

  it.each([
    [{ country: 'US', region: 'CA' }, /California/],
    [{ country: 'VN', region: 'other' }, /Korean embassy in Vietnam/],
    [{ country: 'BR' }, /no data on the Korean missions in BR/],
    [{}, /which country the applicant lives in/],
  ])('%o is unknown, with whom to ask', (residence, reason) => {
    const a = missionFor(residence);
    expect(a.kind).toBe('unknown');
    if (a.kind === 'unknown') {
      expect(a.reason.en).toMatch(reason);
      expect(a.reason.ko).toMatch(/[가-힣]/);
    }
  });

  it('California names only Los Angeles and San Francisco, says the county decides, and asks nothing again', () => {
    const a = missionFor({ country: 'US', region: 'CA' });
    expect(a.kind).toBe('unknown');
    if (a.kind !== 'unknown') return;
    expect(a.missions.map((m) => m.id)).toEqual(['us-los-angeles', 'us-san-francisco']);
    expect(a.reason.en).toMatch(/county/);
    expect(a.reason.ko).toMatch(/카운티/);
    expect(a.region?.id).toBe('CA');
    // A state with no mapping still names every US mission to ask among.
    const utah = missionFor({ country: 'US', region: 'UT' });
    if (utah.kind !== 'unknown') throw new Error('Utah is not mapped');
    expect(utah.missions.length).toBeGreaterThan(2);
  });

  it('outside the US every specific is unknown with whom to ask; Seattle carries sources and dates', () => {
    const hanoi = missionFor({ country: 'VN', region: 'hanoi' });
    if (hanoi.kind !== 'found') throw new Error('Hanoi not found');
    for (const fact of Object.values(hanoi.mission.specifics)) {
      expect(fact.known).toBe(false);
      if (!fact.known) expect(fact.ask.ko).toContain('주베트남 대한민국 대사관');
    }
    const seattle = missionFor({ country: 'US', region: 'WA' });
    if (seattle.kind !== 'found') throw new Error('Seattle not found');
    for (const fact of Object.values(seattle.mission.specifics)) {
      expect(fact.known).toBe(true);
      if (fact.known) expect(fact.source.asOf).toBe('2026-11-23');
    }
  });
});

describe('C7 / D11 records from nationality and residence (Japan consulate F-6 page)', () => {
  it.each([
    [0, ['fbi-check', 'fbi-apostille'], ['applicant-criminal-record', 'sponsor-residence-criminal-record']],
    [1, ['applicant-criminal-record'], ['fbi-check', 'fbi-apostille', 'sponsor-fbi-check']],
    [3, ['applicant-criminal-record', 'sponsor-residence-criminal-record'], ['fbi-check', 'sponsor-fbi-check']],
  ])('couple %i plans %o and not %o', (i, planned, notPlanned) => {
    const ids = planIds(coupleOf(couples[i] as CoupleCase));
    for (const id of planned) expect(ids).toContain(id);
    for (const id of notPlanned) expect(ids).not.toContain(id);
  });

  it('a sponsor living in the US gets the FBI check; in Korea, none', () => {
    expect(planIds(coupleOf({ ...(couples[0] as CoupleCase), sponsorResidence: 'us' }))).toContain('sponsor-fbi-check');
    expect(planIds(coupleOf(couples[0] as CoupleCase))).not.toContain('sponsor-fbi-check');
  });
});

describe('C3 where they married (kr.usembassy.gov; kfamily.scourt.go.kr)', () => {
  it.each([
    [0, 'us-marriage-certificate', ['foreign-marriage-certificate']],
    [1, 'foreign-marriage-certificate', ['us-marriage-certificate']],
    [2, null, ['us-marriage-certificate', 'foreign-marriage-certificate', 'korean-marriage-registration']],
  ] as const)('couple %i: certificate %s, none of %o', (i, certificate, none) => {
    const ids = planIds(
      coupleOf(couples[i] as CoupleCase, { hasMarriageCertificate: false, marriageRegisteredInKorea: false }),
    );
    if (certificate) expect(ids).toContain(certificate);
    for (const id of none) expect(ids).not.toContain(id);
  });
});

describe('D28 US-only hints go only to couples with US papers (C3 kr.usembassy.gov: US recognition)', () => {
  const us = /US state|미국|CR-1|marriage license/;
  it.each([
    ['US applicant in the US', 'US', 'US', true],
    ['Korean-resident US national', 'US', 'KR', true],
    ['Vietnamese applicant in Hanoi', 'VN', 'VN', false],
    ['Chinese applicant in Shanghai', 'CN', 'CN', false],
    ['Filipino applicant in Manila', 'PH', 'PH', false],
    ['Japanese applicant in Osaka', 'JP', 'JP', false],
    ['Vietnamese applicant living in the US', 'VN', 'US', true],
  ] as const)('%s: US wording %s', (_name, nationality, applicantResidence, shown) => {
    for (const extra of [
      { marriagePlace: 'korea' },
      { marriagePlace: 'abroad', hasMarriageCertificate: false },
      { plansToLiveTogether: false },
    ]) {
      const answers = { ...base, nationality, applicantResidence, ...extra } as EligibilityDraft;
      const r = checkEligibility(answers, { today, targetDate: target });
      const text = r.checks
        .filter((c) => c.id === 'marriage' || c.id === 'living-together')
        .map((c) => `${c.detail.en} ${c.detail.ko}`)
        .join(' ');
      if (shown) expect(text).toMatch(us);
      else expect(text).not.toMatch(us);
    }
  });

  it('married in Korea, not a US couple: the Korean certificate is the proof; the home country is unknown, with whom to ask', () => {
    const answers = {
      ...base,
      nationality: 'VN',
      applicantResidence: 'VN',
      marriagePlace: 'korea',
    } as EligibilityDraft;
    const c = checkEligibility(answers, { today, targetDate: target }).checks.find((x) => x.id === 'marriage');
    expect(c?.status).toBe('pass');
    expect(c?.detail.ko).toMatch(/혼인관계증명서/);
    expect(c?.detail.ko).toMatch(/여기서 알 수 없어요. 그 나라 대사관과 재외공관에 문의하세요/);
  });
});

describe('D1 sponsor criminal record, 10 years / 5 years (donga.com 2020-02-21; etoday; SBS, press)', () => {
  const record = (records: string[], recordDate?: string) => ({
    'il.criminal-record': { records, ...(recordDate ? { recordDate } : {}) },
  });
  it.each([
    ['not answered yet', {}, false, 'pass', false],
    ['none', record(['none']), false, 'pass', false],
    ['domestic violence 2019 (inside 10 years)', record(['domesticViolence'], '2019-05-01'), false, 'warn', true],
    ['domestic violence 2016 (outside 10 years)', record(['domesticViolence'], '2016-05-01'), false, 'pass', false],
    ['false marriage report 2023 (inside 5 years)', record(['falseMarriageReport'], '2023-01-10'), false, 'warn', true],
    [
      'false marriage report 2021 (outside 5 years)',
      record(['falseMarriageReport'], '2021-01-10'),
      false,
      'pass',
      false,
    ],
    [
      'violent crime 2020 with a child together (exception)',
      record(['violentCrime'], '2020-02-01'),
      true,
      'warn',
      false,
    ],
    ['a record without a date', record(['sexOffenceAgainstMinor']), false, 'unknown', true],
  ] as const)('%s -> %s (blocking %s)', (_name, invitation, child, status, blocking) => {
    const couple = deriveCouple({
      eligibility: { ...base, nationality: 'US', childTogether: child },
      invitation: invitation as Record<string, unknown>,
    });
    const r = checkEligibility({ ...base, nationality: 'US' }, { today, targetDate: target, couple });
    const c = r.checks.find((x) => x.id === 'sponsor-record');
    expect(c?.status).toBe(status);
    expect(Boolean(c?.blocking)).toBe(blocking);
    expect(c?.source.secondary).toBe(true);
    expect(c?.detail.ko).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});

describe('D5 the guidance programme, answered on the invitation (7.2, 7.3): one fact, asked once', () => {
  const vn = { ...base, nationality: 'VN' } as EligibilityDraft;
  const verdict = (programme: Record<string, unknown> | undefined) => {
    const couple = deriveCouple({
      eligibility: vn as Record<string, unknown>,
      invitation: programme ? { 'il.programme-exemption': programme } : {},
    });
    return checkEligibility(vn, { today, targetDate: target, couple }).checks.find(
      (x) => x.id === 'marriage-guidance-program',
    );
  };
  it.each([
    // A trial: the completion number on the invitation, and eligibility still said NOT MET.
    ['the completion number written', { exemption: 'none', completionNumber: '2026-창원-01234' }, 'pass', false],
    ['an exemption claimed (6 months in the spouse’s country)', { exemption: 'stayedInSpouseCountry' }, 'pass', false],
    ['neither done nor exempt, no number yet', { exemption: 'none' }, 'unknown', true],
    ['not answered on the invitation', undefined, 'unknown', true],
  ] as const)('%s -> %s', (_name, programme, status, blocking) => {
    const c = verdict(programme);
    expect(c?.status).toBe(status);
    expect(Boolean(c?.blocking)).toBe(blocking);
  });
});

describe('D2 sponsor naturalised through marriage, 3 years (hankookvisa.com/post/156, secondary)', () => {
  it.each([
    ['born Korean', { sponsorNaturalisation: 'no' }, {}, 'pass'],
    [
      'naturalised on another basis in 2026',
      { sponsorNaturalisation: 'other' },
      { 'il.sponsor-birth': { naturalised: true, naturalisationDate: '2026-01-01' } },
      'pass',
    ],
    [
      'naturalised through marriage in 2025 (inside 3 years)',
      { sponsorNaturalisation: 'marriage' },
      { 'il.sponsor-birth': { naturalised: true, naturalisationDate: '2025-06-01' } },
      'warn',
    ],
    [
      'naturalised through marriage in 2022 (outside 3 years)',
      { sponsorNaturalisation: 'marriage', sponsorNaturalisedOn: '2022-06-01' },
      {},
      'pass',
    ],
    [
      'naturalised, basis not said',
      {},
      { 'il.sponsor-birth': { naturalised: true, naturalisationDate: '2020-01-01' } },
      'unknown',
    ],
    [
      'the form says not naturalised, whatever the check held',
      { sponsorNaturalisation: 'marriage' },
      { 'il.sponsor-birth': { naturalised: false } },
      'pass',
    ],
  ] as const)('%s -> %s', (_name, extra, invitation, status) => {
    const couple = deriveCouple({
      eligibility: { ...base, nationality: 'VN', ...extra },
      invitation: invitation as Record<string, unknown>,
    });
    const r = checkEligibility({ ...base, nationality: 'VN' }, { today, targetDate: target, couple });
    const c = r.checks.find((x) => x.id === 'sponsor-naturalisation');
    expect(c?.status).toBe(status);
    expect(c?.status).not.toBe('fail'); // secondary: never a refusal
  });
});

describe('D3 a child lifts the 5-year limit (newspim 2020-03-10; hankookvisa.com/post/57, secondary)', () => {
  it.each([
    [false, 'fail'],
    [true, 'warn'],
  ] as const)('invited another spouse within 5 years, child together %s -> %s', (child, status) => {
    const answers = { ...base, nationality: 'JP', invitedOtherSpouseWithin5Years: true, childTogether: child };
    const c = checkEligibility(answers, { today }).checks.find((x) => x.id === 'invitation-limit');
    expect(c?.status).toBe(status);
    if (child) expect(c?.source.secondary).toBe(true);
  });
});

describe('D4 lived together abroad needs a year married (kbmaeil 20251230500082; hmzxinwen 21324)', () => {
  it.each([
    [0.5, 'fail'],
    [1, 'pass'],
    [3, 'pass'],
  ] as const)('married %s years, low income, lived-abroad exemption ticked -> %s', (yearsMarried, status) => {
    const answers = {
      ...base,
      nationality: 'US',
      yearsMarried,
      annualIncome: 0,
      incomeExemptions: ['lived-abroad-together-1y' as const],
    };
    const c = checkEligibility(answers, { today }).checks.find((x) => x.id === 'income');
    expect(c?.status).toBe(status);
    if (status === 'fail') expect(c?.detail.en).toMatch(/married less than a year/);
  });
});

describe('D8 assets count after 6 months of holding (notice text via 1004date.kr; kbmaeil 2025)', () => {
  it('the shortfall advice says money deposited now counts only 6 months later', () => {
    const c = checkEligibility({ ...base, nationality: 'US', annualIncome: 10_000_000 }, { today }).checks.find(
      (x) => x.id === 'income',
    );
    expect(c?.status).toBe('fail');
    expect(c?.detail.en).toMatch(/only once held for 6 months/);
    expect(c?.detail.ko).toMatch(/6개월이 지나야 인정/);
  });
});

describe('C2 the table of the application date, said once (kbmaeil, 사증 신청일 기준)', () => {
  it('an unpublished year says so, and never "the table in force is used" beside it; dates written out in Korean', () => {
    const c = checkEligibility({ ...base, nationality: 'US' }, { today, targetDate: '2027-01-15' }).checks.find(
      (x) => x.id === 'income',
    );
    expect(c?.detail.en).toMatch(/The 2027 table, which applies on your application date, is not published yet/);
    expect(c?.detail.en).not.toMatch(/table in force on your application date .* is used/);
    expect(c?.detail.ko).toContain('2027년 1월 15일');
    expect(c?.detail.ko).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});

describe('D9 pregnancy does not drop both health certificates (hmzkorean.korean.net wr_id=3828)', () => {
  it.each([
    [{ pregnancy: true }, 'required'],
    [{ pregnancy: true, applicantNationality: 'VN' }, 'required'],
  ])('%o -> %s', (inputs, status) => {
    expect(healthCheckExemption(inputs)).toBe(status);
  });
});

describe('Nothing lost: a result the new rules changed says what and why', () => {
  it('an eligible Vietnamese couple who never answered the program question sees the change', () => {
    const r = checkEligibility({ ...base, nationality: 'VN' }, { today });
    const changes = changesBehind('eligible', r);
    expect(changes.map((c) => c.checkId)).toContain('marriage-guidance-program');
    expect(changes[0]?.what.ko).toMatch(/[가-힣]/);
  });
  it('a US couple whose result did not move sees nothing', () => {
    const r = checkEligibility({ ...base, nationality: 'US' }, { today });
    expect(r.result).toBe('eligible');
    expect(changesBehind('eligible', r)).toEqual([]);
  });
  it('the same stored answers keep their meaning: the plan for an answer set with no new facts is the old plan', () => {
    const old = deriveCouple({ eligibility: { ...base, nationality: 'US' } });
    const excluded = excludedTaskIds(
      { criminalRecordCheck: 'unknown', healthCheck: 'unknown' },
      planOptionsFromCouple(old),
    );
    expect(excluded.has('fbi-check')).toBe(false);
    expect(excluded.has('tb-test')).toBe(true);
    expect(excluded.has('applicant-criminal-record')).toBe(true);
  });
});

describe('the small fixes, checked against the catalog (section 14; D10 Seattle consulate F-6 page)', () => {
  const ko = JSON.parse(readFileSync('locales/ko/common.json', 'utf8')) as Record<string, string>;
  const en = JSON.parse(readFileSync('locales/en/common.json', 'utf8')) as Record<string, string>;

  it('the check points to a section name that exists, in both languages', () => {
    const open = checkEligibility(
      { ...base, nationality: 'VN' },
      { today, targetDate: target, couple: deriveCouple({ eligibility: { ...base, nationality: 'VN' } }) },
    ).checks.find((c) => c.id === 'marriage-guidance-program');
    expect(open?.detail.ko).toContain(`'${ko['eligibility.more_details']}'`);
    expect(open?.detail.en).toContain(`"${en['eligibility.more_details']}"`);
    expect(Object.values(ko).join('\n')).not.toContain('더 알려 주실 내용');
  });

  it.each([
    ['no validity counted to an interview day (면접일)', /면접일/, ko],
    ['no validity counted to an interview date', /valid[^.]*interview (?:day|date)/i, en],
  ] as const)('%s', (_name, pattern, catalog) => {
    expect(Object.entries(catalog).filter(([, v]) => pattern.test(v))).toEqual([]);
  });
});
