// Generates the passport photo fixtures in tests/fixtures/passports/ (committed; the OCR bench
// and the e2e read them). A synthetic data page with a TD3 zone (ICAO 9303) in a monospace
// font (no OCR-B on this machine: DejaVu Sans Mono is the closest) is drawn in Chromium, then
// "photographed": placed on a desk, turned, tilted in perspective, lit unevenly, noised and
// saved as JPEG. Deterministic: the noise comes from a seeded generator.
//
//   node tools/make-passport-fixtures.mjs
import { mkdirSync, writeFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { createMRZ } from 'mrz-fast';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'tests', 'fixtures', 'passports');

// Values chosen to hold the characters OCR confuses: 0/O/G/6, 1/I/L, 5/S, 8/B.
const people = [
  {
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
  },
  {
    documentCode: 'P',
    issuingState: 'USA',
    lastName: 'OBRIEN',
    firstName: 'SOPHIA GRACE',
    documentNumber: '560118930',
    nationality: 'USA',
    birthDate: { year: 1990, month: 10, day: 5 },
    sex: 'female',
    expirationDate: { year: 2031, month: 6, day: 30 },
    personalNumber: '',
  },
  {
    documentCode: 'P',
    issuingState: 'GBR',
    lastName: 'BISHOP',
    firstName: 'LIAM GEORGE',
    documentNumber: '508165017',
    nationality: 'GBR',
    birthDate: { year: 1988, month: 1, day: 16 },
    sex: 'male',
    expirationDate: { year: 2030, month: 11, day: 8 },
    personalNumber: '',
  },
];

const sexText = { female: 'F', male: 'M' };
const pad = (n) => String(n).padStart(2, '0');
const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const dateText = (d) => `${pad(d.day)} ${months[d.month - 1]} ${d.year}`;

/** The data page, 1250 x 880 CSS px (ID-3: 125 x 88 mm). */
function pageHtml(p, mrz) {
  const esc = (s) => s.replace(/</g, '&lt;');
  return `<div class="pg" style="width:1250px;height:880px;position:relative;background:linear-gradient(160deg,#efe9dc,#e3e9ef);font-family:'DejaVu Sans',sans-serif;color:#223;overflow:hidden;border-radius:10px">
    <div style="position:absolute;left:50px;top:30px;font-size:34px;font-weight:700;letter-spacing:2px">PASSPORT / PASSEPORT</div>
    <div style="position:absolute;right:50px;top:36px;font-size:24px">Type P &nbsp; Code ${p.issuingState} &nbsp; No. ${p.documentNumber}</div>
    <div style="position:absolute;left:50px;top:110px;width:290px;height:370px;background:#b9c6d4;border-radius:6px"></div>
    <div style="position:absolute;left:390px;top:110px;font-size:22px;line-height:1.75">
      Surname / Nom<br><b>${p.lastName}</b><br>Given names / Prénoms<br><b>${p.firstName}</b><br>
      Nationality<br><b>${p.nationality}</b><br>Date of birth &nbsp; <b>${dateText(p.birthDate)}</b> &nbsp; Sex <b>${sexText[p.sex]}</b><br>
      Date of expiry &nbsp; <b>${dateText(p.expirationDate)}</b>
    </div>
    <div style="position:absolute;left:60px;top:560px;font-size:18px;color:#667">Signature of bearer</div>
    <pre style="position:absolute;left:34px;top:690px;margin:0;font-family:'DejaVu Sans Mono',monospace;font-size:44px;letter-spacing:0.5px;line-height:1.45;color:#111">${esc(mrz.join('\n'))}</pre>
  </div>`;
}

/**
 * Scenes: the photo's size, how the page sits in it (CSS transform on a desk), the light, noise,
 * JPEG quality and a final rotation of the whole photo (how the phone was held).
 */
