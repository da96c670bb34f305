// Checks the translation files: they match the messages in the code (lingui extract
// would change nothing), every key has Korean, and placeholders agree.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { checkCatalog, checkSource } from './glossary.mjs';
// Node 24 runs this TypeScript file directly (type stripping): the same check as the app's.
import { icuProblem, placeholderNames } from '../src/i18n/validate.ts';

const root = resolve(import.meta.dirname, '..');
const read = (lang) => JSON.parse(readFileSync(join(root, 'locales', lang, 'common.json'), 'utf8'));
const problems = [];

// 1. Up to date with the code: run extract, compare, restore the files as they were.
const backup = mkdtempSync(join(tmpdir(), 'f6-locales-'));
cpSync(join(root, 'locales'), backup, { recursive: true });
const before = { en: read('en'), ko: read('ko') };
try {
  execFileSync(join(root, 'node_modules', '.bin', 'lingui'), ['extract', '--clean'], { cwd: root, stdio: 'pipe' });
  const after = read('en');
  const added = Object.keys(after).filter((k) => !(k in before.en));
  const removed = Object.keys(before.en).filter((k) => !(k in after));
  const changed = Object.keys(after).filter((k) => k in before.en && after[k] !== before.en[k]);
  if (added.length || removed.length || changed.length)
    problems.push(
      `locales/en/common.json is out of date with the code (run npm run i18n:extract): ` +
        [
          added.length && `new: ${added.slice(0, 8).join(', ')}`,
          removed.length && `gone: ${removed.slice(0, 8).join(', ')}`,
          changed.length && `changed: ${changed.slice(0, 8).join(', ')}`,
        ]
          .filter(Boolean)
          .join('; '),
    );
} finally {
  cpSync(backup, join(root, 'locales'), { recursive: true });
  rmSync(backup, { recursive: true, force: true });
}

// 2. Korean is complete and its placeholders match English.
const hangul = /[\uac00-\ud7a3]/;
// Strings that are the same in both languages on purpose.
const sameInBoth = new Set(['F-6 Visa Prep']);
for (const [key, en] of Object.entries(before.en)) {
  const ko = before.ko[key];
  if (typeof ko !== 'string' || ko.trim() === '') problems.push(`ko is missing ${key}`);
  else {
    if (placeholderNames(ko) !== placeholderNames(en))
      problems.push(`ko placeholders differ for ${key}: "${ko}" vs "${en}"`);
    if (!hangul.test(ko) && !sameInBoth.has(ko)) problems.push(`ko for ${key} has no Korean: "${ko}"`);
  }
}
// 2b. Every entry parses (a broken ICU plural would show raw; the app falls back to English for it).
for (const lang of ['en', 'ko'])
  for (const [key, text] of Object.entries(before[lang])) {
    const problem = typeof text === 'string' ? icuProblem(text) : null;
    if (problem) problems.push(`${lang} ${key} does not parse: ${problem}`);
  }
for (const key of Object.keys(before.ko))
  if (!(key in before.en)) problems.push(`ko has a key English does not: ${key}`);

// 3. The Korean glossary and register (D22; tools/glossary.mjs): the catalog, every pending
// Korean file (other engineers' keys are checked before they merge), and the domain's Korean text.
const glossary = [...checkCatalog(before.ko, 'locales/ko/common.json')];
const pendingDir = join(root, 'locales-pending');
if (existsSync(pendingDir)) {
  for (const name of readdirSync(pendingDir).filter((f) => f.endsWith('.ko.json'))) {
    glossary.push(...checkCatalog(JSON.parse(readFileSync(join(pendingDir, name), 'utf8')), `locales-pending/${name}`));
  }
}
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.tsx?$/.test(name))
      glossary.push(...checkSource(readFileSync(p, 'utf8'), p.slice(root.length + 1).replaceAll('\\', '/')));
  }
})(join(root, 'src', 'domain'));
problems.push(...glossary);

if (problems.length) {
  console.error(
    `Translations: ${problems.length} problem(s)\n` +
      problems
        .slice(0, 60)
        .map((p) => '  ' + p)
        .join('\n'),
  );
  process.exit(1);
}
console.log(`Translations: ${Object.keys(before.en).length} keys, English and Korean complete`);
