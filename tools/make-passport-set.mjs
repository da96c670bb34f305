// Generates the passport picture set the OCR bench measures: >= 60 pictures of a
// synthetic TD3 data page that vary what real pictures vary. Deterministic (seeded), so the set
// is not committed: bench/ocr.mjs runs this when tests/fixtures/passports/set/ is missing.
// With --fixtures it writes only the two small pictures the e2e reads (committed, beside the
// 9 of tools/make-passport-fixtures.mjs).
//
// Classes (each picture is in one; the bench reports per class):
//   scan-tight / scan-wide  flat scans and screenshots 600-4000 px wide, the MRZ with tight
//                           letter spacing (a large monospace font) or the wide spacing of real
//                           passports (smaller glyphs, 2.54 mm pitch)
//   phone-0/90/180/270      phone photos held at each of the four orientations, tilted up to
//                           ±15°, in perspective, the page anywhere in the picture
//   jpeg-800                any of the above sent through a messaging app: 800 px, JPEG q 0.6
//   low-contrast / glare / shadow   faded print, a bright reflection, a dark shadow across
//
//   node tools/make-passport-set.mjs [--fixtures]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { createMRZ } from 'mrz-fast';

const root = resolve(import.meta.dirname, '..');
const fixturesOnly = process.argv.includes('--fixtures');
const out = fixturesOnly
  ? join(root, 'tests', 'fixtures', 'passports')
  : join(root, 'tests', 'fixtures', 'passports', 'set');

let seed = 20261126;
const rand = () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 4294967296;
const between = (a, b) => a + rand() * (b - a);
const pick = (xs) => xs[Math.floor(rand() * xs.length)];
const pad = (n) => String(n).padStart(2, '0');
const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const dateText = (d) => `${pad(d.day)} ${months[d.month - 1]} ${d.year}`;

const surnames = [
  'NGUYEN',
  'SANTOS',
  'OBRIEN',
  'ERIKSSON',
  'GARCIA',
  'BISHOP',
  'TRAN',
  'DELA CRUZ',
  'PETROVA',
  'KOWALSKI',
  'SMITH',
  'IVANOVA',
  'HOANG',
  'REYES',
  'MOORE',
];
const givens = [
  'ANNA MARIA',
  'THI LAN',
  'SOPHIA GRACE',
  'LIAM GEORGE',
  'MARIA',
  'JOHN PAUL',
  'OLGA',
  'MINH ANH',
  'GRACE',
  'PIOTR',
  'JOSE MIGUEL',
  'ELENA',
];
const states = ['UTO', 'USA', 'GBR', 'VNM', 'PHL', 'RUS', 'POL', 'CAN', 'AUS', 'UZB'];
const alnum = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function person() {
  const state = pick(states);
  const letters = rand() < 0.5;
  let doc = letters ? pick('ABCDEFGHJKLMNPRSTUVXYZ') + pick('ABCDEFGHJKLMNPRSTUVXYZ') : '';
  while (doc.length < 9) doc += letters ? String(Math.floor(rand() * 10)) : pick(alnum.slice(26));
  const birth = {
    year: 1960 + Math.floor(rand() * 45),
    month: 1 + Math.floor(rand() * 12),
    day: 1 + Math.floor(rand() * 28),
  };
  const expiry = {
    year: 2027 + Math.floor(rand() * 9),
    month: 1 + Math.floor(rand() * 12),
    day: 1 + Math.floor(rand() * 28),
  };
  let personal = '';
  if (rand() < 0.3) while (personal.length < 9) personal += pick(alnum);
  return {
    documentCode: 'P',
    issuingState: state,
    lastName: pick(surnames),
    firstName: pick(givens),
    documentNumber: doc,
    nationality: state,
    birthDate: birth,
    sex: rand() < 0.5 ? 'female' : 'male',
    expirationDate: expiry,
    personalNumber: personal,
  };
}

const sexText = { female: 'F', male: 'M' };

