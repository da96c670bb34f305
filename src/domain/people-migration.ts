/**
 * Store version 4 (D20): the people records are built from the answers already given, so
 * nothing typed before the upgrade has to be typed again. Used by the Dexie upgrade and by the
 * import of older backups alike. Where two sources disagree, the most recently updated wins;
 * nothing is removed from the forms or sections.
 */
import { getFormShape } from './forms/structure';
import { personFields } from './forms/resolve';
import type { FormAnswers, FormId } from './forms/types';
import {
  emptyPeople,
  isScripted,
  scriptOf,
  storedFact,
  withFact,
  mergePeople,
  type People,
  type PersonFactRef,
  type PersonRole,
  type PersonFactKey,
} from './people';
import { isPlainObject } from '@/lib/is-plain-object';

type StoredForm = { formId: FormId; formData: Record<string, unknown>; lastUpdated: string };
type StoredSection = { key: string; value: unknown; updatedAt: string };

const ref = (role: PersonRole, fact: PersonFactKey): PersonFactRef => ({ role, fact });

/**
 * The visa application form's fields (applicationForms) that held a person fact when store
 * version 4 was introduced. Frozen with the migration: later tags on the form's fields do not
 * change what this upgrade read.
 */
export const visaFormFactsV4: Record<string, Record<string, PersonFactRef>> = {
  basicInfo: {
    passportNumber: ref('applicant', 'passportNumber'),
    passportIssueDate: ref('applicant', 'passportIssueDate'),
    passportExpiryDate: ref('applicant', 'passportExpiryDate'),
    homeAddress: ref('applicant', 'addressAbroad'),
    phone: ref('applicant', 'phone'),
    email: ref('applicant', 'email'),
  },
  spouseInfo: {
    spouseDateOfBirth: ref('sponsor', 'dateOfBirth'),
    spouseAddress: ref('sponsor', 'addressKorea'),
    spousePhone: ref('sponsor', 'phone'),
  },
};

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

function add(into: Partial<People>, r: PersonFactRef, value: string, at: string) {
  // A fact held in two scripts since store version 7 keeps each value in the version of its script.
  const cell = { role: r.role, fact: r.fact, ...(isScripted(r.fact) && { script: scriptOf(value) }) };
  const current = storedFact(into[r.role], cell);
  if (current && at <= current.updatedAt) return;
  into[r.role] = withFact(into[r.role] ? (into as People) : { ...emptyPeople(), ...into }, cell, value, at)[r.role];
}

export function peopleFromStore(
  forms: StoredForm[],
  sections: StoredSection[],
  existing: People = emptyPeople(),
): People {
  const found: Partial<People> = {};
  for (const form of forms) {
    let def;
    try {
      def = getFormShape(form.formId);
    } catch {
      continue;
    }
    if (!def) continue;
    const answers = (form.formData ?? {}) as FormAnswers;
    for (const { questionId, field } of personFields(def)) {
      const answer = answers[questionId];
      const value = answer && !Array.isArray(answer) ? text(answer[field.id]) : undefined;
      if (value !== undefined) add(found, field.person!, value, form.lastUpdated);
    }
  }
  const visa = sections.find((s) => s.key === 'applicationForms');
  if (visa && visa.value && typeof visa.value === 'object') {
    for (const [section, fields] of Object.entries(visaFormFactsV4)) {
      const values = (visa.value as Record<string, Record<string, unknown> | null>)[section];
      if (!values) continue;
      for (const [fieldId, r] of Object.entries(fields)) {
        const value = text(values[fieldId]);
        if (value !== undefined) add(found, r, value, visa.updatedAt);
      }
    }
  }
  return mergePeople(existing, found).merged;
}

/**
 * Store version 15 (D26): the country of birth becomes a person fact held in two scripts. The
 * answers already given (the visa form's 1.6 for the applicant, the invitation's 1.3 for the
 * sponsor) become the version of their script, Hangul the Korean and Latin letters the Latin, with
 * the answer's own stamp, so nothing is lost and the move never wins a merge against a newer edit.
 * The forms keep their answers.
 */
export function placeOfBirthFromStore(forms: StoredForm[], sections: StoredSection[], existing: People): People {
  const found: Partial<People> = {};
  const invitation = forms.find((f) => f && f.formId === 'invitation-letter');
  const birth = invitation?.formData?.['il.sponsor-birth'] as Record<string, unknown> | undefined;
  const sponsorCountry = birth && typeof birth === 'object' ? text(birth.birthCountryName) : undefined;
  if (sponsorCountry) add(found, ref('sponsor', 'placeOfBirth'), sponsorCountry, invitation!.lastUpdated);
  const visa = sections.find((s) => s.key === 'applicationForms');
  const basic = (visa?.value as Record<string, Record<string, unknown> | null> | undefined)?.basicInfo;
  const applicantCountry = basic && typeof basic === 'object' ? text(basic.placeOfBirth) : undefined;
  if (applicantCountry) add(found, ref('applicant', 'placeOfBirth'), applicantCountry, visa!.updatedAt);
  return mergePeople(existing, found).merged;
}

/**
 * Store version 16 (D26): where the couple married and where they first met become the couple's
 * facts, each held in two scripts. The answers already given (the invitation's 2.2 meeting place,
 * the visa form's place of marriage) become the version of their script (the invitation's 2.8 is a
 * ceremony's place, not the marriage's: read by this upgrade until 2026-11-28, no longer),
 * Hangul the Korean and Latin letters the Latin, with the answer's own stamp: the newer answer of
 * one script wins, and the forms keep their answers, so nothing is lost.
 */
export function couplePlacesFromStore(forms: StoredForm[], sections: StoredSection[], existing: People): People {
  const found: Partial<People> = {};
  const invitation = forms.find((f) => f && f.formId === 'invitation-letter');
  const answer = (id: string) => {
    const a = invitation?.formData?.[id];
    return isPlainObject(a) ? a : undefined;
  };
  const met = text(answer('il.first-meeting')?.place);
  if (met) add(found, { role: 'couple', fact: 'meetingPlace' }, met, invitation!.lastUpdated);
  const visa = sections.find((s) => s.key === 'applicationForms');
  const details = (visa?.value as Record<string, Record<string, unknown> | null> | undefined)?.relationshipDetails;
  const place = details && typeof details === 'object' ? text(details.marriagePlace) : undefined;
  if (place) add(found, { role: 'couple', fact: 'marriagePlace' }, place, visa!.updatedAt);
  return mergePeople(existing, found).merged;
}
