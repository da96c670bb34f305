/**
 * The eligibility rules: each check's verdict (status, message ids with their values, source by id).
 * The status function (D25) reads these; the eligibility page words them (check.ts, texts.ts).
 */
import { applicantUsPapers, deriveCouple, type Couple } from '../couple';
import { withChildExemptions } from './child-exemptions';
import { checkCommunication, koreanLanguageLevels } from './communication-check';
import { checkIncome } from './income-check';
import { guidanceProgramCountries, isKoreanNationality, normalizeNationality } from './nationality';
import { check, unanswered } from './make-check';
import { splitMarriageAnswers } from './marriage-answers';
import type { EligibilityMessage } from './texts';
import { checkSponsorNaturalisation, checkSponsorRecord, dayOf } from './sponsor-checks';
import type {
  EligibilityAnswers,
  EligibilityVerdict,
  EligibilityVerdicts,
  EligibilityDraft,
  EligibilityOutcome,
} from './types';

export type * from './types';

/** What a marriage reported in Korea proves, said for the couple's countries (C3, D28). */
const marriedInKoreaText = (us: boolean | undefined): EligibilityMessage => ({
  id: us ? 'marriage.korea-us' : 'marriage.korea-other',
});

const checkMarriage = (answers: EligibilityDraft, us: boolean | undefined): EligibilityVerdict => {
  const a = splitMarriageAnswers(answers);
  // The title names what is checked: a marriage made by a report in Korea needs no second registration.
  const title = a.marriagePlace === 'korea' ? 'title.marriage-korea' : 'title.marriage-both';
  const lengthNote: EligibilityMessage | undefined =
    typeof a.yearsMarried === 'number' && Number.isFinite(a.yearsMarried)
      ? { id: 'marriage.no-minimum-length' }
      : undefined;
  if (a.marriagePlace === 'korea') {
    // Section 13 C3: a marriage made by a report in Korea is valid where it was made and is on the
    // sponsor's register. Never fail it, never ask for US papers. That every US state recognises it
    // is said only to a couple with US papers (D28); for another country it is not known here.
    return check('marriage', 'pass', title, [marriedInKoreaText(us), lengthNote], 'marriageInKorea');
  }
  const src = 'marriageRegistration';
  if (typeof a.hasMarriageCertificate !== 'boolean') return check('marriage', 'unknown', title, unanswered, src);
  if (!a.hasMarriageCertificate) {
    return check(
      'marriage',
      'fail',
      title,
      { id: us ? 'marriage.no-certificate-us' : 'marriage.no-certificate-other' },
      src,
    );
  }
  if (typeof a.marriageRegisteredInKorea !== 'boolean')
    return check('marriage', 'unknown', title, { id: 'marriage.registered-unknown' }, src);
  if (a.marriageRegisteredInKorea === false) {
    return check('marriage', 'fail', title, { id: 'marriage.not-registered' }, src);
  }
  return check('marriage', 'pass', title, [{ id: 'marriage.certificate' }, lengthNote], src);
};

const checkLivingTogether = (a: EligibilityDraft, us: boolean | undefined): EligibilityVerdict => {
  const title = 'title.living-together';
  const src = 'livingTogether';
  if (typeof a.plansToLiveTogether !== 'boolean') return check('living-together', 'unknown', title, unanswered, src);
  return a.plansToLiveTogether
    ? check('living-together', 'pass', title, { id: 'living-together.pass' }, src)
    : check(
        'living-together',
        'fail',
        title,
        us ? { id: 'living-together.fail-us' } : { id: 'living-together.fail-other' },
        src,
      );
};

const checkHousing = (a: EligibilityDraft): EligibilityVerdict => {
  const title = 'title.housing';
  const src = 'housing';
  if (typeof a.hasHousingInKorea !== 'boolean') return check('housing', 'unknown', title, unanswered, src);
  return a.hasHousingInKorea
    ? check('housing', 'pass', title, { id: 'housing.pass' }, src)
    : check('housing', 'fail', title, { id: 'housing.fail' }, src);
};

