/**
 * The audit (D27): a complete application has no finding; each planted inconsistency gives
 * exactly one finding with the right kind, weight and sources; legitimate differences are not
 * flagged (or flagged as acknowledged).
 */
import { describe, expect, it } from 'vitest';
import {
  guideLines,
  openFindingCount,
  readyAllowedByAudit,
  runAudit,
  type AuditInput,
  type Finding,
} from '@/domain/audit';
import { withFact, type PersonFactRef } from '@/domain/people';
import { completeAudit } from '../fixtures/audit';

type Variant = {
  name: string;
  plant: (a: AuditInput) => void;
  kind: Finding['kind'];
  weight: Finding['weight'];
  /** Each value's sources (source.en of its places), in any order. */
  sources: string[][];
  values?: string[];
};

const fact = (a: AuditInput, ref: PersonFactRef, value: string) => {
  a.people = withFact(a.people, ref, value, '2026-02-01T00:00:00.000Z');
};
const passport = (a: AuditInput) => a.documents.find((d) => d.type === 'passport')!;
const cert = (a: AuditInput) => a.documents.find((d) => d.type === 'marriageCertificate')!;
const typedName = ['Visa application form', 'Letter of guarantee', 'Marriage background statement'];
/** The name typed consistently everywhere the app asks it: no place keeps another copy of its own. */
const nameEverywhere = (a: AuditInput, ref: PersonFactRef, value: string) => {
  fact(a, ref, value);
  delete a.forms['spouse-information']['si.family-name'];
  delete a.forms['spouse-information']['si.given-name'];
  delete a.forms['spouse-information']['si.signature'];
  delete a.forms['personal-guarantee']['pg.applicant-name'];
  a.eligibility.fullName = '';
};

