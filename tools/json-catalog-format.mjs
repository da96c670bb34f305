// Lingui catalog format for the product's flat translation files:
// locales/<lang>/common.json, keyed by message id, with {{name}} placeholders.
// Lingui itself uses {name}; only top-level placeholders are converted, so ICU
// constructs such as {n, plural, ...} pass through untouched.

/** Converts top-level `{name}` to `{{name}}`. */
export function toFileText(message) {
  let depth = 0;
  let out = '';
  for (let i = 0; i < message.length; i++) {
    const ch = message[i];
    if (ch === '{') {
      const close = message.indexOf('}', i);
      const inner = close > i ? message.slice(i + 1, close) : '';
      if (depth === 0 && /^\s*[A-Za-z_][\w]*\s*$/.test(inner)) {
        out += `{{${inner.trim()}}}`;
        i = close;
        continue;
      }
      depth++;
    } else if (ch === '}') {
      depth = Math.max(0, depth - 1);
    }
    out += ch;
  }
  return out;
}

/** Converts `{{name}}` back to Lingui's `{name}`. */
export function fromFileText(text) {
  return text.replace(/\{\{\s*([A-Za-z_][\w]*)\s*\}\}/g, '{$1}');
}

export function jsonCatalogFormat() {
  return {
    catalogExtension: '.json',
    parse(content, { locale, sourceLocale }) {
      const data = content ? JSON.parse(content) : {};
      const catalog = {};
      for (const [id, value] of Object.entries(data)) {
        const text = fromFileText(String(value));
        // The source locale's file is generated from the code: its text is the message.
        catalog[id] = locale === sourceLocale ? { message: text, translation: text } : { translation: text };
      }
      return catalog;
    },
    serialize(catalog, { locale, sourceLocale }) {
      const out = {};
      for (const id of Object.keys(catalog).sort()) {
        const entry = catalog[id];
        const text = locale === sourceLocale ? (entry.message ?? entry.translation ?? '') : (entry.translation ?? '');
        out[id] = toFileText(text);
      }
      return JSON.stringify(out, null, 2) + '\n';
    },
  };
}
