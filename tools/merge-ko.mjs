// Merges the Korean written alongside features (locales-pending/*.ko.json) into
// locales/ko/common.json for keys that exist in English; run after i18n:extract.
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const enPath = join(root, 'locales/en/common.json');
const koPath = join(root, 'locales/ko/common.json');
const en = JSON.parse(readFileSync(enPath, 'utf8'));
const ko = JSON.parse(readFileSync(koPath, 'utf8'));
const dir = join(root, 'locales-pending');
let merged = 0;
if (existsSync(dir)) {
  const seen = new Map();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ko.json'))) {
    const pending = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    for (const [key, value] of Object.entries(pending)) {
      // One file owns each key, so a later file can never undo an earlier correction.
      if (seen.has(key)) console.warn(`warning: ${key} is in both ${seen.get(key)} and ${file}; ${file} wins`);
      seen.set(key, file);
      if (key in en && typeof value === 'string' && value && ko[key] !== value) {
        ko[key] = value;
        merged++;
      }
    }
  }
}
const out = {};
for (const key of Object.keys(en).sort()) out[key] = ko[key] ?? '';
writeFileSync(koPath, JSON.stringify(out, null, 2) + '\n');
const missing = Object.keys(out).filter((k) => !out[k]);
console.log(
  `merged ${merged}; Korean missing for ${missing.length} keys${missing.length ? ': ' + missing.slice(0, 20).join(', ') : ''}`,
);
