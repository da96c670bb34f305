import type { AutoFillData, AutoFillKey, AutoFillSource, Confidence } from '../autofill-fields';
import { t } from './build';
import type { FieldValue, FormId } from './types';
import { usSuggestions } from './suggestions-us';
import type { UsTarget } from './suggestions-us';
import { isIsoDate } from '../dates';
import { hasHangul } from './suggestion-display';
import { guidanceProgramCountries, normalizeNationality } from '../eligibility/nationality';

export { usSuggestions, usUnmapped, type UsForm, type UsTarget } from './suggestions-us';

export type VisaType = 'f6' | 'cr1' | 'ir1';

/** How an extracted value becomes a field value. */
export type ValueConversion =
  'asIs' | 'upper' | 'isoDate' | 'sex' | 'passportNumber' | 'countryKo' | 'familyPart' | 'givenPart' | 'koreaOrAbroad';

export type F6Target = {
  formId: FormId;
  questionId: string;
  fieldId: string;
  /** Row of a table question, e.g. 0 = father and 1 = mother in the invitation's 2.12. */
  row?: number;
  convert?: ValueConversion;
  /** Caps the extraction confidence where the mapping itself is uncertain. */
  maxConfidence?: Confidence;
  note?: string;
};

const target = (formId: FormId, questionId: string, fieldId: string, extra: Partial<F6Target> = {}): F6Target => ({
  formId,
  questionId,
  fieldId,
  ...extra,
});
const pg = (questionId: string, fieldId: string, extra?: Partial<F6Target>) =>
  target('personal-guarantee', questionId, fieldId, extra);
const il = (questionId: string, fieldId: string, extra?: Partial<F6Target>) =>
  target('invitation-letter', questionId, fieldId, extra);
const si = (questionId: string, fieldId: string, extra?: Partial<F6Target>) =>
  target('spouse-information', questionId, fieldId, extra);

const romanisedMaybe = "A certificate may give the Korean spouse's name romanised; the Korean forms want Hangul.";

/**
 * F-6: the auto-fill data describes the foreign applicant (passport, birth certificate) and, through
 * the marriage certificate, the Korean spouse (spouse* keys), who is the sponsor and guarantor.
 */
export const f6Suggestions: Partial<Record<AutoFillKey, F6Target[]>> = {
  fullName: [il('il.spouse-name', 'spouseName'), si('si.signature', 'applicantName')],
  lastName: [
    pg('pg.applicant-name', 'familyName', { convert: 'upper' }),
    si('si.family-name', 'familyName', { convert: 'upper' }),
  ],
  firstName: [
    pg('pg.applicant-name', 'givenNames', { convert: 'upper' }),
    si('si.given-name', 'givenName', { convert: 'upper' }),
  ],
  dateOfBirth: [
    pg('pg.applicant-birth-sex', 'dateOfBirth', { convert: 'isoDate' }),
    si('si.date-of-birth', 'dateOfBirth', { convert: 'isoDate' }),
  ],
  sex: [pg('pg.applicant-birth-sex', 'sex', { convert: 'sex' }), si('si.sex', 'sex', { convert: 'sex' })],
  nationality: [pg('pg.applicant-nationality', 'nationality', { convert: 'countryKo' })],
  passportNumber: [pg('pg.applicant-passport', 'passportNumber', { convert: 'passportNumber' })],
  marriageDate: [
    il('il.wedding', 'date', {
      convert: 'isoDate',
      maxConfidence: 'medium',
      note: 'A foreign certificate dates the ceremony; the Korean report date (2.9) is a different date and is not suggested.',
    }),
  ],
  marriagePlace: [il('il.wedding', 'place', { maxConfidence: 'medium' })],
  spouseName: [
    il('il.sponsor-name-sex', 'name', { maxConfidence: 'medium', note: romanisedMaybe }),
    il('il.date-signature', 'sponsorName', { maxConfidence: 'medium', note: romanisedMaybe }),
    pg('pg.guarantor-name', 'fullName', { maxConfidence: 'medium', note: romanisedMaybe }),
    pg('pg.date-signature', 'guarantorName', { maxConfidence: 'medium', note: romanisedMaybe }),
  ],
  spouseDateOfBirth: [
    il('il.sponsor-birth', 'dateOfBirth', { convert: 'isoDate' }),
    pg('pg.guarantor-id', 'dateOfBirth', { convert: 'isoDate' }),
  ],
  spousePlaceOfBirth: [il('il.sponsor-birth', 'birthCountry', { convert: 'koreaOrAbroad', maxConfidence: 'medium' })],
  spouseAddress: [
    il('il.sponsor-address', 'address', {
      maxConfidence: 'medium',
      note: 'The address on a certificate may be out of date.',
    }),
    pg('pg.guarantor-address', 'address', {
      maxConfidence: 'medium',
      note: 'The address on a certificate may be out of date.',
    }),
  ],
  spouseFatherName: [il('il.family-awareness', 'name', { row: 0, maxConfidence: 'medium', note: romanisedMaybe })],
  spouseMotherName: [il('il.family-awareness', 'name', { row: 1, maxConfidence: 'medium', note: romanisedMaybe })],
  fatherName: [
    si('si.father', 'familyName', {
      convert: 'familyPart',
      maxConfidence: 'low',
      note: 'Splitting a full name into family and given names is a guess.',
    }),
    si('si.father', 'givenName', { convert: 'givenPart', maxConfidence: 'low' }),
  ],
  motherName: [
    si('si.mother', 'familyName', {
      convert: 'familyPart',
      maxConfidence: 'low',
      note: 'Splitting a full name into family and given names is a guess.',
    }),
    si('si.mother', 'givenName', { convert: 'givenPart', maxConfidence: 'low' }),
  ],
};

