/**
 * The stored applicationForms answers turned into what stands in each box of 사증발급신청서: per
 * official item, the ticked boxes, the text slots and the table rows, with the fixed F-6 answers.
 * Pure. Hidden answers (a follow-up whose "Yes" was changed to "No") are left out; items nobody
 * answered are absent, so the package can leave them blank and list them.
 */
import type { ApplicationFormSection, ApplicationForms } from '../application';
import { isIsoDate } from '../dates';
import { isHanjaText } from '../forms/validate';
import { fixedF6 } from './fixed-f6';
import { visaItems } from './items';
import { migrateSectionValues } from './migrate';
import { visaApplicationSections, visaSectionDef } from './questions';
import type { VisaItemNo, VisaRow, VisaValue, VisaValues } from './types';
import { isEmpty, isShown, sectionStatus } from './validate';

export type ItemAnswer = {
  /** Ticked boxes by option key: 'yes' / 'no', or the item's option ('male', 'regular', 'graduate', …); sub-groups as 'type:regular'. */
  ticks?: string[];
  /** Text by slot: 'value' for a single box, named slots for sub-boxes (a)–f)), 'other' for the "기타" details line, 'count'. */
  text?: Record<string, string>;
  /** Table rows by column id. */
  rows?: Array<Record<string, string>>;
  /** True when the whole answer is fixed for F-6 (not asked). */
  fixed?: true;
  /** The item does not apply to this applicant (4.2 when living at the home address; 7.2 when retired or not working). */
  na?: true;
};

export type VisaItemValues = Partial<Record<VisaItemNo, ItemAnswer>>;

/** The form prints dates as yyyy/mm/dd. */
export const formDate = (iso: string): string => (isIsoDate(iso) ? iso.replace(/-/g, '/') : iso);

type Reader = {
  /** A shown, non-empty value as text ('' when empty or hidden). */
  s: (id: string) => string;
  d: (id: string) => string;
  b: (id: string) => boolean | null;
  rows: (id: string, dates?: string[]) => Array<Record<string, string>>;
};

function reader(section: ApplicationFormSection, stored: Record<string, unknown> | null | undefined): Reader {
  const def = visaSectionDef(section);
  const values: VisaValues = migrateSectionValues(section, stored);
  const shown = (id: string): VisaValue | undefined => {
    const field = def.fields.find((f) => f.id === id);
    return field && isShown(field, values) && !isEmpty(values[id]) ? values[id] : undefined;
  };
  const cell = (v: string | null | undefined, date: boolean) =>
    typeof v === 'string' ? (date ? formatCell(v) : v.trim()) : '';
  const formatCell = (v: string) => formDate(v.trim());
  return {
    s: (id) => {
      const v = shown(id);
      if (v === undefined || v === null || Array.isArray(v) || typeof v === 'boolean') return '';
      return typeof v === 'number' ? v.toLocaleString('en-US') : v.trim();
    },
    d: (id) => {
      const v = shown(id);
      return typeof v === 'string' ? formDate(v.trim()) : '';
    },
    b: (id) => {
      const v = shown(id);
      return typeof v === 'boolean' ? v : null;
    },
    rows: (id, dates = []) => {
      const v = shown(id);
      if (!Array.isArray(v)) return [];
      return v
        .map((row: VisaRow) => Object.fromEntries(Object.entries(row).map(([k, c]) => [k, cell(c, dates.includes(k))])))
        .filter((row) => Object.values(row).some((c) => c !== ''));
    },
  };
}

/** Drops empty slots; an answer with nothing in it is no answer. */
function put(out: VisaItemValues, no: VisaItemNo, answer: ItemAnswer): void {
  const text = answer.text ? Object.fromEntries(Object.entries(answer.text).filter(([, v]) => v !== '')) : undefined;
  const ticks = answer.ticks?.filter(Boolean);
  const rows = answer.rows?.length ? answer.rows : undefined;
  const clean: ItemAnswer = {
    ...(ticks?.length ? { ticks } : {}),
    ...(text && Object.keys(text).length ? { text } : {}),
    ...(rows ? { rows } : {}),
    ...(answer.fixed ? { fixed: true as const } : {}),
  };
  if (clean.ticks || clean.text || clean.rows) out[no] = clean;
  else if (answer.na) out[no] = { na: true };
}

const yn = (b: boolean | null): string[] => (b === null ? [] : [b ? 'yes' : 'no']);
const single = (value: string): ItemAnswer => ({ text: { value } });

