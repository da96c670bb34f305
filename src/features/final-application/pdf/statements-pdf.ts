import type { Statement } from '@/domain/application';
import type { Locale, Localized } from '@/domain/common';
import { formatDate } from '@/domain/package/reader';
import { Flow } from './flow';
import type { Pen } from './pen';

/** Headings in the statement's own language, so a statement never mixes two languages. */
const words: Record<'personal' | 'sponsor' | 'date' | 'signature' | 'name', Localized> = {
  personal: { en: 'Personal statement', ko: '개인 진술서' },
  sponsor: { en: 'Sponsor statement', ko: '초청인 진술서' },
  date: { en: 'Date', ko: '작성일' },
  signature: { en: 'Signature', ko: '서명' },
  name: { en: 'Name', ko: '성명' },
};

/** One statement on its own pages: its text, then the date and a line to sign on. */
export function drawStatement(pen: Pen, kind: 'personal' | 'sponsor', statement: Statement, locale: Locale, signer: string, today: string) {
  const lang: Locale = statement.language ?? locale;
  const flow = new Flow(pen, words[kind][lang], `statement ${kind}`).page();
  const [first, ...rest] = statement.content.trim().split('\n');
  flow.heading(first || words[kind][lang], 14);
  flow.para(rest.join('\n').trim(), 10);
  flow.space(6);
  flow.para(`${words.date[lang]}: ${formatDate(statement.completedAt?.slice(0, 10) ?? today)}`, 10);
  flow.para(`${words.name[lang]}: ${signer}`, 10);
  flow.signatureLine(words.signature[lang]);
}
