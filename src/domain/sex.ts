/** A sex however it was written: a form's choice ("male"), a passport's letter ("M"), a Korean word (남, 남성, 남자). */
export function sexOf(v: string): 'male' | 'female' | null {
  const s = v.trim().toLowerCase();
  return /^(m|male|man|남[성자]?)$/.test(s) ? 'male' : /^(f|female|woman|여[성자]?)$/.test(s) ? 'female' : null;
}
