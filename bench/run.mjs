// Benchmarks that print figures (npm run bench [-- size|precache|cold|lighthouse|offline|save|typing|ocr|sync|package|audit|keystrokes];
// BENCH_ROUTES=/,/timeline limits lighthouse and cold to those routes, BENCH_PIN=1 runs Lighthouse with the page's renderer on a core of its own, BENCH_SHELL=1 in Chromium's headless shell, BENCH_FILES=1 lists the files of each cold load (default: every route of e2e/routes.ts); BENCH_PORT, BENCH_REF_PORT choose the ports; BENCH_DIST another build folder than dist).
// Budgets live here, not in timed unit tests: each figure is printed with its budget.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { serveDist } from './serve-dist.mjs';
import { observedBlocking } from './trace-blocking.mjs';
import { launchForLighthouse, lighthouseSetup } from './lighthouse-chrome.mjs';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, process.env.BENCH_DIST ?? 'dist');
const only = process.argv.slice(2);
const want = (name) => only.length === 0 || only.includes(name);
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const budgets = {
  firstPaintJsGzip: 130 * 1024,
  firstPaintCssGzip: 20 * 1024,
  lighthousePerformance: 0.98,
  coldHomeJsGzip: 200 * 1024,
  coldDeepJsGzip: 300 * 1024,
  tbtMs: 150,
  lcpMs: 1500,
  cls: 0.02,
  offlineFcpRatio: 1.3,
  typingWorstEventMs: 50,
  saveP95Ms: 8,
};
const runs = Number(process.env.BENCH_RUNS ?? 3);
/** Every route of the app, read from the e2e list so that a new route is measured without an edit here. */
const routes = process.env.BENCH_ROUTES
  ? process.env.BENCH_ROUTES.split(',')
  : [...readFileSync(join(root, 'e2e/routes.ts'), 'utf8').matchAll(/^\s+'(\/[^']*)',$/gm)]
      .map((m) => m[1])
      .filter((route) => route !== '/no-such-page');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const verdict = (ok) => (ok ? 'OK' : 'OVER');
const report = (label, value, budget) =>
  console.log(`${label.padEnd(44)} ${String(value).padStart(14)}${budget ? `   budget ${budget}` : ''}`);

function build() {
  if (!existsSync(join(dist, 'index.html')) || process.env.BENCH_BUILD === '1')
    execFileSync('npx', ['vite', 'build'], { cwd: root, stdio: 'ignore' });
}

function firstPaint() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  // Tags of the head, or the list its start script adds once the static screen has painted
  // (tools/vite/deferred-start.ts); the route preloads' paths have no leading slash.
  const refs = [...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  let js = 0;
  let css = 0;
  for (const ref of new Set(refs)) {
    const size = gzipSync(readFileSync(join(dist, ref))).length;
    if (ref.endsWith('.js')) js += size;
    else css += size;
  }
  return { js, css, files: [...new Set(refs)] };
}

