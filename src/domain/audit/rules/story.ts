/**
 * The couple's story told two ways: the first meeting (date, who introduced them), the proposal,
 * the wedding and the language they use, in the Korean spouse's invitation and statement and in the
 * applicant's statement. A statement is free text: only what it states plainly (a full date, an
 * introducer, a language named) is compared.
 */
import type { Localized } from '../../common';
import type { StatementTopic } from '../../application';
import { topicTitles, type StatementKind } from '../../statement-topic-titles';
import { answerField, formPlace, isoDay, statementPlace, str } from '../places';
import type { AuditContext, AuditRule, FindingValue, RawFinding } from '../types';

const l = (en: string, ko: string): Localized => ({ en, ko });

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const MONTH_DAY_YEAR = new RegExp(`${MONTH}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})`, 'gi');
const DAY_MONTH_YEAR = new RegExp(`(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH}\\.?,?\\s+(\\d{4})`, 'gi');

/** Full dates written in a text: 2022-03-05, 2022. 3. 5., 2022년 3월 5일, March 5, 2022, 5 March 2022. */
export function datesIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(\d{4})\s*(?:[-./]|년)\s*(\d{1,2})\s*(?:[-./]|월)\s*(\d{1,2})/g))
    out.push(isoDay(m[0])!);
  const pad = (n: string | number) => String(n).padStart(2, '0');
  for (const m of text.matchAll(MONTH_DAY_YEAR))
    out.push(`${m[3]}-${pad(MONTHS.indexOf(m[1].slice(0, 3).toLowerCase()) + 1)}-${pad(m[2])}`);
  for (const m of text.matchAll(DAY_MONTH_YEAR))
    out.push(`${m[3]}-${pad(MONTHS.indexOf(m[2].slice(0, 3).toLowerCase()) + 1)}-${pad(m[1])}`);
  return [...new Set(out)];
}

/** A statement's text on a topic: what the guided answers hold, else nothing. */
const topicText = (ctx: AuditContext, kind: StatementKind, topic: StatementTopic): string | undefined =>
  str(ctx.statements[kind].extractedInfo?.[topic]);

const kinds: StatementKind[] = ['sponsor', 'personal'];

/** One dated event: the invitation's date against every date a statement gives for it. */
function datedEvent(
  ctx: AuditContext,
  key: string,
  fact: Localized,
  date: { value: string; place: FindingValue['places'][number] } | undefined,
  topics: StatementTopic[],
  alsoFine: string[] = [],
): RawFinding[] {
  if (!date) return [];
  const day = isoDay(date.value);
  if (!day) return [];
  const values: FindingValue[] = [{ value: day, places: [date.place] }];
  for (const kind of kinds)
    for (const topic of topics) {
      const text = topicText(ctx, kind, topic);
      if (!text) continue;
      const stated = datesIn(text);
      if (stated.length === 0 || stated.includes(day) || stated.some((d) => alsoFine.includes(d))) continue;
      values.push({ value: stated.join(', '), places: [statementPlace(kind, topicTitles[topic])] });
    }
  if (values.length < 2) return [];
  return [
    {
      key,
      fact,
      explanation: l(
        'The statements give another date than the invitation. An officer asks each of you separately: tell it the same way.',
        '진술서의 날짜가 초청장과 달라요. 심사관은 두 사람에게 따로 물어봐요. 같은 이야기로 맞춰 주세요.',
      ),
      values,
    },
  ];
}

const INTRODUCED = /\b(introduc\w*|matchmak\w*|broker|agency|set us up)\b|소개|중매|중개/i;
const LANGUAGES: Record<string, RegExp> = {
  Korean: /\bkorean\b|한국어/i,
  English: /\benglish\b|영어/i,
  Vietnamese: /\bvietnamese\b|베트남어/i,
  Chinese: /\bchinese\b|mandarin|중국어/i,
  Japanese: /\bjapanese\b|일본어/i,
  Spanish: /\bspanish\b|스페인어/i,
  Tagalog: /\btagalog\b|filipino|타갈로그어/i,
  Thai: /\bthai\b|태국어/i,
  Russian: /\brussian\b|러시아어/i,
};

export const storyRule: AuditRule = {
  kind: 'story',
  weight: 'ask',
  run(ctx) {
    const il = ctx.resolved['invitation-letter'] ?? {};
    const out: RawFinding[] = [];
    const met = str(answerField(il, 'il.first-meeting', 'date'));
    out.push(
      ...datedEvent(
        ctx,
        'first-meeting',
        l('Date of the first meeting', '처음 만난 날짜'),
        met ? { value: met, place: formPlace('invitation-letter', 'il.first-meeting', '2.1') } : undefined,
        ['how_met'],
      ),
    );
    const wedding =
      answerField(il, 'il.wedding', 'held') === true ? str(answerField(il, 'il.wedding', 'date')) : undefined;
    const reported = str(answerField(il, 'il.marriage-report', 'date'));
    out.push(
      ...datedEvent(
        ctx,
        'wedding',
        l('Date of the wedding', '결혼식 날짜'),
        wedding ? { value: wedding, place: formPlace('invitation-letter', 'il.wedding') } : undefined,
        ['marriage_details'],
        // The marriage report's or registration's date is also a date of the marriage story.
        [reported && isoDay(reported), isoDay(str(ctx.resolvedVisa.relationshipDetails?.marriageDate))].filter(
          (d): d is string => !!d,
        ),
      ),
    );
    // Who introduced them: "nobody" on the invitation, an introducer in a statement.
    if (answerField(il, 'il.introduced', 'introduced') === false) {
      const told = kinds.filter((kind) => INTRODUCED.test(topicText(ctx, kind, 'how_met') ?? ''));
      if (told.length)
        out.push({
          key: 'introducer',
          fact: l('Who introduced you', '소개한 사람'),
          explanation: l(
            'The invitation says nobody introduced you; a statement says someone did.',
            '초청장에는 소개한 사람이 없다고 했는데, 진술서에는 소개받았다고 적혀 있어요.',
          ),
          values: [
            { value: 'no', places: [formPlace('invitation-letter', 'il.introduced')] },
            { value: 'yes', places: told.map((kind) => statementPlace(kind, topicTitles.how_met)) },
          ],
        });
    }
    // The language they use: the invitation's 6.1 against the languages the statements name.
    const lang = answerField(il, 'il.daily-language', 'language');
    const named = str(answerField(il, 'il.daily-language', 'languageName'));
    const declared =
      lang === 'korean' ? 'Korean' : named ? Object.keys(LANGUAGES).find((k) => LANGUAGES[k].test(named)) : undefined;
    if (declared) {
      const other: FindingValue[] = [];
      for (const kind of kinds) {
        const text = topicText(ctx, kind, 'language_adaptation');
        if (!text) continue;
        const said = Object.keys(LANGUAGES).filter((k) => LANGUAGES[k].test(text));
        if (said.length && !said.includes(declared))
          other.push({ value: said.join(', '), places: [statementPlace(kind, topicTitles.language_adaptation)] });
      }
      if (other.length)
        out.push({
          key: 'language',
          fact: l('The language you use together', '부부가 사용하는 언어'),
          explanation: l(
            'The invitation names one language; a statement names only others.',
            '초청장과 진술서에 적은 부부의 언어가 서로 달라요.',
          ),
          values: [
            { value: named ?? declared, places: [formPlace('invitation-letter', 'il.daily-language')] },
            ...other,
          ],
        });
    }
    return out;
  },
};
