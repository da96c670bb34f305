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
  const { PDFDocument, StandardFonts } = await import('@cantoo/pdf-lib');
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

/**
 * The fixture package's input, built in the page (Blobs do not cross into it): the fixture's
 * answers and statements, two uploads, a 사유서 for a document that cannot be obtained, and a 번역문
 * of an English marriage certificate.
 */
function pageInput({ answers, files, long, hanja }) {
  const statement = (content, language) => ({
    generated: true,
    content,
    completedAt: null,
    messages: [],
    extractedInfo: {},
    questionCount: 0,
    currentSuggestions: [],
    language,
  });
  const input = {
    locale: 'en',
    today: '2026-11-23',
    targetDate: '2027-01-15',
    names: { applicant: 'JANE MARIE SMITH', sponsor: '김민수', applicantLatin: 'SMITH JANE MARIE' },
    answers,
    statements: {
      personal: statement(`Personal statement\n\n${long}`, 'en'),
      sponsor: statement(
        `초청인 진술서\n\n${'저는 배우자와 2021년 6월 시애틀에서 처음 만났습니다. '.repeat(40)}`,
        'ko',
      ),
    },
    checklist: [{ id: 'doc-passport', group: 'documents', status: 'done' }],
    validity: [],
    files: files.map((f) => ({
      ...f,
      size: f.base64.length,
      blob: new Blob([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], { type: f.type }),
    })),
    unobtainable: [{ document: '주거 증빙 서류', reason: '부모님 집에 함께 살고 있어 임대차계약서가 없습니다.' }],
    translations: [
      {
        document: '혼인증명서',
        language: '영어',
        fileName: 'marriage.pdf',
        rows: [
          ['혼인일', '2024. 06. 03.'],
          ['혼인 장소', 'Seattle, King County, Washington'],
          ['남편 성명', 'MINSU KIM'],
          ['아내 성명', 'JANE MARIE SMITH'],
        ],
      },
    ],
  };
  if (hanja)
    input.answers = {
      ...answers,
      'personal-guarantee': {
        ...answers['personal-guarantee'],
        'pg.guarantor-name': { fullName: '김민수', hanjaName: '金旼秀' },
      },
    };
  return input;
}

/** One build in the page: wall time there, and the main thread's CPU time (Chrome's TaskDuration) around it. */
async function buildOnce(page, cdp, args) {
  const cpu = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000;
  const before = await cpu();
  const r = await page.evaluate(
    async ({ url, what, pageInputSource, ...data }) => {
      // The production catalog is not loaded here: the ids stand in for the words.
      const i18n = { _: (d) => d.message ?? d.id };
      const makeInput = new Function(`return (${pageInputSource})`)();
      const { buildPackage, buildFormPdf } = await import(url);
      const t0 = performance.now();
      if (what === 'forms') {
        let bytes = 0;
        for (const id of ['invitation-letter', 'spouse-information', 'personal-guarantee'])
          bytes += (await buildFormPdf(id, makeInput(data))).bytes.length;
        return { ms: performance.now() - t0, size: bytes, pages: 0, guideSize: 0, guidePages: 0 };
      }
      const out = await buildPackage(makeInput(data), i18n);
      const ms = performance.now() - t0;
      return {
        ms,
        size: out.bytes.length,
        pages: out.pageCount,
        guideSize: out.guide?.bytes.length ?? 0,
        guidePages: out.guide?.pageCount ?? 0,
      };
    },
    { ...args, pageInputSource: pageInput.toString() },
  );
  return { ...r, cpuMs: (await cpu()) - before };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Cold, then five warm builds (median wall and CPU time), with a Hanja name, and the forms alone. */
async function measureBuilds(baseUrl, builder) {
  const { fixtureAnswers } = await import(pathToFileURL(join(root, 'tests/package/fixture.ts')).href);
  const data = {
    url: `/heavy/${builder}`,
    answers: fixtureAnswers,
    files: await uploads(),
    long: 'We met in Seattle in June 2021 and have talked every day since. '.repeat(40),
  };
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    // The input is built in the page from this file's own function (bypassing the app's CSP for that).
    const page = await browser.newPage({ bypassCSP: true });
    await page.goto(baseUrl);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const cold = await buildOnce(page, cdp, { ...data, what: 'package' });
    const warm = [];
    for (let i = 0; i < 5; i++) warm.push(await buildOnce(page, cdp, { ...data, what: 'package' }));
    const hanja = await buildOnce(page, cdp, { ...data, what: 'package', hanja: true });
    const forms = await buildOnce(page, cdp, { ...data, what: 'forms' });
    return {
      cold,
      warmMs: median(warm.map((w) => w.ms)),
      warmCpuMs: median(warm.map((w) => w.cpuMs)),
      hanjaSize: hanja.size,
      formsSize: forms.size,
    };
  } finally {
    await browser.close();
  }
}

