// Copies the on-demand OCR and PDF runtime files into public/ocr/ and public/pdf/, where
// the app loads them from (never from a CDN) and the service worker caches them on first
// use. The output is committed, so a build needs neither this script nor Debian's
// tesseract-ocr; run it again after upgrading tesseract.js, tesseract.js-core or pdfjs-dist.
//
//   node tools/copy-ocr-assets.mjs            copy the runtime files; build the model if missing
//   node tools/copy-ocr-assets.mjs --model    also rebuild the slim model
//
// The model: @tesseract.js-data/eng ships one 10.9 MB file with both engines. The passport
// reader uses only the legacy engine (the LSTM engine reads '<' as K, L or C), so the
// legacy parts are recombined with combine_tessdata (Debian: apt-get install tesseract-ocr)
// into a 1.07 MB model that reads the MRZ as well as the full one (extraction-and-pdf.md).
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { gunzipSync, gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const modules = join(root, 'node_modules');
const ocrDir = join(root, 'public', 'ocr');
const pdfDir = join(root, 'public', 'pdf');

// The pinned tesseract core: SIMD with the legacy engine, as glue + a separate .wasm (3.5 MB
// instead of the 4.7 MB .wasm.js that embeds it as base64; the browser compiles it streaming).
const TESSERACT_CORE = 'tesseract-core-simd';

const copies = [
  [join(modules, 'tesseract.js', 'dist', 'worker.min.js'), join(ocrDir, 'worker.min.js')],
  [join(modules, 'tesseract.js-core', `${TESSERACT_CORE}.js`), join(ocrDir, `${TESSERACT_CORE}.js`)],
  [join(modules, 'tesseract.js-core', `${TESSERACT_CORE}.wasm`), join(ocrDir, `${TESSERACT_CORE}.wasm`)],
  [join(modules, 'pdfjs-dist', 'build', 'pdf.worker.min.mjs'), join(pdfDir, 'pdf.worker.min.mjs')],
  // Korean character maps only (160 KB of the 1.7 MB): fetched by pdf.js when a Korean PDF uses them.
  ...readdirSync(join(modules, 'pdfjs-dist', 'cmaps'))
    .filter((name) => /^(Adobe-Korea1|KSC|UniKS)/.test(name))
    .map((name) => [join(modules, 'pdfjs-dist', 'cmaps', name), join(pdfDir, 'cmaps', name)]),
];

// Components the legacy engine needs; everything LSTM and the large word lists go.
const legacyComponents = [
  'unicharset',
  'unicharambigs',
  'inttemp',
  'pffmtable',
  'normproto',
  'shapetable',
  'punc-dawg',
  'number-dawg',
  'version',
];

function buildSlimModel(target) {
  const source = join(modules, '@tesseract.js-data', 'eng', '4.0.0', 'eng.traineddata.gz');
  try {
    execFileSync('combine_tessdata', [], { stdio: 'ignore' });
  } catch (error) {
    if (error.code === 'ENOENT') {
      throw new Error(
        'combine_tessdata not found: install Debian tesseract-ocr (apt-get install -y tesseract-ocr) to rebuild the model',
      );
    }
  }
  const work = mkdtempSync(join(tmpdir(), 'f6-tessdata-'));
  try {
    writeFileSync(join(work, 'eng.traineddata'), gunzipSync(readFileSync(source)));
    mkdirSync(join(work, 'parts'));
    execFileSync('combine_tessdata', ['-u', join(work, 'eng.traineddata'), join(work, 'parts', 'eng.')], {
      stdio: 'ignore',
    });
    mkdirSync(join(work, 'keep'));
    for (const part of legacyComponents)
      copyFileSync(join(work, 'parts', `eng.${part}`), join(work, 'keep', `eng.${part}`));
    execFileSync('combine_tessdata', [join(work, 'keep', 'eng.')], { stdio: 'ignore' });
    // gzip without a timestamp, so a rebuild from the same input gives the same bytes.
    writeFileSync(target, gzipSync(readFileSync(join(work, 'keep', 'eng.traineddata')), { level: 9 }));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

mkdirSync(ocrDir, { recursive: true });
mkdirSync(join(pdfDir, 'cmaps'), { recursive: true });
for (const [from, to] of copies) copyFileSync(from, to);

const model = join(ocrDir, 'eng.traineddata.gz');
if (process.argv.includes('--model') || !existsSync(model)) buildSlimModel(model);

const kb = (file) => `${(statSync(file).size / 1024).toFixed(0)} KB`;
const total = [...copies.map(([, to]) => to), model].reduce((sum, file) => sum + statSync(file).size, 0);
for (const file of [...copies.map(([, to]) => to).filter((to) => !to.includes('cmaps')), model])
  console.log(`${file.slice(root.length + 1)}  ${kb(file)}`);
console.log(`public/pdf/cmaps/  ${copies.filter(([, to]) => to.includes('cmaps')).length} Korean cMaps`);
console.log(`total  ${(total / 1024).toFixed(0)} KB`);