/** The data page, 1250 x 880 CSS px (ID-3: 125 x 88 mm, 10 px per mm). */
function pageHtml(p, mrz, { wide, contrast }) {
  const esc = (s) => s.replace(/</g, '&lt;');
  // Real passports: OCR-B at 2.54 mm pitch (25.4 px here) with small glyphs; "tight": a large
  // monospace font whose advance is the pitch (the older fixtures).
  const mrzStyle = wide
    ? 'font-size:31px;letter-spacing:6.75px;line-height:62px'
    : 'font-size:42px;letter-spacing:0.1px;line-height:60px';
  const ink = contrast ? '#8a8a90' : '#111';
  return `<div class="pg" style="width:1250px;height:880px;position:relative;background:linear-gradient(160deg,#efe9dc,#e3e9ef);font-family:'DejaVu Sans',sans-serif;color:${contrast ? '#99a' : '#223'};overflow:hidden;border-radius:10px">
    <div style="position:absolute;left:50px;top:30px;font-size:34px;font-weight:700;letter-spacing:2px">PASSPORT / PASSEPORT</div>
    <div style="position:absolute;right:50px;top:36px;font-size:24px">Type P &nbsp; Code ${p.issuingState} &nbsp; No. ${p.documentNumber}</div>
    <div style="position:absolute;left:50px;top:110px;width:290px;height:370px;background:#b9c6d4;border-radius:6px"></div>
    <div style="position:absolute;left:390px;top:110px;font-size:22px;line-height:1.75">
      Surname / Nom<br><b>${p.lastName}</b><br>Given names / Prénoms<br><b>${p.firstName}</b><br>
      Nationality<br><b>${p.nationality}</b><br>Date of birth &nbsp; <b>${dateText(p.birthDate)}</b> &nbsp; Sex <b>${sexText[p.sex]}</b><br>
      Date of expiry &nbsp; <b>${dateText(p.expirationDate)}</b>
    </div>
    <div style="position:absolute;left:60px;top:560px;font-size:18px">Signature of bearer</div>
    <pre style="position:absolute;left:62px;top:700px;margin:0;font-family:'DejaVu Sans Mono',monospace;${mrzStyle};color:${ink}">${esc(mrz.join('\n'))}</pre>
  </div>`;
}

/** One scene per picture; `cls` is what the bench groups by. */
function scenes() {
  const list = [];
  const add = (cls, s) => list.push({ cls, name: `${pad(list.length + 1)}-${cls}`, ...s });
  // Flat scans and screenshots, 600-4000 px wide, both spacings.
  for (const [i, width] of [600, 800, 1200, 1600, 1600, 2400, 3200, 4000].entries())
    for (const wide of [false, true]) {
      const screenshot = i % 3 === 2;
      add(wide ? 'scan-wide' : 'scan-tight', {
        w: width,
        aspect: screenshot ? 0.62 : between(0.7, 1.4),
        flat: true,
        wide,
        desk: screenshot ? '#e8e8ec' : '#fff',
        fill: between(0.8, 0.96),
        png: screenshot,
        q: 0.9,
      });
    }
  // Phone photos at each orientation, tilted up to ±15°, the page anywhere.
  for (const turn of [0, 90, 180, 270])
    for (let k = 0; k < 6; k++)
      add(`phone-${turn}`, {
        w: pick([1600, 2000, 3000]),
        aspect: rand() < 0.5 ? 0.75 : 1.33,
        turn,
        wide: rand() < 0.6,
        tilt: [-15, 15, -8, 10, -3, 5][k] + between(-0.5, 0.5),
        fill: between(0.45, 0.8),
        persp: true,
        desk: pick(['#6b5a48', '#4d5a63', '#3f4a40', '#7a6a55', '#2e2a26']),
        light: between(0.1, 0.3),
        noise: between(6, 14),
        blur: between(0.3, 0.7),
        q: 0.82,
      });
  // Messaging apps: 800 px, JPEG quality 0.6.
  for (let k = 0; k < 8; k++)
    add('jpeg-800', {
      w: 1600,
      aspect: k % 2 ? 0.75 : 1.33,
      turn: [0, 0, 90, 180, 0, 270, 0, 0][k],
      wide: k % 3 !== 1,
      tilt: [0, 3, -5, 0, 8, -2, 0, 12][k],
      flat: k === 0 || k === 3,
      fill: k % 2 ? between(0.8, 0.95) : between(0.6, 0.9),
      persp: k !== 0 && k !== 3,
      desk: k === 0 || k === 3 ? '#fff' : '#5b4b3c',
      light: 0.15,
      noise: 6,
      blur: 0.4,
      shrink: 800,
      q: 0.6,
    });
  for (const cls of ['low-contrast', 'glare', 'shadow'])
    for (let k = 0; k < 4; k++)
      add(cls, {
        w: pick([1600, 2000]),
        aspect: rand() < 0.5 ? 0.75 : 1.33,
        turn: [0, 90, 180, 0][k],
        wide: k % 2 === 0,
        tilt: between(-6, 6),
        fill: between(0.55, 0.85),
        persp: k > 0,
        flat: k === 0,
        desk: k === 0 ? '#fff' : '#6b5a48',
        contrast: cls === 'low-contrast',
        glare: cls === 'glare',
        shadow: cls === 'shadow',
        light: 0.15,
        noise: 8,
        blur: 0.5,
        q: 0.8,
      });
  return list;
}

