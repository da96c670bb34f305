import type { ItemValue, ItemValues } from '../layout-types';
import type { AnswerReader } from '../reader';

/** 신원보증서 items 1–25 from the personal-guarantee answers (official-forms.md §4.2). */
export function guaranteeItems(r: AnswerReader): ItemValues {
  return {
    '1': r.text('pg.applicant-name', 'familyName'),
    '2': r.text('pg.applicant-name', 'givenNames'),
    '3': r.text('pg.applicant-hanja', 'hanjaName'),
    '4': r.text('pg.applicant-birth-sex', 'dateOfBirth'),
    '5': r.check('pg.applicant-birth-sex', 'sex'),
    '6': r.text('pg.applicant-nationality', 'nationality'),
    '7': r.text('pg.applicant-passport', 'passportNumber'),
    '8': r.text('pg.applicant-korea-address', 'address'),
    '9': r.text('pg.applicant-phone', 'phone'),
    '10': r.text('pg.applicant-purpose', 'purpose'),
    '11': r.text('pg.guarantor-name', 'fullName'),
    '12': r.text('pg.guarantor-name', 'hanjaName'),
    '13': r.text('pg.guarantor-nationality-sex', 'nationality'),
    '14': r.check('pg.guarantor-nationality-sex', 'sex'),
    // "여권번호 또는 생년월일": the date of birth, and the passport number when given too.
    '15': r.joined(
      'pg.guarantor-id',
      [{ field: 'dateOfBirth' }, { field: 'passportNumber', before: '여권번호 ' }],
      ' / ',
    ),
    '16': r.text('pg.guarantor-phone', 'phone'),
    '17': r.text('pg.guarantor-address', 'address'),
    '18': r.text('pg.guarantor-relationship', 'relationship'),
    '19': r.text('pg.guarantor-employment', 'workplace'),
    '20': r.text('pg.guarantor-employment', 'position'),
    '21': r.text('pg.guarantor-work-address', 'workAddress'),
    '22': r.text('pg.guarantor-note', 'note'),
    '23': guaranteePeriod(r),
    '24': r.text('pg.date-signature', 'date'),
    '25': r.text('pg.date-signature', 'guarantorName'),
  };
}

/** "입국일로부터 4년" or "2027. 01. 01.부터 4년", as guarantors write it. */
function guaranteePeriod(r: AnswerReader): ItemValue | undefined {
  const v = r.values('pg.guarantee-period');
  if (!v || v.years === null || v.years === undefined || v.years === '') return undefined;
  const years = `${String(v.years)}년`;
  if (v.startsFrom === 'entry') return { kind: 'text', text: `입국일로부터 ${years}` };
  const start = r.text('pg.guarantee-period', 'startDate');
  return start?.kind === 'text' ? { kind: 'text', text: `${start.text}부터 ${years}` } : undefined;
}
