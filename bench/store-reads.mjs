// IndexedDB transactions a first visit of each route opens in its first seconds (a fresh browser
// profile, so the database is created by the visit, as in Lighthouse). Every live query is at least one;
// the same query run twice, or by two components, shows here before it shows as blocking time.
// Usage: node bench/store-reads.mjs [/route...]   Env: DIST (comma-separated builds), WAIT (ms, default 3000),
// STACK=1 (each transaction with the reads that opened it, from an unminified build).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { serveDist } from './serve-dist.mjs';

// Every route of e2e/routes.ts (as `npm run bench` reads it), the missing page left out.
const allRoutes = [
  ...readFileSync(resolve(import.meta.dirname, '../e2e/routes.ts'), 'utf8').matchAll(/^\s+'(\/[^']*)',$/gm),
]
  .map((m) => m[1])
  .filter((r) => r !== '/no-such-page');
const routes = process.argv.slice(2).length ? process.argv.slice(2) : allRoutes;
const dists = (process.env.DIST ?? 'dist').split(',');
const port = Number(process.env.PORT ?? 4377);
const wait = Number(process.env.WAIT ?? 3000);
const servers = await Promise.all(dists.map((d, i) => serveDist(resolve(import.meta.dirname, '..', d), port + i)));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
try {
  for (const route of routes) {
    const counts = [];
    for (const [i, dist] of dists.entries()) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(() => {
        const open = IDBDatabase.prototype.transaction;
        window.__reads = [];
        Error.stackTraceLimit = 80;
        IDBDatabase.prototype.transaction = function (stores, ...rest) {
          const names = new Error().stack.match(/\bread[A-Z]\w+/g) ?? [];
          window.__reads.push(`${[].concat(stores).join('+')} ${[...new Set(names)].join(' < ')}`);
          return open.call(this, stores, ...rest);
        };
      });
      await page.goto(`http://127.0.0.1:${port + i}${route}`, { waitUntil: 'load' });
      await page.waitForTimeout(wait);
      const reads = await page.evaluate(() => window.__reads);
      counts.push(`${dist} ${reads.length}`);
      if (process.env.STACK) {
        const tally = new Map();
        for (const r of reads) tally.set(r, (tally.get(r) ?? 0) + 1);
        for (const [r, n] of [...tally].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(3)} ${r}`);
      }
      await context.close();
    }
    console.log(`${route}: transactions on a first visit: ${counts.join(', ')}`);
  }
} finally {
  await browser.close();
  servers.forEach((s) => s.close());
}
