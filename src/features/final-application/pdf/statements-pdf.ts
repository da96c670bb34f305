import type { Statement } from '@/domain/application';
import type { Locale, Localized } from '@/domain/common';
import { formatDate } from '@/domain/package/reader';
import { isLeftOut, isSignerLine } from '@/domain/statements';
import { Flow } from './flow';
import type { Pen } from './pen';

/** Headings in the statement's own language, so a statement never mixes two languages. */
const words: Record<'personal' | 'sponsor' | 'date' | 'signature' | 'name' | 'writeIn', Localized> = {
  personal: { en: 'Personal statement', ko: '신청인 진술서' },
  sponsor: { en: 'Sponsor statement', ko: '초청인 진술서' },
  date: { en: 'Date', ko: '작성일' },
  signature: { en: 'Signature', ko: '서명' },
  name: { en: 'Name', ko: '성명' },
  writeIn: { en: 'Write this part in English by hand', ko: '이 부분은 한국어로 직접 적어 주세요' },
};

/**
 * One statement on its own pages: its text, then the date and a line to sign on. A line in the
 * other language than the statement's (an answer whose wording is missing, or words typed into
 * the text) is never printed: ruled lines to write on by hand stand in its place. Returns how
 * many passages were left blank, for the cover sheet.
 */
export function drawStatement(
  pen: Pen,
  kind: 'personal' | 'sponsor',
  statement: Statement,
  locale: Locale,
  signer: string,
  /** The date to print, or null where the user chose to write the signing dates by hand. */
  signDate: string | null,
): { blanks: number } {
  const lang: Locale = statement.language ?? locale;
  const flow = new Flow(pen, words[kind][lang], `statement ${kind}`).page();
  const [first, ...rest] = statement.content.trim().split('\n');
  const foreign = (line: string) => isLeftOut(line, lang);
  flow.heading(first && !foreign(first) ? first : words[kind][lang], 14);
  let blanks = 0;
  // Consecutive lines of one kind go together, so a paragraph keeps its line breaks.
  let run: string[] = [];
  const flush = () => {
    const text = run.join('\n').trim();
    if (text) flow.para(text, 10);
    run = [];
  };
  let previousForeign = false;
  for (const line of rest) {
    // The name is printed once, below, from the forms (the composed text ends with it too).
    if (isSignerLine(line, lang)) {
      previousForeign = false;
      continue;
    }
    if (foreign(line)) {
      if (!previousForeign) {
        flush();
        flow.writeIn(words.writeIn[lang]);
        blanks++;
      }
      previousForeign = true;
    } else {
      // A blank line after a left-out passage is the paragraph break it already had (leftOutPassages counts alike).
      if (previousForeign && !line.trim()) continue;
      run.push(line);
      previousForeign = false;
    }
  }
  flush();
  flow.space(6);
  // "Leave blank and write by hand when signing" leaves the statement's date to the pen too (a trial
  // found it printed while the forms' dates were blank).
  flow.para(
    `${words.date[lang]}:${signDate ? ` ${formatDate(statement.completedAt?.slice(0, 10) ?? signDate)}` : ''}`,
    10,
  );
  flow.para(`${words.name[lang]}: ${signer}`, 10);
  flow.signatureLine(words.signature[lang]);
  return { blanks };
}
