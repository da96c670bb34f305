// How much a cold load of a route lays out, from Chrome's trace (each Layout's dirtyObjects): a count that
// does not move with the host's load, to compare builds where Lighthouse's TBT cannot be read.
// Usage: DIST=dist,/tmp/other-build node bench/layout-objects.mjs /route  (PORT=4349: first port of the builds)
import { join, resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { chromium } from '@playwright/test';
import { serveDist } from './serve-dist.mjs';
const route = process.argv[2];
const dists = (process.env.DIST ?? 'dist').split(',');
const port = Number(process.env.PORT ?? 4349);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [i, d] of dists.entries()) {
  const server = await serveDist(resolve(d), port + i);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await browser.startTracing(page, {
    path: join(tmpdir(), `layout-objects-${i}.json`),
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.stack'],
  });
  await page.goto(`http://127.0.0.1:${port + i}${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  await browser.stopTracing();
  const events = JSON.parse(readFileSync(join(tmpdir(), `layout-objects-${i}.json`), 'utf8')).traceEvents;
  const layouts = events.filter((e) => e.name === 'Layout' && e.ph === 'X');
  const objs = layouts.map((e) => e.args?.beginData?.dirtyObjects ?? 0);
  const total = objs.reduce((a, b) => a + b, 0);
  // Forced (synchronous) layouts: a Layout inside a script's own event, as when a component measures.
  const scripts = events.filter(
    (e) =>
      e.ph === 'X' &&
      /^(FunctionCall|EvaluateScript|v8\.evaluateModule|TimerFire|FireAnimationFrame|RunMicrotasks)$/.test(e.name),
  );
  const forced = layouts.filter((l) => scripts.some((s) => s.tid === l.tid && s.ts <= l.ts && l.ts < s.ts + s.dur));
  if (process.env.STACKS)
    for (const l of forced) {
      const frames = (l.args?.beginData?.stackTrace ?? []).slice(0, 4);
      console.log(
        `  forced ${l.args?.beginData?.dirtyObjects}: ${frames.map((f) => `${f.functionName || '(anon)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber}`).join(' < ')}`,
      );
    }
  const nodes = await page.evaluate(() => document.querySelectorAll('*').length);
  console.log(
    `${d}: layouts ${layouts.length}, objects laid out ${total}, largest ${Math.max(...objs)}, forced ${forced.length} (${forced.reduce((a, e) => a + (e.args?.beginData?.dirtyObjects ?? 0), 0)} objects), DOM elements ${nodes}`,
  );
  await context.close();
  server.close();
}
await browser.close();
