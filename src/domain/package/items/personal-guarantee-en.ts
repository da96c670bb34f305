/**
 * The English back (뒤쪽) of 신원보증서 (D26): each box prints the Latin-letter version of its fact, the
 * one the people records hold (the passport names, the addresses and employer in Latin letters, the
 * nationality as a passport writes it), and a box whose only answer is in Korean is left empty: a
 * version is never substituted for the other. Dates, numbers, Hanja and ticks are the front's.
 */
import { countryName, normalizeNationality } from '../../eligibility/nationality';
import { factAsAsked, factValue, scriptOf, type People, type PersonRole, type ScriptedFactKey } from '../../people';
import { passportName } from '../../forms/resolve';
import type { ItemValue, ItemValues } from '../layout-types';
import type { AnswerReader } from '../reader';

const txt = (text: string | undefined): ItemValue | undefined =>
  text && text.trim() ? { kind: 'text', text: text.trim() } : undefined;

/** An answer typed for the English side (its own Latin-letter field); an empty one is no answer. */
const typed = (v: ItemValue | undefined): ItemValue | undefined => (v?.kind === 'text' ? v : undefined);

/** The front's value where it holds no Hangul (a number, a date, a Latin answer); otherwise empty. */
const asIs = (v: ItemValue | undefined): ItemValue | undefined =>
  v?.kind === 'text' && scriptOf(v.text) === 'ko' ? undefined : v;

/** A nationality as a passport writes it ("VIETNAM"), from the record or the answer in either script. */
function nationalityEn(held: string | undefined, answer: ItemValue | undefined): ItemValue | undefined {
  for (const said of [held, answer?.kind === 'text' ? answer.text : undefined]) {
    if (!said) continue;
    // As the forms that ask in English write it (people.ts): the country's name in capitals.
    const code = normalizeNationality(said);
    if (code && countryName(code)) return txt(factAsAsked('nationality', code, undefined, 'passport'));
  }
  return asIs(answer);
}

/** The words guarantors write for the relationship, in English; anything else only if already Latin. */
const relationshipEn: Record<string, string> = { 배우자: 'Spouse', 남편: 'Husband', 아내: 'Wife', 부인: 'Wife' };

function periodEn(r: AnswerReader): ItemValue | undefined {
  const v = r.values('pg.guarantee-period');
  if (!v || v.years === null || v.years === undefined || v.years === '') return undefined;
  const years = `${String(v.years)} year${String(v.years) === '1' ? '' : 's'}`;
  if (v.startsFrom === 'entry') return txt(`${years} from the date of entry`);
  const start = r.text('pg.guarantee-period', 'startDate');
  return start?.kind === 'text' ? txt(`${years} from ${start.text}`) : undefined;
}

/** The English side's values, keyed `en.<item>`. `front` is the Korean side's (guaranteeItems). */
export function guaranteeEnglishSide(front: ItemValues, r: AnswerReader, people: People | undefined): ItemValues {
  const latin = (role: PersonRole, fact: ScriptedFactKey, answer: ItemValue | undefined) =>
    txt(factValue(people, { role, fact, script: 'latin' })) ?? asIs(answer);
  const sponsorName = txt(passportName(people, 'sponsor')?.toLocaleUpperCase('en')) ?? asIs(front['11']);
  const relationship = front['18']?.kind === 'text' ? relationshipEn[front['18'].text.trim()] : undefined;
  const purpose = front['10']?.kind === 'text' && /F-?6/i.test(front['10'].text) ? 'Marriage migrant (F-6)' : undefined;
  const values: ItemValues = {
    ...Object.fromEntries(Object.entries(front).map(([key, v]) => [key, asIs(v)])),
    '6': nationalityEn(factValue(people, { role: 'applicant', fact: 'nationality' }), front['6']),
    '8': latin('applicant', 'addressKorea', front['8']),
    '10': txt(purpose) ?? asIs(front['10']),
    '11': sponsorName,
    '13': nationalityEn(factValue(people, { role: 'sponsor', fact: 'nationality' }), front['13']),
    '15': r.joined(
      'pg.guarantor-id',
      [{ field: 'dateOfBirth' }, { field: 'passportNumber', before: 'Passport No. ' }],
      ' / ',
    ),
    '17': latin('sponsor', 'addressKorea', front['17']),
    '18': txt(relationship) ?? asIs(front['18']),
    '19': latin('sponsor', 'employer', front['19']),
    '20': typed(r.text('pg.guarantor-employment', 'positionLatin')) ?? asIs(front['20']),
    '21': typed(r.text('pg.guarantor-work-address', 'workAddressLatin')) ?? asIs(front['21']),
    '23': periodEn(r),
    '25': sponsorName,
  };
  return Object.fromEntries(Object.entries(values).map(([key, v]) => [`en.${key}`, v]));
}
