// Lighthouse mobile runs of two (or more) builds of the app, interleaved, for a fair before/after on
// a machine whose load moves: medians of TBT, LCP and the score per build.
// Usage: DIST=dist,dist-b RUNS=5 node bench/lh-ab.mjs /route [/route...]  (builds served compressed)
// BENCH_PIN=1: the page's renderer on a core of its own; BENCH_SHELL=1: the headless shell (bench/lighthouse-chrome.mjs).
import { resolve } from 'node:path';
import { serveDist } from './serve-dist.mjs';
import { observedBlocking } from './trace-blocking.mjs';
import { launchForLighthouse, lighthouseSetup } from './lighthouse-chrome.mjs';

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const dists = (process.env.DIST ?? 'dist,dist-b').split(',');
const runs = Number(process.env.RUNS ?? 5);
const port = Number(process.env.PORT ?? 4330);
const servers = await Promise.all(dists.map((d, i) => serveDist(resolve(import.meta.dirname, '..', d), port + i)));
const { default: lighthouse } = await import('lighthouse');
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
try {
  for (const route of routes) {
    const results = dists.map(() => []);
    for (let run = 0; run < runs; run++) {
      for (const [i] of dists.entries()) {
        const { chrome, unpin } = await launchForLighthouse([
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
        ]);
        try {
          const { lhr, artifacts } = await lighthouse(`http://127.0.0.1:${port + i}${route}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          });
          const a = lhr.audits;
          results[i].push({
            score: lhr.categories.performance.score,
            tbt: a['total-blocking-time'].numericValue,
            lcp: a['largest-contentful-paint'].numericValue,
            fcp: a['first-contentful-paint'].numericValue,
            cls: a['cumulative-layout-shift'].numericValue,
            bi: lhr.environment.benchmarkIndex,
            cpuTbt: observedBlocking(artifacts.Trace?.traceEvents ?? []).cpu,
          });
        } finally {
          unpin();
          await chrome.kill();
        }
      }
    }
    for (const [i, d] of dists.entries()) {
      const r = results[i];
      const m = (k) => median(r.map((x) => x[k]));
      console.log(
        `${d}${lighthouseSetup() ? ` (${lighthouseSetup()})` : ''} ${route}: median of ${runs}: score ${m('score')} TBT ${Math.round(m('tbt'))} ms LCP ${Math.round(m('lcp'))} ms FCP ${Math.round(m('fcp'))} ms CLS ${m('cls').toFixed(3)}  (TBT runs: ${r.map((x) => Math.round(x.tbt)).join(' ')}; from the trace's CPU time ${Math.round(m('cpuTbt'))} ms; benchmarkIndex ${Math.round(m('bi'))})`,
      );
    }
  }
} finally {
  servers.forEach((s) => s.close());
}
