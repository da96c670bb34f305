// Which elements are the LCP candidates of a cold load, in order, and which layout shifts happen, with
// the CPU throttled (default 4x, like Lighthouse mobile): load-independent evidence of what the largest
// paint waits for. Usage: node bench/lcp-trace.mjs /route [/route...]  (CPU=6 PORT=4345 DIST=dist)
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { serveDist } from './serve-dist.mjs';

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const port = Number(process.env.PORT ?? 4345);
const cpu = Number(process.env.CPU ?? 4);
const server = await serveDist(resolve(import.meta.dirname, '..', process.env.DIST ?? 'dist'), port);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const observe = () => {
  const label = (node) => {
    if (!node) return '(removed)';
    const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    return `<${node.tagName.toLowerCase()}${node.closest('#static-shell') ? ' static' : ''}> ${text}`;
  };
  window.__lcp = [];
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__lcp.push(`${Math.round(e.startTime)} ms size ${e.size} ${label(e.element)}`);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__shifts.push(
        `${Math.round(e.startTime)} ms ${e.value.toFixed(3)} ${e.sources.map((s) => `${label(s.node)} ${s.previousRect.y}->${s.currentRect.y} h ${s.previousRect.height}->${s.currentRect.height}`).join(' | ')}`,
      );
  }).observe({ type: 'layout-shift', buffered: true });
};
try {
  for (const route of routes) {
    for (const [width, height] of [[412, 823]]) {
      const context = await browser.newContext({ viewport: { width, height }, serviceWorkers: 'block' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      await page.addInitScript(observe);
      const fcp = page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
      await fcp;
      await page.waitForTimeout(1500);
      const paint = await page.evaluate(() =>
        Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1),
      );
      const { lcp, shifts } = await page.evaluate(() => ({ lcp: window.__lcp, shifts: window.__shifts }));
      console.log(`${route} (${width}px, CPU ${cpu}x): FCP ${paint} ms`);
      for (const l of lcp) console.log('  LCP', l);
      for (const s of shifts) console.log('  shift', s);
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
