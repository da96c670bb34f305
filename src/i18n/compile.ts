import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

export type RawCatalog = Record<string, string>;

/** Accepts only a flat object of strings; anything else means the file is broken. */
export function parseCatalog(data: unknown): RawCatalog {
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('Translation file is not an object');
  const out: RawCatalog = {};
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (typeof value === 'string' && value.length > 0) out[key] = value;
  }
  return out;
}

/**
 * Compiles a message into Lingui's tokens, on first use (production Lingui compiles nothing at run time): the
 * catalogs' {{name}} and Lingui's {name} placeholders, and plural and select arguments
 * (no selectordinal: no text needs one, and ./validate.ts rejects it).
 */
export const compileLinguiMessage = (text: string): CompiledMessage => (text.includes('{') ? compileIcu(text) : [text]);

type Token = CompiledMessage[number];

/**
 * A small ICU compiler for the catalogs' plurals (production Lingui compiles nothing at run time, and the
 * full compiler would weigh on the first paint): text, {{name}} and {name}, and {name, plural|select,
 * =0 {…} one {…} other {…}} with `#` for the number, nested as deep as needed. The tokens are Lingui's own
 * compiled form (`[name, type, { key: tokens }]`, exact keys without `=`), which its interpolation reads.
 * `#` becomes the placeholder `<name>#` (./i18n.ts fills it), not Lingui's `#`: Lingui writes `#` with
 * Intl.NumberFormat, and the first one a page builds sets up ICU's number data, 20-40 ms (more than 100 on a
 * throttled phone) inside React's first render.
 * Text that does not parse is shown as written.
 */
export function compileIcu(text: string): CompiledMessage {
  let at = 0;
  const fail = () => {
    throw new Error('unparsable');
  };
  const name = () => {
    const m = /^\s*([A-Za-z_]\w*)\s*/.exec(text.slice(at));
    if (!m) fail();
    at += m![0].length;
    return m![1];
  };
  /** `counted`: the argument of the plural this text is a case of (what `#` stands for), or null. */
  const message = (counted: string | null): Token[] => {
    const out: Token[] = [];
    let buffer = '';
    const flush = () => {
      if (buffer) out.push(buffer);
      buffer = '';
    };
    while (at < text.length) {
      const c = text[at];
      if (c === '}') break;
      if (c === '#' && counted) {
        flush();
        out.push([`${counted}#`]);
        at++;
      } else if (c === '{') {
        flush();
        const file = /^\{\{\s*([A-Za-z_]\w*)\s*\}\}/.exec(text.slice(at));
        if (file) {
          // The catalogs' own placeholder.
          out.push([file[1]]);
          at += file[0].length;
          continue;
        }
        at++;
        const arg = name();
        if (text[at] === '}') {
          at++;
          out.push([arg]);
          continue;
        }
        if (text[at] !== ',') fail();
        at++;
        const type = name();
        if (type !== 'plural' && type !== 'select') fail();
        if (text[at] !== ',') fail();
        at++;
        const cases: Record<string, Token[]> = {};
        const exact: Record<string, Token[]> = {};
        for (;;) {
          const key = /^\s*(=?)([\w-]+)\s*\{/.exec(text.slice(at));
          if (!key) break;
          at += key[0].length;
          (key[1] ? exact : cases)[key[2]] = message(type === 'select' ? counted : arg);
          if (text[at] !== '}') fail();
          at++;
        }
        at += /^\s*/.exec(text.slice(at))![0].length;
        if (text[at] !== '}' || !('other' in cases)) fail();
        at++;
        // A plural is a select by the number's form (one, other...), which ./i18n.ts gives as `<name>#form`
        // (Lingui's plural writes `#` with Intl.NumberFormat even where there is none); an exact =N first.
        const byForm = [type === 'plural' ? `${arg}#form` : arg, 'select', cases];
        out.push((Object.keys(exact).length ? [arg, 'select', { ...exact, other: [byForm] }] : byForm) as Token);
      } else {
        buffer += c;
        at++;
      }
    }
    flush();
    return out;
  };
  try {
    const tokens = message(null);
    return at === text.length ? tokens : [text];
  } catch {
    return [text];
  }
}
