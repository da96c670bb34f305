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

/** Compiles Lingui-syntax text with plain {name} placeholders into tokens. */
export function compileLinguiMessage(text: string): CompiledMessage {
  return compileFileMessage(text.replace(/\{([A-Za-z_]\w*)\}/g, '{{$1}}'));
}