type Readers = Record<'basic' | 'spouse' | 'rel' | 'fin' | 'travel', Reader>;

export function visaItemValues(forms: Pick<ApplicationForms, ApplicationFormSection>): VisaItemValues {
  const out: VisaItemValues = {};
  const r: Readers = {
    basic: reader('basicInfo', forms.basicInfo),
    spouse: reader('spouseInfo', forms.spouseInfo),
    rel: reader('relationshipDetails', forms.relationshipDetails),
    fin: reader('financialInfo', forms.financialInfo),
    travel: reader('travelHistory', forms.travelHistory),
  };
  personalItems(out, r);
  passportAndContactItems(out, r);
  familyAndWorkItems(out, r);
  visitItems(out, r);
  inviterAndFundingItems(out, r);
  return out;
}

/** 1. Personal details; 2. Details of visa application (fixed for F-6). */
function personalItems(out: VisaItemValues, { basic }: Readers): void {
  put(out, '1.1', { text: { familyName: basic.s('familyName'), givenNames: basic.s('givenNames') } });
  // Chinese characters only (漢字): anything else counts as not answered and is not printed.
  put(out, '1.2', single(isHanjaText(basic.s('chineseName')) ? basic.s('chineseName') : ''));
  put(out, '1.3', { ticks: [basic.s('sex')] });
  put(out, '1.4', single(basic.d('dateOfBirth')));
  put(out, '1.5', single(basic.s('nationality')));
  put(out, '1.6', single(basic.s('placeOfBirth')));
  put(out, '1.7', single(basic.s('nationalId')));
  put(out, '1.8', {
    ticks: yn(basic.b('usedOtherNames')),
    text: { familyName: basic.s('otherFamilyName'), givenNames: basic.s('otherGivenNames') },
  });
  put(out, '1.9', { ticks: yn(basic.b('multipleNationality')), text: { countries: basic.s('otherNationalities') } });
  put(out, '2.1', { ticks: [fixedF6.periodOfStay], fixed: true });
  put(out, '2.2', { text: { value: fixedF6.statusOfStay }, fixed: true });
}

/** 3. Passport; 4. Contact. */
function passportAndContactItems(out: VisaItemValues, { basic }: Readers): void {
  put(out, '3.1', { ticks: [basic.s('passportType')], text: { other: basic.s('passportTypeOther') } });
  put(out, '3.2', single(basic.s('passportNumber')));
  put(out, '3.3', single(basic.s('passportCountry')));
  put(out, '3.4', single(basic.s('passportPlaceOfIssue')));
  put(out, '3.5', single(basic.d('passportIssueDate')));
  put(out, '3.6', single(basic.d('passportExpiryDate')));
  const otherType = basic.s('otherPassportType');
  put(out, '3.7', {
    ticks: [...yn(basic.b('otherPassport')), otherType && `type:${otherType}`],
    text: {
      number: basic.s('otherPassportNumber'),
      country: basic.s('otherPassportCountry'),
      expiry: basic.d('otherPassportExpiry'),
    },
  });
  put(out, '4.1', single(basic.s('homeAddress')));
  put(out, '4.2', basic.b('livesElsewhere') === false ? { na: true } : single(basic.s('currentAddress')));
  put(out, '4.3', single(basic.s('phone')));
  put(out, '4.4', single(basic.s('email')));
  put(out, '4.5', {
    text: {
      name: basic.s('emergencyName'),
      country: basic.s('emergencyCountry'),
      phone: basic.s('emergencyPhone'),
      relationship: basic.s('emergencyRelationship'),
    },
  });
}

/** The spouse's address as the form asks it: in Korea, or abroad when the spouse lives there. */
const spouseAddress = (spouse: Reader) => spouse.s('spouseAddress') || spouse.s('spouseAddressAbroad');
const spouseName = (spouse: Reader) =>
  [spouse.s('spouseFamilyName'), spouse.s('spouseGivenNames')].filter(Boolean).join(' ');
const applicantName = (basic: Reader) => [basic.s('familyName'), basic.s('givenNames')].filter(Boolean).join(' ');

