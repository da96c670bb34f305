// The MRZ band finder's pure steps (the worker draws the photo; these read its pixels).
import { describe, expect, it } from 'vitest';
import { bestTilt, edgeMap, findBands, textBeside, type Gray } from '../../src/features/documents/extraction/mrz-band';

/** A light page with dark "characters" (stripes) in text lines, optionally sloped by `tiltDeg`. */
function page(
  lines: Array<{ top: number; left: number; right: number }>,
  tiltDeg = 0,
  width = 600,
  height = 400,
): Gray {
  const data = new Uint8ClampedArray(width * height).fill(215);
  const slope = Math.tan((tiltDeg * Math.PI) / 180);
  for (const line of lines)
    for (let x = line.left; x < line.right; x++) {
      if (Math.floor(x / 5) % 2) continue;
      const shift = Math.round((x - width / 2) * slope);
      for (let y = line.top; y < line.top + 12; y++) {
        const yy = y + shift;
        if (yy >= 0 && yy < height) data[yy * width + x] = 40;
      }
    }
  return { data, width, height };
}

// A data page: a heading and short field lines above, the two long MRZ lines near the bottom.
const dataPage = [
  { top: 30, left: 40, right: 300 },
  { top: 80, left: 200, right: 420 },
  { top: 110, left: 200, right: 380 },
  { top: 140, left: 200, right: 450 },
  { top: 170, left: 200, right: 400 },
  { top: 300, left: 30, right: 570 },
  { top: 320, left: 30, right: 570 },
];

describe('MRZ band finder', () => {
  it('finds the two long MRZ lines below the printed fields', () => {
    const g = page(dataPage);
    const edges = edgeMap(g);
    const [band] = findBands(g, edges);
    expect(band.lines).toBe(2);
    expect(band.top).toBeLessThanOrEqual(300);
    expect(band.bottom).toBeGreaterThanOrEqual(331);
    expect(band.bottom).toBeLessThan(360);
    expect(band.runWidth).toBeGreaterThan(500);
    // More text above than below: the page is upright.
    expect(textBeside(edges, g.width, g.height, band, 'above')).toBeGreaterThan(
      textBeside(edges, g.width, g.height, band, 'below'),
    );
  });

  it.each([-4, -2, 0, 3, 5])('measures a tilt of %i degrees to within half a degree', (deg) => {
    const g = page(dataPage, deg);
    const tilt = bestTilt(edgeMap(g), g.width, g.height);
    expect(Math.abs((tilt.angle * 180) / Math.PI - deg)).toBeLessThanOrEqual(0.5);
  });

  it('finds no band in an empty page', () => {
    const g = page([]);
    expect(findBands(g)).toEqual([]);
  });
});
