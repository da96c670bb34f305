/**
 * What keeps a statement from printing in one language, apart from the statements' questions and
 * hints (statement-topics.ts): the readiness checklist counts these gaps without loading those words.
 */
import type { Statement, StatementTopic } from './application';
import { pick, type Locale, type Localized } from './common';
import { isOtherLanguage, missingWordings } from './statement-wording';

/** The signer's line's label: composeStatement writes it, isSignerLine knows it. */
export const signedBy: Localized = { en: 'Name', ko: '성명' };

/** The signer's line of a composed statement ("성명: JANE SMITH"): a name stays as written, in any script. */
export const isSignerLine = (line: string, locale: Locale): boolean =>
  line.trim().startsWith(`${pick(signedBy, locale)}:`);

/**
 * A line of a statement's text that the package leaves as ruled lines to write on by hand: the
 * blank of a missing wording, or words in the other language than the statement's (the signer's
 * name excepted). The same rule for paper and screen.
 */
export const isLeftOut = (line: string, language: Locale): boolean =>
  /^_{3,}$/.test(line.trim()) || (isOtherLanguage(line, language) && !isSignerLine(line, language));

/** Passages (runs of consecutive lines) of a statement's text that the package leaves blank. */
export function leftOutPassages(content: string, language: Locale): number {
  let count = 0;
  let previous = false;
  // The first line is the title.
  for (const line of content.trim().split('\n').slice(1)) {
    const out = isLeftOut(line, language);
    if (out && !previous) count++;
    previous = out || (previous && !line.trim());
  }
  return count;
}

/**
 * What stands between a statement and one printed in a single language: answers whose wording is
 * still missing (while the text is not composed yet, or still has blanks) and the passages the
 * package would leave blank. Typing the wording straight into the text also closes a gap.
 */
export function statementWordingGaps(
  statement: Statement,
  language: Locale,
): { missing: StatementTopic[]; blanks: number } {
  const blanks = statement.content.trim() ? leftOutPassages(statement.content, language) : 0;
  const missing = !statement.content.trim() || blanks ? missingWordings(statement, language) : [];
  return { missing, blanks };
}
