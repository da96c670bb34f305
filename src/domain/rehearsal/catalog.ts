/**
 * The rehearsal's questions: what an officer may ask each spouse, and where the couple's own answer
 * to it is written (form items, statement topics, the people records). Questions with `practice`
 * come from public accounts of interviews, each with its source: practice, never the official
 * questions, which no mission publishes.
 */
import type { Localized, Source } from '../common';
import type { FormId } from '../forms/types';
import type { PersonFactKey } from '../people';
import type { StatementTopic } from '../application';
import type { StatementKind } from '../statement-topics';

export type Spouse = 'sponsor' | 'applicant';
export type FactKind = 'date' | 'place' | 'name' | 'number' | 'yesNo';

export type RehearsalTopic = 'meeting' | 'marriage' | 'family' | 'language' | 'home' | 'work' | 'plans' | 'daily';

/** The couple's places, held in a Korean and a Latin version (D26). */
export type CouplePlace = 'meetingPlace' | 'marriagePlace';

/**
 * Where the couple already answered: a form question (some of its fields), a statement topic, a
 * person fact, or a couple's place (read in the UI language's script; `unless` drops it when a
 * form's yes/no field says no, e.g. no ceremony held).
 */
export type RefSpec =
  | { form: FormId; question: string; fields?: string[]; plain?: boolean; for?: Spouse }
  | { statement: StatementKind; topic: StatementTopic; for?: Spouse }
  | { person: Spouse; fact: PersonFactKey; for?: Spouse }
  | { couple: CouplePlace; unless?: { form: FormId; question: string; field: string }; for?: Spouse };

export type QuestionSpec = {
  id: string;
  topic: RehearsalTopic;
  /** As asked of each spouse ("your spouse's family" to one is "your family" to the other). */
  ask: Record<Spouse, Localized>;
  /** The facts compared; a question with none is shown side by side only. */
  checks: FactKind[];
  refs: RefSpec[];
  /** Asked of one spouse only. */
  only?: Spouse;
  /** False when the two spouses' answers are about different facts (each other's birthday). */
  compareSpouses?: boolean;
  /** A question from public accounts of interviews: shown as practice, with this source. */
  practice?: Source;
};

const l = (en: string, ko: string): Localized => ({ en, ko });
const both = (en: string, ko: string) => ({ sponsor: l(en, ko), applicant: l(en, ko) });
const CHECKED = '2026-11-26';

/** Public accounts of interviews (personal reports, secondary): what they say was asked or weighed. */
export const practiceSources = {
  f6Thai: {
    title: 'An F-6 interview account (Thai spouse): the courtship period, language and livelihood were asked about',
    url: 'https://news217.com/m/36',
    asOf: CHECKED,
    uncertain: true,
    note: "A couple's own report of their interview at an immigration office, not official guidance.",
    ko: {
      title: 'F-6 인터뷰 경험담(태국 배우자): 교제 기간, 언어, 생활 기반을 물었다고 해요',
      note: '부부가 직접 쓴 출입국·외국인청 인터뷰 후기로, 공식 안내가 아니에요.',
    },
  },
  f6Uzbek: {
    title:
      'An F-6 interview account (Uzbek spouse): a joint interview on the genuineness of the marriage and the plan to live together',
    url: 'https://news217.com/37',
    asOf: CHECKED,
    uncertain: true,
    note: "A couple's own report, not official guidance.",
    ko: {
      title: 'F-6 인터뷰 경험담(우즈베키스탄 배우자): 혼인의 진정성과 동거 의사를 부부 동반 인터뷰로 확인했다고 해요',
      note: '부부가 직접 쓴 후기로, 공식 안내가 아니에요.',
    },
  },
  usAccount: {
    title:
      "Commonly reported topic: a spouse's birthday, parents' names, job, the proposal and daily routine (an account of a US marriage interview)",
    url: 'https://letsbequiet.tistory.com/22',
    asOf: CHECKED,
    uncertain: true,
    note: 'Reported for a US marriage-based interview; the same questions are commonly reported for F-6, not confirmed by a Korean mission.',
    ko: {
      title: '자주 언급되는 주제: 배우자의 생일, 부모 이름, 직업, 청혼, 일상(미국 결혼 인터뷰 후기)',
      note: '미국 결혼 영주권 인터뷰 후기예요. F-6에서도 자주 언급되는 질문이지만 한국 영사관이 확인한 것은 아니에요.',
    },
  },
  homeVisit: {
    title: 'Immigration may visit the home (실태조사) when a case draws extra scrutiny',
    url: 'https://www.immikorea.com/ja',
    asOf: '2026-11-22',
    uncertain: true,
    note: 'Rules brief §5.7: immikorea.com/ja (F-6 requirements), koatimes.net 2023 (secondary sources).',
    ko: {
      title: '심사가 엄격한 경우 출입국이 가정을 방문해 실태조사를 할 수 있어요',
      note: '규정 요약 §5.7: immikorea.com/ja(F-6 요건), koatimes.net 2023(2차 자료).',
    },
  },
  languageInterview: {
    title: 'A Korean course certificate older than 2 years may lead to a consular language interview',
    url: 'https://inblog.ai/kvisa',
    asOf: '2026-11-22',
    uncertain: true,
    note: 'A practitioner source (inblog.ai/kvisa), April 2025; secondary.',
    ko: {
      title: '2년이 지난 한국어 과정 수료증은 영사 면접(언어)으로 이어질 수 있어요',
      note: '행정사 자료(inblog.ai/kvisa), 2025년 4월, 2차 자료예요.',
    },
  },
} satisfies Record<string, Source>;

