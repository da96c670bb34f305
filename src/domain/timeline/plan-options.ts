import { applicantOtherRecordCountries, applicantUsPapers, deriveCouple, type Couple } from '../couple';
import type { PlanOptions } from './types';

/** The couple facts the eligibility section holds that change the plan (section 13 C3, C7; section 14). */
export type PlanFacts = Record<string, unknown>;

/**
 * Which tasks this couple's plan holds (D28): the applicant's nationality and residence decide
 * the records and the TB certificate; the nationality, the guidance program; the shared language or
 * its absence, TOPIK; where they married, the certificates; where the sponsor lives, the sponsor's
 * records. A fact not known leaves its option unset, which plans the earlier default (the safe side).
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
  const usPapers = applicantUsPapers(couple);
  if (usPapers !== undefined) options.applicantUsPapers = usPapers;
  if (applicantOtherRecordCountries(couple).length > 0) options.applicantOtherRecord = true;
  return options;
};

/** Plan options from the stored eligibility answers alone (no forms, no people records). */
export const planOptionsFromFacts = (facts: PlanFacts | null | undefined): PlanOptions =>
  planOptionsFromCouple(deriveCouple({ eligibility: facts ?? {} }));