const variants: Variant[] = [
  {
    name: 'family name spelled differently from the passport',
    plant: (a) => nameEverywhere(a, { role: 'applicant', fact: 'familyName' }, 'DOH'),
    kind: 'name-vs-passport',
    weight: 'refused',
    sources: [['passport.jpg', 'marriage-certificate.pdf'], typedName],
    values: ['DOE JANE ALICE', 'DOH JANE ALICE'],
  },
  {
    name: 'family and given names swapped',
    plant: (a) => {
      nameEverywhere(a, { role: 'applicant', fact: 'familyName' }, 'JANE ALICE');
      fact(a, { role: 'applicant', fact: 'givenNames' }, 'DOE');
    },
    kind: 'name-vs-passport',
    weight: 'refused',
    sources: [['passport.jpg', 'marriage-certificate.pdf'], typedName],
  },
  {
    name: 'middle name left out',
    plant: (a) => nameEverywhere(a, { role: 'applicant', fact: 'givenNames' }, 'JANE'),
    kind: 'name-vs-passport',
    weight: 'refused',
    sources: [['passport.jpg', 'marriage-certificate.pdf'], typedName],
  },
  {
    name: 'eligibility took another family name (SMITH) while no name is held in the details',
    plant: (a) => {
      const { familyName: _f, givenNames: _g, ...rest } = a.people.applicant;
      a.people = { ...a.people, applicant: rest };
      delete a.forms['spouse-information']['si.signature'];
      a.eligibility.fullName = 'Jane Alice Smith';
    },
    kind: 'name-vs-passport',
    weight: 'refused',
    sources: [['passport.jpg', 'marriage-certificate.pdf'], ['Eligibility check']],
  },
  {
    name: 'date of birth differs from the passport',
    plant: (a) => (passport(a).data.dateOfBirth = '1992-05-04'),
    kind: 'date-of-birth',
    weight: 'refused',
    sources: [
      ['Visa application form', 'Letter of guarantee', 'Marriage background statement', 'marriage-certificate.pdf'],
      ['passport.jpg'],
    ],
  },
  {
    name: 'passport number differs from the MRZ',
    plant: (a) => (passport(a).data.passportNumber = 'A12345679'),
    kind: 'passport-number',
    weight: 'refused',
    sources: [['Visa application form', 'Letter of guarantee'], ['passport.jpg']],
  },
  {
    name: 'passport expiry differs from the MRZ',
    plant: (a) => (passport(a).data.passportExpiryDate = '2032-01-19'),
    kind: 'passport-expiry',
    weight: 'refused',
    sources: [['Visa application form'], ['passport.jpg']],
  },
  {
    name: 'nationality differs from the passport',
    plant: (a) => (passport(a).data.nationality = 'CAN'),
    kind: 'nationality',
    weight: 'ask',
    sources: [['Visa application form', 'Letter of guarantee'], ['passport.jpg']],
  },
  {
    name: 'nationality in eligibility differs while the details hold none',
    plant: (a) => {
      const { nationality: _n, ...rest } = a.people.applicant;
      a.people = { ...a.people, applicant: rest };
      a.eligibility.nationality = 'Canada';
    },
    kind: 'nationality',
    weight: 'ask',
    sources: [['passport.jpg'], ['Eligibility check']],
  },
  {
    name: 'marriage date differs on the certificate',
    plant: (a) => (cert(a).data.marriageDate = '2025-06-02'),
    kind: 'marriage-date',
    weight: 'refused',
    sources: [['Visa application form'], ['marriage-certificate.pdf']],
  },
  {
    name: 'marriage place differs on the certificate',
    plant: (a) => (cert(a).data.marriagePlace = 'Las Vegas, Nevada, USA'),
    kind: 'marriage-place',
    weight: 'ask',
    sources: [['Visa application form'], ['marriage-certificate.pdf']],
  },
  {
    name: 'marriage place: the Korean version names another country than the Latin one',
    plant: (a) => fact(a, { role: 'couple', fact: 'marriagePlace', script: 'ko' }, '베트남 하노이'),
    kind: 'marriage-place',
    weight: 'ask',
    sources: [['Statements'], ['Visa application form', 'marriage-certificate.pdf', 'Eligibility check']],
    values: ['베트남 하노이', 'Austin, Texas, USA'],
  },
  {
    name: 'marriage place: eligibility says married in Korea, the forms and the certificate the USA',
    plant: (a) => {
      a.eligibility.marriagePlace = 'korea';
    },
    kind: 'marriage-place',
    weight: 'ask',
    sources: [['Eligibility check'], ['Statements', 'Visa application form', 'marriage-certificate.pdf']],
  },
  {
    name: 'marriage place: a statement tells of a wedding in another country',
    plant: (a) =>
      (a.statements.sponsor.extractedInfo.marriage_details = '2025년 6월 1일 베트남 하노이에서 결혼식을 올렸어요.'),
    kind: 'marriage-place',
    weight: 'ask',
    sources: [
      ["Korean spouse's statement"],
      ['Statements', 'Visa application form', 'marriage-certificate.pdf', 'Eligibility check'],
    ],
  },
  {
    name: 'marriage place: a low-confidence reading of another city is only a check',
    plant: (a) => {
      cert(a).data.marriagePlace = 'Dallas, Texas, USA';
      cert(a).confidence = { marriagePlace: 'low' };
    },
    kind: 'marriage-place',
    weight: 'check',
    sources: [['Visa application form'], ['marriage-certificate.pdf']],
  },
  {
    name: 'first meeting placed in another country by a statement',
    plant: (a) =>
      (a.statements.personal.extractedInfo.how_met =
        'We first met on May 3, 2023 in Hanoi, Vietnam, at a language café.'),
    kind: 'story',
    weight: 'ask',
    sources: [['Invitation of a foreign spouse'], ["Applicant's statement"]],
  },
  {
    name: "eligibility's years married do not match the marriage date",
    plant: (a) => (a.eligibility.yearsMarried = 3),
    kind: 'years-married',
    weight: 'ask',
    sources: [['Eligibility check'], ['Visa application form']],
  },
  {
    name: 'Korean and Latin address with different postcodes',
    plant: (a) =>
      fact(a, { role: 'applicant', fact: 'addressKorea', script: 'latin' }, '34 Yanghwa-ro, Mapo-gu, Seoul 04037'),
    kind: 'address-scripts',
    weight: 'ask',
    sources: [['Invitation of a foreign spouse', 'Letter of guarantee'], ['Visa application form']],
  },
  {
    name: 'Korean and Latin address with different building numbers',
    plant: (a) => fact(a, { role: 'sponsor', fact: 'addressKorea', script: 'ko' }, '서울특별시 마포구 마포대로 21'),
    kind: 'address-scripts',
    weight: 'ask',
    sources: [['Invitation of a foreign spouse', 'Letter of guarantee'], ['Visa application form']],
  },
  {
    name: 'number of children differs',
    plant: (a) => (a.visa.relationshipDetails = { ...a.visa.relationshipDetails, childrenCount: 3 }),
    kind: 'children',
    weight: 'ask',
    sources: [
      ['Visa application form'],
      ['Marriage background statement'],
      ['Invitation of a foreign spouse', 'Eligibility check'],
    ],
  },
  {
    // (A marriage described after "no" is an answer left on a skipped question: it does not count.)
    name: 'prior marriage said yes but none described',
    plant: (a) => {
      a.forms['spouse-information']['si.previously-married'] = { answer: true };
      a.forms['spouse-information']['si.previous-marriage'] = { spouseName: '', from: '' };
    },
    kind: 'prior-marriages',
    weight: 'ask',
    sources: [['Marriage background statement'], ['Marriage background statement']],
  },
  {
    name: 'a child together: yes on the invitation, no in the eligibility check',
    plant: (a) => (a.eligibility.childTogether = false),
    kind: 'children',
    weight: 'ask',
    sources: [['Invitation of a foreign spouse'], ['Eligibility check']],
    values: ['yes', 'no'],
  },
  {
    name: 'no children on the visa form while the others say there are',
    plant: (a) => (a.visa.relationshipDetails = { ...a.visa.relationshipDetails, hasChildren: false }),
    kind: 'children',
    weight: 'ask',
    sources: [
      ['Visa application form'],
      ['Marriage background statement'],
      ['Invitation of a foreign spouse', 'Eligibility check'],
    ],
  },
  {
    name: 'the Korean spouse never married before, yet invited another foreign spouse (eligibility)',
    plant: (a) => (a.eligibility.invitedOtherSpouseWithin5Years = true),
    kind: 'prior-marriages',
    weight: 'ask',
    sources: [['Invitation of a foreign spouse'], ['Eligibility check']],
  },
  {
    name: 'visits to Korea: never on one form, twice on another',
    plant: (a) => (a.forms['spouse-information']['si.visited-korea'] = { answer: false }),
    kind: 'korea-visits',
    weight: 'ask',
    sources: [['Visa application form'], ['Marriage background statement'], ['Invitation of a foreign spouse']],
  },
  {
    name: 'first meeting date told two ways',
    plant: (a) => (a.statements.sponsor.extractedInfo.how_met = '2023년 6월 3일 홍대에서 처음 만났어요.'),
    kind: 'story',
    weight: 'ask',
    sources: [['Invitation of a foreign spouse'], ["Korean spouse's statement"]],
  },
  {
    name: 'introducer: nobody on the invitation, a cousin in the statement',
    plant: (a) => (a.statements.personal.extractedInfo.how_met = 'My cousin introduced us on May 3, 2023 in Seoul.'),
    kind: 'story',
    weight: 'ask',
    sources: [['Invitation of a foreign spouse'], ["Applicant's statement"]],
  },
  {
    name: 'wedding date told two ways',
    plant: (a) => (a.statements.personal.extractedInfo.marriage_details = 'We married in Austin on 2025-06-08.'),
    kind: 'story',
    weight: 'ask',
    sources: [['Invitation of a foreign spouse'], ["Applicant's statement"]],
  },
  {
    name: 'the language they use told two ways',
    plant: (a) => {
      // Without a child together the invitation asks the language (6.1); with one, it skips section 6.
      a.forms['invitation-letter']['il.child-together'] = { childTogether: false };
      a.eligibility.childTogether = false;
      a.statements.sponsor.extractedInfo.language_adaptation = '집에서는 한국어로만 이야기해요.';
    },
    kind: 'story',
    weight: 'ask',
    sources: [['Invitation of a foreign spouse'], ["Korean spouse's statement"]],
  },
  {
    name: 'married before they met',
    plant: (a) => {
      a.forms['invitation-letter']['il.first-meeting'] = { date: '2025-08-01', place: '서울' };
      a.statements.personal.extractedInfo.how_met = 'We first met on 2025-08-01.';
      a.statements.sponsor.extractedInfo.how_met = '2025년 8월 1일에 처음 만났어요.';
    },
    kind: 'married-before-met',
    weight: 'refused',
    sources: [['Invitation of a foreign spouse'], ['Visa application form', 'marriage-certificate.pdf']],
  },
  {
    name: 'a visit to Korea after the application date',
    plant: (a) =>
      (a.visa.travelHistory = {
        ...a.visa.travelHistory,
        koreaVisitList: [{ purpose: 'Family', from: '2026-12-05', to: '2026-12-10' }],
      }),
    kind: 'visit-after-application',
    weight: 'ask',
    sources: [['Timeline'], ['Visa application form']],
  },
  {
    name: 'a document issued after the application date',
    plant: (a) => (a.files[1].issueDate = '2026-12-01'),
    kind: 'document-after-application',
    weight: 'check',
    sources: [['Timeline'], ['가족관계증명서.pdf']],
  },
  {
    name: 'typed sex differs from the passport',
    plant: (a) => (passport(a).data.sex = 'male'),
    kind: 'typed-vs-read',
    weight: 'check',
    sources: [['Visa application form', 'Letter of guarantee', 'Marriage background statement'], ['passport.jpg']],
  },
  {
    name: "the Korean spouse's Hangul name differs from the certificate",
    plant: (a) => (cert(a).data['groom.name'] = '김민소'),
    kind: 'typed-vs-read',
    weight: 'check',
    sources: [['Letter of guarantee', 'Invitation of a foreign spouse'], ['marriage-certificate.pdf']],
  },
];