/** Auto-fill keys deliberately not mapped for F-6, with the reason. */
export const f6Unmapped: Partial<Record<AutoFillKey, string>> = {
  placeOfBirth: "None of the three forms asks the applicant's place of birth (the visa application form does).",
  passportIssueDate: 'None of the three forms asks for passport dates (the visa application form does).',
  passportExpiryDate: 'None of the three forms asks for passport dates (the visa application form does).',
};

export type FieldSuggestion = {
  questionId: string;
  fieldId: string;
  row?: number;
  value: FieldValue;
  source: AutoFillSource | undefined;
  confidence: Confidence;
  /** Typed by hand (not read from a document): it carries no read confidence. */
  typed?: true;
  /** The auto-fill key it comes from; none for a fact another answer holds (the eligibility check's). */
  autoFillKey?: AutoFillKey;
};

export type UsSuggestion = {
  target: UsTarget;
  value: string;
  source: AutoFillSource | undefined;
  confidence: Confidence;
  autoFillKey: AutoFillKey;
};

const confidenceRank: Record<Confidence, number> = { low: 0, medium: 1, high: 2 };
const lowest = (...levels: Array<Confidence | undefined>): Confidence =>
  levels.reduce<Confidence>((min, c) => (c && confidenceRank[c] < confidenceRank[min] ? c : min), 'high');

const koreanCountryNames: Record<string, string> = {
  USA: '미국',
  'UNITED STATES': '미국',
  'UNITED STATES OF AMERICA': '미국',
  CAN: '캐나다',
  CANADA: '캐나다',
  GBR: '영국',
  'UNITED KINGDOM': '영국',
  AUS: '호주',
  AUSTRALIA: '호주',
  NZL: '뉴질랜드',
  'NEW ZEALAND': '뉴질랜드',
  PHL: '필리핀',
  PHILIPPINES: '필리핀',
  VNM: '베트남',
  'VIET NAM': '베트남',
  VIETNAM: '베트남',
  CHN: '중국',
  CHINA: '중국',
  JPN: '일본',
  JAPAN: '일본',
  THA: '태국',
  THAILAND: '태국',
  KHM: '캄보디아',
  CAMBODIA: '캄보디아',
  MNG: '몽골',
  MONGOLIA: '몽골',
  UZB: '우즈베키스탄',
  UZBEKISTAN: '우즈베키스탄',
  DEU: '독일',
  GERMANY: '독일',
  FRA: '프랑스',
  FRANCE: '프랑스',
};

