/**
 * The sponsor's own bars (section 14 D1, D2): a criminal record inside its window, and a
 * naturalisation through marriage less than 3 years before the application. Both read the couple's
 * facts (the invitation's items 1.3 and 9.1), asked once.
 */
import type { Couple, SponsorRecordKind } from '../couple';
import { check } from './make-check';
import type { EligibilityVerdict } from './types';

export const dayOf = (date: string): string => date.slice(0, 10);
const yearsBefore = (iso: string, years: number): string =>
  `${String(Number(iso.slice(0, 4)) - years).padStart(4, '0')}${iso.slice(4, 10)}`;
const yearsAfter = (iso: string, years: number): string =>
  `${String(Number(iso.slice(0, 4)) + years).padStart(4, '0')}${iso.slice(4, 10)}`;

/** Section 14 D1: the windows, counted from the sentence or from the end of serving it. */
const recordWindowYears: Record<SponsorRecordKind, number> = {
  domesticViolence: 10,
  sexOffenceAgainstMinor: 10,
  violentCrime: 10,
  falseMarriageReport: 5,
};

const recordTitle = 'title.sponsor-record';

/** Before any window matters: item 9.1 not answered, answered "none", or a decision without a date. */
function undatedRecordCheck(record: Couple['sponsor']['record']): EligibilityVerdict | null {
  const src = 'sponsorRecord';
  if (!record) {
    return check('sponsor-record', 'pass', recordTitle, { id: 'sponsor-record.assumed' }, src);
  }
  if (record.kinds.length === 0) {
    return check('sponsor-record', 'pass', recordTitle, { id: 'sponsor-record.none' }, src);
  }
  if (record.date) return null;
  return {
    ...check('sponsor-record', 'unknown', recordTitle, { id: 'sponsor-record.undated' }, src),
    blocking: true,
  };
}

/** The last day any of these kinds bars the invitation, counted from the decision's date. */
const barEnds = (kinds: SponsorRecordKind[], date: string): string =>
  kinds
    .map((k) => yearsAfter(date, recordWindowYears[k]))
    .sort()
    .at(-1) as string;

/** A dated decision: outside every window, inside one with the child exception, or likely barred. */
function datedRecordCheck(
  kinds: SponsorRecordKind[],
  date: string,
  applicationDay: string,
  child: boolean,
): EligibilityVerdict {
  const src = 'sponsorRecord';
  const inside = kinds.filter((k) => date > yearsBefore(applicationDay, recordWindowYears[k]));
  if (inside.length === 0) {
    const until = barEnds(kinds, date);
    return check('sponsor-record', 'pass', recordTitle, { id: 'sponsor-record.outside', values: { until } }, src);
  }
  const until = barEnds(inside, date);
  if (child) {
    return check('sponsor-record', 'warn', recordTitle, { id: 'sponsor-record.inside-child', values: { until } }, src);
  }
  return {
    ...check('sponsor-record', 'warn', recordTitle, { id: 'sponsor-record.barred', values: { until } }, src),
    blocking: true,
  };
}

export function checkSponsorRecord(couple: Couple, applicationDay: string): EligibilityVerdict {
  const record = couple.sponsor.record;
  return (
    undatedRecordCheck(record) ??
    datedRecordCheck(record!.kinds, record!.date!, applicationDay, couple.childTogether === true)
  );
}

export const checkSponsorNaturalisation = (couple: Couple, applicationDay: string): EligibilityVerdict => {
  const title = 'title.sponsor-naturalisation';
  const src = 'sponsorNaturalisation';
  const n = couple.sponsor.naturalisation;
  if (!n || n.basis === 'no') {
    return check(
      'sponsor-naturalisation',
      'pass',
      title,
      n ? { id: 'naturalisation.no' } : { id: 'naturalisation.assumed' },
      src,
    );
  }
  if (n.basis === 'other') {
    return check('sponsor-naturalisation', 'pass', title, { id: 'naturalisation.other-basis' }, src);
  }
  if (n.basis === undefined) {
    return check('sponsor-naturalisation', 'unknown', title, { id: 'naturalisation.basis-unknown' }, src);
  }
  if (!n.date) {
    return check('sponsor-naturalisation', 'unknown', title, { id: 'naturalisation.date-unknown' }, src);
  }
  const until = yearsAfter(n.date, 3);
  return until > applicationDay
    ? check('sponsor-naturalisation', 'warn', title, { id: 'naturalisation.too-early', values: { until } }, src)
    : check('sponsor-naturalisation', 'pass', title, { id: 'naturalisation.over-3-years' }, src);
};
