// Where the main thread's time goes on a cold load of a route, at 4x CPU slowdown (like Lighthouse's
// mobile profile): every long task (over 50 ms) with the functions that took its time (self time,
// from the trace's CPU profile). For readable names, profile an unminified build:
//   npx vite build --minify false --outDir dist-prof && DIST=dist-prof node bench/profile.mjs /route
// Env: CPU (slowdown, default 4), WAIT (ms after load, default 8000), TOP (functions per task).
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { serveDist } from './serve-dist.mjs';

const route = process.argv[2] ?? '/';
const port = Number(process.argv[3] ?? 4298);
// DIST may name several builds (comma-separated): their runs are interleaved, for a fair comparison.
const dists = (process.env.DIST ?? 'dist').split(',');
const top = Number(process.env.TOP ?? 6);
const servers = await Promise.all(dists.map((d, i) => serveDist(resolve(import.meta.dirname, '..', d), port + i)));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const runs = Number(process.env.RUNS ?? 1);
const summaries = dists.map(() => []);
try {
  for (let run = 0; run < runs; run++)
    for (const [which, distName] of dists.entries()) {
      const summary = summaries[which];
      if (!process.env.SUMMARY && dists.length > 1) console.log(`\n=== ${distName}`);
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU ?? 4) });
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'disabled-by-default-v8.cpu_profiler',
          'blink.user_timing',
        ],
      });
      await page.goto(`http://127.0.0.1:${port + which}${route}`);
      await page.waitForTimeout(Number(process.env.WAIT ?? 8000));
      const trace = JSON.parse((await browser.stopTracing()).toString());
      const events = trace.traceEvents ?? trace;
      const main = events.find(
        (e) =>
          e.name === 'thread_name' &&
          e.args?.name === 'CrRendererMain' &&
          events.some((x) => x.pid === e.pid && x.name === 'ProfileChunk'),
      );
      const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
      const nav =
        onMain.find((e) => e.name === 'navigationStart' || e.name === 'markAsMainFrame') ??
        onMain.find((e) => e.name === 'RunTask');
      const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid);
      const t0 =
        (fcpEvent ? events.find((e) => e.name === 'navigationStart' && e.pid === main.pid) : nav)?.ts ?? nav.ts;
      // The CPU profile: nodes and samples arrive in chunks.
      const nodes = new Map();
      const samples = [];
      let t = 0;
      const profileIds = new Set(
        events.filter((x) => x.name === 'Profile' && x.pid === main.pid && x.tid === main.tid).map((x) => x.id),
      );
      for (const e of events.filter(
        (x) => x.pid === main.pid && profileIds.has(x.id) && (x.name === 'Profile' || x.name === 'ProfileChunk'),
      )) {
        if (e.name === 'Profile') {
          t = e.args.data.startTime;
          continue;
        }
        const d = e.args.data;
        for (const n of d.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
        const ids = d.cpuProfile?.samples ?? [];
        ids.forEach((id, i) => {
          t += d.timeDeltas[i];
          samples.push({ id, t });
        });
      }
      const parentOf = new Map();
      for (const n of nodes.values()) for (const c of n.children ?? []) parentOf.set(c, n.id);
      for (const n of nodes.values()) if (n.parent) parentOf.set(n.id, n.parent);
      const label = (n) =>
        `${n.callFrame.functionName || '(anon)'} ${String(n.callFrame.url ?? '')
          .replace(/.*\//, '')
          .replace(/-[\w-]{8}\.js/, '.js')}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber + 1}`;
      const cpuMode = Number(process.env.CPU ?? 4) === 1;
      const tasks = onMain.filter(
        (e) => e.name === 'RunTask' && (cpuMode ? 4 * (e.tdur ?? 0) > 50_000 : e.dur > 50_000),
      );
      const ms = (us) => Math.round(us / 1000);
      const blocking = tasks.reduce((s, e) => s + (e.dur - 50_000), 0);
      const afterFcp = tasks.filter((e) => !fcpEvent || e.ts >= fcpEvent.ts).reduce((s, e) => s + (e.dur - 50_000), 0);
      // Thread CPU time (tdur) x4, like Lighthouse's simulation of a 4x slower phone, and unlike wall
      // time not stretched by other processes on a loaded machine (run with CPU=1 for this figure).
      const cpuTasks = onMain.filter((e) => e.name === 'RunTask' && e.tdur && (!fcpEvent || e.ts >= fcpEvent.ts));
      const cpuBlocking = cpuTasks.reduce((s, e) => s + Math.max(0, 4 * e.tdur - 50_000), 0);
      const cpuTotal = cpuTasks.reduce((s, e) => s + e.tdur, 0);
      // Style recalculation and layout after FCP (wall ms at the set slowdown): what CSS and DOM cost.
      const styleLayout = onMain
        .filter(
          (e) => (e.name === 'UpdateLayoutTree' || e.name === 'Layout') && e.dur && (!fcpEvent || e.ts >= fcpEvent.ts),
        )
        .reduce((s, e) => s + e.dur, 0);
      summary.push({
        styleLayout: ms(styleLayout),
        blocking: ms(afterFcp),
        cpuBlocking: ms(cpuBlocking),
        cpuTotal: ms(cpuTotal),
        fcp: fcpEvent ? ms(fcpEvent.ts - t0) : NaN,
        longest: ms(Math.max(0, ...tasks.filter((e) => !fcpEvent || e.ts >= fcpEvent.ts).map((e) => e.dur))),
        cpuLongest: ms(4 * Math.max(0, ...cpuTasks.map((e) => e.tdur))),
      });
      if (process.env.CPUTASKS)
        for (const e of cpuTasks.filter((e) => 4 * e.tdur > 50_000))
          console.log(`  cpu task @${ms(e.ts - t0)} x4 = ${ms(4 * e.tdur)} ms (wall ${ms(e.dur)})`);
      await page.close();
      if (process.env.SUMMARY) continue;
      console.log(
        `${route}: ${tasks.length} long tasks, blocking ${ms(blocking)} ms (CPU x${process.env.CPU ?? 4}, real clock), FCP ${fcpEvent ? ms(fcpEvent.ts - t0) : '?'} ms`,
      );
      for (const task of tasks) {
        const self = new Map();
        let prev = null;
        for (const s of samples) {
          if (s.t < task.ts || s.t > task.ts + task.dur) {
            prev = s;
            continue;
          }
          const n = nodes.get(s.id);
          const dt = prev ? s.t - prev.t : 0;
          prev = s;
          if (!n || n.callFrame.functionName === '(idle)') continue;
          const up = nodes.get(parentOf.get(n.id));
          const key = process.env.PARENTS && up ? `${label(n)}  <- ${label(up)}` : label(n);
          self.set(key, (self.get(key) ?? 0) + dt);
        }
        const inner = onMain.filter(
          (e) =>
            e.ts >= task.ts &&
            e.ts < task.ts + task.dur &&
            [
              'EvaluateScript',
              'v8.evaluateModule',
              'FunctionCall',
              'TimerFire',
              'ParseHTML',
              'UpdateLayoutTree',
              'Layout',
              'Paint',
              'FireAnimationFrame',
              'v8.run',
              'RunMicrotasks',
              'XHRReadyStateChange',
              'EventDispatch',
            ].includes(e.name) &&
            e.dur > 2000,
        );
        const what = inner
          .slice(0, 6)
          .map(
            (e) =>
              `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.replace(/.*\//, '')}` : ''}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''} ${ms(e.dur)}`,
          )
          .join(', ');
        console.log(
          `\n@${ms(task.ts - t0)} ms  ${ms(task.dur)} ms${cpuMode ? ` (CPU x4 ${ms(4 * task.tdur)} ms)` : ''}  [${what}]`,
        );
        for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
          console.log(`   ${String(ms(v)).padStart(4)}  ${k}`);
      }
    }
  for (const [which, summary] of summaries.entries()) {
    const med = (k) => summary.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(summary.length / 2)];
    console.log(
      `${dists[which]} ${route}: median of ${runs}: blocking after FCP ${med('blocking')} ms, longest task ${med('longest')} ms, FCP ${med('fcp')} ms  (runs: ${summary.map((r) => r.blocking).join(' ')})`,
    );
    console.log(
      `${dists[which]} ${route}: CPU x4 after FCP: blocking ${med('cpuBlocking')} ms, longest ${med('cpuLongest')} ms, main-thread CPU ${med('cpuTotal')} ms, style+layout ${med('styleLayout')} ms (runs: ${summary.map((r) => r.cpuBlocking).join(' ')})`,
    );
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
}
