/** Numbers typed as text: the helpers NumberField and KeptNumberInput share (neither is Mantine's NumberInput). */

export { groupThousands } from '@/lib/group-digits';

/** What is typed, reduced to digits and at most one point with `decimals` digits after it. */
export function cleanNumberText(raw: string, decimals: number): string {
  let out = '';
  let point = -1;
  for (const c of raw) {
    if (c >= '0' && c <= '9' && (point < 0 || out.length - point <= decimals)) out += c;
    else if (c === '.' && decimals > 0 && point < 0) point = (out += c).length - 1;
  }
  return out.replace(/^0+(?=\d)/, '');
}

/** Where the caret goes in `shown` so that `kept` typed characters stand before it. */
export function caretAfter(shown: string, kept: number): number {
  let i = 0;
  for (let seen = 0; i < shown.length && seen < kept; i++) if (shown[i] !== ',') seen++;
  return i;
}