async function main() {
  build();
  if (want('size')) sizeFigures();
  if (want('precache')) precacheFigures();
  await servedFigures();
  if (want('save')) await saveFigures();
  if (want('audit')) {
    // The audit of a complete application (D27): under 50 ms, so it can run as the user types.
    await (await import('./audit.mjs')).benchAudit({ report });
  }
  if (want('ocr')) {
    // Passport OCR on the fixture photos: success rate and median time per image, cold and warm.
    const { benchOcr } = await import('./ocr.mjs');
    await benchOcr({ port: 4197, report: (line) => console.log(line) });
  }
  if (only.includes('keystrokes')) {
    // The last keystrokes at 0 ms before a reload or a tab close: 20 trials of each (npm test runs 5).
    const out = execFileSync('npx', ['playwright', 'test', 'e2e/last-keystrokes.spec.ts', '--reporter=list'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, KEYSTROKE_TRIALS: '20', E2E_PORT: '4431', E2E_DEV_PORT: '5431' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    for (const line of out.split('\n').filter((l) => l.includes('[last-keystrokes]')))
      console.log(line.replace(/.*\[last-keystrokes\]\s*/, 'last keystrokes: '));
  }
  if (want('sync') && only.includes('sync')) {
    // Firestore writes per burst and drain time, measured against the emulators by the integration test.
    const out = execFileSync(
      'node',
      ['tools/emulators.mjs', 'exec', '--', 'npx', 'vitest', 'run', 'tests/integration/sync.test.ts'],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    for (const line of out.split('\n').filter((l) => l.includes('[figure]')))
      console.log(line.replace(/.*\[figure\]\s*/, 'sync: '));
  }
}

function sizeFigures() {
  const fp = firstPaint();
  report(
    'first-paint JS for / (gzip)',
    kib(fp.js),
    `<= ${kib(budgets.firstPaintJsGzip)} ${fp.js <= budgets.firstPaintJsGzip ? 'OK' : 'OVER'}`,
  );
  report(
    'first-paint CSS for / (gzip)',
    kib(fp.css),
    `<= ${kib(budgets.firstPaintCssGzip)} ${verdict(fp.css <= budgets.firstPaintCssGzip)}`,
  );
}

function precacheFigures() {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
  let raw = 0;
  let gz = 0;
  for (const u of urls) {
    const f = join(dist, u);
    if (!existsSync(f)) continue;
    raw += statSync(f).size;
    gz += gzipSync(readFileSync(f)).length;
  }
  report('precache entries', urls.length);
  report('precache size (raw / gzip)', `${kib(raw)} / ${kib(gz)}`);
}

/** The figures measured against the built app, served as hosting serves it. */
async function servedFigures() {
  const port = Number(process.env.BENCH_PORT ?? 4199);
  const server = ['cold', 'lighthouse', 'offline', 'typing', 'package'].some(want) ? await serveDist(dist, port) : null;
  try {
    // The application package: build time, PDF size, precache and first-paint share (bench/package.mjs).
    if (want('package'))
      await (await import('./package.mjs')).benchPackage({ baseUrl: `http://127.0.0.1:${port}/`, report });
    if (want('cold')) await coldLoadFigures(port);
    if (want('lighthouse')) await lighthouseFigures(port);
    if (want('offline')) await offlineFigures(port);
    if (want('typing')) await typingFigures(port);
  } finally {
    server?.close();
  }
}

/** Save latency in the dev server's bench page (bench/save-latency.html). */
async function saveFigures() {
  const dev = spawn('npx', ['vite', '--host', '127.0.0.1', '--port', '4198', '--strictPort'], {
    cwd: root,
    stdio: 'ignore',
  });
  try {
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch('http://127.0.0.1:4198/bench/save-latency.html')).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 200));
    }
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [...chromiumArgs, '--enable-precise-memory-info'],
    });
    const page = await browser.newPage();
    await page.goto('http://127.0.0.1:4198/bench/save-latency.html');
    const result = await page
      .waitForFunction(() => window.benchResult, undefined, { timeout: 120_000 })
      .then((h) => h.jsonValue());
    report('save: questions answered before measuring', result.answered);
    report('save: one answer, repo call to committed (median)', `${result.median.toFixed(2)} ms`);
    report(
      'save: p95',
      `${result.p95.toFixed(2)} ms`,
      `< ${budgets.saveP95Ms} ms ${result.p95 < budgets.saveP95Ms ? 'OK' : 'OVER'}`,
    );
    // With the visa application form filled too, a save that edits a person fact.
    if (result.person) {
      report('save: a person-fact answer (median)', `${result.person.median.toFixed(2)} ms`);
      report(
        'save: a person-fact answer p95',
        `${result.person.p95.toFixed(2)} ms`,
        `< ${budgets.saveP95Ms} ms ${verdict(result.person.p95 < budgets.saveP95Ms)}`,
      );
      report('save: a visa form person field (median)', `${result.visaPerson.median.toFixed(2)} ms`);
      report(
        'save: a visa form person field p95',
        `${result.visaPerson.p95.toFixed(2)} ms`,
        `< ${budgets.saveP95Ms} ms ${verdict(result.visaPerson.p95 < budgets.saveP95Ms)}`,
      );
    }
    report('save: IndexedDB usage (storage estimate)', result.usageBytes == null ? 'n/a' : kib(result.usageBytes));
    report('save: JS heap with the database open', result.heapBytes == null ? 'n/a' : kib(result.heapBytes));
    await browser.close();
  } finally {
    dev.kill();
  }
}