const scenes = [
  {
    name: 'clean-scan',
    person: 0,
    w: 1400,
    h: 1000,
    page: 'translate(75px,60px)',
    desk: '#fff',
    light: 0,
    noise: 0,
    blur: 0,
    q: 0.9,
    turn: 0,
  },
  {
    name: 'phone-photo',
    person: 1,
    w: 1600,
    h: 1200,
    page: 'translate(170px,170px) perspective(1800px) rotateX(9deg) rotateY(-5deg) rotateZ(-2deg) scale(0.98)',
    desk: '#6b5a48',
    light: 0.35,
    noise: 14,
    blur: 0.6,
    q: 0.82,
    turn: 0,
  },
  {
    name: 'rotated-90',
    person: 2,
    w: 1600,
    h: 1200,
    page: 'translate(170px,150px) perspective(2000px) rotateX(5deg) rotateZ(1.5deg)',
    desk: '#4d5a63',
    light: 0.25,
    noise: 10,
    blur: 0.5,
    q: 0.82,
    turn: 90,
  },
  {
    name: 'rotated-180',
    person: 0,
    w: 1600,
    h: 1200,
    page: 'translate(170px,160px) perspective(2000px) rotateY(6deg) rotateZ(-1deg)',
    desk: '#7a6a55',
    light: 0.25,
    noise: 10,
    blur: 0.5,
    q: 0.82,
    turn: 180,
  },
  {
    name: 'rotated-270',
    person: 1,
    w: 1600,
    h: 1200,
    page: 'translate(170px,150px) perspective(2000px) rotateX(-5deg) rotateZ(2deg)',
    desk: '#3f4a40',
    light: 0.25,
    noise: 10,
    blur: 0.5,
    q: 0.82,
    turn: 270,
  },
  {
    name: 'upper-half-portrait',
    person: 2,
    w: 1200,
    h: 1600,
    page: 'translate(-28px,40px) scale(0.9) perspective(2000px) rotateX(4deg) rotateZ(-1deg)',
    desk: '#5b4b3c',
    light: 0.3,
    noise: 12,
    blur: 0.5,
    q: 0.82,
    turn: 0,
  },
  {
    name: 'low-light',
    person: 0,
    w: 1600,
    h: 1200,
    page: 'translate(170px,160px) perspective(2000px) rotateX(6deg) rotateZ(1deg)',
    desk: '#2e2a26',
    light: 0.2,
    dark: 0.55,
    noise: 16,
    blur: 0.7,
    q: 0.76,
    turn: 0,
  },
  {
    name: 'tilt-4deg',
    person: 1,
    w: 1600,
    h: 1200,
    page: 'translate(170px,160px) rotateZ(4deg)',
    desk: '#6b5a48',
    light: 0.2,
    noise: 10,
    blur: 0.4,
    q: 0.82,
    turn: 0,
  },
  {
    name: 'rotated-270-tilt',
    person: 0,
    w: 1600,
    h: 1200,
    page: 'translate(170px,160px) perspective(2000px) rotateX(4deg) rotateZ(-3.5deg)',
    desk: '#4d5a63',
    light: 0.25,
    noise: 12,
    blur: 0.5,
    q: 0.82,
    turn: 270,
  },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const manifest = [];
try {
  for (const [index, scene] of scenes.entries()) {
    const person = people[scene.person];
    const mrz = createMRZ(person);
    const context = await browser.newContext({ viewport: { width: scene.w, height: scene.h }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const light = scene.light
      ? `<div style="position:absolute;inset:0;background:radial-gradient(ellipse at 25% 20%,rgba(255,255,240,${scene.light}),rgba(0,0,0,${scene.light * 0.9}) 80%)"></div>`
      : '';
    const dark = scene.dark
      ? `<div style="position:absolute;inset:0;background:rgba(10,8,20,${scene.dark})"></div>`
      : '';
    await page.setContent(`<!doctype html><html><body style="margin:0">
      <div id="s" style="width:${scene.w}px;height:${scene.h}px;position:relative;overflow:hidden;background:${scene.desk}">
        <div style="position:absolute;left:0;top:0;transform-origin:625px 440px;transform:${scene.page};filter:blur(${scene.blur}px);box-shadow:0 12px 40px rgba(0,0,0,.45);border-radius:10px">${pageHtml(person, mrz)}</div>
        ${light}${dark}
      </div></body></html>`);
    const png = await page.locator('#s').screenshot({ type: 'png' });
    // Turn, noise and JPEG encoding on a canvas in the same page.
    const dataUrl = await page.evaluate(
      async ({ b64, turn, noise, q, seed }) => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const quarter = turn === 90 || turn === 270;
        const c = document.createElement('canvas');
        c.width = quarter ? img.height : img.width;
        c.height = quarter ? img.width : img.height;
        const ctx = c.getContext('2d');
        ctx.translate(c.width / 2, c.height / 2);
        ctx.rotate((turn * Math.PI) / 180);
        ctx.drawImage(img, -img.width / 2, -img.height / 2);
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        if (noise) {
          const data = ctx.getImageData(0, 0, c.width, c.height);
          let s = seed;
          const rand = () => (s = (s * 1664525 + 1013904223) >>> 0) / 4294967296;
          for (let i = 0; i < data.data.length; i += 4) {
            const n = (rand() + rand() - 1) * noise;
            data.data[i] += n;
            data.data[i + 1] += n + (rand() - 0.5) * noise * 0.4;
            data.data[i + 2] += n;
          }
          ctx.putImageData(data, 0, 0);
        }
        return c.toDataURL('image/jpeg', q);
      },
      { b64: png.toString('base64'), turn: scene.turn, noise: scene.noise, q: scene.q, seed: 1234 + index },
    );
    const file = join(out, `${scene.name}.jpg`);
    writeFileSync(file, Buffer.from(dataUrl.split(',')[1], 'base64'));
    await context.close();
    manifest.push({
      file: `${scene.name}.jpg`,
      turn: scene.turn,
      mrz,
      expected: {
        lastName: person.lastName,
        firstName: person.firstName,
        passportNumber: person.documentNumber,
        nationality: person.nationality,
        sex: sexText[person.sex],
        dateOfBirth: `${person.birthDate.year}-${pad(person.birthDate.month)}-${pad(person.birthDate.day)}`,
        passportExpiryDate: `${person.expirationDate.year}-${pad(person.expirationDate.month)}-${pad(person.expirationDate.day)}`,
      },
    });
    console.log(`${scene.name}.jpg  ${(statSync(file).size / 1024).toFixed(0)} KB`);
  }
} finally {
  await browser.close();
}
writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
