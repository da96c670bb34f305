// Passport OCR bench: every fixture in tests/fixtures/passports/ read by the real reader in
// Chromium (Vite dev server, bench/ocr.html). Per image: a fresh page (the OCR engine starts
// cold), one read, then the same image again (warm). Success = every MRZ field correct.
//
//   node bench/ocr.mjs            (or: npm run bench -- ocr)
//   BENCH_OCR_PORT=5206 node bench/ocr.mjs clean-scan rotated-90   (only these fixtures)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';

const root = resolve(import.meta.dirname, '..');
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
/** Budgets: the product's limit is 20 s per read (issue 11); the medians are what users feel. */
export const ocrBudgets = { successRate: 1, warmMedianMs: 3000, coldMedianMs: 5000 };
/** The bench stops waiting for one read after this long (the reader before issue 11 ran up to 180 s). */
const BENCH_READ_LIMIT_MS = Number(process.env.BENCH_OCR_LIMIT_MS ?? 60_000);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};

export async function benchOcr({
  port = Number(process.env.BENCH_OCR_PORT ?? 4197),
  only = [],
  report = console.log,
} = {}) {
  const manifest = JSON.parse(
    readFileSync(join(root, 'tests', 'fixtures', 'passports', 'manifest.json'), 'utf8'),
  ).filter((f) => only.length === 0 || only.some((name) => f.file.startsWith(name)));
  const dev = spawn('npx', ['vite', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; i < 150; i++) {
      try {
        if ((await fetch(`${base}/bench/ocr.html`)).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 200));
    }
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
    const open = async () => {
      const page = await browser.newPage();
      await page.goto(`${base}/bench/ocr.html`);
      await page.waitForFunction(() => 'benchRead' in window, undefined, { timeout: 120_000 });
      return page;
    };
    const read = (page, fixture) =>
      page.evaluate(
        ([url, expected, limit]) => window.benchRead(url, expected, limit),
        [`/tests/fixtures/passports/${fixture.file}`, fixture.expected, BENCH_READ_LIMIT_MS],
      );
    // Warm-up: the dev server transforms and pre-bundles the reader's modules on first use.
    const warmup = await open();
    await read(warmup, manifest[0]);
    await warmup.close();

    const rows = [];
    for (const fixture of manifest) {
      const page = await open();
      const cold = await read(page, fixture);
      const warm = cold.outcome === 'bench-limit' ? cold : await read(page, fixture);
      await page.close();
      rows.push({ fixture, cold, warm });
      const cell = (r) => `${r.ok ? 'ok  ' : 'FAIL'} ${(r.ms / 1000).toFixed(2).padStart(6)} s`;
      report(
        `ocr ${fixture.file.padEnd(26)} cold ${cell(cold)}   warm ${cell(warm)}${warm.ok ? '' : `   (${warm.outcome}${warm.wrong.length ? `; wrong: ${warm.wrong.join(', ')}` : ''})`}`,
      );
    }
    await browser.close();
    const reads = rows.flatMap((r) => [r.cold, r.warm]);
    const rate = reads.filter((r) => r.ok).length / reads.length;
    const coldMedian = median(rows.map((r) => r.cold.ms));
    const warmMedian = median(rows.map((r) => r.warm.ms));
    const pct = `${(rate * 100).toFixed(0)}% (${reads.filter((r) => r.ok).length}/${reads.length} reads)`;
    report(
      `ocr success rate (all MRZ fields correct)     ${pct}   budget ${ocrBudgets.successRate * 100}% ${rate >= ocrBudgets.successRate ? 'OK' : 'UNDER'}`,
    );
    report(
      `ocr median time per image, cold               ${(coldMedian / 1000).toFixed(2)} s   budget <= ${ocrBudgets.coldMedianMs / 1000} s ${coldMedian <= ocrBudgets.coldMedianMs ? 'OK' : 'OVER'}`,
    );
    report(
      `ocr median time per image, warm               ${(warmMedian / 1000).toFixed(2)} s   budget <= ${ocrBudgets.warmMedianMs / 1000} s ${warmMedian <= ocrBudgets.warmMedianMs ? 'OK' : 'OVER'}`,
    );
    report(
      `ocr slowest read                              ${(Math.max(...reads.map((r) => r.ms)) / 1000).toFixed(2)} s   limit in the app 20 s`,
    );
    return { rows, rate, coldMedian, warmMedian };
  } finally {
    // The dev server runs in its own process group (detached), so its children stop with it.
    try {
      process.kill(-dev.pid);
    } catch {}
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchOcr({ only: process.argv.slice(2) }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