const koreanPlace =
  /korea|한국|대한민국|서울|seoul|부산|busan|인천|incheon|대구|daegu|대전|daejeon|광주|gwangju|울산|ulsan|경기|gyeonggi/i;

export function toIsoDate(raw: string): string | null {
  const s = raw.trim();
  if (isIsoDate(s)) return s;
  const m =
    /^(\d{4})\s*[./\-년]\s*(\d{1,2})\s*[./\-월]\s*(\d{1,2})\s*[.일]?$/.exec(s) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(s);
  if (!m) return null;
  const iso = `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

function splitName(raw: string): { family: string; given: string } {
  const s = raw.trim().replace(/\s+/g, ' ');
  if (s.includes(',')) {
    const [family, ...rest] = s.split(',');
    return { family: family.trim(), given: rest.join(' ').trim() };
  }
  const parts = s.split(' ');
  return parts.length === 1
    ? { family: s, given: '' }
    : { family: parts[parts.length - 1], given: parts.slice(0, -1).join(' ') };
}

/** Converted value, or null when the raw value cannot be used; a cap lowers the confidence. */
export function convert(raw: string, how: ValueConversion): { value: FieldValue; cap?: Confidence } | null {
  const s = raw.trim();
  if (s === '') return null;
  switch (how) {
    case 'asIs':
      return { value: s };
    case 'upper':
      return { value: s.toUpperCase() };
    case 'passportNumber':
      return { value: s.replace(/\s+/g, '').toUpperCase() };
    case 'isoDate': {
      const iso = toIsoDate(s);
      return iso ? { value: iso } : null;
    }
    case 'sex': {
      if (/^(m|male|man|남|남자|남성)$/i.test(s)) return { value: 'male' };
      if (/^(f|female|woman|여|여자|여성)$/i.test(s)) return { value: 'female' };
      return null;
    }
    case 'countryKo': {
      const ko = koreanCountryNames[s.toUpperCase()];
      return ko ? { value: ko } : { value: s, cap: 'low' };
    }
    case 'familyPart':
      return { value: splitName(s).family };
    case 'givenPart': {
      const given = splitName(s).given;
      return given ? { value: given } : null;
    }
    case 'koreaOrAbroad':
      return { value: koreanPlace.test(s) ? 'korea' : 'abroad' };
  }
}

/** F-6 suggestions for one form's fields; the user accepts or edits each, nothing is written here. */
export function suggestionsFor(visaType: VisaType, formId: FormId, autoFill: AutoFillData): FieldSuggestion[] {
  if (visaType !== 'f6') return [];
  const out: FieldSuggestion[] = [];
  for (const [key, targets] of Object.entries(f6Suggestions) as Array<[AutoFillKey, F6Target[]]>) {
    const raw = autoFill[key];
    if (typeof raw !== 'string') continue;
    for (const tg of targets) {
      if (tg.formId !== formId) continue;
      const converted = convert(raw, tg.convert ?? 'asIs');
      if (!converted) continue;
      out.push({
        questionId: tg.questionId,
        fieldId: tg.fieldId,
        ...(tg.row !== undefined ? { row: tg.row } : {}),
        value: converted.value,
        source: autoFill.sources?.[key],
        confidence: lowest(autoFill.confidenceScores[key] ?? 'low', tg.maxConfidence, converted.cap),
        ...(autoFill.typed?.[key] && { typed: true as const }),
        autoFillKey: key,
      });
    }
  }
  return out;
}

/**
 * Names the user typed in Hangul (in the eligibility check), offered wherever the form asks for
 * that person's name: a certificate gives them romanized, the Korean forms want Hangul.
 */
export function hangulNameSuggestions(
  formId: FormId,
  names: { applicant?: string; sponsor?: string },
): FieldSuggestion[] {
  const out: FieldSuggestion[] = [];
  const offer = (key: 'fullName' | 'spouseName', name: string | undefined) => {
    const value = name?.trim().replace(/\s+/g, ' ');
    if (!value || !hasHangul(value)) return;
    for (const tg of f6Suggestions[key] ?? []) {
      if (tg.formId !== formId) continue;
      out.push({
        questionId: tg.questionId,
        fieldId: tg.fieldId,
        ...(tg.row !== undefined ? { row: tg.row } : {}),
        value,
        source: 'manual',
        confidence: 'high',
        typed: true,
        autoFillKey: key,
      });
    }
  };
  offer('fullName', names.applicant);
  offer('spouseName', names.sponsor);
  return out;
}

/** What the eligibility check already knows that the invitation asks again (facts once). */
export type EligibilityFacts = {
  childTogether?: boolean | null;
  marriagePlace?: 'korea' | 'abroad' | null;
  /** The applicant's nationality as held (the people records first), in any spelling the check reads. */
  nationality?: string;
};

/**
 * The invitation's questions the eligibility check already answered, offered there (never applied
 * silently): a child together (4.7.1, printed again at 6.5.1), how the marriage was reported
 * (2.9: married in Korea by a marriage report, else abroad with the foreign certificate) and whether
 * the spouse is a national of one of the seven countries of the guidance programme (7.1).
 */
export function eligibilitySuggestions(formId: FormId, e: EligibilityFacts | undefined): FieldSuggestion[] {
  if (formId !== 'invitation-letter' || !e) return [];
  const offer = (questionId: string, fieldId: string, value: FieldValue): FieldSuggestion => ({
    questionId,
    fieldId,
    value,
    source: 'manual',
    confidence: 'high',
    typed: true,
  });
  const out: FieldSuggestion[] = [];
  if (typeof e.childTogether === 'boolean') out.push(offer('il.child-together', 'childTogether', e.childTogether));
  if (e.marriagePlace === 'korea' || e.marriagePlace === 'abroad')
    out.push(
      offer('il.marriage-report', 'reportedWith', e.marriagePlace === 'korea' ? 'koreanReport' : 'foreignCertificate'),
    );
  const code = e.nationality ? normalizeNationality(e.nationality) : undefined;
  if (code && code !== 'KR')
    out.push(
      offer('il.programme-country', 'listedCountry', (guidanceProgramCountries as readonly string[]).includes(code)),
    );
  return out;
}

const dateKeys = new Set<AutoFillKey>([
  'dateOfBirth',
  'passportIssueDate',
  'passportExpiryDate',
  'marriageDate',
  'spouseDateOfBirth',
]);

/** CR-1 / IR-1: what to copy into the US forms (the app does not fill them). Dates stay ISO. */
export function usSuggestionsFor(visaType: Exclude<VisaType, 'f6'>, autoFill: AutoFillData): UsSuggestion[] {
  const out: UsSuggestion[] = [];
  for (const [key, targets] of Object.entries(usSuggestions[visaType]) as Array<[AutoFillKey, UsTarget[]]>) {
    const raw = autoFill[key];
    if (typeof raw !== 'string' || raw.trim() === '') continue;
    const value = dateKeys.has(key) ? (toIsoDate(raw) ?? raw.trim()) : raw.trim();
    for (const tg of targets) {
      out.push({
        target: tg,
        value,
        source: autoFill.sources?.[key],
        confidence: autoFill.confidenceScores[key] ?? 'low',
        autoFillKey: key,
      });
    }
  }
  return out;
}

export const visaTypeLabels: Record<VisaType, ReturnType<typeof t>> = {
  f6: t('F-6 marriage migrant visa (Korea)', 'F-6 결혼이민 사증 (한국)'),
  cr1: t('CR-1 conditional spouse visa (USA)', 'CR-1 조건부 배우자 이민비자 (미국)'),
  ir1: t('IR-1 spouse visa (USA)', 'IR-1 배우자 이민비자 (미국)'),
};
