import type { Browser } from '@playwright/test';
import { createMRZ } from 'mrz-fast';

// A valid TD3 zone (ICAO 9303's specimen person) with an expiry in the future.
export const MRZ = createMRZ({
  documentCode: 'P',
  issuingState: 'UTO',
  lastName: 'ERIKSSON',
  firstName: 'ANNA MARIA',
  documentNumber: 'L898902C3',
  nationality: 'UTO',
  birthDate: { year: 1974, month: 8, day: 12 },
  sex: 'female',
  expirationDate: { year: 2032, month: 4, day: 15 },
  personalNumber: 'ZE184226B',
});

/**
 * A passport data page drawn in a throwaway page and photographed: 1600 px wide, the two MRZ
 * lines in a monospace font near the bottom, as a phone photo of the page would have them.
 */
export async function passportPhoto(browser: Browser): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1120 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.setContent(`<!doctype html><html><body style="margin:0">
    <div id="p" style="width:1600px;height:1120px;position:relative;background:#f3efe6;font-family:'DejaVu Sans',sans-serif;color:#223">
      <div style="position:absolute;left:70px;top:50px;font-size:44px;font-weight:700">PASSPORT · UTOPIA</div>
      <div style="position:absolute;left:70px;top:150px;width:360px;height:460px;background:#c9d3de;border-radius:8px"></div>
      <div style="position:absolute;left:500px;top:160px;font-size:30px;line-height:1.9">
        Surname / ERIKSSON<br>Given names / ANNA MARIA<br>Nationality / UTOPIAN<br>Date of birth / 12 AUG 1974<br>Sex / F<br>Date of expiry / 15 APR 2032
      </div>
      <pre style="position:absolute;left:60px;top:800px;margin:0;font-family:'DejaVu Sans Mono',monospace;font-size:50px;letter-spacing:2px;line-height:1.35">${MRZ.join('\n').replace(/</g, '&lt;')}</pre>
    </div></body></html>`);
  const png = await page.locator('#p').screenshot({ type: 'png' });
  await context.close();
  return png;
}

/** A PDF with a text layer, printed by Chromium from the given lines. */
export async function textPdf(browser: Browser, lines: string[], mono = false): Promise<Buffer> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const font = mono ? "'DejaVu Sans Mono',monospace" : "'DejaVu Sans','NanumGothic',sans-serif";
  await page.setContent(
    `<!doctype html><html><body style="font-family:${font};font-size:14px">${lines.map((l) => `<div>${escape(l)}</div>`).join('')}</body></html>`,
  );
  const pdf = await page.pdf({ format: 'A4' });
  await context.close();
  return pdf;
}
