// One Lighthouse mobile run of a route with the details behind the score: long tasks, script
// boot-up time, the LCP element and its phases (for finding where blocking time goes).
// Usage: node bench/lh-detail.mjs /route [port]  (serves dist/ compressed like bench/run.mjs)
import { resolve } from 'node:path';
import { serveDist } from './serve-dist.mjs';

const route = process.argv[2] ?? '/';
const port = Number(process.argv[3] ?? 4299);
const dist = resolve(import.meta.dirname, '..', process.env.DIST ?? 'dist');
const server = await serveDist(dist, port);
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  const { lhr } = await lighthouse(`http://127.0.0.1:${port}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = lhr.audits;
  if (process.env.LH_JSON) (await import('node:fs')).writeFileSync(process.env.LH_JSON, JSON.stringify(lhr));
  const ms = (v) => `${Math.round(v)} ms`;
  console.log(`${route}: score ${lhr.categories.performance.score} FCP ${ms(a['first-contentful-paint'].numericValue)} LCP ${ms(a['largest-contentful-paint'].numericValue)} TBT ${ms(a['total-blocking-time'].numericValue)} CLS ${a['cumulative-layout-shift'].numericValue.toFixed(3)} SI ${ms(a['speed-index'].numericValue)}`);
  const obs = a.metrics?.details?.items?.[0] ?? {};
  console.log(`  observed (unthrottled): FCP ${obs.observedFirstContentfulPaint} LCP ${obs.observedLargestContentfulPaint} load ${obs.observedLoad} lastVisualChange ${obs.observedLastVisualChange}`);
  // Lighthouse 13 names the LCP element and its phases in the LCP breakdown insight.
  for (const part of a['lcp-breakdown-insight']?.details?.items ?? []) {
    if (part.type === 'node') console.log('  LCP element:', part.nodeLabel, part.snippet?.slice(0, 100));
    for (const phase of part.items ?? []) console.log('  LCP phase', phase.label, ms(phase.duration));
  }
  for (const s of a['layout-shifts']?.details?.items ?? []) console.log('  shift', s.score?.toFixed(3), s.node?.snippet?.slice(0, 120));
  console.log('long tasks:');
  for (const t of a['long-tasks']?.details?.items ?? []) console.log('  ', ms(t.startTime), ms(t.duration), t.url);
  console.log('main thread:');
  for (const t of a['mainthread-work-breakdown']?.details?.items ?? []) console.log('  ', t.groupLabel ?? t.group, ms(t.duration));
  console.log('bootup:');
  for (const t of a['bootup-time']?.details?.items ?? []) console.log('  ', t.url, 'total', ms(t.total), 'eval', ms(t.scripting), 'parse', ms(t.scriptParseCompile));
} finally {
  await chrome.kill();
  server.close();
}