export const questionSpecs: QuestionSpec[] = [
  {
    id: 'first-met-when',
    topic: 'meeting',
    ask: both('When did you first meet your spouse?', '배우자를 처음 만난 날은 언제인가요?'),
    checks: ['date'],
    refs: [
      { form: 'invitation-letter', question: 'il.first-meeting', fields: ['date'] },
      { statement: 'sponsor', topic: 'how_met' },
      { statement: 'personal', topic: 'how_met' },
    ],
  },
  {
    id: 'first-met-where',
    topic: 'meeting',
    ask: both('Where did you first meet?', '처음 만난 곳은 어디인가요?'),
    checks: ['place'],
    refs: [
      // The couple's fact, not the invitation's Korean-only answer: each UI language reads its own script.
      { couple: 'meetingPlace' },
      { statement: 'sponsor', topic: 'how_met' },
      { statement: 'personal', topic: 'how_met' },
    ],
  },
  {
    id: 'introduced',
    topic: 'meeting',
    ask: both(
      'Did someone introduce you to each other? If so, who?',
      '두 사람을 소개해 준 사람이 있나요? 있다면 누구인가요?',
    ),
    checks: ['yesNo', 'name'],
    refs: [
      { form: 'invitation-letter', question: 'il.introduced' },
      { form: 'invitation-letter', question: 'il.introducer-details', fields: ['name', 'relationToSponsor'] },
    ],
  },
  {
    id: 'how-met',
    topic: 'meeting',
    ask: both(
      'How did you come to meet? Tell it from the beginning.',
      '어떻게 만나게 되었는지 처음부터 이야기해 주세요.',
    ),
    checks: ['date', 'place', 'name'],
    refs: [
      { form: 'invitation-letter', question: 'il.how-met' },
      { statement: 'sponsor', topic: 'how_met' },
      { statement: 'personal', topic: 'how_met' },
    ],
  },
  {
    id: 'visits',
    topic: 'meeting',
    // Asked of each in the second person, as an officer asks it (a trial: the third person read as a form).
    ask: {
      sponsor: l(
        "Since you first met, how many times have you visited your spouse's country, and how many times has your spouse come to Korea?",
        '처음 만난 뒤 배우자의 나라에 몇 번 갔고, 배우자는 한국에 몇 번 왔나요?',
      ),
      applicant: l(
        'Since you first met, how many times has your spouse visited your country, and how many times have you come to Korea?',
        '처음 만난 뒤 배우자는 본국에 몇 번 찾아왔고, 본인은 한국에 몇 번 왔나요?',
      ),
    },
    checks: ['number'],
    refs: [{ form: 'invitation-letter', question: 'il.visits' }],
  },
  {
    id: 'proposal',
    topic: 'marriage',
    ask: both('When, where and how did the proposal happen?', '청혼은 언제, 어디에서, 어떻게 했나요?'),
    checks: ['date', 'place'],
    refs: [
      { form: 'invitation-letter', question: 'il.relationship-development' },
      { statement: 'sponsor', topic: 'marriage_details' },
      { statement: 'personal', topic: 'marriage_details' },
    ],
    practice: practiceSources.usAccount,
  },
  {
    id: 'dating-length',
    topic: 'marriage',
    ask: both('How long did you date before you decided to marry?', '결혼을 결심하기 전까지 얼마나 교제했나요?'),
    checks: ['number'],
    refs: [
      { statement: 'sponsor', topic: 'relationship_development' },
      { statement: 'personal', topic: 'relationship_development' },
    ],
    practice: practiceSources.f6Thai,
  },
  {
    id: 'wedding',
    topic: 'marriage',
    ask: both('Did you hold a wedding? When and where?', '결혼식을 했나요? 언제, 어디에서 했나요?'),
    checks: ['yesNo', 'date', 'place'],
    refs: [
      { form: 'invitation-letter', question: 'il.wedding', fields: ['held', 'date', 'place'] },
      { statement: 'sponsor', topic: 'marriage_details' },
      { statement: 'personal', topic: 'marriage_details' },
    ],
  },
  {
    // Where the marriage was registered, which a ceremony's place (above) need not be.
    id: 'marriage-place',
    topic: 'marriage',
    ask: both(
      'Where did you marry? Where was the marriage registered?',
      '어디에서 혼인했나요? 혼인은 어디에 신고했나요?',
    ),
    checks: ['place'],
    refs: [
      { couple: 'marriagePlace' },
      { statement: 'sponsor', topic: 'marriage_details' },
      { statement: 'personal', topic: 'marriage_details' },
    ],
  },
  {
    id: 'marriage-report',
    topic: 'marriage',
    ask: both('When did you register your marriage in Korea?', '한국에 혼인신고를 한 날은 언제인가요?'),
    checks: ['date'],
    refs: [{ form: 'invitation-letter', question: 'il.marriage-report', fields: ['date'] }],
  },
  {
    id: 'lived-together',
    topic: 'home',
    ask: both('Have you lived together? Where, and since when?', '함께 산 적이 있나요? 어디에서, 언제부터인가요?'),
    checks: ['yesNo', 'place', 'date'],
    refs: [{ form: 'invitation-letter', question: 'il.cohabitation' }],
  },
  {
    id: 'spouse-birthday',
    topic: 'family',
    ask: both("What is your spouse's date of birth?", '배우자의 생년월일은 언제인가요?'),
    checks: ['date'],
    refs: [
      { person: 'applicant', fact: 'dateOfBirth', for: 'sponsor' },
      { person: 'sponsor', fact: 'dateOfBirth', for: 'applicant' },
    ],
    compareSpouses: false,
    practice: practiceSources.usAccount,
  },
  {
    id: 'sponsor-family',
    topic: 'family',
    ask: {
      sponsor: l(
        'Tell me about your family: your parents, brothers and sisters, and their names.',
        '가족에 대해 말해 주세요. 부모님과 형제자매의 성함은 무엇인가요?',
      ),
      applicant: l(
        "Tell me about your spouse's family: their parents, brothers and sisters, and their names.",
        '배우자의 가족에 대해 말해 주세요. 배우자의 부모님과 형제자매의 성함은 무엇인가요?',
      ),
    },
    checks: ['name'],
    refs: [{ form: 'invitation-letter', question: 'il.family-awareness', fields: ['relation', 'name'] }],
  },
  {
    id: 'applicant-family',
    topic: 'family',
    ask: {
      sponsor: l(
        "Tell me about your spouse's family: their parents, brothers and sisters, and their names.",
        '배우자의 가족에 대해 말해 주세요. 배우자의 부모님과 형제자매의 성함은 무엇인가요?',
      ),
      applicant: l(
        'Tell me about your family: your parents, brothers and sisters, and their names.',
        '가족에 대해 말해 주세요. 부모님과 형제자매의 성함은 무엇인가요?',
      ),
    },
    checks: ['name'],
    refs: [
      { form: 'spouse-information', question: 'si.father', fields: ['givenName', 'familyName'], plain: true },
      { form: 'spouse-information', question: 'si.mother', fields: ['givenName', 'familyName'], plain: true },
      { form: 'spouse-information', question: 'si.siblings', fields: ['givenName', 'familyName'], plain: true },
    ],
  },
  {
    id: 'language',
    topic: 'language',
    ask: both(
      'Which language do you speak with each other every day? How do you manage when you do not understand?',
      '두 사람은 평소에 어떤 언어로 대화하나요? 서로 이해하지 못할 때는 어떻게 하나요?',
    ),
    checks: [],
    refs: [
      { form: 'invitation-letter', question: 'il.daily-language' },
      { statement: 'sponsor', topic: 'language_adaptation' },
      { statement: 'personal', topic: 'language_adaptation' },
    ],
  },
  {
    id: 'home',
    topic: 'home',
    ask: both(
      'Where will you live in Korea? How many rooms does the home have, and who else lives there?',
      '한국에서 어디에 살 예정인가요? 집에 방이 몇 개 있고, 함께 사는 사람은 누구인가요?',
    ),
    checks: ['place', 'number'],
    refs: [
      { form: 'invitation-letter', question: 'il.home', fields: ['address', 'rooms'] },
      { form: 'invitation-letter', question: 'il.home-occupants', fields: ['name', 'relationship'] },
      { statement: 'sponsor', topic: 'living_arrangements' },
      { statement: 'personal', topic: 'living_arrangements' },
    ],
    practice: practiceSources.homeVisit,
  },
  {
    id: 'sponsor-work',
    topic: 'work',
    ask: {
      sponsor: l('Where do you work, and since when?', '어디에서 일하고 있고, 언제부터 일했나요?'),
      applicant: l('Where does your spouse work, and what do they do?', '배우자는 어디에서 무슨 일을 하나요?'),
    },
    checks: ['place', 'date'],
    refs: [
      { form: 'invitation-letter', question: 'il.current-employment', fields: ['workplace', 'startDate'] },
      { form: 'personal-guarantee', question: 'pg.guarantor-employment', fields: ['workplace', 'position'] },
      { statement: 'sponsor', topic: 'work_plans' },
    ],
    practice: practiceSources.usAccount,
  },
  {
    id: 'plans',
    topic: 'plans',
    ask: {
      sponsor: l(
        'What will your spouse do in Korea, and what are your plans for the next few years?',
        '배우자는 한국에서 무엇을 할 계획인가요? 앞으로 몇 년 동안의 계획은 무엇인가요?',
      ),
      applicant: l(
        'What will you do in Korea, and what are your plans for the next few years?',
        '한국에서 무엇을 할 계획인가요? 앞으로 몇 년 동안의 계획은 무엇인가요?',
      ),
    },
    checks: [],
    refs: [
      { statement: 'sponsor', topic: 'future_plans' },
      { statement: 'personal', topic: 'future_plans' },
      { statement: 'personal', topic: 'work_plans' },
    ],
    practice: practiceSources.f6Uzbek,
  },
  {
    id: 'daily-life',
    topic: 'daily',
    ask: both(
      'What did you do together the last time you were together? Describe an ordinary day.',
      '마지막으로 함께 있었을 때 무엇을 했나요? 평범한 하루를 설명해 주세요.',
    ),
    checks: ['date', 'place'],
    refs: [
      { statement: 'sponsor', topic: 'cultural_exchange' },
      { statement: 'personal', topic: 'cultural_exchange' },
    ],
    practice: practiceSources.usAccount,
  },
  {
    id: 'korean-practice',
    topic: 'language',
    only: 'applicant',
    ask: both(
      'Answer in Korean: introduce yourself and your spouse in a few sentences.',
      '한국어로 답해 주세요. 자신과 배우자를 몇 문장으로 소개해 주세요.',
    ),
    checks: [],
    refs: [],
    practice: practiceSources.languageInterview,
  },
];
