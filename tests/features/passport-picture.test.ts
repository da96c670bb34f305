// One test per failure class seen by a new user. The pictures are the committed ones
// made by tools/make-passport-set.mjs --fixtures (a 1600 px flat scan with the wide letter
// spacing of real passports; an 800 px JPEG at quality 0.6), decoded here with jpeg-js, and
// searched the way the band worker searches them (mrz-band.ts); a 20000 x 20000 picture is
// refused from its header at once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import jpeg from 'jpeg-js';
import { allChecksPass, bestMrzReading, correctMrz, findMrzLines } from '../../src/domain/mrz';
import { imageSize, MAX_READ_PIXELS, sizeFromHeader } from '../../src/features/documents/extraction/image-size';
import { bestTilt, edgeMap, findBands, textBeside, type Gray } from '../../src/features/documents/extraction/mrz-band';
import { readDocument } from '../../src/features/documents/extraction/read-document';

const dir = join(import.meta.dirname, '..', 'fixtures', 'passports');

/** The picture in gray, scaled down (box filter) to the band worker's search size. */
function searchImage(file: string, size = 900): Gray {
  const { data, width, height } = jpeg.decode(readFileSync(join(dir, file)), { useTArray: true });
  const k = Math.min(1, size / Math.max(width, height));
  const w = Math.round(width * k);
  const h = Math.round(height * k);
  const out = new Uint8ClampedArray(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const x0 = Math.floor(x / k);
      const y0 = Math.floor(y / k);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) / k));
      const y1 = Math.max(y0 + 1, Math.floor((y + 1) / k));
      let sum = 0;
      for (let yy = y0; yy < y1; yy++)
        for (let xx = x0; xx < x1; xx++) {
          const i = (yy * width + xx) * 4;
          sum += (data[i] * 77 + data[i + 1] * 151 + data[i + 2] * 28) >> 8;
        }
      out[y * w + x] = sum / ((x1 - x0) * (y1 - y0));
    }
  return { data: out, width: w, height: h };
}

/** The image turned by -angle about its centre (bilinear, white outside), as the worker straightens it. */
function straighten(g: Gray, angle: number): Gray {
  const out = new Uint8ClampedArray(g.width * g.height).fill(255);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const cx = g.width / 2;
  const cy = g.height / 2;
  for (let y = 0; y < g.height; y++)
    for (let x = 0; x < g.width; x++) {
      const sx = cos * (x - cx) + sin * (y - cy) + cx;
      const sy = -sin * (x - cx) + cos * (y - cy) + cy;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= g.width || y0 + 1 >= g.height) continue;
      const fx = sx - x0;
      const fy = sy - y0;
      const at = (xx: number, yy: number) => g.data[yy * g.width + xx];
      out[y * g.width + x] =
        (at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx) * (1 - fy) +
        (at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx) * fy;
    }
  return { data: out, width: g.width, height: g.height };
}

/** The band search as the worker runs it: the tilt measured, the picture straightened, the bands found. */
function expectBothLinesIn(file: string) {
  const photo = searchImage(file);
  const tilt = bestTilt(edgeMap(photo), photo.width, photo.height);
  expect(Math.abs((tilt.angle * 180) / Math.PI)).toBeLessThan(6);
  const g = tilt.angle === 0 ? photo : straighten(photo, -tilt.angle);
  const edges = edgeMap(g);
  const [band] = findBands(g, edges);
  expect(band).toBeDefined();
  // Both MRZ lines in one band: a crop of one line cannot be read as an MRZ (the regression).
  expect(band.lines).toBe(2);
  expect(band.runWidth).toBeGreaterThan(g.width * 0.3);
  // The printed fields are above it: read upright first.
  expect(textBeside(edges, g.width, g.height, band, 'above')).toBeGreaterThan(
    textBeside(edges, g.width, g.height, band, 'below'),
  );
  return { g, band };
}

describe('passport pictures a new user tried', () => {
  it('finds both wide-spaced MRZ lines of a clean 1600 px flat scan as one band', () => {
    const { g, band } = expectBothLinesIn('scan-wide-1600.jpg');
    // The lines are ~1.8 glyph heights apart: the search paired only lines 1.6 apart before.
    const height = band.textBottom - band.textTop;
    expect(height).toBeGreaterThan(g.height * 0.05);
  });

  it('finds both MRZ lines of an 800 px JPEG at quality 0.6', () => {
    const { g, band } = expectBothLinesIn('jpeg-800-q60.jpg');
    // Small print: the band is still found whole at this size (the lines are ~1.3 % of the picture tall).
    expect(band.textBottom - band.textTop).toBeGreaterThan(g.height * 0.02);
  });

  it('keeps positions when OCR adds a speck beside a line ("F 3665…")', () => {
    const [line1, line2] = [
      'P<AUSERIKSSON<<LIAM<GEORGE<<<<<<<<<<<<<<<<<<',
      '3665978413AUS8503161M3210097GQTPLHKPI<<<<<76',
    ];
    expect(findMrzLines(`${line1}\nF ${line2}\n`)).toEqual([line1, line2]);
    expect(findMrzLines(`${line1} 3\n${line2} 3\n`)).toEqual([line1, line2]);
  });

  it('lets check digits decide only between dates that exist (a wide-spaced scan misread "3502044" as "3902644")', () => {
    const line1 = 'P<CANDELA<CRUZ<<OLGA<<<<<<<<<<<<<<<<<<<<<<<<';
    const misread = '8840614562CAN6903022F3902644<<<<<<<<<<<<<<08';
    const right = '8840614562CAN6903022F3502044<<<<<<<<<<<<<<08';
    // Day 64 passes its check digit by chance: not a reading to stop at, so the band is read again.
    expect(allChecksPass(correctMrz([line1, misread]))).toBe(false);
    expect(
      bestMrzReading([
        [line1, misread],
        [line1, right],
      ]).lines[1],
    ).toBe(right);
  });

  it('reads the size of a JPEG from its header', async () => {
    const blob = new Blob([readFileSync(join(dir, 'jpeg-800-q60.jpg'))], { type: 'image/jpeg' });
    expect(await imageSize(blob)).toEqual({ width: 800, height: 1064 });
  });

  it('refuses a 20000 x 20000 picture at once, from its header, with a reason to show', async () => {
    // A PNG's signature and header chunk: enough to know its size; nothing is decoded.
    const png = new Uint8Array(64);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(png.buffer).setUint32(16, 20000);
    new DataView(png.buffer).setUint32(20, 20000);
    png.set([8, 2, 0, 0, 0], 24);
    expect(sizeFromHeader(png)).toEqual({ width: 20000, height: 20000 });
    expect(20000 * 20000).toBeGreaterThan(MAX_READ_PIXELS);
    const started = performance.now();
    const outcome = await readDocument('passport', new Blob([png], { type: 'image/png' }), () => {});
    expect(outcome).toEqual({ kind: 'failed', reason: 'too-large' });
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
