import type { FieldValues } from '../../forms/types';
import type { ItemValue, ItemValues } from '../layout-types';
import type { AnswerReader } from '../reader';

/**
 * 결혼배경 진술서 items from the spouse-information answers (official-forms.md §3.2). The applicant
 * answers in English or Korean; the form prints both, so yes/no and choices print in English
 * beside the form's own Korean/English labels.
 */
export function spouseInformationItems(r: AnswerReader): ItemValues {
  return {
    '1.1#family': r.text('si.family-name', 'familyName', 'en'),
    '1.1#given': r.text('si.given-name', 'givenName', 'en'),
    '1.1#dob': r.text('si.date-of-birth', 'dateOfBirth', 'en'),
    '1.2': r.check('si.sex', 'sex'),
    '1.3#family': r.text('si.native-name', 'familyName', 'en'),
    '1.3#given': r.text('si.native-name', 'givenName', 'en'),
    '1.4': r.check('si.other-identity', 'answer'),
    '1.4#details': otherIdentity(r),
    '2.1': family(r),
    '2.2': r.check('si.previously-married', 'answer'),
    '2.2#rows': rowsOf(
      r,
      [
        ...single(r, 'si.previous-marriage'),
        ...(r.skipped('si.earlier-marriages') ? [] : (r.rows('si.earlier-marriages') ?? [])),
      ],
      'si.previous-marriage',
      (_row, f) => [f('spouseName'), f('dateOfBirth'), f('nationality'), period(f('from'), f('to'))],
    ),
    '2.3': r.check('si.other-marital-relationship', 'answer'),
    '2.4': r.check('si.other-children', 'answer'),
    '2.4#rows': r.table('si.other-children-details', (_row, f) => [
      f('name'),
      f('dateOfBirth'),
      f('nationality'),
      f('custodian'),
    ]),
    '3.1': r.check('si.visited-korea', 'answer'),
    '3.1#rows': rowsOf(
      r,
      [
        ...single(r, 'si.latest-korea-visit'),
        ...(r.skipped('si.earlier-korea-visits') ? [] : (r.rows('si.earlier-korea-visits') ?? [])),
      ],
      'si.latest-korea-visit',
      (_row, f) => [period(f('from'), f('to')), f('purpose'), f('places')],
    ),
    '3.2': r.check('si.entry-refusal', 'answer'),
    '3.2#details': entryRefusal(r),
    '4.1': r.check('si.assistance', 'answer'),
    '4.1#rows': r.table('si.helpers', (_row, f) => [f('name'), f('address'), f('phone'), f('relationship')]),
    '5.date': r.text('si.signing-date', 'date', 'en'),
    '5.signature': r.text('si.signature', 'applicantName', 'en'),
  };
}

const period = (from: string, to: string) => (from || to ? `${from} ~ ${to}` : '');

/** A one-row question (the latest visit, the last marriage) as a table row, unless skipped or unanswered. */
function single(r: AnswerReader, questionId: string): FieldValues[] {
  if (r.skipped(questionId)) return [];
  const v = r.values(questionId);
  return v ? [v] : [];
}

/** Rows of the same fields from several questions; unanswered when the first question is. */
function rowsOf(
  r: AnswerReader,
  rows: FieldValues[],
  firstQuestion: string,
  cells: (row: FieldValues, f: (fieldId: string) => string) => string[],
): ItemValue | undefined {
  if (r.skipped(firstQuestion)) return { kind: 'none' };
  if (!r.values(firstQuestion)) return undefined;
  const q = r.question(firstQuestion);
  return {
    kind: 'rows',
    rows: rows.map((row) =>
      cells(row, (id) => {
        const field = q.fields.find((x) => x.id === id);
        return field ? r.format(field, row[id], 'en') : '';
      }),
    ),
  };
}

function family(r: AnswerReader): ItemValue | undefined {
  const rows: string[][] = [];
  const add = (questionId: string, relation: (row: FieldValues) => string, row: FieldValues) => {
    const q = r.question(questionId);
    const f = (id: string) => {
      const field = q.fields.find((x) => x.id === id);
      return field ? r.format(field, row[id], 'en') : '';
    };
    const deceased = row.deceased === true;
    rows.push([
      relation(row),
      f('familyName'),
      f('givenName'),
      deceased ? 'DECEASED (사망)' : f('dateOfBirth'),
      deceased
        ? ''
        : row.aware === 'knows'
          ? '안다 / Know'
          : row.aware === 'doesNotKnow'
            ? "모른다 / Doesn't Know"
            : '',
    ]);
  };
  const father = r.values('si.father');
  const mother = r.values('si.mother');
  if (!father && !mother) return undefined;
  if (father) add('si.father', () => '부 / Father', father);
  if (mother) add('si.mother', () => '모 / Mother', mother);
  for (const id of ['si.siblings', 'si.children']) {
    const q = r.question(id);
    const relation = q.fields.find((f) => f.id === 'relation');
    for (const row of r.rows(id) ?? [])
      add(
        id,
        (x) => (relation ? `${r.format(relation, x.relation, 'ko')} / ${r.format(relation, x.relation, 'en')}` : ''),
        row,
      );
  }
  return { kind: 'rows', rows };
}

function otherIdentity(r: AnswerReader): ItemValue | undefined {
  const answer = r.values('si.other-identity');
  if (!answer) return undefined;
  if (answer.answer === false) return { kind: 'none' };
  const parts: [string, string, string][] = [
    ['si.other-names', 'names', 'Other names'],
    ['si.other-birth-dates', 'dates', 'Other dates of birth'],
    ['si.other-nationalities', 'nationalities', 'Other nationalities'],
    ['si.identity-change-reason', 'reason', 'Reason for the change'],
  ];
  const lines = parts.flatMap(([q, field, title]) => {
    const v = r.text(q, field, 'en');
    return v?.kind === 'text' ? [`${title}: ${v.text}`] : [];
  });
  return lines.length ? { kind: 'text', text: lines.join('\n') } : undefined;
}

function entryRefusal(r: AnswerReader): ItemValue | undefined {
  const answer = r.values('si.entry-refusal');
  if (!answer) return undefined;
  if (answer.answer === false) return { kind: 'none' };
  const orders = r.text('si.entry-refusal-orders', 'orders', 'en');
  const when = r.text('si.entry-refusal-orders', 'when', 'en');
  const reasons = r.text('si.entry-refusal-reasons', 'reasons', 'en');
  const lines = [
    orders?.kind === 'text' ? `${orders.text}${when?.kind === 'text' ? ` (${when.text})` : ''}` : '',
    reasons?.kind === 'text' ? reasons.text : '',
  ].filter(Boolean);
  return lines.length ? { kind: 'text', text: lines.join('\n') } : undefined;
}
