import type { FieldValues } from '../../forms/types';
import type { ItemValue, ItemValues } from '../layout-types';
import { formatKrw, type AnswerReader } from '../reader';

/** How the items read the answers: text, a tick, and parts joined with their labels. */
type Read = {
  r: AnswerReader;
  t: (q: string, f: string) => ItemValue | undefined;
  c: (q: string, f: string) => ItemValue | undefined;
  joined: (q: string, parts: [string, string][], sep?: string) => ItemValue | undefined;
};

/** 초청장 items from the invitation-letter answers (official-forms.md §2.2); all in Korean. */
export function invitationItems(r: AnswerReader): ItemValues {
  const read: Read = {
    r,
    t: (q, f) => r.text(q, f),
    c: (q, f) => r.check(q, f),
    joined: (q, parts, sep = ' / ') =>
      r.joined(
        q,
        parts.map(([field, before]) => ({ field, before })),
        sep,
      ),
  };
  return {
    ...sponsorAndMarriage(read),
    ...previousMarriages(read),
    ...income(read),
    ...homeLanguage(read),
    ...programmeToSignature(read),
  };
}

/** Items 1 (the sponsor) and 2 (how they met and married). */
function sponsorAndMarriage({ r, t, c, joined }: Read): ItemValues {
  return {
    '1.1': t('il.sponsor-name-sex', 'name'),
    '1.2': c('il.sponsor-name-sex', 'sex'),
    '1.3': c('il.sponsor-birth', 'birthCountry'),
    '1.3#country': t('il.sponsor-birth', 'birthCountryName'),
    '1.3#naturalised': t('il.sponsor-birth', 'naturalisationDate'),
    '1.4': t('il.sponsor-birth', 'dateOfBirth'),
    '1.5': t('il.sponsor-address', 'address'),
    '1.6': t('il.sponsor-contact', 'homePhone'),
    '1.7': t('il.sponsor-contact', 'mobilePhone'),
    '1.8': t('il.sponsor-contact', 'email'),
    '2.1': t('il.first-meeting', 'date'),
    '2.2': t('il.first-meeting', 'place'),
    '2.3': c('il.introduced', 'introduced'),
    '2.3.1': t('il.introducer-details', 'name'),
    '2.3.2': t('il.introducer-details', 'birthDateOrBusinessNumber'),
    '2.3.3': t('il.introducer-details', 'nationality'),
    '2.3.4': t('il.introducer-details', 'phone'),
    '2.3.5#sponsor': t('il.introducer-details', 'relationToSponsor'),
    '2.3.5#spouse': t('il.introducer-details', 'relationToSpouse'),
    '2.4': t('il.how-met', 'story'),
    '2.5': t('il.relationship-development', 'story'),
    '2.6': c('il.visits', 'sponsorVisited'),
    '2.6#count': t('il.visits', 'sponsorVisitCount'),
    '2.7': c('il.visits', 'spouseVisited'),
    '2.7#count': t('il.visits', 'spouseVisitCount'),
    '2.8': c('il.wedding', 'held'),
    '2.8#details': joined('il.wedding', [
      ['date', '언제: '],
      ['place', '어디에서: '],
    ]),
    '2.9': t('il.marriage-report', 'date'),
    '2.10': r.table('il.witnesses', (_row, f) => [f('name'), f('dateOfBirth'), f('contact'), f('relationship')]),
    '2.11': c('il.cohabitation', 'livedTogether'),
    '2.11#details': cohabitation(r),
    '2.12': r.table('il.family-awareness', (row, f) => [
      f('relation'),
      f('name'),
      row.deceased === true ? '사망' : f('contact'),
      row.deceased === true ? '' : f('aware'),
    ]),
    '2.13': t('il.family-unaware-reason', 'reason'),
  };
}

/** Items 3: earlier marriages and invitations. */
function previousMarriages({ r, t, c }: Read): ItemValues {
  return {
    '3.1': c('il.previously-married', 'previouslyMarried'),
    '3.2': r.table('il.previous-marriages', (_row, f) => [
      f('spouseName'),
      f('dateOfBirth'),
      f('nationality'),
      range(f('from'), f('to')),
    ]),
    '3.3': c('il.previous-invitations', 'invitedBefore'),
    '3.3#count': t('il.previous-invitations', 'count'),
    '3.4': t('il.previous-invitations', 'lastInvitationDate'),
  };
}