function reportBuilds(result, report) {
  const { cold } = result;
  report('package: build, cold (engine + font load)', `${Math.round(cold.ms)} ms`);
  report(
    'package: build, warm (median of 5)',
    `${Math.round(result.warmMs)} ms`,
    `< ${budgets.buildMs} ms ${result.warmMs < budgets.buildMs ? 'OK' : 'OVER'}`,
  );
  report('package: build, warm, main-thread CPU (median)', `${Math.round(result.warmCpuMs)} ms`);
  report(
    'package: PDF size (full fixture)',
    `${kib(cold.size)} / ${cold.pages} p`,
    `< ${kib(budgets.pdfBytes)} ${cold.size < budgets.pdfBytes ? 'OK' : 'OVER'}`,
  );
  if (cold.guideSize) report('package: guide (not for submission)', `${kib(cold.guideSize)} / ${cold.guidePages} p`);
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
}

/** Precache and background fetch: what the package's code and fonts add, and that none of it is precached. */
function reportDownloads(heavy, report) {
  // Precache: the service worker's manifest entries that carry package code.
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const precached = [...sw.matchAll(/"url":"([^"]+)"/g)]
    .map((m) => join(dist, m[1]))
    .filter((f) => existsSync(f) && f.endsWith('.js'));
  report('package: precache files carrying its code', precached.filter(carries).length, '0');
  // Background download (not precached; cached by the service worker when the app is idle).
  // What the warm-up fetches: the heavy chunks reachable from heavy/warm-*.js (its preload lists
  // name them as "heavy/<file>", static imports as "./<file>").
  const seen = new Set([heavy.find((f) => f.startsWith('warm-'))]);
  for (const f of seen) {
    const code = readFileSync(join(dist, 'heavy', f), 'utf8');
    for (const m of code.matchAll(/["'](?:heavy\/|\.\/)([\w.-]+\.js)["']/g)) if (heavy.includes(m[1])) seen.add(m[1]);
  }
  const bg = [...seen].map((f) => join(dist, 'heavy', f));
  const fonts = ['f6-package-gothic.ttf', 'f6-package-hanja.ttf', 'f6-package-hanzi.ttf'].map((f) =>
    join(dist, 'pdf/fonts', f),
  );
  const bgRaw = [...bg, ...fonts].reduce((s, f) => s + statSync(f).size, 0);
  const bgGz = [...bg, ...fonts].reduce((s, f) => s + gzipSync(readFileSync(f)).length, 0);
  report('package: background fetch (JS + fonts, raw / gzip)', `${kib(bgRaw)} / ${kib(bgGz)}`);
  for (const f of fonts)
    report(
      `package: font ${f.split('/').at(-1)} (raw / gzip)`,
      `${kib(statSync(f).size)} / ${kib(gzipSync(readFileSync(f)).length)}`,
    );
  report('package: background files', `${bg.length} + ${fonts.length} fonts`);
}

/** First paint: the files index.html loads must not carry the engine, the font or the package code. */
function reportFirstPaint(report) {
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

export async function benchPackage({ baseUrl, report = defaultReport }) {
  const heavy = readdirSync(join(dist, 'heavy'));
  const builder = heavy.find((f) => f.startsWith('build-package-'));
  if (!builder) throw new Error('no heavy/build-package chunk: build first');
  reportBuilds(await measureBuilds(baseUrl, builder), report);
  reportDownloads(heavy, report);
  reportFirstPaint(report);
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
