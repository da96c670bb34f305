/**
 * Masks what a consulate does not need to see in shared messages: phone numbers, email addresses
 * and account-like numbers (bank accounts, cards, resident registration numbers). Names, dates
 * and times stay readable. Masking keeps the shape (separators stay, characters become •) so the
 * reader still sees that something was there.
 */

export type RedactionKind = 'email' | 'phone' | 'account';
export type Redacted = { text: string; masked: Record<RedactionKind, number> };

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
// +82 10-1234-5678, 010-1234-5678, 010 1234 5678, (555) 123-4567, 555.123.4567, 02-123-4567.
const PHONE =
  /(?<![\w-]|\d[\s.])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)[\s.-]?|\d{2,4}[\s.-])\d{3,4}[\s.-]\d{4}(?![\w-]|[\s.]\d)/g;
// 9 or more digits in one run, possibly grouped by spaces or dashes: accounts, cards, ID numbers.
const DIGIT_RUN = /(?<![\w-])\d(?:[ -]?\d){8,}(?![\w-])/g;

const mask = (s: string) => s.replace(/[A-Za-z0-9]/g, '•');
const maskEmail = (s: string) => {
  const [local, domain] = s.split('@');
  const dot = domain.lastIndexOf('.');
  return `${'•'.repeat(Math.min(local.length, 6))}@${'•'.repeat(Math.min(dot, 6))}${domain.slice(dot)}`;
};

export function redact(text: string): Redacted {
  const masked: Record<RedactionKind, number> = { email: 0, phone: 0, account: 0 };
  const out = text
    .replace(EMAIL, (m) => {
      masked.email++;
      return maskEmail(m);
    })
    .replace(PHONE, (m) => {
      masked.phone++;
      return mask(m);
    })
    .replace(DIGIT_RUN, (m) => {
      masked.account++;
      return mask(m);
    });
  return { text: out, masked };
}

/** The text as shown and printed: masked when redaction is on. */
export const shownText = (text: string, redactionEnabled: boolean): string =>
  redactionEnabled ? redact(text).text : text;
