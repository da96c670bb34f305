/**
 * The issue date printed on a certificate, from its PDF text layer, by label only: the Korean
 * 발급일 / 발급일자 / 발행일 (혼인관계증명서 and most Korean certificates end with one) and the
 * English "Date of issue" / "Issued on". Nothing is guessed from unlabelled dates.
 */
import { certificateDate } from '../marriage-certificate-text';
import { isIsoDate } from '../dates';

const labels = [
  /발\s*급\s*일\s*(?:자|시)?/,
  /발\s*행\s*일\s*(?:자)?/,
  /date\s+of\s+issue/i,
  /issue(?:d)?\s*(?:date|on)/i,
];

/** YYYY-MM-DD, or null when no labelled, unambiguous date is found. */
export function issueDateFromText(text: string): string | null {
  for (const line of text.split(/\r?\n/)) {
    for (const label of labels) {
      const m = label.exec(line);
      if (!m) continue;
      const rest = line.slice(m.index + m[0].length).replace(/^\s*[:：\-–]?\s*/, '');
      const date = certificateDate(rest);
      if (isIsoDate(date)) return date;
    }
  }
  return null;
}
