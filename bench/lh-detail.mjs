// One Lighthouse mobile run of a route with the details behind the score: long tasks, script
// boot-up time, the LCP element and its phases (for finding where blocking time goes).
// Usage: node bench/lh-detail.mjs /route [port]  (serves dist/ compressed like bench/run.mjs; BENCH_SHELL, BENCH_PIN as there)
import { resolve } from 'node:path';
import { serveDist } from './serve-dist.mjs';
import { launchForLighthouse } from './lighthouse-chrome.mjs';

const route = process.argv[2] ?? '/';
const port = Number(process.argv[3] ?? 4299);
const dist = resolve(import.meta.dirname, '..', process.env.DIST ?? 'dist');
const server = await serveDist(dist, port);
const { default: lighthouse } = await import('lighthouse');
const { chrome, unpin } = await launchForLighthouse(['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage']);
try {
  const { lhr, artifacts } = await lighthouse(`http://127.0.0.1:${port}${route}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const a = lhr.audits;
  if (process.env.LH_JSON) (await import('node:fs')).writeFileSync(process.env.LH_JSON, JSON.stringify(lhr));
  const ms = (v) => `${Math.round(v)} ms`;
  console.log(
    `${route}: score ${lhr.categories.performance.score} FCP ${ms(a['first-contentful-paint'].numericValue)} LCP ${ms(a['largest-contentful-paint'].numericValue)} TBT ${ms(a['total-blocking-time'].numericValue)} CLS ${a['cumulative-layout-shift'].numericValue.toFixed(3)} SI ${ms(a['speed-index'].numericValue)}`,
  );
  const obs = a.metrics?.details?.items?.[0] ?? {};
  console.log(
    `  observed (unthrottled): FCP ${obs.observedFirstContentfulPaint} LCP ${obs.observedLargestContentfulPaint} load ${obs.observedLoad} lastVisualChange ${obs.observedLastVisualChange}`,
  );
  // Lighthouse 13 names the LCP element and its phases in the LCP breakdown insight.
  for (const part of a['lcp-breakdown-insight']?.details?.items ?? []) {
    if (part.type === 'node') console.log('  LCP element:', part.nodeLabel, part.snippet?.slice(0, 100));
    for (const phase of part.items ?? []) console.log('  LCP phase', phase.label, ms(phase.duration));
  }
  for (const s of a['layout-shifts']?.details?.items ?? [])
    console.log('  shift', s.score?.toFixed(3), s.node?.snippet?.slice(0, 120));
  console.log('long tasks:');
  for (const t of a['long-tasks']?.details?.items ?? []) console.log('  ', ms(t.startTime), ms(t.duration), t.url);
  console.log('main thread:');
  for (const t of a['mainthread-work-breakdown']?.details?.items ?? [])
    console.log('  ', t.groupLabel ?? t.group, ms(t.duration));
  console.log('bootup:');
  for (const t of a['bootup-time']?.details?.items ?? [])
    console.log('  ', t.url, 'total', ms(t.total), 'eval', ms(t.scripting), 'parse', ms(t.scriptParseCompile));
  // TASKS=1: the observed (unthrottled) trace's tasks that are long at 4x, with what filled them.
  if (process.env.TASKS) {
    const events = artifacts.Trace?.traceEvents ?? artifacts.traces?.defaultPass?.traceEvents ?? [];
    const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
    const main =
      events.find((e) => e.name === 'TracingStartedInBrowser') && nav ? { pid: nav.pid, tid: nav.tid } : null;
    const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
    const children = new Set([
      'EvaluateScript',
      'v8.evaluateModule',
      'FunctionCall',
      'TimerFire',
      'RunMicrotasks',
      'Layout',
      'UpdateLayoutTree',
      'ParseHTML',
      'ParseAuthorStyleSheet',
      'Paint',
      'FireAnimationFrame',
      'EventDispatch',
      'MajorGC',
      'MinorGC',
      'V8.GC_MC_BACKGROUND',
      'XHRReadyStateChange',
      'ResourceReceivedData',
      'IntersectionObserverController::computeIntersections',
      'PrePaint',
      'Commit',
    ]);
    for (const task of onMain.filter((e) => e.name === 'RunTask' && e.dur * 4 > 50_000)) {
      const within = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur);
      let inner = within.filter((e) => children.has(e.name));
      // Nothing familiar: the task's direct children, whatever they are.
      if (inner.length === 0)
        inner = within.filter((e) => !within.some((p) => p !== e && p.ts <= e.ts && p.ts + p.dur >= e.ts + e.dur));
      const sums = new Map();
      for (const e of inner) {
        const key = `${e.name}${e.args?.data?.url ? ' ' + e.args.data.url.replace(/^.*\//, '') : ''}${e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''}`;
        sums.set(key, (sums.get(key) ?? 0) + e.dur);
      }
      const what = [...sums]
        .sort((x, y) => y[1] - x[1])
        .slice(0, 4)
        .map(([k, v]) => `${k} ${Math.round((v * 4) / 1000)}`)
        .join(', ');
      console.log(
        `  task @${Math.round((task.ts - nav.ts) / 1000)} x4=${Math.round((task.dur * 4) / 1000)} ms: ${what}`,
      );
    }
  }
} finally {
  unpin();
  await chrome.kill();
  server.close();
}
