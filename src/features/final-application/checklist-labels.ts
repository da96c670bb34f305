import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { pick, type Locale } from '@/domain/common';
import { officialFormNames } from '@/i18n/form-names';
import type { CheckItem, CheckItemId, CriminalRecords } from './checklist';

/** What each checklist item is called: one set of names for the screen and the package's cover sheet. */
export const checklistLabels: Record<CheckItemId, MessageDescriptor> = {
  'visa-application-form': msg({
    id: 'final.item.visa_form',
    message: 'Visa application form (the questions on this page)',
  }),
  ...officialFormNames,
  'personal-statement': msg({ id: 'statements.tab.personal', message: 'Personal statement (applicant)' }),
  'sponsor-statement': msg({ id: 'statements.tab.sponsor', message: 'Sponsor statement (Korean spouse)' }),
  'doc-marriageCertificate': msg({ id: 'final.doc.marriage', message: 'Marriage certificate' }),
  'doc-passport': msg({ id: 'final.doc.passport', message: 'Passport copy' }),
  'doc-spouseIdCard': msg({ id: 'final.doc.spouse_id', message: 'Korean spouse’s ID card' }),
  'doc-proofOfRelationship': msg({
    id: 'final.doc.relationship',
    message: 'Proof of relationship (photos, chats, travel records)',
  }),
  'doc-financialDocuments': msg({ id: 'final.doc.financial', message: 'Income documents' }),
  'doc-housingDocuments': msg({ id: 'final.doc.housing', message: 'Housing documents' }),
  'doc-healthCertificate': msg({ id: 'final.doc.health', message: 'Health certificate copy' }),
  eligibility: msg({ id: 'final.item.eligibility', message: 'Eligibility check result' }),
  // The couple's own line comes from checklistLabelFor (by nationality and residence); this one is
  // for an item read without them: it names no country, and never the FBI check (D28).
  'criminal-records': msg({
    id: 'final.item.criminal_unknown',
    message:
      'Criminal records: the applicant’s record from the country of nationality and residence (not known yet: answer them in the eligibility check), and the Korean spouse’s record',
  }),
  'sponsor-civil-documents': msg({
    id: 'final.item.sponsor_civil',
    message:
      'Korean spouse’s 기본증명서, 가족관계증명서 and 혼인관계증명서 (detailed, originals issued within 3 months)',
  }),
  'resident-registration': msg({
    id: 'final.item.resident_registration',
    message: 'Korean spouse’s 주민등록등본 (original issued within 3 months)',
  }),
  'language-proof': msg({
    id: 'final.item.language_proof',
    message: 'Language proof: TOPIK score report, or proof of a shared language or exemption',
  }),
  'health-certificates': msg({ id: 'final.item.health', message: 'Health certificates of both spouses' }),
  'guidance-program': msg({
    id: 'final.item.guidance_program',
    message:
      'International Marriage Guidance Program: the Korean spouse’s completion, with its number for the invitation letter',
  }),
  'passport-validity': msg({
    id: 'final.item.passport_validity',
    message: 'Original passport, valid for 6 more months or longer',
  }),
  'residence-card': msg({
    id: 'final.item.residence_card',
    message: 'Residence card (외국인등록증): the immigration office asks for it with a change of status',
  }),
  photo: msg({ id: 'final.item.photo_any', message: 'Photo: as the mission that takes your application asks' }),
  fee: msg({ id: 'final.item.fee_any', message: 'Visa fee: as the mission that takes your application asks' }),
  appointment: msg({
    id: 'final.item.appointment_any',
    message: 'Appointment: as the mission that takes your application books it',
  }),
};

/** The criminal-record line by whose records the couple needs (D28); the FBI line only for a US applicant. */
const recordLabels: Record<CriminalRecords, MessageDescriptor> = {
  fbi: msg({
    id: 'final.item.criminal_fbi',
    message: 'Criminal records: FBI check with apostille, and the Korean spouse’s record',
  }),
  unknown: checklistLabels['criminal-records'],
  'in-korea': msg({
    id: 'final.item.criminal_in_korea',
    message:
      'Criminal records: the applicant’s record from the country of nationality (apostille or legalisation as asked), whether a Korean record is needed as the applicant lives in Korea (ask the Immigration Contact Center, 1345), and the Korean spouse’s record',
  }),
  'other-country': msg({
    id: 'final.item.criminal_other_country',
    message:
      'Criminal records: the applicant’s record from the country of nationality and residence (apostille or legalisation as the mission asks), and the Korean spouse’s record',
  }),
  both: msg({
    id: 'final.item.criminal_both',
    message:
      'Criminal records: the FBI check with apostille, the applicant’s record from the other country of nationality or residence, and the Korean spouse’s record',
  }),
};

/** The photo and the fee as the mission asks, or whom to ask: the timeline's words (D28). */
const missionLabels = {
  photo: {
    known: msg({ id: 'final.item.photo_at', message: 'Photo, as {mission} asks: {rule}' }),
    unknown: msg({ id: 'final.item.photo_unknown', message: 'Photo: {ask}' }),
  },
  fee: {
    known: msg({ id: 'final.item.fee_at', message: 'Fee at {mission}: {rule}' }),
    unknown: msg({ id: 'final.item.fee_unknown', message: 'Visa fee: {ask}' }),
  },
  // How the mission takes the application (in person, by appointment, by mail): a US consulate's
  // "no mail or agent" is said only for the missions that say it (D28).
  appointment: {
    known: msg({ id: 'final.item.appointment_at', message: 'Appointment at {mission}: {rule}' }),
    unknown: msg({ id: 'final.item.appointment_unknown', message: 'Appointment: {ask}' }),
  },
};

/** The health line for an applicant of a TB high-risk nationality: the TB result is part of it (D5). */
const healthWithTb = msg({
  id: 'final.item.health_tb',
  message: 'Health certificates of both spouses, and the applicant’s TB test result',
});

/** What one checklist row is called, on the screen and in the package, in the reader's language. */
export const checklistLabelFor = (
  item: Pick<CheckItem, 'id' | 'records' | 'mission' | 'tb'>,
  locale: Locale,
): MessageDescriptor => {
  if (item.id === 'criminal-records' && item.records) return recordLabels[item.records];
  if (item.id === 'health-certificates' && item.tb) return healthWithTb;
  if ((item.id === 'photo' || item.id === 'fee' || item.id === 'appointment') && item.mission) {
    const m = item.mission;
    return m.known
      ? {
          ...missionLabels[item.id].known,
          values: { mission: pick(m.mission.name, locale), rule: pick(m.value, locale) },
        }
      : { ...missionLabels[item.id].unknown, values: { ask: pick(m.ask, locale) } };
  }
  return checklistLabels[item.id];
};
