// The application package: time to build the full fixture package in Chromium (cold, with the
// engine and font loading, and warm), its size, and what the package adds to the precache and to
// the first paint. `npm run bench -- package`, or `node bench/package.mjs` on its own.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const budgets = { buildMs: 1500, pdfBytes: 2 * 1024 * 1024, firstPaintBytes: 0 };
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
];
const defaultReport = (label, value, budget) =>
  console.log(`${label.padEnd(44)} ${String(value).padStart(14)}${budget ? `   budget ${budget}` : ''}`);

// Strings only the package's code carries (minification keeps string literals); message ids are
// not markers, since the English catalog is built into the entry for every feature (src/i18n).
const MARKERS = [
  'f6-package-gothic',
  'F-6 visa prep (pdf-lib)',
  '사 유 서',
  'FlateDecode',
  'allGlyphsInFontSortedById',
];
const carries = (file) => MARKERS.some((m) => readFileSync(file, 'utf8').includes(m));

/** A one-page PDF and a small PNG to stand for uploaded documents. */
async function uploads() {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText('Uploaded marriage certificate (bench)', {
    x: 50,
    y: 780,
    size: 14,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';
  return [
    {
      id: 'b1',
      slot: 'marriageCertificate',
      name: 'marriage.pdf',
      type: 'application/pdf',
      base64: Buffer.from(await doc.save()).toString('base64'),
      addedAt: '2026-11-01T00:00:00Z',
    },
    {
      id: 'b2',
      slot: 'proofOfRelationship',
      name: 'photo.png',
      type: 'image/png',
      base64: png,
      addedAt: '2026-11-02T00:00:00Z',
    },
  ];
}

export async function benchPackage({ baseUrl, report = defaultReport }) {
  const heavy = readdirSync(join(dist, 'heavy'));
  const builder = heavy.find((f) => f.startsWith('build-package-'));
  if (!builder) throw new Error('no heavy/build-package chunk: build first');
  const { fixtureAnswers } = await import(pathToFileURL(join(root, 'tests/package/fixture.ts')).href);
  const files = await uploads();
  const long = 'We met in Seattle in June 2021 and have talked every day since. '.repeat(40);

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.goto(baseUrl);
    const result = await page.evaluate(
      async ({ url, answers, files, long }) => {
        const input = () => ({
          locale: 'en',
          today: '2026-11-23',
          targetDate: '2027-01-15',
          names: { applicant: 'JANE MARIE SMITH', sponsor: '김민수', applicantLatin: 'SMITH JANE MARIE' },
          answers,
          statements: {
            personal: {
              generated: true,
              content: `Personal statement\n\n${long}`,
              completedAt: null,
              messages: [],
              extractedInfo: {},
              questionCount: 0,
              currentSuggestions: [],
              language: 'en',
            },
            sponsor: {
              generated: true,
              content: `초청인 진술서\n\n${'저는 배우자와 2021년 6월 시애틀에서 처음 만났습니다. '.repeat(40)}`,
              completedAt: null,
              messages: [],
              extractedInfo: {},
              questionCount: 0,
              currentSuggestions: [],
              language: 'ko',
            },
          },
          checklist: [{ id: 'doc-passport', group: 'documents', status: 'done' }],
          validity: [],
          files: files.map((f) => ({
            ...f,
            size: f.base64.length,
            blob: new Blob([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], { type: f.type }),
          })),
        });
        // The production catalog is not loaded here: the ids stand in for the words.
        const i18n = { _: (d) => d.message ?? d.id };
        const { buildPackage } = await import(url);
        let t0 = performance.now();
        const cold = await buildPackage(input(), i18n);
        const coldMs = performance.now() - t0;
        const runs = [];
        let size = 0;
        let pages = 0;
        for (let i = 0; i < 3; i++) {
          t0 = performance.now();
          const r = await buildPackage(input(), i18n);
          runs.push(performance.now() - t0);
          size = r.bytes.length;
          pages = r.pageCount;
        }
        runs.sort((a, b) => a - b);
        // The same package where the guarantor has a Hanja name: the Hanja font comes into the file.
        const withHanja = input();
        withHanja.answers = {
          ...answers,
          'personal-guarantee': {
            ...answers['personal-guarantee'],
            'pg.guarantor-name': { fullName: '김민수', hanjaName: '金旼秀' },
          },
        };
        const hanjaSize = (await buildPackage(withHanja, i18n)).bytes.length;
        // The official forms alone, each as its own file, and the guide beside the submission.
        const { buildFormPdf } = await import(url);
        let formsSize = 0;
        for (const id of ['invitation-letter', 'spouse-information', 'personal-guarantee'])
          formsSize += (await buildFormPdf(id, input())).bytes.length;
        return {
          coldMs,
          warmMs: runs[1],
          size,
          pages,
          coldSize: cold.bytes.length,
          hanjaSize,
          formsSize,
          guideSize: cold.guide?.bytes.length ?? 0,
          guidePages: cold.guide?.pageCount ?? 0,
        };
      },
      { url: `/heavy/${builder}`, answers: fixtureAnswers, files, long },
    );
    report('package: build, cold (engine + font load)', `${Math.round(result.coldMs)} ms`);
    report(
      'package: build, warm (median of 3)',
      `${Math.round(result.warmMs)} ms`,
      `< ${budgets.buildMs} ms ${result.warmMs < budgets.buildMs ? 'OK' : 'OVER'}`,
    );
    report(
      'package: PDF size (full fixture)',
      `${kib(result.size)} / ${result.pages} p`,
      `< ${kib(budgets.pdfBytes)} ${result.size < budgets.pdfBytes ? 'OK' : 'OVER'}`,
    );
    if (result.guideSize)
      report('package: guide (not for submission)', `${kib(result.guideSize)} / ${result.guidePages} p`);
    report(
      'package: the three forms alone (sum of files)',
      kib(result.formsSize),
      `< 600 KiB ${result.formsSize < 600 * 1024 ? 'OK' : 'OVER'}`,
    );
    report(
      'package: PDF size, with a Hanja name',
      kib(result.hanjaSize),
      `< ${kib(budgets.pdfBytes)} ${result.hanjaSize < budgets.pdfBytes ? 'OK' : 'OVER'}`,
    );
  } finally {
    await browser.close();
  }

  // Precache: the service worker's manifest entries that carry package code.
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const precached = [...sw.matchAll(/"url":"([^"]+)"/g)]
    .map((m) => join(dist, m[1]))
    .filter((f) => existsSync(f) && f.endsWith('.js'));
  const inPrecache = precached.filter(carries);
  report('package: precache files carrying its code', inPrecache.length, '0');
  // Background download (not precached; cached by the service worker when the app is idle).
  // What the warm-up fetches: the heavy chunks reachable from heavy/warm-*.js (its preload lists
  // name them as "heavy/<file>", static imports as "./<file>").
  const seen = new Set([heavy.find((f) => f.startsWith('warm-'))]);
  for (const f of seen) {
    const code = readFileSync(join(dist, 'heavy', f), 'utf8');
    for (const m of code.matchAll(/["'](?:heavy\/|\.\/)([\w.-]+\.js)["']/g)) if (heavy.includes(m[1])) seen.add(m[1]);
  }
  const bg = [...seen].map((f) => join(dist, 'heavy', f));
  const fonts = ['f6-package-gothic.ttf', 'f6-package-hanja.ttf'].map((f) => join(dist, 'pdf/fonts', f));
  const bgRaw = [...bg, ...fonts].reduce((s, f) => s + statSync(f).size, 0);
  const bgGz = [...bg, ...fonts].reduce((s, f) => s + gzipSync(readFileSync(f)).length, 0);
  report('package: background fetch (JS + fonts, raw / gzip)', `${kib(bgRaw)} / ${kib(bgGz)}`);
  for (const f of fonts)
    report(
      `package: font ${f.split('/').at(-1)} (raw / gzip)`,
      `${kib(statSync(f).size)} / ${kib(gzipSync(readFileSync(f)).length)}`,
    );
  report('package: background files', `${bg.length} + ${fonts.length} fonts`);
  // First paint: the files index.html loads must not carry the engine, the font or the package code.
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const firstPaint = [
    ...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => join(dist, m[1]))),
  ];
  const fpBytes = firstPaint.filter(carries).reduce((s, f) => s + gzipSync(readFileSync(f)).length, 0);
  report(
    'package: code bytes in the first paint',
    `${fpBytes} B`,
    `${budgets.firstPaintBytes} ${fpBytes <= budgets.firstPaintBytes ? 'OK' : 'OVER'}`,
  );
  // Its words do ride in the entry: the built-in English catalog holds every feature's strings.
  const catalog = JSON.parse(readFileSync(join(root, 'locales/en/common.json'), 'utf8'));
  const own = JSON.stringify(
    Object.fromEntries(
      Object.entries(catalog).filter(
        ([k]) => k.startsWith('package.') || k.startsWith('forms.review_pdf') || k === 'forms.review_complete_pdf',
      ),
    ),
  );
  report('package: its English strings in the entry (gzip)', kib(gzipSync(own).length));
}

// On its own: build if needed, serve dist/, measure.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!existsSync(join(dist, 'index.html')) || process.env.BENCH_BUILD === '1')
    execFileSync('npx', ['vite', 'build'], { cwd: root, stdio: 'ignore' });
  const port = Number(process.env.BENCH_PORT ?? 4197);
  const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: root,
    stdio: 'ignore',
  });
  try {
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 200));
    }
    await benchPackage({ baseUrl: `http://127.0.0.1:${port}/` });
  } finally {
    server.kill();
  }
}