/** 5. Marital status and family; 6. Education; 7. Employment. */
function familyAndWorkItems(out: VisaItemValues, { spouse, rel, fin }: Readers): void {
  put(out, '5.1', { ticks: [fixedF6.maritalStatus], fixed: true });
  put(out, '5.2', {
    text: {
      familyName: spouse.s('spouseFamilyName'),
      givenNames: spouse.s('spouseGivenNames'),
      dateOfBirth: spouse.d('spouseDateOfBirth'),
      nationality: fixedF6.spouseNationality,
      address: spouseAddress(spouse),
      phone: spouse.s('spousePhone'),
    },
  });
  put(out, '5.3', { ticks: yn(rel.b('hasChildren')), text: { count: rel.s('childrenCount') } });
  put(out, '6.1', { ticks: [fin.s('educationLevel')], text: { other: fin.s('educationOther') } });
  put(out, '6.2', single(fin.s('schoolName')));
  put(out, '6.3', single(fin.s('schoolLocation')));
  put(out, '7.1', { ticks: [fin.s('occupation')], text: { other: fin.s('occupationOther') } });
  const noWorkplace = ['retired', 'unemployed'].includes(fin.s('occupation'));
  const workplace = {
    name: fin.s('employer'),
    position: fin.s('position'),
    address: fin.s('workAddress'),
    phone: fin.s('workPhone'),
  };
  put(out, '7.2', noWorkplace ? { na: true } : { text: workplace });
}

/** 8. Details of visit. */
function visitItems(out: VisaItemValues, { rel, travel }: Readers): void {
  put(out, '8.1', { ticks: [fixedF6.purposeOfVisit], fixed: true });
  put(out, '8.2', single(rel.s('intendedStay')));
  put(out, '8.3', single(rel.d('intendedEntryDate')));
  put(out, '8.4', single(rel.s('addressInKorea')));
  put(out, '8.5', single(rel.s('contactInKorea')));
  put(out, '8.6', {
    ticks: yn(travel.b('visitedKorea')),
    text: { count: travel.s('koreaVisits') },
    rows: travel.rows('koreaVisitList', ['from', 'to']),
  });
  put(out, '8.7', {
    ticks: yn(travel.b('visitedOtherCountries')),
    rows: travel.rows('otherCountryVisits', ['from', 'to']),
  });
  put(out, '8.8', { ticks: yn(rel.b('familyInKorea')), rows: rel.rows('familyInKoreaMembers', ['dateOfBirth']) });
  put(out, '8.9', { ticks: yn(rel.b('familyTravelling')), rows: rel.rows('familyTravellingMembers', ['dateOfBirth']) });
}

/** 9. Invitation (the Korean spouse invites: yes and the relationship are fixed); 10. Funding; 11. Assistance; 12. Declaration. */
function inviterAndFundingItems(out: VisaItemValues, { basic, spouse, fin, travel }: Readers): void {
  put(out, '9.1', {
    ticks: ['yes'],
    text: {
      name: spouseName(spouse),
      dateOfBirth: spouse.d('spouseDateOfBirth'),
      relationship: fixedF6.inviterRelationship,
      address: spouseAddress(spouse),
      phone: spouse.s('spousePhone'),
    },
  });
  put(out, '10.1', single(fin.s('travelCost')));
  const payer = fin.s('travelCostPayer');
  const payerText =
    payer === 'applicant'
      ? { name: applicantName(basic), relationship: 'Self', contact: basic.s('phone') }
      : payer === 'sponsor'
        ? { name: spouseName(spouse), relationship: fixedF6.inviterRelationship, contact: spouse.s('spousePhone') }
        : {
            name: fin.s('costPayerName'),
            relationship: fin.s('costPayerRelationship'),
            contact: fin.s('costPayerContact'),
          };
  put(out, '10.2', { text: { ...payerText, support: fin.s('costSupportType') } });
  put(out, '11.1', { ticks: yn(travel.b('receivedHelp')), rows: travel.rows('helpers', ['dateOfBirth']) });
  // The date and signature stay for the hand; the name is printed.
  put(out, '12.name', single(applicantName(basic)));
}

/**
 * Items that still miss an answer (for the cover sheet): those of a required question that applies
 * and is empty. Optional items (1.2, 1.7) and follow-ups that do not apply are not listed.
 */
export function unansweredVisaItems(
  forms: Pick<ApplicationForms, ApplicationFormSection>,
  today: Date = new Date(),
): VisaItemNo[] {
  const missing = new Set<VisaItemNo>();
  for (const def of visaApplicationSections) {
    const { errors } = sectionStatus(def, forms[def.id], today);
    for (const field of def.fields) {
      const code = errors[field.id]?.code;
      if (
        code === 'required' ||
        (code === 'tooFewRows' && isEmpty(migrateSectionValues(def.id, forms[def.id])[field.id]))
      )
        field.items.forEach((n) => missing.add(n));
    }
  }
  return visaItems.filter((i) => missing.has(i.no)).map((i) => i.no);
}