/** The two small pictures the e2e reads, beside the older fixtures (a flat scan with wide spacing; an 800 px JPEG). */
function fixtureScenes() {
  return [
    {
      cls: 'scan-wide',
      name: 'scan-wide-1600',
      w: 1600,
      aspect: 0.72,
      flat: true,
      wide: true,
      desk: '#fff',
      fill: 0.9,
      q: 0.85,
    },
    {
      cls: 'jpeg-800',
      name: 'jpeg-800-q60',
      w: 1600,
      aspect: 1.33,
      wide: true,
      tilt: 4,
      fill: 0.7,
      persp: true,
      desk: '#5b4b3c',
      light: 0.15,
      noise: 6,
      blur: 0.4,
      shrink: 800,
      q: 0.6,
    },
  ];
}

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const manifest = [];
try {
  const list = fixturesOnly ? fixtureScenes() : scenes();
  for (const [index, scene] of list.entries()) {
    const p = person();
    const mrz = createMRZ(p);
    // The scene as photographed, before the phone's turn: landscape or portrait.
    const quarter = scene.turn === 90 || scene.turn === 270;
    const W = quarter ? Math.round(scene.w * scene.aspect) : scene.w;
    const H = quarter ? scene.w : Math.round(scene.w * scene.aspect);
    // The page's box once turned by the tilt (and a little more for the perspective).
    const t = (Math.abs(scene.tilt ?? 0) * Math.PI) / 180;
    const boxW = (1250 * Math.cos(t) + 880 * Math.sin(t)) * (scene.persp ? 1.08 : 1);
    const boxH = (1250 * Math.sin(t) + 880 * Math.cos(t)) * (scene.persp ? 1.08 : 1);
    const scale = Math.min((W * scene.fill) / boxW, (H * scene.fill) / boxH);
    // The page anywhere in the picture, all of it inside.
    const slackX = Math.max(0, W - boxW * scale) / 2;
    const slackY = Math.max(0, H - boxH * scale) / 2;
    const cx = W / 2 + between(-slackX, slackX) * 0.9;
    const cy = H / 2 + between(-slackY, slackY) * 0.9;
    const persp = scene.persp
      ? `perspective(2200px) rotateX(${between(-7, 7).toFixed(1)}deg) rotateY(${between(-6, 6).toFixed(1)}deg) `
      : '';
    const transform = `translate(${(cx - 625).toFixed(1)}px,${(cy - 440).toFixed(1)}px) ${persp}rotateZ(${scene.tilt ?? 0}deg) scale(${scale.toFixed(4)})`;
    const context = await browser.newContext({ viewport: { width: W, height: H }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const layers = [
      scene.light
        ? `<div style="position:absolute;inset:0;background:radial-gradient(ellipse at ${between(10, 90).toFixed(0)}% ${between(10, 90).toFixed(0)}%,rgba(255,255,240,${scene.light}),rgba(0,0,0,${scene.light * 0.9}) 80%)"></div>`
        : '',
      scene.glare
        ? `<div style="position:absolute;left:${(cx - 300 * scale).toFixed(0)}px;top:${(cy + 120 * scale).toFixed(0)}px;width:${(420 * scale).toFixed(0)}px;height:${(260 * scale).toFixed(0)}px;border-radius:50%;background:radial-gradient(closest-side,rgba(255,255,255,0.85),rgba(255,255,255,0.35) 60%,rgba(255,255,255,0))"></div>`
        : '',
      scene.shadow
        ? `<div style="position:absolute;inset:0;background:linear-gradient(${between(60, 120).toFixed(0)}deg,rgba(0,0,0,0.6) 0%,rgba(0,0,0,0.55) 45%,rgba(0,0,0,0) 60%)"></div>`
        : '',
    ].join('');
    await page.setContent(`<!doctype html><html><body style="margin:0">
      <div id="s" style="width:${W}px;height:${H}px;position:relative;overflow:hidden;background:${scene.desk}">
        <div style="position:absolute;left:0;top:0;transform-origin:625px 440px;transform:${transform};filter:blur(${(scene.blur ?? 0) * Math.max(1, scale)}px);${scene.flat ? '' : 'box-shadow:0 12px 40px rgba(0,0,0,.45);'}border-radius:10px">${pageHtml(p, mrz, scene)}</div>
        ${layers}
      </div></body></html>`);
    const png = await page.locator('#s').screenshot({ type: 'png' });
    const dataUrl = await page.evaluate(
      async ({ b64, turn, noise, q, seed, shrink, png }) => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const quarter = turn === 90 || turn === 270;
        const k = shrink ? shrink / (quarter ? img.height : img.width) : 1;
        const c = document.createElement('canvas');
        c.width = Math.round((quarter ? img.height : img.width) * k);
        c.height = Math.round((quarter ? img.width : img.height) * k);
        const ctx = c.getContext('2d');
        ctx.imageSmoothingQuality = 'high';
        ctx.translate(c.width / 2, c.height / 2);
        ctx.rotate((turn * Math.PI) / 180);
        ctx.scale(k, k);
        ctx.drawImage(img, -img.width / 2, -img.height / 2);
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        if (noise) {
          const data = ctx.getImageData(0, 0, c.width, c.height);
          let s = seed;
          const r = () => (s = (s * 1664525 + 1013904223) >>> 0) / 4294967296;
          for (let i = 0; i < data.data.length; i += 4) {
            const n = (r() + r() - 1) * noise;
            data.data[i] += n;
            data.data[i + 1] += n + (r() - 0.5) * noise * 0.4;
            data.data[i + 2] += n;
          }
          ctx.putImageData(data, 0, 0);
        }
        return png ? c.toDataURL('image/png') : c.toDataURL('image/jpeg', q);
      },
      {
        b64: png.toString('base64'),
        turn: scene.turn ?? 0,
        noise: scene.noise ?? 0,
        q: scene.q,
        seed: 77 + index,
        shrink: scene.shrink ?? 0,
        png: !!scene.png,
      },
    );
    const file = `${scene.name}.${scene.png ? 'png' : 'jpg'}`;
    writeFileSync(join(out, file), Buffer.from(dataUrl.split(',')[1], 'base64'));
    await context.close();
    manifest.push({
      file,
      class: scene.cls,
      turn: scene.turn ?? 0,
      mrz,
      expected: {
        lastName: p.lastName,
        firstName: p.firstName,
        passportNumber: p.documentNumber,
        nationality: p.nationality,
        sex: sexText[p.sex],
        dateOfBirth: `${p.birthDate.year}-${pad(p.birthDate.month)}-${pad(p.birthDate.day)}`,
        passportExpiryDate: `${p.expirationDate.year}-${pad(p.expirationDate.month)}-${pad(p.expirationDate.day)}`,
      },
    });
    console.log(file);
  }
} finally {
  await browser.close();
}
writeFileSync(
  join(out, fixturesOnly ? 'manifest-extra.json' : 'manifest.json'),
  `${JSON.stringify(manifest, null, 2)}\n`,
);
