/**
 * The sponsor's own bars (section 14 D1, D2): a criminal record inside its window, and a
 * naturalisation through marriage less than 3 years before the application. Both read the couple's
 * facts (the invitation's items 1.3 and 9.1), asked once.
 */
import type { Couple, SponsorRecordKind } from '../couple';
import { enDate, koDate } from '../prose-date';
import { localized } from './format';
import { check } from './make-check';
import { eligibilitySources } from './sources';
import type { EligibilityCheck } from './types';

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

const recordTitle = localized("Sponsor's criminal record", '초청인의 범죄경력');

/** Before any window matters: item 9.1 not answered, answered "none", or a decision without a date. */
function undatedRecordCheck(record: Couple['sponsor']['record']): EligibilityCheck | null {
  const src = eligibilitySources.sponsorRecord;
  if (!record) {
    return check(
      'sponsor-record',
      'pass',
      recordTitle,
      localized(
        'Assumed: none of the decisions the invitation asks in item 9.1 (domestic violence, sex crimes, serious violent crimes within 10 years; a false marriage report within 5). Answer item 9.1 in the invitation and this check uses it.',
        '초청장 9.1 항목에서 묻는 결정·선고(10년 이내 가정폭력, 성범죄, 강력범죄, 5년 이내 허위 혼인신고)가 없다고 가정했어요. 초청장 9.1 항목에 답하면 이 확인에 반영돼요.',
      ),
      src,
    );
  }
  if (record.kinds.length === 0) {
    return check(
      'sponsor-record',
      'pass',
      recordTitle,
      localized(
        'The invitation (item 9.1) says none of these decisions or sentences.',
        '초청장 9.1 항목에 해당 사항이 없다고 답했어요.',
      ),
      src,
    );
  }
  if (record.date) return null;
  return {
    ...check(
      'sponsor-record',
      'unknown',
      recordTitle,
      localized(
        'The invitation (item 9.1) names a decision or sentence, but not when: the bar lasts 10 years (5 for a false marriage report) from the sentence or from the end of serving it. Enter that date in the invitation, item 9.1.',
        '초청장 9.1 항목에 결정·선고가 있다고 했지만 날짜가 없어요. 제한 기간은 선고일 또는 형 집행이 끝난 날부터 10년(허위 혼인신고는 5년)이에요. 초청장 9.1 항목에 그 날짜를 적으세요.',
      ),
      src,
    ),
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
): EligibilityCheck {
  const src = eligibilitySources.sponsorRecord;
  const inside = kinds.filter((k) => date > yearsBefore(applicationDay, recordWindowYears[k]));
  if (inside.length === 0) {
    const until = barEnds(kinds, date);
    return check(
      'sponsor-record',
      'pass',
      recordTitle,
      localized(
        `Outside the window: the bar ended on ${enDate(until)}, before the application date. The Korean criminal record (범죄경력회보서) will still show it; the consulate may ask about it.`,
        `제한 기간 밖이에요. 제한은 ${koDate(until)}에 끝나 신청일 전이에요. 범죄경력회보서에는 여전히 나타나므로 영사관이 물어볼 수 있어요.`,
      ),
      src,
    );
  }
  const until = barEnds(inside, date);
  if (child) {
    return check(
      'sponsor-record',
      'warn',
      recordTitle,
      localized(
        `Inside the window (until ${enDate(until)}), but you have a child together, which the rule names as an exception (as are other humanitarian reasons). Likely allowed: confirm with the consulate before applying.`,
        `제한 기간(${koDate(until)}까지) 안이지만 두 분 사이에 자녀가 있어 예외 사유에 해당해요(그 밖의 인도적 사유도 예외예요). 가능성이 높지만 신청 전에 영사관에 확인하세요.`,
      ),
      src,
    );
  }
  return {
    ...check(
      'sponsor-record',
      'warn',
      recordTitle,
      localized(
        `Likely barred until ${enDate(until)}: since the 2020 rule change a sponsor with such a decision or sentence within 10 years (5 for a false marriage report) cannot invite a foreign spouse, unless you have a child together or another humanitarian reason. Confirm with the consulate; the step stays open until then.`,
        `${koDate(until)}까지 초청이 제한될 가능성이 높아요. 2020년 규칙 개정 이후 10년(허위 혼인신고는 5년) 이내에 이런 결정·선고를 받은 초청인은 두 분 사이의 자녀나 그 밖의 인도적 사유가 없는 한 외국인 배우자를 초청할 수 없어요. 영사관에 확인하세요. 그때까지 이 단계는 열려 있어요.`,
      ),
      src,
    ),
    blocking: true,
  };
}

export function checkSponsorRecord(couple: Couple, applicationDay: string): EligibilityCheck {
  const record = couple.sponsor.record;
  return (
    undatedRecordCheck(record) ??
    datedRecordCheck(record!.kinds, record!.date!, applicationDay, couple.childTogether === true)
  );
}

export const checkSponsorNaturalisation = (couple: Couple, applicationDay: string): EligibilityCheck => {
  const title = localized("Sponsor's naturalisation", '초청인의 귀화');
  const src = eligibilitySources.sponsorNaturalisation;
  const n = couple.sponsor.naturalisation;
  if (!n || n.basis === 'no') {
    return check(
      'sponsor-naturalisation',
      'pass',
      title,
      n
        ? localized('The sponsor did not become Korean by naturalisation.', '초청인은 귀화로 국적을 취득하지 않았어요.')
        : localized(
            'Assumed: the sponsor did not become Korean by naturalisation based on a marriage in the past 3 years.',
            '초청인이 최근 3년 이내에 혼인을 근거로 귀화하지 않았다고 가정했어요.',
          ),
      src,
    );
  }
  if (n.basis === 'other') {
    return check(
      'sponsor-naturalisation',
      'pass',
      title,
      localized(
        'Naturalised on another basis than marriage: the 3-year rule covers only naturalisation based on marriage.',
        '혼인이 아닌 다른 근거로 귀화했어요. 3년 제한은 혼인을 근거로 한 귀화에만 적용돼요.',
      ),
      src,
    );
  }
  if (n.basis === undefined) {
    return check(
      'sponsor-naturalisation',
      'unknown',
      title,
      localized(
        'The sponsor became Korean by naturalisation: was it based on a marriage (Nationality Act art. 6(2))? Only that basis matters, and only within 3 years.',
        '초청인이 귀화로 국적을 취득했어요. 혼인을 근거로 한 귀화(국적법 제6조 제2항)였나요? 그 경우에만, 3년 이내일 때만 해당해요.',
      ),
      src,
    );
  }
  if (!n.date) {
    return check(
      'sponsor-naturalisation',
      'unknown',
      title,
      localized(
        'Naturalised based on a marriage: enter the naturalisation date (invitation item 1.3) to check the 3 years.',
        '혼인을 근거로 귀화했어요. 3년이 지났는지 확인하려면 귀화 일자(초청장 1.3 항목)를 적으세요.',
      ),
      src,
    );
  }
  const until = yearsAfter(n.date, 3);
  return until > applicationDay
    ? check(
        'sponsor-naturalisation',
        'warn',
        title,
        localized(
          `Likely too early: a sponsor naturalised based on a marriage less than 3 years ago cannot invite, so the first application day is likely ${enDate(until)}. Confirm with the consulate.`,
          `아직 이를 가능성이 높아요. 혼인을 근거로 귀화한 지 3년이 지나지 않은 초청인은 초청할 수 없다고 해요. ${koDate(until)}부터 신청할 수 있을 가능성이 높으니 영사관에 확인하세요.`,
        ),
        src,
      )
    : check(
        'sponsor-naturalisation',
        'pass',
        title,
        localized(
          'Naturalised based on a marriage more than 3 years before the application: the 3-year rule no longer applies.',
          '혼인을 근거로 귀화한 지 신청일 기준 3년이 지났어요. 3년 제한은 더 이상 해당하지 않아요.',
        ),
        src,
      );
};