/** Lighthouse mobile (simulated throttling), median of `runs` per route, the app served compressed. */
async function lighthouseFigures(port) {
  const { default: lighthouse } = await import('lighthouse');
  for (const route of routes) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const { chrome, unpin } = await launchForLighthouse(chromiumArgs);
      try {
        const { lhr, artifacts } = await lighthouse(`http://127.0.0.1:${port}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const a = lhr.audits;
        results.push({
          score: lhr.categories.performance.score,
          fcp: a['first-contentful-paint'].numericValue,
          lcp: a['largest-contentful-paint'].numericValue,
          tbt: a['total-blocking-time'].numericValue,
          cls: a['cumulative-layout-shift'].numericValue,
          cpuTbt: observedBlocking(artifacts.Trace?.traceEvents ?? []).cpu,
        });
      } finally {
        unpin();
        await chrome.kill();
      }
    }
    const m = (k) => median(results.map((r) => r[k]));
    report(
      `Lighthouse ${route}: performance (median of ${runs}${lighthouseSetup() ? `, ${lighthouseSetup()}` : ''})`,
      m('score'),
      `>= ${budgets.lighthousePerformance} ${m('score') >= budgets.lighthousePerformance ? 'OK' : 'UNDER'}`,
    );
    report(`Lighthouse ${route}: FCP`, `${Math.round(m('fcp'))} ms`);
    report(
      `Lighthouse ${route}: LCP`,
      `${Math.round(m('lcp'))} ms`,
      `<= ${budgets.lcpMs} ms ${verdict(m('lcp') <= budgets.lcpMs)}`,
    );
    report(
      `Lighthouse ${route}: TBT`,
      `${Math.round(m('tbt'))} ms`,
      `<= ${budgets.tbtMs} ms ${verdict(m('tbt') <= budgets.tbtMs)}`,
    );
    report(`Lighthouse ${route}: TBT from the trace's CPU time`, `${Math.round(m('cpuTbt'))} ms`);
    report(`Lighthouse ${route}: CLS`, m('cls').toFixed(3), `<= ${budgets.cls} ${verdict(m('cls') <= budgets.cls)}`);
    report(`Lighthouse ${route}: runs (score)`, results.map((r) => r.score).join(' '));
  }
}

/**
 * What a cold load of each route fetches (no service worker, no HTTP cache) until the network has been idle
 * for 2 s: the scripts and stylesheets, gzip-compressed as the budgets count them.
 */
async function coldLoadFigures(port) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    for (const route of routes) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      const files = new Set();
      page.on('requestfinished', (request) => {
        const path = new URL(request.url()).pathname;
        if (/\.(js|css)$/.test(path)) files.add(path);
      });
      await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(2000);
      await page.waitForLoadState('networkidle');
      await context.close();
      // gzip sizes of the files fetched, from the build (the server itself may send brotli).
      const sizes = { js: 0, css: 0, jsFiles: 0 };
      for (const path of files) {
        const kind = path.endsWith('.js') ? 'js' : 'css';
        const size = gzipSync(readFileSync(join(dist, path))).length;
        sizes[kind] += size;
        if (kind === 'js') sizes.jsFiles += 1;
        // BENCH_FILES=1: each file, in the order fetched, to find what a route need not fetch.
        if (process.env.BENCH_FILES === '1') console.log(`  ${kib(size).padStart(10)}  ${path}`);
      }
      const budget = route === '/' ? budgets.coldHomeJsGzip : budgets.coldDeepJsGzip;
      report(
        `cold load ${route}: JS (${sizes.jsFiles} files) / CSS`,
        `${kib(sizes.js)} / ${kib(sizes.css)}`,
        `JS <= ${kib(budget)} ${verdict(sizes.js <= budget)}`,
      );
    }
  } finally {
    await browser.close();
  }
}

