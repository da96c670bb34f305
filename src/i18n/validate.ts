/**
 * Does a catalog entry parse? Catalog text has `{{name}}` placeholders and may hold ICU
 * arguments (`{count, plural, one {…} other {…}}`). An entry that does not parse (a broken
 * plural, a stray brace) must never be shown raw: the app shows English for that entry instead
 * and logs it (i18n.ts), and `npm run i18n:check` refuses it (tools/check-i18n.mjs).
 * Standalone (no imports) so the Node check can load it directly.
 */
// No selectordinal: the app's compiler (./compile.ts) has none, so a text with one would show as written.
const SELECT_TYPES = new Set(['plural', 'select']);
const SIMPLE_TYPES = new Set(['number', 'date', 'time']);

/** null when `text` parses; otherwise why not. */
export function icuProblem(text: string): string | null {
  let i = 0;
  const fail = (why: string) => `${why} at character ${i + 1}`;
  const ident = (): string => {
    const m = /^\s*([A-Za-z_][\w]*)\s*/.exec(text.slice(i));
    if (!m) return '';
    i += m[0].length;
    return m[1];
  };

  /** A message up to an unmatched '}' (inside an option) or the end. */
  function message(nested: boolean): string | null {
    while (i < text.length) {
      const c = text[i];
      if (text.startsWith('{{', i)) {
        const m = /^\{\{\s*[A-Za-z_]\w*\s*\}\}/.exec(text.slice(i));
        if (!m) return fail('a {{placeholder}} is not closed or has no name');
        i += m[0].length;
      } else if (c === '{') {
        const problem = argument();
        if (problem) return problem;
      } else if (c === '}') {
        if (nested) return null;
        return fail('a "}" has no matching "{"');
      } else i++;
    }
    return nested ? fail('an option is not closed with "}"') : null;
  }

  /** `{name}`, `{name, number}` or `{name, plural|select, key {msg} …}`. */
  function argument(): string | null {
    i++; // '{'
    if (!ident()) return fail('an argument has no name');
    if (text[i] === '}') {
      i++;
      return null;
    }
    if (text[i] !== ',') return fail('expected "," or "}" after the argument name');
    i++;
    const type = ident();
    if (SIMPLE_TYPES.has(type)) {
      if (text[i] === ',') {
        const close = text.indexOf('}', i);
        if (close < 0) return fail('an argument is not closed');
        i = close;
      }
      if (text[i] !== '}') return fail('an argument is not closed');
      i++;
      return null;
    }
    if (!SELECT_TYPES.has(type)) return fail(`unknown argument type "${type}"`);
    if (text[i] !== ',') return fail(`expected "," after ${type}`);
    i++;
    const keys: string[] = [];
    for (;;) {
      const m = /^\s*(=\d+|offset:\s*\d+|[A-Za-z_][\w-]*)\s*/.exec(text.slice(i));
      if (!m) break;
      i += m[0].length;
      if (m[1].startsWith('offset:')) continue;
      if (text[i] !== '{') return fail(`option "${m[1]}" has no {message}`);
      i++;
      const problem = message(true);
      if (problem) return problem;
      i++; // '}'
      keys.push(m[1]);
    }
    while (/\s/.test(text[i] ?? '')) i++;
    if (text[i] !== '}') return fail(`the ${type} is not closed`);
    i++;
    if (!keys.includes('other')) return fail(`the ${type} has no "other" option`);
    return null;
  }

  return message(false);
}

/**
 * A catalog text's `{{name}}` placeholders, sorted: a translation must have English's (`npm run i18n:check`
 * refuses one that does not; the app shows English for a served entry that does not).
 */
export const placeholderNames = (text: string): string =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');
