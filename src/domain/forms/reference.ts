import type { Locale } from '../common';
import type { FormShape } from './types';

// Month names written here, not through domain/prose-date: that brings lib/format-date into the forms'
// definitions, which the first visit's home card loads with (tools/vite/boot-chunks.ts).
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The form's number and revision date as its reader writes them: "(rev. December 14, 2023)", "(개정 2023. 12. 14.)". */
export function formReference(form: Pick<FormShape, 'officialNumber' | 'revised'>, locale: Locale): string {
  const [year, month, day] = form.revised.split('-').map(Number);
  return locale === 'ko'
    ? `${form.officialNumber} (개정 ${year}. ${month}. ${day}.)`
    : `${form.officialNumber} (rev. ${MONTHS[month - 1]} ${day}, ${year})`;
}