const checkRelationship = (a: EligibilityDraft): EligibilityVerdict => {
  const title = 'title.relationship-evidence';
  const src = 'relationshipEvidence';
  switch (a.relationshipProofLevel) {
    case 'strong':
      return check('relationship-evidence', 'pass', title, { id: 'relationship-evidence.strong' }, src);
    case 'some':
      return check('relationship-evidence', 'warn', title, { id: 'relationship-evidence.some' }, src);
    case 'none':
      return check('relationship-evidence', 'fail', title, { id: 'relationship-evidence.none' }, src);
    default:
      return check('relationship-evidence', 'unknown', title, unanswered, src);
  }
};

const checkInvitationLimit = (a: EligibilityDraft, couple: Couple): EligibilityVerdict => {
  const title = 'title.invitation-limit';
  const src = 'invitationLimit';
  if (a.invitedOtherSpouseWithin5Years === true && couple.childTogether === true) {
    // Section 14 D3: a child born to the couple lifts the limit. Secondary: likely, never a refusal.
    return check('invitation-limit', 'warn', title, { id: 'invitation-limit.child' }, 'invitationLimitChild');
  }
  if (a.invitedOtherSpouseWithin5Years === true) {
    return check('invitation-limit', 'fail', title, { id: 'invitation-limit.fail' }, src);
  }
  const lead: EligibilityMessage =
    a.invitedOtherSpouseWithin5Years === false ? { id: 'invitation-limit.none' } : { id: 'invitation-limit.assumed' };
  return check('invitation-limit', 'pass', title, [lead, { id: 'invitation-limit.same-spouse' }], src);
};

export { guidanceProgramCountries } from './nationality';

const checkGuidanceProgram = (a: EligibilityDraft, couple: Couple): EligibilityVerdict => {
  const title = 'title.marriage-guidance-program';
  const src = 'guidanceProgram';
  // A Korean nationality saved for the applicant (the foreign spouse) is asked again, like no answer.
  if (!a.nationality?.trim() || isKoreanNationality(a.nationality))
    return check('marriage-guidance-program', 'unknown', title, unanswered, src);
  const code = normalizeNationality(a.nationality);
  const listed = code !== undefined && (guidanceProgramCountries as readonly string[]).includes(code);
  if (!listed) {
    return check('marriage-guidance-program', 'pass', title, { id: 'guidance.not-required' }, src);
  }
  // The couple's fact: the invitation's 7.2/7.3 where answered there, else this check's own answer.
  const done = couple.sponsor.guidanceProgramDone;
  if (done === true) {
    return check('marriage-guidance-program', 'pass', title, { id: 'guidance.done', values: { country: code } }, src);
  }
  // Section 5.6: pregnancy or birth are humanitarian grounds for exemption. Likely exempt, so not a
  // wall; the exemption is the authorities' to grant, so a warning to confirm, not a pass.
  const humanitarian =
    a.childTogether === true ? 'child' : a.languageExemptions?.includes('pregnancy') ? 'pregnancy' : null;
  if (humanitarian) {
    const why: EligibilityMessage = { id: `guidance.likely-exempt-${humanitarian}`, values: { country: code } };
    return check('marriage-guidance-program', 'warn', title, why, src);
  }
  // Section 14 D5: not done and not exempt blocks issue, like housing or registration; not a warning.
  const what: EligibilityMessage = { id: 'guidance.required', values: { country: code } };
  if (done === false) {
    return { ...check('marriage-guidance-program', 'fail', title, what, src), blocking: true };
  }
  return {
    ...check('marriage-guidance-program', 'unknown', title, [what, { id: 'guidance.answer-later' }], src),
    blocking: true,
  };
};

const aggregate = (checks: EligibilityVerdict[]): EligibilityOutcome => {
  if (checks.some((c) => c.status === 'fail')) return 'not-eligible';
  if (checks.some((c) => c.status === 'warn' || c.status === 'unknown')) return 'needs-attention';
  return 'eligible';
};

/**
 * Runs every rule: the verdicts, which the statuses read and the eligibility page words (check.ts). The income table is the one in force on `targetDate` (the timeline's application
 * date, section 13 C2); without one, `today` stands in and the income check says so.
 */
