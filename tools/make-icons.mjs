// Renders the PNG icons from the logo SVG with Chromium (run once; the PNGs are committed).
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';

const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
const render = async (file, size, padding, background) => {
  await page.setViewportSize({ width: size, height: size });
  const inner = size - padding * 2;
  await page.setContent(
    `<html><body style="margin:0;background:${background};display:flex;align-items:center;justify-content:center;width:${size}px;height:${size}px">` +
      svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `) +
      '</body></html>',
  );
  await page.screenshot({
    path: new URL(`../public/icons/${file}`, import.meta.url).pathname,
    omitBackground: background === 'transparent',
  });
};
await render('icon-192.png', 192, 0, 'transparent');
await render('icon-512.png', 512, 0, 'transparent');
await render('apple-touch-icon.png', 180, 0, '#0f6f65');
// Maskable: the logo inside the 80% safe zone on a full-bleed background.
await render('maskable-512.png', 512, 72, '#0f6f65');
await browser.close();