/** Items 4: household, income, assets and the exemption. */
function income({ r, t, c, joined }: Read): ItemValues {
  return {
    ...household(r),
    '4.2': t('il.household-and-threshold', 'threshold'),
    '4.3.1': c('il.current-employment', 'employed'),
    '4.3.2': joined('il.current-employment', [
      ['workplace', '직장명: '],
      ['workplaceAddress', '주소: '],
    ]),
    '4.3.3': joined('il.current-employment', [
      ['employerName', '고용주 성명: '],
      ['employerPhone', '연락처: '],
    ]),
    '4.3.4': suffix(t('il.current-employment', 'startDate'), '부터 근무'),
    '4.3.5': t('il.current-job-income', 'amount'),
    '4.3.6': c('il.past-year-jobs', 'hadOtherJobs'),
    '4.3.7': r.table('il.past-jobs', (_row, f) => [
      f('workplace'),
      f('address'),
      f('employerName'),
      f('employerPhone'),
    ]),
    '4.3.8': r.table('il.past-jobs', (_row, f) => [f('workplace'), range(f('from'), f('to')), f('income')]),
    '4.3.9': t('il.earned-income-total', 'formerJobsTotal'),
    '4.3.10': t('il.earned-income-total', 'earnedTotal'),
    '4.4.1': c('il.business', 'hadBusiness'),
    '4.4.2': r.table('il.businesses', (_row, f) => [f('name'), f('address'), f('phone')]),
    '4.4.3': businessKinds(r),
    '4.4.4': t('il.business-income', 'amount'),
    '4.5.1': c('il.other-income', 'hasOtherIncome'),
    '4.5.1#rows': r.table('il.other-income-items', (_row, f) => [f('kind'), f('amount')]),
    '4.5.2': t('il.other-income-total', 'amount'),
    '4.6.1': c('il.assets', 'hasAssets'),
    '4.6.1#rows': r.table('il.asset-items', (_row, f) => [f('kind'), f('value')]),
    '4.6.1#total': assetTotal(r),
    '4.6.2': c('il.income-total', 'hasDebt'),
    '4.6.2#amount': stripWon(t('il.income-total', 'debtAmount')),
    '4.6.3': t('il.income-total', 'netAssets'),
    '4.6.4': t('il.income-total', 'assetConversion'),
    '4.6.5#earned': t('il.earned-income-total', 'earnedTotal'),
    '4.6.5#business': t('il.business-income', 'amount'),
    '4.6.5#other': t('il.other-income-total', 'amount'),
    '4.6.5#assets': t('il.income-total', 'assetConversion'),
    '4.6.5#total': t('il.income-total', 'grandTotal'),
    '4.7.1': c('il.child-together', 'childTogether'),
    '4.7.2': t('il.income-exemption-reason', 'reason'),
  };
}

/** Items 5 (the home) and 6 (a shared language). */
function homeLanguage({ r, t, c, joined }: Read): ItemValues {
  return {
    '5.1': t('il.home', 'address'),
    '5.2': c('il.home', 'tenure'),
    '5.3': suffix(t('il.home', 'areaM2'), ' m²'),
    '5.4': suffix(t('il.home', 'rooms'), ' 개'),
    '5.5': anyRows(r, 'il.home-occupants'),
    '5.5#rows': r.table('il.home-occupants', (_row, f) => [f('name'), f('age'), f('relationship'), f('contact')]),
    '5.6': c('il.always-together', 'alwaysTogether'),
    '6.1': c('il.daily-language', 'language'),
    '6.1#language': t('il.daily-language', 'languageName'),
    '6.2': c('il.korean-proof', 'methods'),
    '6.2#lived': joined(
      'il.korean-proof',
      [
        ['livedFrom', ''],
        ['livedTo', '~ '],
      ],
      ' ',
    ),
    '6.2#other': t('il.korean-proof', 'otherExplanation'),
    '6.3': c('il.spouse-language-proof', 'method'),
    '6.3#lived': joined(
      'il.spouse-language-proof',
      [
        ['country', '국가명: '],
        ['from', '거주기간: '],
        ['to', '~ '],
      ],
      ' ',
    ),
    '6.3#other': t('il.spouse-language-proof', 'otherExplanation'),
    '6.4': c('il.third-language-proof', 'method'),
    '6.4#lived': thirdLanguageStay(r),
    '6.4#other': t('il.third-language-proof', 'otherExplanation'),
    '6.5.1': c('il.child-together', 'childTogether'),
    '6.5.2': t('il.communication-exemption-reason', 'reason'),
  };
}

