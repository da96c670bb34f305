// The scripts and stylesheets a cold load of each route requests (count and transfer size), in a
// fresh context without a service worker, until 4 s after load; page errors are printed too.
// Usage: DIST=dist[,dist-b] node bench/requests.mjs /route [/route...]
import { chromium } from 'playwright';
import { resolve } from 'node:path';
import { serveDist } from './serve-dist.mjs';
const dists = (process.env.DIST ?? 'dist').split(',');
const routes = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [i, d] of dists.entries()) {
  const server = await serveDist(resolve(import.meta.dirname, '..', d), 4400 + i);
  for (const route of routes) {
    const ctx = await browser.newContext({ serviceWorkers: 'block' });
    const page = await ctx.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const got = [];
    page.on('requestfinished', async (r) => {
      const u = r.url();
      if (/\.(js|css)$/.test(u)) got.push([u, (await r.sizes()).responseBodySize]);
    });
    await page.goto(`http://127.0.0.1:${4400 + i}${route}`, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    const js = got.filter(([u]) => u.endsWith('.js')),
      css = got.filter(([u]) => u.endsWith('.css'));
    const kb = (l) => (l.reduce((a, [, s]) => a + s, 0) / 1024).toFixed(0);
    console.log(
      `${d.padEnd(16)} ${route.padEnd(24)} js ${js.length} (${kb(js)} KiB) css ${css.length} (${kb(css)} KiB) ${errors.length ? 'ERRORS ' + errors.slice(0, 2).join(' | ') : ''}`,
    );
    await ctx.close();
  }
  server.close();
}
await browser.close();
