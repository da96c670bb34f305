import { address, choice, date, krw, longText, number, phone, questionFor, text, yesNo } from '../build';
import type { FieldShape, QuestionShape, SkipRule } from '../types';

const q = questionFor('invitation-letter', 'sponsor', 'ko');

// Asked first although printed as 4.7.1 (and again as 6.5.1): the section openers of 4 and 6 send a
// sponsor with a child by the invited spouse straight to 4.7 and 6.5, so the wizard needs it up front.
const childTogether: SkipRule = { questionId: 'il.child-together', fieldId: 'childTogether', in: [true] };

// "[If this amount meets the 4.2 threshold, go to 5]": the checkpoints after 4.3.5, 4.3.10, 4.4.4,
// 4.5.2 and 4.6.5 are routing fields the sponsor confirms.
const met = (questionId: string): SkipRule => ({ questionId, fieldId: 'meetsThreshold', in: [true] });
const metCurrentJob = met('il.current-job-income');
const metEarned = met('il.earned-income-total');
const metBusiness = met('il.business-income');
const metOther = met('il.other-income-total');
const metTotal = met('il.income-total');

// "Does this amount reach the threshold in 4.2?": each checkpoint names its own sum in the texts.
const meetsThreshold = (): FieldShape => yesNo('meetsThreshold');

const assetTypeOptions = ['deposit', 'insurance', 'securities', 'bonds', 'realEstate'];