/** Items 7 to 12: the programme, information exchange, records, helpers and the signature. */
function programmeToSignature({ r, t, c }: Read): ItemValues {
  return {
    '7.1': c('il.programme-country', 'listedCountry'),
    '7.2': c('il.programme-exemption', 'exemption'),
    '7.2#reason': t('il.programme-exemption', 'humanitarianReason'),
    '7.3': t('il.programme-exemption', 'completionNumber'),
    '8.1': c('il.info-exchange', 'exchanged'),
    '8.2': c('il.info-exchange', 'brokerActApplies'),
    '8.3': c('il.info-exchange', 'exemption'),
    '8.3#reason': t('il.info-exchange', 'humanitarianReason'),
    '9.1': c('il.criminal-record', 'records'),
    '10': t('il.other-information', 'information'),
    '11.1': anyRows(r, 'il.helpers'),
    '11.1#rows': r.table('il.helpers', (_row, f) => [f('name'), f('address'), f('phone'), f('relationship')]),
    '12.spouse-name': t('il.spouse-name', 'spouseName'),
    '12.date': t('il.date-signature', 'date'),
    '12.signature': t('il.date-signature', 'sponsorName'),
  };
}

const range = (from: string, to: string) => (from || to ? `${from}부터 ${to}까지` : '');

const suffix = (v: ItemValue | undefined, s: string): ItemValue | undefined =>
  v?.kind === 'text' ? { kind: 'text', text: `${v.text}${s}` } : v;

/** The box is printed "(        )원": the amount without its own 원. */
const stripWon = (v: ItemValue | undefined): ItemValue | undefined =>
  v?.kind === 'text' ? { kind: 'text', text: v.text.replace(/원$/, '') } : v;

function cohabitation(r: AnswerReader): ItemValue | undefined {
  const place = r.text('il.cohabitation', 'place');
  const from = r.text('il.cohabitation', 'from');
  const to = r.text('il.cohabitation', 'to');
  if (place?.kind !== 'text') return place;
  const period =
    from?.kind === 'text' || to?.kind === 'text'
      ? ` / 동거기간: ${range(from?.kind === 'text' ? from.text : '', to?.kind === 'text' ? to.text : '')}`
      : '';
  return { kind: 'text', text: `동거장소: ${place.text}${period}` };
}

function household(r: AnswerReader): ItemValues {
  const n = r.text('il.household-and-threshold', 'otherFamilyMembers');
  if (n?.kind !== 'text') return { '4.1#family': n, '4.1#total': n };
  const count = Number(n.text.replace(/,/g, ''));
  return {
    '4.1#family': { kind: 'text', text: `${n.text} 명` },
    '4.1#total': { kind: 'text', text: `${Number.isFinite(count) ? count + 2 : n.text} 명` },
  };
}

/** 4.4.3: what kind of business each one is, by name. */
function businessKinds(r: AnswerReader): ItemValue | undefined {
  if (r.skipped('il.businesses')) return { kind: 'none' };
  const rows = r.rows('il.businesses');
  if (!rows) return undefined;
  if (rows.length === 0) return { kind: 'none' };
  return {
    kind: 'text',
    text: rows
      .map((row: FieldValues) => `${String(row.name ?? '').trim()}: ${String(row.kind ?? '').trim()}`)
      .join('\n'),
  };
}

function assetTotal(r: AnswerReader): ItemValue | undefined {
  if (r.skipped('il.asset-items')) return { kind: 'none' };
  const rows = r.rows('il.asset-items');
  if (!rows) return undefined;
  if (rows.length === 0) return { kind: 'none' };
  const sum = rows.reduce((s, row) => s + (Number(row.value) || 0), 0);
  return { kind: 'text', text: formatKrw(sum) };
}

/** Ticks Yes when the table has rows, No for an explicit empty table (the question has no yes/no field). */
function anyRows(r: AnswerReader, questionId: string): ItemValue | undefined {
  if (r.skipped(questionId)) return { kind: 'none' };
  const rows = r.rows(questionId);
  if (!rows) return undefined;
  return { kind: 'check', chosen: [rows.length ? 'yes' : 'no'] };
}

function thirdLanguageStay(r: AnswerReader): ItemValue | undefined {
  const get = (f: string) => {
    const v = r.text('il.third-language-proof', f);
    return v?.kind === 'text' ? v.text : '';
  };
  const country = r.text('il.third-language-proof', 'country');
  if (country?.kind !== 'text') return country;
  return {
    kind: 'text',
    text: `국가명: ${country.text}\n초청인의 거주기간: ${range(get('sponsorFrom'), get('sponsorTo'))}\n배우자의 거주기간: ${range(get('spouseFrom'), get('spouseTo'))}`,
  };
}