const firstContentfulPaint = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const found = performance.getEntriesByName('first-contentful-paint')[0];
        if (found) return resolve(found.startTime);
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );

/**
 * Offline first contentful paint of / and of a deep link against a static page served by its own
 * service worker (bench/static-ref), measured interleaved in one browser so load hits all alike.
 */
async function offlineFigures(port) {
  const refPort = Number(process.env.BENCH_REF_PORT ?? port - 2);
  const ref = await serveDist(resolve(root, 'bench/static-ref'), refPort);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const app = await browser.newContext();
    const appPage = await app.newPage();
    await appPage.goto(`http://127.0.0.1:${port}/`);
    await appPage.waitForFunction(
      async () =>
        !!navigator.serviceWorker.controller &&
        !!(await caches.match('/locales/ko/common.json', { ignoreSearch: true })),
      undefined,
      { timeout: 60_000 },
    );
    for (let i = 0; i < 20 && !(await appPage.reload())?.fromServiceWorker(); i++)
      await new Promise((r) => setTimeout(r, 300));
    const reference = await browser.newContext();
    const refPage = await reference.newPage();
    await refPage.goto(`http://127.0.0.1:${refPort}/`);
    await refPage.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 30_000 });
    await app.setOffline(true);
    await reference.setOffline(true);
    const times = { home: [], deep: [], ref: [] };
    const rounds = Math.max(7, runs);
    for (let i = 0; i < rounds; i++) {
      for (const [key, page, url] of [
        ['home', appPage, `http://127.0.0.1:${port}/`],
        ['deep', appPage, `http://127.0.0.1:${port}/timeline`],
        ['ref', refPage, `http://127.0.0.1:${refPort}/`],
      ]) {
        const response = await page.goto(url);
        if (!response?.fromServiceWorker()) throw new Error(`${url} did not come from the service worker`);
        times[key].push(await firstContentfulPaint(page));
      }
    }
    const refMedian = median(times.ref);
    report(`offline FCP: static reference page (median of ${rounds})`, `${refMedian.toFixed(0)} ms`);
    for (const [key, label] of [
      ['home', '/'],
      ['deep', '/timeline (deep link)'],
    ]) {
      const ratio = median(times[key]) / refMedian;
      report(`offline FCP: ${label}`, `${median(times[key]).toFixed(0)} ms`);
      report(
        `offline FCP ratio: ${label} / reference`,
        ratio.toFixed(2),
        `<= ${budgets.offlineFcpRatio} ${verdict(ratio <= budgets.offlineFcpRatio)}`,
      );
    }
    // Time until the app itself (React) shows the page, offline.
    const full = [];
    for (let i = 0; i < 5; i++) {
      const t0 = Date.now();
      await appPage.goto(`http://127.0.0.1:${port}/`);
      await appPage.getByRole('heading', { level: 1 }).waitFor();
      full.push(Date.now() - t0);
    }
    report('offline start: navigation to the app heading (median of 5)', `${median(full)} ms`);
  } finally {
    await browser.close();
    ref.close();
  }
}

/** Every keystroke in the 52-question form, as event timing entries (INP-style). */
async function typingFigures(port) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/f6/invitation-letter?q=0`);
    const input = page.getByTestId('question').locator('input').first();
    await input.waitFor();
    await page.evaluate(() => {
      window.__events = [];
      new PerformanceObserver((list) => window.__events.push(...list.getEntries().map((e) => e.duration))).observe({
        type: 'event',
        durationThreshold: 16,
        buffered: true,
      });
    });
    await input.click();
    await page.keyboard.type('KIM MINJUN AND JANE SMITH MET IN BUSAN IN 2023', { delay: 30 });
    await page.waitForTimeout(500);
    const durations = await page.evaluate(() => window.__events);
    const max = durations.length ? Math.max(...durations) : 0;
    report('typing in the invitation letter: events > 16 ms', durations.length);
    report(
      'typing: worst event duration (INP proxy)',
      `${Math.round(max)} ms`,
      `<= ${budgets.typingWorstEventMs} ms ${verdict(max <= budgets.typingWorstEventMs)}`,
    );
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
