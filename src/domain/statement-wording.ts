/**
 * A statement is in one language: a Korean statement never carries an answer written
 * in English, nor an English statement an answer written in Korean. An answer written in the
 * other script needs its wording in the statement's language, typed by the user (nothing is
 * machine-translated: the words must be the couple's own); until then the statement leaves a
 * visible blank to fill by hand and says which answers are missing.
 */
import type { Statement, StatementTopic } from './application';
import { statementTopics } from './application';
import type { Locale } from './common';

/** The user's wording of an answer in the other language, per statement language and topic. */
export type StatementWordings = Partial<Record<Locale, Partial<Record<StatementTopic, string>>>>;

export type Script = 'hangul' | 'latin' | 'none';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/u;
const LATIN = /\p{Script=Latin}/u;

/**
 * The script most words of a text are written in: a word with any Hangul counts as Korean
 * ("KakaoTalk로"), a word with Latin letters and no Hangul as English. Ties and texts with
 * neither (dates, numbers) are 'none': nothing to ask for.
 */
export function scriptOf(text: string): Script {
  let hangul = 0;
  let latin = 0;
  for (const word of text.split(/\s+/)) {
    if (HANGUL.test(word)) hangul++;
    else if (LATIN.test(word)) latin++;
  }
  return hangul > latin ? 'hangul' : latin > hangul ? 'latin' : 'none';
}

/** The script a statement in `language` is written in. */
const scriptFor = (language: Locale): Script => (language === 'ko' ? 'hangul' : 'latin');

/** How many words of a text are written in `script` (a word with any Hangul is Korean). */
const wordsIn = (text: string, script: 'hangul' | 'latin'): number =>
  text.split(/\s+/).filter((word) => (script === 'hangul' ? HANGUL.test(word) : !HANGUL.test(word) && LATIN.test(word)))
    .length;

/**
 * A text written mostly in the other language's script than `language`'s, or with a line that is:
 * an answer of a Korean line and an English line mixes the two, so a statement (or a form) in one
 * language needs its wording whichever language has more words. A line counts from two words of
 * the other script (a lone brand or name, "KakaoTalk", is not a line in another language).
 */
export const isOtherLanguage = (text: string, language: Locale): boolean => {
  const script = scriptOf(text);
  if (script !== 'none' && script !== scriptFor(language)) return true;
  const other = language === 'ko' ? 'latin' : 'hangul';
  return text.split(/\r?\n/).some((line) => scriptOf(line) === other && wordsIn(line, other) >= 2);
};

const filled = (text: string | undefined): text is string => typeof text === 'string' && text.trim().length > 0;

/** Answered topics, in topic order, whose answer is in the other language than `language`. */
export const topicsNeedingWording = (answers: Statement['extractedInfo'], language: Locale): StatementTopic[] =>
  statementTopics.filter((topic) => filled(answers[topic]) && isOtherLanguage(answers[topic] as string, language));

/** The stored wording of one topic in `language`, or ''. */
export const wordingOf = (statement: Pick<Statement, 'wordings'>, language: Locale, topic: StatementTopic): string =>
  statement.wordings?.[language]?.[topic] ?? '';

/** Topics whose answer needs a wording in `language` that has not been given yet. */
export const missingWordings = (
  statement: Pick<Statement, 'extractedInfo' | 'wordings'>,
  language: Locale,
): StatementTopic[] =>
  topicsNeedingWording(statement.extractedInfo, language).filter(
    (topic) => !filled(wordingOf(statement, language, topic)),
  );

/**
 * What a composed statement prints for one topic: the answer when it is in the statement's
 * language, else the user's wording, else null (the statement leaves a blank instead).
 */
export function answerIn(
  statement: Pick<Statement, 'extractedInfo' | 'wordings'>,
  language: Locale,
  topic: StatementTopic,
): string | null {
  const answer = statement.extractedInfo[topic];
  if (!filled(answer)) return null;
  if (!isOtherLanguage(answer, language)) return answer;
  const wording = wordingOf(statement, language, topic);
  return filled(wording) ? wording : null;
}

/**
 * The blank a composed statement leaves where an answer's wording is missing: a rule to write on
 * by hand. The package draws it as ruled lines.
 */
export const WORDING_BLANK = '_'.repeat(40);

/** Saves (or, when emptied, removes) one topic's wording in `language`. */
export function applyWording(statement: Statement, language: Locale, topic: StatementTopic, text: string): Statement {
  const inLanguage = { ...statement.wordings?.[language] };
  if (filled(text)) inLanguage[topic] = text;
  else delete inLanguage[topic];
  return { ...statement, wordings: { ...statement.wordings, [language]: inLanguage } };
}
