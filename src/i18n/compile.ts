import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

/**
 * Compiles a string from a translation file ({{name}} placeholders) into Lingui's
 * compiled form. Production Lingui does not compile at runtime, and the full ICU
 * compiler is not needed: the catalogs use plain named placeholders only.
 */
export function compileFileMessage(text: string): CompiledMessage {
  const tokens: CompiledMessage = [];
  const pattern = /\{\{\s*([A-Za-z_]\w*)\s*\}\}/g;
  let last = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (m.index > last) tokens.push(text.slice(last, m.index));
    tokens.push([m[1]]);
    last = m.index + m[0].length;
  }
  if (last < text.length) tokens.push(text.slice(last));
  return tokens;
}

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

export function compileCatalog(raw: RawCatalog): Record<string, CompiledMessage> {
  const out: Record<string, CompiledMessage> = {};
  for (const [key, value] of Object.entries(raw)) out[key] = compileFileMessage(value);
  return out;
}

/**
 * Catalog text uses {{name}}; Lingui's own message syntax uses {name}. Converting is a
 * cheap string replace at load; compiling to tokens happens on first use.
 */
export function convertCatalog(raw: RawCatalog): Record<string, string> {
  const out: Record<string, string> = {};
  // Most strings have no placeholder: a substring check is far cheaper than running the pattern.
  for (const key in raw) {
    const value = raw[key];
    out[key] = value.includes('{{') ? value.replace(/\{\{\s*([A-Za-z_]\w*)\s*\}\}/g, '{$1}') : value;
  }
  return out;
}

/** Compiles Lingui-syntax text into tokens: {name} placeholders, and plural/select/selectordinal arguments. */
export function compileLinguiMessage(text: string): CompiledMessage {
  if (!/\{\s*[A-Za-z_]\w*\s*,\s*(plural|select|selectordinal)\s*,/.test(text))
    return compileFileMessage(text.replace(/\{([A-Za-z_]\w*)\}/g, '{{$1}}'));
  return compileIcu(text);
}

type Token = CompiledMessage[number];

/**
 * A small ICU compiler for the catalogs' plurals (production Lingui compiles nothing at run time, and the
 * full compiler would weigh on the first paint): text, {name}, and {name, plural|select|selectordinal,
 * =0 {…} one {…} other {…}} with `#` for the number, nested as deep as needed. The tokens are Lingui's own
 * compiled form (`[name, type, { key: tokens }]`, exact keys without `=`), which its interpolation reads.
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
  const message = (inPlural: boolean): Token[] => {
    const out: Token[] = [];
    let buffer = '';
    const flush = () => {
      if (buffer) out.push(buffer);
      buffer = '';
    };
    while (at < text.length) {
      const c = text[at];
      if (c === '}') break;
      if (c === '#' && inPlural) {
        flush();
        out.push('#');
        at++;
      } else if (c === '{') {
        flush();
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
        if (type !== 'plural' && type !== 'select' && type !== 'selectordinal') fail();
        if (text[at] !== ',') fail();
        at++;
        const cases: Record<string, Token[]> = {};
        for (;;) {
          const key = /^\s*(=?[\w-]+)\s*\{/.exec(text.slice(at));
          if (!key) break;
          at += key[0].length;
          cases[key[1].replace(/^=/, '')] = message(type !== 'select');
          if (text[at] !== '}') fail();
          at++;
        }
        at += /^\s*/.exec(text.slice(at))![0].length;
        if (text[at] !== '}' || !('other' in cases)) fail();
        at++;
        out.push([arg, type, cases] as unknown as Token);
      } else {
        buffer += c;
        at++;
      }
    }
    flush();
    return out;
  };
  try {
    const tokens = message(false);
    return at === text.length ? tokens : [text];
  } catch {
    return [text];
  }
}
