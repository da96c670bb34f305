// The main thread's tasks of a cold load, builds interleaved run by run, timed by the thread's own CPU clock
// (the trace's tdur), which a busy host stretches far less than wall time: each task's CPU time times SLOW (4,
// Lighthouse mobile's multiplier), and the blocking time as Lighthouse sums it (each task's time over 50 ms)
// from first paint to quiet, with the longest task. Usage:
// DIST=dist,/tmp/before RUNS=5 PORT=4423 node bench/long-tasks.mjs /route [/route...]  (SLOW=4; CPU=1 throttles).
// The page runs as Lighthouse runs it: the debugger on with async stacks 8 deep, and Lighthouse's trace categories.
// LH=0 leaves both off (a plain Playwright session, where V8 does work neither Lighthouse nor a user's browser does:
// docs/performance.md, "That task exists only in a Playwright session").
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { serveDist } from './serve-dist.mjs';
import { tasksAfterFirstPaint } from './trace-blocking.mjs';

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const dists = (process.env.DIST ?? 'dist').split(',');
const runs = Number(process.env.RUNS ?? 5);
const cpu = Number(process.env.CPU ?? 1);
const slow = Number(process.env.SLOW ?? 4);
const port = Number(process.env.PORT ?? 4423);
const servers = await Promise.all(dists.map((d, i) => serveDist(resolve(d), port + i)));
// Lighthouse's own trace categories (with LH=0, the few this script reads): the stacks and the scripts' sources
// that Lighthouse's trace records cost the page's main thread CPU time too.
const categories =
  process.env.LH === '0'
    ? ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading']
    : (await import('lighthouse/core/gather/gatherers/trace.js')).default.getDefaultTraceCategories();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
// What a long task spent its time on (the outermost of these within it).
const named =
  /^(FunctionCall|EvaluateScript|v8\.compile|v8\.compileModule|v8\.evaluateModule|Layout|UpdateLayoutTree|Paint|ParseHTML|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|MajorGC|MinorGC|ParseAuthorStyleSheet|PrePaint|Layerize|HitTest)$/;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function once(url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  if (process.env.LH !== '0') {
    // What Lighthouse turns on before it navigates (its enableAsyncStacks): the debugger, with async stacks 8 deep.
    await cdp.send('Debugger.enable');
    await cdp.send('Debugger.setSkipAllPauses', { skip: true });
    await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 8 });
  }
  await cdp.send('Tracing.start', { categories: categories.join(','), transferMode: 'ReturnAsStream' });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2000);
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  const { stream } = await done;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    text += chunk.data;
    if (chunk.eof) break;
  }
  await context.close();
  const events = JSON.parse(text).traceEvents ?? JSON.parse(text);
  const found = tasksAfterFirstPaint(events, { slow });
  if (!found) throw new Error(`no first paint in the trace of ${url}`);
  const { fcp, ms, blocking } = found;
  const onMain = (e) => e.pid === fcp.pid && e.tid === fcp.tid;
  const after = found.tasks.filter((t) => ms(t) > 50);
  const longest = Math.max(
    0,
    ...events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && onMain(e) && ms(e) > 50).map(ms),
  );
  if (process.env.DETAIL)
    for (const t of after) {
      const inside = events.filter(
        (e) => e.ph === 'X' && onMain(e) && named.test(e.name) && e.ts >= t.ts && e.ts < t.ts + t.dur && ms(e) > 15,
      );
      const what = inside
        .filter((e) => !inside.some((o) => o !== e && o.ts <= e.ts && e.ts + e.dur <= o.ts + o.dur && o.dur > e.dur))
        .map((e) => {
          const d = e.args?.data ?? e.args?.beginData ?? {};
          const where = d.url ? ` ${d.url.replace(/^.*\//, '')}` : d.functionName ? ` ${d.functionName}` : '';
          return `${e.name}${where} ${Math.round(ms(e))}${e.name === 'Layout' ? ` (${d.dirtyObjects} objects)` : ''}`;
        });
      console.log(
        `  task ${Math.round((t.ts - fcp.ts) / 1000)} ms after FCP: ${Math.round(ms(t))} ms: ${what.join(', ')}`,
      );
    }
  return { blocking, longest, count: after.length };
}

try {
  for (const route of routes) {
    const results = dists.map(() => []);
    for (let r = 0; r < runs; r++)
      for (const [i] of dists.entries()) results[i].push(await once(`http://127.0.0.1:${port + i}${route}`));
    for (const [i, d] of dists.entries()) {
      const rs = results[i];
      console.log(
        `${route} ${d} (CPU time x${slow}, ${runs} runs): blocking median ${Math.round(median(rs.map((x) => x.blocking)))} ms, longest task median ${Math.round(median(rs.map((x) => x.longest)))} ms, long tasks median ${median(rs.map((x) => x.count))}`,
      );
    }
  }
} finally {
  await browser.close();
  for (const s of servers) s.close();
}