const sorted = (xs: string[][]) => xs.map((x) => [...x].sort()).sort((a, b) => a.join().localeCompare(b.join()));

describe('the audit', () => {
  it('finds nothing in a complete, consistent application', () => {
    const findings = runAudit(completeAudit());
    expect(findings.map((f) => `${f.id}: ${JSON.stringify(f.values.map((v) => v.value))}`)).toEqual([]);
    expect(readyAllowedByAudit(findings)).toBe(true);
  });

  it('reads the passport’s letter as the sex typed in words (a trial: "male" and "M" blocked the package)', () => {
    const input = completeAudit();
    passport(input).data.sex = 'F';
    expect(runAudit(input).filter((f) => f.kind === 'typed-vs-read')).toEqual([]);
    passport(input).data.sex = 'M';
    expect(runAudit(input).filter((f) => f.kind === 'typed-vs-read')).toHaveLength(1);
  });

  it('does not compare a wedding ceremony’s place with the place of marriage (a trial: married in China, celebrated in Seoul)', () => {
    const input = completeAudit();
    input.forms['invitation-letter']['il.wedding'] = { held: true, date: '2025-06-20', place: '서울 강남구 예식장' };
    expect(runAudit(input).filter((f) => f.kind === 'marriage-place')).toEqual([]);
    // The Korean version held before 2026-11-28 as a copy of the ceremony's place is that copy, not a second place.
    fact(input, { role: 'couple', fact: 'marriagePlace', script: 'ko' }, '서울 강남구 예식장');
    expect(runAudit(input).filter((f) => f.kind === 'marriage-place')).toEqual([]);
  });

  it('counts the invitation’s date of the last invitation (3.4) against eligibility’s five years, from the application date', () => {
    const five = (said: boolean | undefined, last: string) => {
      const input = completeAudit();
      input.forms['invitation-letter']['il.previously-married'] = { previouslyMarried: true };
      input.forms['invitation-letter']['il.previous-marriages'] = [
        { name: 'LE THI HOA', nationality: 'Vietnam', from: '2020-01-01', to: '2023-01-01', reason: 'divorce' },
      ];
      input.forms['invitation-letter']['il.previous-invitations'] = {
        invitedBefore: true,
        count: 1,
        lastInvitationDate: last,
      };
      input.eligibility.invitedOtherSpouseWithin5Years = said;
      return runAudit(input).filter((f) => f.id.startsWith('prior-marriages:sponsor-invited-date'));
    };
    // The application is dated 2026-11-30: 2021-03 is over five years before it, 2024-06 within.
    expect(five(true, '2021-03')).toHaveLength(1);
    expect(five(false, '2024-06')).toHaveLength(1);
    expect(five(undefined, '2024-06')).toHaveLength(1);
    expect(five(false, '2021-03')).toEqual([]);
    expect(five(true, '2024-06-15')).toEqual([]);
    expect(five(undefined, '2021-03')).toEqual([]);
    // A month written without its zero is read too.
    expect(five(false, '2024-6')[0]?.values.map((v) => v.value)).toEqual(['no', '2024-06']);
  });

  it(`has at least 15 planted inconsistencies (${variants.length})`, () => {
    expect(variants.length).toBeGreaterThanOrEqual(15);
  });

  it.each(variants.map((v) => [v.name, v] as const))('%s: exactly one finding', (_name, v) => {
    const input = completeAudit();
    v.plant(input);
    const findings = runAudit(input);
    expect(findings.map((f) => f.id)).toHaveLength(1);
    const [f] = findings;
    expect([f.kind, f.weight]).toEqual([v.kind, v.weight]);
    expect(sorted(f.values.map((x) => x.places.map((p) => p.source.en)))).toEqual(sorted(v.sources));
    if (v.values) expect(f.values.map((x) => x.value).sort()).toEqual([...v.values].sort());
    // Every place links somewhere; only read values carry a read confidence.
    for (const p of f.values.flatMap((x) => x.places)) {
      expect(p.link.to).toMatch(/^\//);
      if (p.confidence) expect(p.read).toBe(true);
    }
    expect(openFindingCount(findings)).toBe(1);
    expect(readyAllowedByAudit(findings)).toBe(false);
  });
});

describe('a name edited in one place (D20: one fact, changed everywhere on purpose)', () => {
  /** No passport or certificate read: only what was typed. */
  const typedOnly = () => {
    const input = completeAudit();
    input.documents = [];
    return input;
  };

  it('the name eligibility was given stays as typed there, beside the later edit in a form', () => {
    const input = typedOnly();
    fact(input, { role: 'applicant', fact: 'familyName' }, 'SANTOS');
    fact(input, { role: 'applicant', fact: 'givenNames' }, 'MARIA CLARA');
    input.eligibility.fullName = 'SANTOS MARIA CLARA REYES';
    input.forms['spouse-information']['si.family-name'] = { familyName: 'SANTOS' };
    input.forms['spouse-information']['si.given-name'] = { givenName: 'MARIA CLARA' };
    input.forms['spouse-information']['si.signature'] = { applicantName: 'SANTOS MARIA CLARA', willSign: true };
    delete input.forms['personal-guarantee']['pg.applicant-name'];
    const [finding, ...rest] = runAudit(input);
    expect(rest).toEqual([]);
    expect(finding.kind).toBe('name-vs-passport');
    expect(finding.weight).toBe('refused');
    const byValue = Object.fromEntries(finding.values.map((v) => [v.value, v.places.map((p) => p.source.en)]));
    expect(Object.keys(byValue).sort()).toEqual(['SANTOS MARIA CLARA', 'SANTOS MARIA CLARA REYES']);
    expect(byValue['SANTOS MARIA CLARA REYES']).toEqual(['Eligibility check']);
    expect(byValue['SANTOS MARIA CLARA']).toContain('Marriage background statement');
    const eligibility = finding.values.flatMap((v) => v.places).find((p) => p.kind === 'eligibility')!;
    expect(eligibility.item.en).toMatch(/as you typed it there/);
    expect(eligibility.link.to).toBe('/eligibility');
  });

  it("a form's own answer that a later edit elsewhere replaced is flagged with its item", () => {
    const input = typedOnly();
    fact(input, { role: 'applicant', fact: 'givenNames' }, 'JANE');
    input.forms['spouse-information']['si.given-name'] = { givenName: 'JANE' };
    const [finding, ...rest] = runAudit(input);
    expect(rest).toEqual([]);
    const own = finding.values.find((v) => v.value !== 'DOE JANE')!;
    expect(finding.values).toHaveLength(2);
    const guarantee = own.places.find((p) => p.source.en === 'Letter of guarantee')!;
    expect(guarantee.item.en).toBe('item 1, as you typed it there');
    expect(own.places.map((p) => p.source.en).sort()).toEqual([
      'Eligibility check',
      'Letter of guarantee',
      'Marriage background statement',
    ]);
  });

  it('the name on the signature line is compared with the name held (Reyes-Santos)', () => {
    const input = typedOnly();
    fact(input, { role: 'applicant', fact: 'familyName' }, 'SANTOS');
    fact(input, { role: 'applicant', fact: 'givenNames' }, 'MARIA CLARA REYES');
    input.eligibility.fullName = 'SANTOS MARIA CLARA REYES';
    input.forms['spouse-information']['si.family-name'] = { familyName: 'SANTOS' };
    input.forms['spouse-information']['si.given-name'] = { givenName: 'MARIA CLARA REYES' };
    input.forms['personal-guarantee']['pg.applicant-name'] = { familyName: 'SANTOS', givenNames: 'MARIA CLARA REYES' };
    // The same four words, hyphenated: not a conflict.
    input.forms['spouse-information']['si.signature'] = { applicantName: 'Maria Clara Reyes-Santos', willSign: true };
    expect(runAudit(input)).toEqual([]);
    input.forms['spouse-information']['si.signature'] = { applicantName: 'Maria Clara Santos', willSign: true };
    const [finding] = runAudit(input);
    const signed = finding.values.find((v) => v.value === 'Maria Clara Santos')!;
    expect(signed.places.map((p) => [p.source.en, p.item.en])).toEqual([
      ['Marriage background statement', 'item 5.signature'],
    ]);
  });
});

describe('a couple unlike the fixture (D28)', () => {
  it('a Filipino applicant: the passport’s "PHL", the details’ PH and eligibility’s "Philippines" are one country', () => {
    const input = completeAudit();
    fact(input, { role: 'applicant', fact: 'nationality' }, 'PH');
    passport(input).data.nationality = 'PHL';
    input.eligibility.nationality = 'Philippines';
    expect(runAudit(input).filter((f) => f.kind === 'nationality')).toEqual([]);
    // Another country on the passport is still found.
    passport(input).data.nationality = 'VNM';
    expect(runAudit(input).filter((f) => f.kind === 'nationality')).toHaveLength(1);
  });
});

describe('finding texts match the situation', () => {
  it('a name finding says "as the passport does" only when a passport was read; otherwise what it compares', () => {
    const withPassport = completeAudit();
    nameEverywhere(withPassport, { role: 'applicant', fact: 'familyName' }, 'DOH');
    const [read] = runAudit(withPassport).filter((f) => f.kind === 'name-vs-passport');
    expect(read.explanation.en).toMatch(/as the passport does/);
    expect(read.explanation.ko).toMatch(/여권과 똑같이/);

    const noPassport = completeAudit();
    noPassport.documents = [];
    fact(noPassport, { role: 'applicant', fact: 'givenNames' }, 'JANE');
    noPassport.forms['spouse-information']['si.given-name'] = { givenName: 'JANE' };
    const [typed] = runAudit(noPassport).filter((f) => f.kind === 'name-vs-passport');
    expect(typed.explanation.en).not.toMatch(/as the passport does/);
    expect(typed.explanation.en).toMatch(/No passport has been read.*name held in eligibility/);
    expect(typed.explanation.ko).toMatch(/읽은 여권이 없어서 자격 확인에 있는 이름/);
    expect(typed.explanation.ko).not.toMatch(/여권과 똑같이/);
  });

  it('a place that keeps its own copy says "as you typed it there" once, marked as its own copy', () => {
    const input = completeAudit();
    input.documents = [];
    fact(input, { role: 'applicant', fact: 'givenNames' }, 'MARIA');
    input.eligibility.fullName = 'DOE MARIA CLARA';
    const [finding] = runAudit(input);
    const own = finding.values.flatMap((v) => v.places).filter((p) => p.ownCopy);
    expect(own.map((p) => p.item.en)).toContain('Full name, as you typed it there');
    for (const p of own) expect(p.item.en.match(/as you typed it there/g)).toHaveLength(1);
    const typedHere = finding.values.flatMap((v) => v.places).filter((p) => !p.ownCopy);
    expect(typedHere.every((p) => !/as you typed/.test(p.item.en))).toBe(true);
  });

  it('a marriage date differing between two forms, with no certificate read, says the forms differ', () => {
    const input = completeAudit();
    input.documents = input.documents.filter((d) => d.type !== 'marriageCertificate');
    input.forms['invitation-letter']['il.marriage-report'] = { date: '2025-10-01', reportedWith: 'koreanReport' };
    const [finding] = runAudit(input).filter((f) => f.kind === 'marriage-date');
    expect(finding.explanation.ko).toBe('서식마다 혼인일이 서로 달라요.');
    expect(finding.explanation.en).not.toMatch(/certificate/);
    const visa = finding.values.flatMap((v) => v.places).find((p) => p.kind === 'visa')!;
    expect(visa.item).toEqual({
      en: 'Date of marriage (a question without a printed item number)',
      ko: '혼인일 (서식 번호 없는 질문)',
    });
    // The guide writes the days in the language it is printed in.
    expect(guideLines([finding], 'ko')[0].value).toMatch(/2025년 10월 1일/);
    expect(guideLines([finding], 'en')[0].value).toMatch(/October 1, 2025/);
  });

  it('a place that holds no answer of its own shows the value as carried over, not typed there', () => {
    const input = completeAudit();
    delete input.forms['personal-guarantee']['pg.applicant-name'];
    fact(input, { role: 'applicant', fact: 'familyName' }, 'DOH');
    const [finding] = runAudit(input);
    const held = finding.values.find((v) => v.value.startsWith('DOH'))!;
    const guarantee = held.places.find((p) => p.source.en === 'Letter of guarantee')!;
    const visa = held.places.find((p) => p.source.en === 'Visa application form')!;
    expect(guarantee.carried).toBe(true);
    expect(visa.carried).toBeUndefined();
  });

  it('a form where only the given names were typed is not said to carry the name over', () => {
    const input = completeAudit();
    delete input.forms['spouse-information']['si.family-name'];
    fact(input, { role: 'applicant', fact: 'givenNames' }, 'JANE');
    input.forms['spouse-information']['si.given-name'] = { givenName: 'JANE' };
    const [finding] = runAudit(input);
    const held = finding.values.find((v) => v.value === 'DOE JANE')!;
    expect(held.places.find((p) => p.source.en === 'Marriage background statement')!.carried).toBeUndefined();
  });
});

describe('legitimate differences', () => {
  it('a name changed by marriage, listed as another name with the reason, is not flagged', () => {
    const input = completeAudit();
    // The certificate gives the bride's name before the marriage; the passport the name now.
    input.documents.find((d) => d.type === 'marriageCertificate')!.data['bride.name'] = 'JANE ALICE SMITH';
    expect(runAudit(input).map((f) => f.id)).toEqual(['name-vs-passport:applicant']);
    // Other names are asked only after "yes" to 1.4 (answers left on skipped questions do not count).
    input.forms['spouse-information']['si.other-identity'] = { answer: true };
    input.forms['spouse-information']['si.other-names'] = { used: true, names: 'SMITH' };
    input.forms['spouse-information']['si.identity-change-reason'] = {
      reason: 'Took my husband’s family name... no, my birth name SMITH changed when I married.',
    };
    expect(runAudit(input)).toEqual([]);
  });

  it('a renewed passport: the old passport read beside the new one is not compared', () => {
    const input = completeAudit();
    input.documents.push({
      id: 'old-passport',
      fileName: 'old-passport.jpg',
      type: 'passport',
      data: { lastName: 'DOE', firstName: 'JANE ALICE', passportNumber: '987654321', passportExpiryDate: '2021-12-31' },
    });
    expect(runAudit(input)).toEqual([]);
  });

  it('the Korean and the Latin name of one place are not a conflict, in Korea as abroad', () => {
    const input = completeAudit();
    fact(input, { role: 'couple', fact: 'marriagePlace', script: 'ko' }, '서울특별시 마포구청');
    fact(input, { role: 'couple', fact: 'marriagePlace', script: 'latin' }, 'Mapo-gu Office, Seoul, Korea');
    cert(input).data.marriagePlace = '서울특별시 마포구';
    input.eligibility.marriagePlace = 'korea';
    expect(runAudit(input).filter((f) => f.kind === 'marriage-place')).toEqual([]);
  });

  it('a transliteration that cannot be checked (no country named in Hangul) is never flagged as refused', () => {
    const input = completeAudit();
    fact(input, { role: 'couple', fact: 'marriagePlace', script: 'ko' }, '호찌민');
    fact(input, { role: 'couple', fact: 'marriagePlace', script: 'latin' }, 'Ho Chi Minh City, Vietnam');
    cert(input).data.marriagePlace = 'Ho Chi Minh City, Viet Nam';
    input.eligibility.marriageCountry = 'VN';
    const findings = runAudit(input).filter((f) => f.kind === 'marriage-place');
    expect(findings.every((f) => f.weight !== 'refused')).toBe(true);
    expect(findings).toEqual([]);
  });

  it('two different places in Korea named in the two scripts are a conflict', () => {
    const input = completeAudit();
    fact(input, { role: 'couple', fact: 'marriagePlace', script: 'ko' }, '부산광역시 해운대구');
    fact(input, { role: 'couple', fact: 'marriagePlace', script: 'latin' }, 'Mapo-gu, Seoul, Korea');
    input.documents = input.documents.filter((d) => d.type !== 'marriageCertificate');
    input.eligibility.marriagePlace = 'korea';
    const [finding, ...rest] = runAudit(input).filter((f) => f.kind === 'marriage-place');
    expect(rest).toEqual([]);
    expect(finding.values.map((v) => v.value)).toEqual(['부산광역시 해운대구', 'Mapo-gu, Seoul, Korea']);
  });

  it('"This is right" acknowledges a finding for exactly its values; a changed value reopens it', () => {
    const input = completeAudit();
    input.eligibility.yearsMarried = 2;
    const [finding] = runAudit(input);
    input.acknowledgements = {
      [finding.id]: {
        reason: 'Counted from our engagement',
        at: '2026-11-26T00:00:00.000Z',
        fingerprint: finding.fingerprint,
      },
    };
    const acknowledged = runAudit(input);
    expect(acknowledged).toHaveLength(1);
    expect(acknowledged[0].acknowledged?.reason).toBe('Counted from our engagement');
    expect(openFindingCount(acknowledged)).toBe(0);
    expect(readyAllowedByAudit(acknowledged)).toBe(true);
    input.eligibility.yearsMarried = 4;
    expect(openFindingCount(runAudit(input))).toBe(1);
  });
});

describe('a part of the name left out is named, not called a middle name', () => {
  it('NGUYEN THI MAI on the passport, NGUYEN THI typed: "MAI" is named, in English and Korean', () => {
    const input = completeAudit();
    Object.assign(passport(input).data, { lastName: 'NGUYEN', firstName: 'THI MAI' });
    nameEverywhere(input, { role: 'applicant', fact: 'familyName' }, 'NGUYEN');
    fact(input, { role: 'applicant', fact: 'givenNames' }, 'THI');
    input.eligibility.fullName = 'NGUYEN THI';
    input.documents = input.documents.filter((d) => d.type !== 'marriageCertificate');
    const [finding] = runAudit(input).filter((f) => f.kind === 'name-vs-passport');
    expect(finding.explanation.en).toBe(
      'Part of the name (“MAI”) is written in some places and left out in others. Every form must give the name exactly as the passport does.',
    );
    expect(finding.explanation.en).not.toMatch(/middle/i);
    expect(finding.explanation.ko).toMatch(/^이름의 일부\(“MAI”\)가 어떤 곳에는 적혀 있고 어떤 곳에는 빠져 있어요/);
    expect(finding.explanation.ko).not.toMatch(/중간 이름/);
  });

  it('a same-length difference stays a spelling one', () => {
    const input = completeAudit();
    nameEverywhere(input, { role: 'applicant', fact: 'givenNames' }, 'JANE ALICIA');
    input.eligibility.fullName = 'DOE JANE ALICIA';
    const [finding] = runAudit(input).filter((f) => f.kind === 'name-vs-passport');
    expect(finding.explanation.en).toMatch(/^The name is spelled differently/);
  });
});

describe('an answer left on a question the form now skips (the newcomer trial)', () => {
  /** Q16 and Q22 filled with June 1, 2027, then Q15 and Q21 set to "No": the review shows both skipped. */
  const leftBehind = () => {
    const input = completeAudit();
    input.applicationDate = '2027-02-15';
    const si = input.forms['spouse-information'];
    si['si.previous-marriage'] = { spouseName: 'ROE JOHN', from: '2027-06-01', to: '2027-06-01' };
    si['si.latest-korea-visit'] = { from: '2027-06-01', to: '2027-06-10', purpose: 'Family', place: 'Seoul' };
    si['si.previously-married'] = { answer: false };
    si['si.visited-korea'] = { answer: false };
    // The visa form says no visits either, so only the skipped answers could disagree.
    input.visa.travelHistory = {
      ...input.visa.travelHistory,
      visitedKorea: false,
      koreaVisits: null,
      koreaVisitList: [],
    };
    return input;
  };

  it('is no source: no prior-marriage or late-visit finding', () => {
    const kinds = runAudit(leftBehind()).map((f) => f.kind);
    expect(kinds).not.toContain('prior-marriages');
    expect(kinds).not.toContain('visit-after-application');
  });

  it('counts again once its question applies again (the stored answer was kept)', () => {
    const input = leftBehind();
    input.forms['spouse-information']['si.visited-korea'] = { answer: true };
    expect(runAudit(input).map((f) => f.kind)).toContain('visit-after-application');
  });

  it('another name kept after "no" to 1.4 does not explain the certificate\'s name', () => {
    const input = completeAudit();
    input.documents.find((d) => d.type === 'marriageCertificate')!.data['bride.name'] = 'JANE ALICE SMITH';
    input.forms['spouse-information']['si.other-identity'] = { answer: false };
    input.forms['spouse-information']['si.other-names'] = { used: true, names: 'SMITH' };
    expect(runAudit(input).map((f) => f.id)).toEqual(['name-vs-passport:applicant']);
  });
});
