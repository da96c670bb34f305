// Writes public/third-party-notices.txt: the licences of everything the built app ships that the project
// did not write — the npm packages the app depends on at run time (dependencies, transitively) and the
// files copied into public/ (the PDF fonts, the CMaps, the OCR model and engine). The build copies
// public/ as is, so the notices are served at /third-party-notices.txt beside the code they cover.
//
//   node tools/third-party-notices.mjs           rewrite the file
//   node tools/third-party-notices.mjs --check   exit 1 if the file is not what it would write
//
// heic-to is LGPL-3.0: it is loaded as its own on-demand file (never merged into the app's code), so it
// can be replaced, and its licence text is reproduced here in full, as the LGPL asks.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'public', 'third-party-notices.txt');

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

function licenceText(dir) {
  const file = readdirSync(dir).find((name) => /^(licen[cs]e|copying)(\.|$)/i.test(name));
  return file ? readFileSync(join(dir, file), 'utf8').trim() : null;
}

/** The package directory that `name` resolves to from `fromDir` (nested node_modules first). */
function resolvePackage(name, fromDir) {
  for (let dir = fromDir; ; dir = resolve(dir, '..')) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === root || dir === resolve(dir, '..')) return null;
  }
}

export function runtimePackages() {
  const found = new Map();
  const queue = Object.keys(readJson(join(root, 'package.json')).dependencies).map((name) => [name, root]);
  while (queue.length > 0) {
    const [name, from] = queue.shift();
    const dir = resolvePackage(name, from);
    if (!dir) continue; // an optional dependency of another platform
    const pkg = readJson(join(dir, 'package.json'));
    const key = `${pkg.name}@${pkg.version}`;
    if (found.has(key)) continue;
    found.set(key, { name: pkg.name, version: pkg.version, license: pkg.license ?? 'see text', dir });
    for (const dep of Object.keys(pkg.dependencies ?? {})) queue.push([dep, dir]);
  }
  return [...found.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

const assets = [
  {
    what: 'public/pdf/fonts/f6-package-gothic.ttf, f6-package-hanja.ttf: subsets of NanumGothic (NAVER), renamed as the OFL asks',
    license: 'OFL-1.1',
    text: () => readFileSync(join(root, 'public/pdf/fonts/OFL-1.1.txt'), 'utf8').trim(),
  },
  {
    what: 'public/pdf/fonts/f6-package-hanzi.ttf: a subset of WenQuanYi Micro Hei (GB 2312 characters KS X 1001 lacks), renamed',
    license: 'Apache-2.0 (or GPL-3+ with the font exception)',
    text: () => readFileSync(join(root, 'public/pdf/fonts/WQY-MICROHEI-COPYRIGHT.txt'), 'utf8').trim(),
  },
  {
    what: 'public/pdf/fonts/f6-package-latin.ttf: a subset of DejaVu Sans (Latin letters NanumGothic lacks, Vietnamese), renamed as the licence asks',
    license: 'Bitstream Vera Fonts licence (DejaVu changes public domain)',
    text: () => readFileSync(join(root, 'public/pdf/fonts/DEJAVU-LICENSE.txt'), 'utf8').trim(),
  },
  {
    what: 'public/pdf/cmaps/: Adobe CMap resources, as shipped by pdfjs-dist',
    license: 'BSD-3-Clause (Adobe)',
    text: () => readFileSync(join(root, 'node_modules/pdfjs-dist/cmaps/LICENSE'), 'utf8').trim(),
  },
  {
    what: "public/ocr/eng.traineddata.gz: the legacy-engine parts of Tesseract's English model (@tesseract.js-data/eng)",
    license: 'Apache-2.0',
    text: () =>
      'The Tesseract tessdata models are published by Google under the Apache License 2.0 (text below, with tesseract.js-core).',
  },
  {
    what: 'public/ocr/tesseract-core-simd.js, .wasm, worker.min.js: tesseract.js and tesseract.js-core',
    license: 'Apache-2.0',
    text: () => licenceText(join(root, 'node_modules/tesseract.js-core')),
  },
];

export function notices() {
  const lines = [
    'Third-party software in F-6 Visa Prep',
    '',
    'This file is written by tools/third-party-notices.mjs; do not edit it by hand.',
    '',
    '== Files in public/ ==',
    '',
  ];
  for (const asset of assets) lines.push(`-- ${asset.what}`, `License: ${asset.license}`, '', asset.text(), '');
  lines.push('== npm packages the app uses at run time ==', '');
  // One copy of each distinct licence text, with every package it covers.
  const byText = new Map();
  for (const pkg of runtimePackages()) {
    const text = licenceText(pkg.dir) ?? `(no licence file in the package; package.json says ${pkg.license})`;
    const list = byText.get(text) ?? [];
    list.push(`${pkg.name}@${pkg.version} (${pkg.license})`);
    byText.set(text, list);
  }
  for (const [text, packages] of byText) lines.push(...packages.map((p) => `-- ${p}`), '', text, '');
  return `${lines.join('\n').trimEnd()}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = notices();
  if (process.argv.includes('--check')) {
    const current = existsSync(out) ? readFileSync(out, 'utf8') : '';
    if (current !== text) {
      console.error('public/third-party-notices.txt is out of date: run node tools/third-party-notices.mjs');
      process.exit(1);
    }
  } else {
    writeFileSync(out, text);
    console.log(`wrote ${out} (${(text.length / 1024).toFixed(1)} KiB)`);
  }
}
