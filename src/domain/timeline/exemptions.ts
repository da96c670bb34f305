import type { ExemptionStatus, PlanOptions } from './types';

export type { ExemptionStatus, PlanOptions } from './types';

/** Only an explicit 'exempt' skips the check; 'unknown' plans for it, which is the safe side. */
export const isCriminalCheckExempt = (status: ExemptionStatus | ExemptionStatus['criminalRecordCheck']): boolean =>
  (typeof status === 'string' ? status : status.criminalRecordCheck) === 'exempt';

export type HealthCheckEffect = { medicalExam: boolean; tbTest: boolean };

/**
 * Which health documents the plan needs. 'exempt' drops both; 'tb-test-only' keeps only the TB
 * certificate; 'required' and 'unknown' need the health certificates of both spouses, plus the TB
 * certificate for nationals of the 35 high-risk countries (brief 5.5; the US is not one).
 */
export const healthCheckEffect = (
  status: ExemptionStatus | ExemptionStatus['healthCheck'],
  tbHighRisk = false,
): HealthCheckEffect => {
  const value = typeof status === 'string' ? status : status.healthCheck;
  if (value === 'exempt') return { medicalExam: false, tbTest: false };
  if (value === 'tb-test-only') return { medicalExam: false, tbTest: true };
  return { medicalExam: true, tbTest: tbHighRisk };
};

const CRIMINAL_TASKS = [
  'fbi-check',
  'fbi-apostille',
  'applicant-criminal-record',
  'sponsor-criminal-record',
  'sponsor-fbi-check',
  'sponsor-fbi-apostille',
  'sponsor-residence-criminal-record',
];
/** Planned only for a sponsor living in the US (section 13 C7). */
const SPONSOR_US_TASKS = ['sponsor-fbi-check', 'sponsor-fbi-apostille'];
const MEDICAL_TASKS = ['applicant-health-certificate', 'sponsor-health-certificate'];

/** Ids of catalog tasks this couple does not need. */
export const excludedTaskIds = (exemptions: ExemptionStatus, options: PlanOptions = {}): Set<string> => {
  const excluded = new Set<string>();
  if (isCriminalCheckExempt(exemptions)) CRIMINAL_TASKS.forEach((id) => excluded.add(id));
  const health = healthCheckEffect(exemptions, options.tbHighRisk ?? false);
  if (!health.medicalExam) MEDICAL_TASKS.forEach((id) => excluded.add(id));
  if (!health.tbTest) excluded.add('tb-test');
  excluded.add(
    (options.languageRoute ?? 'shared-language') === 'topik' ? 'communication-evidence' : 'topik-certificate',
  );
  if (!options.guidanceProgramRequired) excluded.add('marriage-guidance-program');
  if (options.sponsorResidence !== 'us') SPONSOR_US_TASKS.forEach((id) => excluded.add(id));
  if (options.sponsorResidence !== 'other') excluded.add('sponsor-residence-criminal-record');
  // The applicant's records (section 5.5, C7, D28): the FBI check only for a US national or resident;
  // the record of the country of nationality and residence otherwise, and while neither is known.
  if (options.applicantUsPapers !== true) ['fbi-check', 'fbi-apostille'].forEach((id) => excluded.add(id));
  if (options.applicantUsPapers === true && !options.applicantOtherRecord) excluded.add('applicant-criminal-record');
  // Section 13 C3: a marriage made in Korea is already on the register and recognised in the US, so
  // neither the US certificate nor a report to a mission is planned. A US marriage already on the
  // register needs its certificate (with apostille) for the consulate, but no second report.
  if (options.marriagePlace !== 'abroad' || options.marriageCountry !== 'other')
    excluded.add('foreign-marriage-certificate');
  if (options.marriagePlace === 'abroad' && options.marriageCountry === 'other')
    excluded.add('us-marriage-certificate');
  if (options.marriagePlace === 'korea') {
    excluded.add('us-marriage-certificate');
    excluded.add('korean-marriage-registration');
  } else if (options.marriagePlace === 'abroad' && options.marriageOnKoreanRegister) {
    excluded.add('korean-marriage-registration');
  }
  // The eligibility answer says the certificate is in hand: the plan does not ask for it again (D25).
  if (options.marriageCertificateHeld) {
    excluded.add('us-marriage-certificate');
    excluded.add('foreign-marriage-certificate');
  }
  return excluded;
};