export const judgeEligibility = (
  given: EligibilityDraft,
  {
    today,
    targetDate = null,
    couple = deriveCouple({ eligibility: given as Record<string, unknown> }),
  }: { today: string; targetDate?: string | null; couple?: Couple },
): EligibilityVerdicts => {
  // A child together, answered once, exempts from income and language wherever the lists are read (D3).
  const answers = withChildExemptions(given);
  const applicationDay = dayOf(targetDate || today);
  // US-only hints (every US state, CR-1/IR-1, a US licence) go only to a couple with US papers (D28).
  const us = applicantUsPapers(couple);
  const checks = [
    checkMarriage(answers, us),
    checkLivingTogether(answers, us),
    checkIncome(answers, { today, targetDate }),
    checkCommunication(answers),
    checkHousing(answers),
    checkRelationship(answers),
    checkInvitationLimit(answers, couple),
    checkGuidanceProgram(answers, couple),
    checkSponsorRecord(couple, applicationDay),
    checkSponsorNaturalisation(couple, applicationDay),
  ];
  return { result: aggregate(checks), checks };
};

/** The spec's eligibility fields, in the spec's order. */
export const eligibilityFields = [
  'fullName',
  'nationality',
  'spouseName',
  'yearsMarried',
  'hasMarriageCertificate',
  'relationshipProofLevel',
  'annualIncome',
  'hasHousingInKorea',
  'koreanLanguageLevel',
  'plansToLiveTogether',
] as const satisfies ReadonlyArray<keyof EligibilityAnswers>;

export type EligibilityField = (typeof eligibilityFields)[number];

const nonNegative = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const text = (v: unknown) => typeof v === 'string' && v.trim().length > 0;
const bool = (v: unknown) => typeof v === 'boolean';

const answeredBy: Record<EligibilityField, (v: unknown) => boolean> = {
  fullName: text,
  // The applicant is the foreign spouse: a Korean nationality (saved before the choices left it out) is to choose again.
  nationality: (v) => text(v) && !isKoreanNationality(v as string),
  spouseName: text,
  yearsMarried: nonNegative,
  hasMarriageCertificate: bool,
  relationshipProofLevel: (v) => v === 'none' || v === 'some' || v === 'strong',
  annualIncome: nonNegative,
  hasHousingInKorea: bool,
  koreanLanguageLevel: (v) => (koreanLanguageLevels as readonly unknown[]).includes(v),
  plansToLiveTogether: bool,
};

export const isEligibilityFieldAnswered = (answers: EligibilityDraft, field: EligibilityField): boolean =>
  // Married in Korea, the foreign-certificate question does not apply (section 13 C3).
  (field === 'hasMarriageCertificate' && answers.marriagePlace === 'korea') || answeredBy[field](answers[field]);

/**
 * The spec's completeness rule: every field answered, the check said 'eligible', and completedAt set.
 * D19: a warning is not a wall, so 'needs-attention' also completes once the user has
 * acknowledged every check that needs attention (`attentionAcknowledged`).
 */
export const isEligibilityComplete = (
  answers: EligibilityDraft,
  checkResult: EligibilityOutcome | null | undefined,
  completedAt: string | null | undefined,
  attentionAcknowledged = false,
): boolean =>
  eligibilityFields.every((f) => isEligibilityFieldAnswered(answers, f)) &&
  (checkResult === 'eligible' || (checkResult === 'needs-attention' && attentionAcknowledged)) &&
  typeof completedAt === 'string' &&
  completedAt.length > 0;

/** What the acknowledgement rules read of a check: verdicts and worded checks alike. */
type Judged = Pick<EligibilityVerdict, 'id' | 'status' | 'blocking'>;
type JudgedResult<C extends Judged> = { result: EligibilityOutcome; checks: C[] };

/** The checks the user must acknowledge before the step can complete: each warning or open question. */
export const checksNeedingAttention = <C extends Judged>(result: JudgedResult<C>): C[] =>
  result.checks.filter((c) => c.status === 'warn' || c.status === 'unknown');

/** Every check that needs attention has been acknowledged (and none fails). */
export const isAttentionAcknowledged = (
  result: JudgedResult<Judged>,
  acknowledged: readonly string[] | null | undefined,
): boolean =>
  result.result !== 'not-eligible' &&
  !result.checks.some((c) => c.blocking) &&
  checksNeedingAttention(result).every((c) => (acknowledged ?? []).includes(c.id));

/** The checks no acknowledgement can pass (section 14 D1, D5): the step waits for the facts. */
export const blockingChecks = <C extends Judged>(result: JudgedResult<C>): C[] =>
  result.checks.filter((c) => c.blocking);
