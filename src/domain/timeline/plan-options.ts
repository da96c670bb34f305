import { applicantNeedsOtherRecord, applicantRecords, deriveCouple, type Couple } from '../couple';
import type { PlanOptions } from './types';

/** The couple facts the eligibility section holds that change the plan (section 13 C3, C7; section 14). */
export type PlanFacts = Record<string, unknown>;

/**
 * Which tasks this couple's plan holds (D28): the applicant's nationality and residence decide
 * the records and the TB certificate; the nationality, the guidance program; the shared language or
 * its absence, TOPIK; where they married, the certificates; where the sponsor lives, the sponsor's
 * records. A fact not known leaves its option unset, which plans the safe side; for the applicant's
 * criminal record that is the record of the country of nationality and residence, not the FBI check.
 */
export const planOptionsFromCouple = (couple: Couple): PlanOptions => {
  const options: PlanOptions = {};
  if (couple.marriage.place) options.marriagePlace = couple.marriage.place;
  if (couple.marriage.onKoreanRegister === true) options.marriageOnKoreanRegister = true;
  if (couple.marriage.certificateHeld === true) options.marriageCertificateHeld = true;
  if (couple.marriage.place === 'abroad' && couple.marriage.country)
    options.marriageCountry = couple.marriage.country === 'US' ? 'us' : 'other';
  if (couple.sponsor.residence) options.sponsorResidence = couple.sponsor.residence;
  if (couple.tbHighRisk) options.tbHighRisk = true;
  if (couple.guidanceProgramRequired) options.guidanceProgramRequired = true;
  if (couple.language.route === 'topik') options.languageRoute = 'topik';
  if (couple.language.level === 'topik1' || couple.language.level === 'topik2plus') options.topikHeld = true;
  // The FBI check only for a US national or resident; any other record, or one not named yet, is the
  // record of the country of nationality and residence (D28: the US is never the default).
  const records = applicantRecords(couple);
  if (records.fbi) options.applicantUsPapers = true;
  if (applicantNeedsOtherRecord(records)) options.applicantOtherRecord = true;
  return options;
};

/** Plan options from the stored eligibility answers alone (no forms, no people records). */
export const planOptionsFromFacts = (facts: PlanFacts | null | undefined): PlanOptions =>
  planOptionsFromCouple(deriveCouple({ eligibility: facts ?? {} }));