export const invitationSection4: QuestionShape[] = [
  q({
    id: 'il.child-together',
    sectionId: 'income',
    officialItems: ['4.7.1', '6.5.1'],
    answerLanguage: 'any',
    // Moved to the start of section 4 and shared with 6.5.1 so the section openers ("exempt -> 4.7 / 6.5") can be followed (S1; S9, S11).
    fields: [yesNo('childTogether')],
  }),
  q({
    id: 'il.household-and-threshold',
    sectionId: 'income',
    officialItems: ['4.1', '4.2'],
    answerLanguage: 'any',
    skipWhen: [childTogether],
    fields: [
      number('otherFamilyMembers', {
        min: 0,
        max: 20,
      }),
      krw('threshold'),
    ],
  }),
  q({
    id: 'il.current-employment',
    sectionId: 'income',
    officialItems: ['4.3.1', '4.3.2', '4.3.3', '4.3.4'],
    skipWhen: [childTogether],
    fields: [
      yesNo('employed'),
      text('workplace', { showWhen: { fieldId: 'employed', in: [true] } }),
      address('workplaceAddress', {
        showWhen: { fieldId: 'employed', in: [true] },
      }),
      text('employerName', {
        maxLength: 50,
        showWhen: { fieldId: 'employed', in: [true] },
      }),
      phone('employerPhone', { showWhen: { fieldId: 'employed', in: [true] } }),
      date('startDate', {
        notInFuture: true,
        showWhen: { fieldId: 'employed', in: [true] },
      }),
    ],
  }),
  q({
    id: 'il.current-job-income',
    sectionId: 'income',
    officialItems: ['4.3.5'],
    answerLanguage: 'any',
    skipWhen: [childTogether, { questionId: 'il.current-employment', fieldId: 'employed', in: [false] }],
    fields: [krw('amount'), meetsThreshold()],
  }),
  q({
    id: 'il.past-year-jobs',
    sectionId: 'income',
    officialItems: ['4.3.6'],
    skipWhen: [childTogether, metCurrentJob],
    fields: [yesNo('hadOtherJobs')],
  }),
  q({
    id: 'il.past-jobs',
    sectionId: 'income',
    officialItems: ['4.3.7', '4.3.8'],
    // Tables 4.3.7 and 4.3.8 describe the same jobs, so they share one row per job; 4.3.8 prints 2 rows (S1 layout; LIKELY).
    skipWhen: [childTogether, metCurrentJob, { questionId: 'il.past-year-jobs', fieldId: 'hadOtherJobs', in: [false] }],
    group: { minRows: 1, maxRows: 2 },
    fields: [
      text('workplace'),
      address('address'),
      text('employerName', { maxLength: 50 }),
      phone('employerPhone'),
      date('from', { notInFuture: true }),
      date('to', { notInFuture: true }),
      krw('income'),
    ],
  }),
  q({
    id: 'il.earned-income-total',
    sectionId: 'income',
    officialItems: ['4.3.9', '4.3.10'],
    answerLanguage: 'any',
    skipWhen: [childTogether, metCurrentJob, { questionId: 'il.past-year-jobs', fieldId: 'hadOtherJobs', in: [false] }],
    fields: [krw('formerJobsTotal'), krw('earnedTotal'), meetsThreshold()],
  }),
  q({
    id: 'il.business',
    sectionId: 'income',
    officialItems: ['4.4.1'],
    skipWhen: [childTogether, metCurrentJob, metEarned],
    fields: [yesNo('hadBusiness')],
  }),
  q({
    id: 'il.businesses',
    sectionId: 'income',
    officialItems: ['4.4.2', '4.4.3'],
    // The printed table has room for 2 businesses; 3 or more go on a separate sheet per the form (S1).
    skipWhen: [
      childTogether,
      metCurrentJob,
      metEarned,
      { questionId: 'il.business', fieldId: 'hadBusiness', in: [false] },
    ],
    group: { minRows: 1, maxRows: 10 },
    fields: [text('name'), address('address'), phone('phone'), text('kind', { maxLength: 200 })],
  }),
  q({
    id: 'il.business-income',
    sectionId: 'income',
    officialItems: ['4.4.4'],
    answerLanguage: 'any',
    skipWhen: [
      childTogether,
      metCurrentJob,
      metEarned,
      { questionId: 'il.business', fieldId: 'hadBusiness', in: [false] },
    ],
    fields: [krw('amount'), meetsThreshold()],
  }),
  q({
    id: 'il.other-income',
    sectionId: 'income',
    officialItems: ['4.5.1'],
    skipWhen: [childTogether, metCurrentJob, metEarned, metBusiness],
    fields: [yesNo('hasOtherIncome')],
  }),
  q({
    id: 'il.other-income-items',
    sectionId: 'income',
    officialItems: [],
    partOf: '4.5.1',
    // The printed table has 2 rows (S1 layout; LIKELY); up to 4, one per kind, are allowed here.
    skipWhen: [
      childTogether,
      metCurrentJob,
      metEarned,
      metBusiness,
      { questionId: 'il.other-income', fieldId: 'hasOtherIncome', in: [false] },
    ],
    group: { minRows: 1, maxRows: 4 },
    fields: [choice('kind', ['rent', 'interest', 'dividend', 'pension']), krw('amount')],
  }),
  q({
    id: 'il.other-income-total',
    sectionId: 'income',
    officialItems: ['4.5.2'],
    answerLanguage: 'any',
    skipWhen: [
      childTogether,
      metCurrentJob,
      metEarned,
      metBusiness,
      { questionId: 'il.other-income', fieldId: 'hasOtherIncome', in: [false] },
    ],
    fields: [krw('amount'), meetsThreshold()],
  }),
  q({
    id: 'il.assets',
    sectionId: 'income',
    officialItems: ['4.6.1'],
    skipWhen: [childTogether, metCurrentJob, metEarned, metBusiness, metOther],
    fields: [yesNo('hasAssets')],
  }),
  q({
    id: 'il.asset-items',
    sectionId: 'income',
    officialItems: [],
    partOf: '4.6.1',
    // The printed table has 3 rows plus a total (S1 layout; LIKELY); the total is computed from the rows.
    skipWhen: [
      childTogether,
      metCurrentJob,
      metEarned,
      metBusiness,
      metOther,
      { questionId: 'il.assets', fieldId: 'hasAssets', in: [false] },
    ],
    group: { minRows: 1, maxRows: 3 },
    fields: [choice('kind', assetTypeOptions), krw('value')],
  }),
  q({
    id: 'il.income-total',
    sectionId: 'income',
    officialItems: ['4.6.2', '4.6.3', '4.6.4', '4.6.5'],
    answerLanguage: 'any',
    // Writing 0 in 4.6.4 for negative net assets is an inference; the form gives no rule (S1, GUESS).
    skipWhen: [
      childTogether,
      metCurrentJob,
      metEarned,
      metBusiness,
      metOther,
      { questionId: 'il.assets', fieldId: 'hasAssets', in: [false] },
    ],
    fields: [
      yesNo('hasDebt'),
      krw('debtAmount', { showWhen: { fieldId: 'hasDebt', in: [true] } }),
      krw('netAssets', { min: -1_000_000_000_000 }),
      krw('assetConversion'),
      krw('grandTotal'),
      meetsThreshold(),
    ],
  }),
  q({
    id: 'il.income-exemption-reason',
    sectionId: 'income',
    officialItems: ['4.7.2'],
    // Exemption grounds summarised from the MOJ notice as reported (S11).
    skipWhen: [childTogether, metCurrentJob, metEarned, metBusiness, metOther, metTotal],
    fields: [longText('reason', { required: false, maxLength: 3000 })],
  }),
];
