// Benchmarks that print figures (npm run bench [-- size|precache|lighthouse|offline|save|typing|sync|package]).
// Budgets live here, not in timed unit tests: each figure is printed with its budget.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const only = process.argv.slice(2);
const want = (name) => only.length === 0 || only.includes(name);
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const budgets = { firstPaintJsGzip: 150 * 1024, lighthousePerformance: 0.95, saveP95Ms: 8 };
const report = (label, value, budget) => console.log(`${label.padEnd(44)} ${String(value).padStart(14)}${budget ? `   budget ${budget}` : ''}`);

function build() {
  if (!existsSync(join(dist, 'index.html')) || process.env.BENCH_BUILD === '1') execFileSync('npx', ['vite', 'build'], { cwd: root, stdio: 'ignore' });
}

function firstPaint() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  let js = 0;
  let css = 0;
  for (const ref of new Set(refs)) {
    const size = gzipSync(readFileSync(join(dist, ref))).length;
    if (ref.endsWith('.js')) js += size;
    else css += size;
  }
  return { js, css, files: [...new Set(refs)] };
}

async function preview(port) {
  const child = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { cwd: root, stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('preview did not start');
}

async function main() {
  build();
  if (want('size')) {
    const fp = firstPaint();
    report('first-paint JS for / (gzip)', kib(fp.js), `<= ${kib(budgets.firstPaintJsGzip)} ${fp.js <= budgets.firstPaintJsGzip ? 'OK' : 'OVER'}`);
    report('first-paint CSS for / (gzip)', kib(fp.css));
  }
  if (want('precache')) {
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
  const port = 4199;
  const server = ['lighthouse', 'offline', 'typing', 'package'].some(want) ? await preview(port) : null;
  try {
    if (want('package')) await (await import('./package.mjs')).benchPackage({ baseUrl: `http://127.0.0.1:${port}/`, report });
    if (want('lighthouse')) {
      const { default: lighthouse } = await import('lighthouse');
      const chromeLauncher = await import('chrome-launcher');
      const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', ...chromiumArgs] });
      try {
        const result = await lighthouse(`http://127.0.0.1:${port}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] });
        const lhr = result.lhr;
        const score = lhr.categories.performance.score;
        report('Lighthouse mobile performance', score, `>= ${budgets.lighthousePerformance} ${score >= budgets.lighthousePerformance ? 'OK' : 'UNDER'}`);
        report('Lighthouse LCP', lhr.audits['largest-contentful-paint'].displayValue);
        report('Lighthouse FCP', lhr.audits['first-contentful-paint'].displayValue);
        report('Lighthouse TBT', lhr.audits['total-blocking-time'].displayValue);
        report('Lighthouse accessibility', lhr.categories.accessibility.score);
        report('Lighthouse best practices', lhr.categories['best-practices'].score);
      } finally {
        await chrome.kill();
      }
    }
    if (want('offline') || want('typing')) {
      const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForFunction(async () => !!navigator.serviceWorker.controller && !!(await caches.match('/locales/ko/common.json', { ignoreSearch: true })));
      for (let i = 0; i < 20 && !(await page.reload())?.fromServiceWorker(); i++) await new Promise((r) => setTimeout(r, 300));
      if (want('offline')) {
        await context.setOffline(true);
        const times = [];
        for (let i = 0; i < 5; i++) {
          const t0 = Date.now();
          await page.reload();
          await page.getByRole('heading', { level: 1 }).waitFor();
          times.push(Date.now() - t0);
        }
        times.sort((a, b) => a - b);
        report('offline start: reload to heading (median of 5)', `${times[2]} ms`);
        await context.setOffline(false);
      }
      if (want('typing')) {
        await page.goto(`http://127.0.0.1:${port}/f6/invitation-letter?q=0`);
        const input = page.getByTestId('question').locator('input').first();
        await input.waitFor();
        await page.evaluate(() => {
          window.__events = [];
          new PerformanceObserver((list) => window.__events.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'event', durationThreshold: 16, buffered: true });
        });
        await input.click();
        await page.keyboard.type('KIM MINJUN AND JANE SMITH MET IN BUSAN IN 2023', { delay: 30 });
        await page.waitForTimeout(500);
        const durations = await page.evaluate(() => window.__events);
        const max = durations.length ? Math.max(...durations) : 0;
        report('typing in the invitation letter: events > 16 ms', durations.length);
        report('typing: worst event duration (INP proxy)', `${Math.round(max)} ms`, '<= 200 ms');
      }
      await browser.close();
    }
  } finally {
    server?.kill();
  }
  if (want('save')) {
    const dev = spawn('npx', ['vite', '--host', '127.0.0.1', '--port', '4198', '--strictPort'], { cwd: root, stdio: 'ignore' });
    try {
      for (let i = 0; i < 100; i++) {
        try {
          if ((await fetch('http://127.0.0.1:4198/bench/save-latency.html')).ok) break;
        } catch {}
        await new Promise((r) => setTimeout(r, 200));
      }
      const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...chromiumArgs, '--enable-precise-memory-info'] });
      const page = await browser.newPage();
      await page.goto('http://127.0.0.1:4198/bench/save-latency.html');
      const result = await page.waitForFunction(() => window.benchResult, undefined, { timeout: 120_000 }).then((h) => h.jsonValue());
      report('save: questions answered before measuring', result.answered);
      report('save: one answer, repo call to committed (median)', `${result.median.toFixed(2)} ms`);
      report('save: p95', `${result.p95.toFixed(2)} ms`, `< ${budgets.saveP95Ms} ms ${result.p95 < budgets.saveP95Ms ? 'OK' : 'OVER'}`);
      report('save: IndexedDB usage (storage estimate)', result.usageBytes == null ? 'n/a' : kib(result.usageBytes));
      report('save: JS heap with the database open', result.heapBytes == null ? 'n/a' : kib(result.heapBytes));
      await browser.close();
    } finally {
      dev.kill();
    }
  }
  if (want('sync') && only.includes('sync')) {
    // Firestore writes per burst and drain time, measured against the emulators by the integration test.
    const out = execFileSync('node', ['tools/emulators.mjs', 'exec', '--', 'npx', 'vitest', 'run', 'tests/integration/sync.test.ts'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    for (const line of out.split('\n').filter((l) => l.includes('[figure]'))) console.log(line.replace(/.*\[figure\]\s*/, 'sync: '));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
