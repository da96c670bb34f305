// Passport OCR bench: every picture of the generated set (tools/make-passport-set.mjs, made on
// first use in tests/fixtures/passports/set/) read by the real reader in Chromium (Vite dev
// server, bench/ocr.html). Per image: a fresh page (the OCR engine starts cold), one read, then
// the same image again (warm). Success = every MRZ field correct. Printed per class of the set:
// success, median and max time, cold and warm.
//
//   node bench/ocr.mjs            (or: npm run bench -- ocr)
//   BENCH_OCR_PORT=5206 node bench/ocr.mjs 08-scan 23-phone   (only pictures whose name starts so)
//   BENCH_OCR_SET=fixtures node bench/ocr.mjs                   (the 9 older fixtures instead)
//   BENCH_OCR_MODEL=ocrb node bench/ocr.mjs                      (the OCR-B LSTM model, for comparison)
//
// The OCR-B model (Shreeshrii/tessdata_ocrb's ocrb_int.traineddata, commit f59241a, no licence
// file) is not shipped: measured on this set on 2026-11-26 it read 54/60 against 59/60 for the
// slim legacy model (the LSTM reads a wide-spaced "O" twice: JOOHN, OOLGA; names have no check
// digit) and is 3x the bytes. To measure it again, put it gzipped at public/ocr/ocrb_int.traineddata.gz
// (git-ignored).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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
/** Budgets: >= 95% read correctly, each read <= 2 s warm and <= 5 s cold. */
export const ocrBudgets = { successRate: 0.95, warmMaxMs: 2000, coldMaxMs: 5000 };
/** The bench stops waiting for one read after this long (the reader before ran up to 180 s). */
const BENCH_READ_LIMIT_MS = Number(process.env.BENCH_OCR_LIMIT_MS ?? 60_000);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};

/** The per-class and overall figures of one run, against the budgets. */
async function reportRows(rows, report) {
  const s = (ms) => (ms / 1000).toFixed(2);
  const summary = (label, group) => {
    const ok = (k) => group.filter((r) => r[k].ok).length;
    const cold = group.map((r) => r.cold.ms);
    const warm = group.map((r) => r.warm.ms);
    report(
      `ocr ${label.padEnd(14)} n=${String(group.length).padStart(2)}  success cold ${String(ok('cold')).padStart(2)}/${group.length} warm ${String(ok('warm')).padStart(2)}/${group.length}   cold median ${s(median(cold))} s max ${s(Math.max(...cold))} s   warm median ${s(median(warm))} s max ${s(Math.max(...warm))} s`,
    );
  };
  for (const cls of new Set(rows.map((r) => r.fixture.class)))
    summary(
      cls,
      rows.filter((r) => r.fixture.class === cls),
    );
  summary('all', rows);
  const reads = rows.flatMap((r) => [r.cold, r.warm]);
  const rate = reads.filter((r) => r.ok).length / reads.length;
  const coldMedian = median(rows.map((r) => r.cold.ms));
  const warmMedian = median(rows.map((r) => r.warm.ms));
  const coldMax = Math.max(...rows.map((r) => r.cold.ms));
  const warmMax = Math.max(...rows.map((r) => r.warm.ms));
  const pct = `${(rate * 100).toFixed(1)}% (${reads.filter((r) => r.ok).length}/${reads.length} reads)`;
  report(
    `ocr success rate (all MRZ fields correct)     ${pct}   budget >= ${ocrBudgets.successRate * 100}% ${rate >= ocrBudgets.successRate ? 'OK' : 'UNDER'}`,
  );
  report(
    `ocr time per image, cold                      median ${s(coldMedian)} s, max ${s(coldMax)} s   budget each <= ${ocrBudgets.coldMaxMs / 1000} s ${coldMax <= ocrBudgets.coldMaxMs ? 'OK' : 'OVER'}`,
  );
  report(
    `ocr time per image, warm                      median ${s(warmMedian)} s, max ${s(warmMax)} s   budget each <= ${ocrBudgets.warmMaxMs / 1000} s ${warmMax <= ocrBudgets.warmMaxMs ? 'OK' : 'OVER'}`,
  );
  report(
    `ocr load average at the end                   ${(await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  return { rate, coldMedian, warmMedian };
}

export async function benchOcr({
  port = Number(process.env.BENCH_OCR_PORT ?? 4197),
  only = [],
  report = console.log,
} = {}) {
  const older = process.env.BENCH_OCR_SET === 'fixtures';
  const dir = older ? 'tests/fixtures/passports' : 'tests/fixtures/passports/set';
  if (!older && !existsSync(join(root, dir, 'manifest.json')))
    execFileSync('node', [join(root, 'tools', 'make-passport-set.mjs')], { cwd: root, stdio: 'inherit' });
  const manifest = JSON.parse(readFileSync(join(root, dir, 'manifest.json'), 'utf8'))
    .map((f) => ({ ...f, class: f.class ?? 'fixtures', url: `/${dir}/${f.file}` }))
    .filter((f) => only.length === 0 || only.some((name) => f.file.startsWith(name)));
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
      await page.goto(`${base}/bench/ocr.html?model=${process.env.BENCH_OCR_MODEL ?? 'legacy'}`);
      await page.waitForFunction(() => 'benchRead' in window, undefined, { timeout: 120_000 });
      return page;
    };
    const read = (page, fixture) =>
      page.evaluate(
        ([url, expected, limit]) => window.benchRead(url, expected, limit),
        [fixture.url, fixture.expected, BENCH_READ_LIMIT_MS],
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
        `ocr ${fixture.file.padEnd(22)} cold ${cell(cold)}   warm ${cell(warm)}${warm.ok ? '' : `   (${warm.outcome}${warm.wrong.length ? `; wrong: ${warm.wrong.join(', ')}` : ''})`}`,
      );
    }
    await browser.close();
    const { rate, coldMedian, warmMedian } = await reportRows(rows, report);
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
