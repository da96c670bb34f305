// Lint rule for the architecture (ARCHITECTURE.md): the direction of imports between
// layers and the single owner of each heavy library. One rule per boundary, written
// against layer names, so a new feature folder needs no edit here.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const src = join(root, 'src');

const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.gen.ts')) files.push(p);
  }
})(src);

/** 'features/forms' | 'data' | ... for a path under src/. */
function layerOf(abs) {
  const rel = relative(src, abs).split(/[\\/]/);
  if (rel.length === 1) return 'entry';
  if (rel[0] === 'features') return `features/${rel[1]}`;
  return rel[0];
}

const allowed = {
  lib: ['lib'],
  // Shared React components: Mantine and Lingui over lib's helpers; features, routes and the app use them.
  ui: ['ui', 'lib', 'i18n'],
  domain: ['domain', 'lib'],
  i18n: ['i18n', 'domain', 'lib'],
  data: ['data', 'domain', 'lib', 'i18n'],
  sync: ['sync', 'data', 'domain', 'lib', 'i18n'],
  routes: ['routes', 'features/*', 'domain', 'lib', 'ui', 'i18n', 'app'],
  app: ['*'],
  entry: ['*'],
};
const feature = ['domain', 'lib', 'ui', 'i18n', 'data'];

function mayImport(from, to) {
  if (from === to) return true;
  if (from.startsWith('features/')) return feature.includes(to);
  const list = allowed[from] ?? [];
  return list.includes('*') || list.includes(to) || (to.startsWith('features/') && list.includes('features/*'));
}

// Heavy or singleton libraries and who may import them statically.
const owners = [
  {
    test: /^firebase(\/|$)/,
    owner: (rel) => rel.startsWith('sync/cloud/'),
    why: 'Firebase is owned by src/sync/cloud/ and loaded with one dynamic import',
  },
  {
    test: /^dexie$/,
    owner: (rel) => rel.startsWith('data/'),
    why: 'the Dexie instance is owned by src/data/; use a repo',
  },
  {
    test: /^(tesseract\.js|pdfjs-dist|@cantoo\/(pdf-lib|fontkit)$)/,
    owner: () => false,
    why: 'OCR and PDF libraries load on demand with import()',
  },
];

const problems = [];
const importRe = /(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
const dynamicRe = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const rel = relative(src, file).replace(/\\/g, '/');
  const from = layerOf(file);
  const check = (spec, dynamic, typeOnly = false) => {
    let target = null;
    if (spec.startsWith('@/')) target = join(src, spec.slice(2));
    else if (spec.startsWith('.')) target = resolve(dirname(file), spec);
    if (target) {
      if (!target.startsWith(src)) return;
      const isDir = existsSync(target) && statSync(target).isDirectory();
      const toLayer = layerOf(isDir ? join(target, 'index.ts') : target);
      if (!mayImport(from, toLayer)) problems.push(`${rel}: ${from} may not import ${toLayer} ('${spec}')`);
      const targetRel = relative(src, target).replace(/\\/g, '/');
      if (!dynamic && !typeOnly && targetRel.startsWith('sync/cloud/') && !rel.startsWith('sync/cloud/'))
        problems.push(
          `${rel}: import sync/cloud only with import() so Firebase stays out of the first paint ('${spec}')`,
        );
      return;
    }
    if (dynamic) return;
    for (const o of owners) if (o.test.test(spec) && !o.owner(rel)) problems.push(`${rel}: '${spec}' — ${o.why}`);
  };
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  for (const m of code.matchAll(importRe)) check(m[2], false, !!m[1]);
  for (const m of code.matchAll(dynamicRe)) check(m[1], true);
}

if (problems.length) {
  console.error(`Architecture boundaries: ${problems.length} problem(s)\n` + problems.map((p) => '  ' + p).join('\n'));
  process.exit(1);
}
console.log(`Architecture boundaries: ${files.length} files, no problems`);
