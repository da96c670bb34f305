/**
 * Finding a passport's machine-readable zone in a photo without reading it: pure functions on a
 * downscaled grayscale image (runs in mrz-band-worker.ts).
 *
 * Text strokes make horizontal-gradient "edges". Text lines that run along the image's rows
 * concentrate those edges in some rows and leave the rows between lines empty, so the row profile
 * of the edges is peaky; text that runs down the columns (a photo turned 90 degrees) gives a flat
 * profile. Shearing the profile by a few degrees and keeping the peakiest finds small tilts
 * (projection-profile deskew). In the upright image, the MRZ is the pair of the longest
 * continuous text rows: 44 characters across almost the whole page, with filler '<' that has
 * edges too.
 */
export type Gray = { data: Uint8ClampedArray; width: number; height: number };

export type Band = {
  /** Rows and columns in the gray image's coordinates, margins included. */
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** The MRZ text itself (no margins), for the page's place. */
  textLeft: number;
  textRight: number;
  textTop: number;
  textBottom: number;
  /** Width of the longest text run: the MRZ line's width, which sets the crop's scale. */
  runWidth: number;
  lines: number;
  score: number;
};

export function toGray(rgba: Uint8ClampedArray, width: number, height: number): Gray {
  const data = new Uint8ClampedArray(width * height);
  for (let i = 0, j = 0; j < data.length; i += 4, j++)
    data[j] = (rgba[i] * 77 + rgba[i + 1] * 151 + rgba[i + 2] * 28) >> 8;
  return { data, width, height };
}

/** 1 where the horizontal gradient is strong (text strokes), relative to the image's own contrast. */
export function edgeMap(g: Gray): Uint8Array {
  const { data, width, height } = g;
  const grad = new Uint8Array(width * height);
  const hist = new Uint32Array(256);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 1; x < width - 1; x++) {
      const d = Math.abs(data[row + x + 1] - data[row + x - 1]);
      grad[row + x] = d;
      hist[d]++;
    }
  }
  // Noise and smooth shading sit in the bulk of the histogram; strokes are in its upper tail.
  let seen = 0;
  let p90 = 0;
  const total = grad.length;
  for (let v = 0; v < 256; v++) {
    seen += hist[v];
    if (seen >= total * 0.9) {
      p90 = v;
      break;
    }
  }
  const threshold = Math.max(10, p90 + 6);
  const edges = new Uint8Array(width * height);
  for (let i = 0; i < total; i++) edges[i] = grad[i] > threshold ? 1 : 0;
  return edges;
}

/** The edge pixels as coordinates: the tilt search visits only these (a tenth of the image or less). */
export function edgePoints(edges: Uint8Array, width: number): { xs: Int16Array; ys: Int16Array } {
  let n = 0;
  for (let i = 0; i < edges.length; i++) n += edges[i];
  const xs = new Int16Array(n);
  const ys = new Int16Array(n);
  for (let i = 0, k = 0; i < edges.length; i++) {
    if (!edges[i]) continue;
    xs[k] = i % width;
    ys[k++] = (i / width) | 0;
  }
  return { xs, ys };
}

/** How peaky the row profile of the edges is along lines sloped by `angle` (radians): 1 + CV². */
export function profilePeakiness(
  points: { xs: Int16Array; ys: Int16Array },
  width: number,
  height: number,
  angle: number,
): number {
  const slope = Math.tan(angle);
  const pad = Math.ceil(Math.abs(slope) * width) + 1;
  const profile = new Float64Array(height + 2 * pad);
  const { xs, ys } = points;
  const count = xs.length;
  if (count === 0) return 0;
  const centre = width / 2;
  for (let k = 0; k < count; k++) profile[Math.round(ys[k] - (xs[k] - centre) * slope) + pad]++;
  let squares = 0;
  for (const v of profile) squares += v * v;
  return (height * squares) / (count * count);
}

/** Tilts searched either way (degrees): phone photos up to ±15°. */
export const MAX_TILT_DEG = 17;

/** The tilt (radians) whose sheared profile is peakiest, within ±MAX_TILT_DEG, to a quarter degree. */
export function bestTilt(edges: Uint8Array, width: number, height: number): { angle: number; score: number } {
  const deg = Math.PI / 180;
  const points = edgePoints(edges, width);
  let best = { angle: 0, score: -1 };
  for (let a = -MAX_TILT_DEG; a <= MAX_TILT_DEG; a += 1) {
    const score = profilePeakiness(points, width, height, a * deg);
    if (score > best.score) best = { angle: a * deg, score };
  }
  const coarse = best.angle;
  for (let a = -0.75; a <= 0.75; a += 0.25) {
    if (a === 0) continue;
    const score = profilePeakiness(points, width, height, coarse + a * deg);
    if (score > best.score) best = { angle: coarse + a * deg, score };
  }
  return best;
}

type Run = { length: number; start: number; end: number };

/** Each row's longest run of text-dense pixels, bridging gaps between words and characters. */
function rowRuns(edges: Uint8Array, width: number, height: number): Run[] {
  const window = Math.max(3, Math.round(width * 0.02));
  const half = window >> 1;
  const gapMax = Math.max(2, Math.round(width * 0.02));
  const runs: Run[] = [];
  const dense = new Uint8Array(width);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let x = 0; x < Math.min(width, half); x++) sum += edges[row + x];
    for (let x = 0; x < width; x++) {
      if (x + half < width) sum += edges[row + x + half];
      if (x - half - 1 >= 0) sum -= edges[row + x - half - 1];
      dense[x] = sum >= window * 0.2 ? 1 : 0;
    }
    let best: Run = { length: 0, start: 0, end: 0 };
    let start = -1;
    let last = -1;
    for (let x = 0; x < width; x++) {
      if (!dense[x]) continue;
      if (start < 0 || x - last > gapMax) start = x;
      last = x;
      if (last - start + 1 > best.length) best = { length: last - start + 1, start, end: last };
    }
    runs.push(best);
  }
  return runs;
}

/**
 * Candidate MRZ bands in an upright (or upside-down) image, best first: clusters of rows whose
 * longest text run is close to the image's longest, joined when they are a line apart.
 */
export function findBands(g: Gray, edges = edgeMap(g), limit = 2): Band[] {
  const { width, height } = g;
  const runs = rowRuns(edges, width, height);
  const longest = Math.max(0, ...runs.map((r) => r.length));
  if (longest < width * 0.2) return [];
  const keep = runs.map((r) => r.length >= longest * 0.55);
  type Cluster = { top: number; bottom: number; left: number; right: number; score: number; runWidth: number };
  const clusters: Cluster[] = [];
  for (let y = 0; y < height; y++) {
    if (!keep[y]) continue;
    const last = clusters[clusters.length - 1];
    const r = runs[y];
    if (last && y - last.bottom <= 2) {
      last.bottom = y;
      last.left = Math.min(last.left, r.start);
      last.right = Math.max(last.right, r.end);
      last.score += r.length;
      last.runWidth = Math.max(last.runWidth, r.length);
    } else clusters.push({ top: y, bottom: y, left: r.start, right: r.end, score: r.length, runWidth: r.length });
  }
  // A line of text is a few rows tall; single stray rows are noise.
  const lines = clusters.filter((c) => c.bottom - c.top >= 2);
  const bands: Band[] = [];
  for (let i = 0; i < lines.length; i++) {
    const first = lines[i];
    const next = lines[i + 1];
    const tall = first.bottom - first.top + 1;
    const overlaps =
      next &&
      Math.min(first.right, next.right) - Math.max(first.left, next.left) >
        0.5 * Math.min(first.right - first.left, next.right - next.left);
    // The second MRZ line: as long, below within ~2.5 line heights (wide-spaced passports set
    // their small glyphs far apart; 1.6 missed them).
    const alike = next && Math.min(first.runWidth, next.runWidth) >= 0.7 * Math.max(first.runWidth, next.runWidth);
    const pair =
      next && overlaps && alike && next.top - first.bottom <= 2.8 * Math.max(tall, next.bottom - next.top + 1)
        ? next
        : null;
    const members = pair ? [first, pair] : [first];
    const top = first.top;
    const bottom = (pair ?? first).bottom;
    const lineHeight = members.reduce((s, c) => s + c.bottom - c.top + 1, 0) / members.length;
    // One line found: reach a line's spacing either way so that its partner is inside the crop.
    const margin = pair ? lineHeight * 0.7 : lineHeight * 3.2;
    const left = Math.min(...members.map((c) => c.left));
    const right = Math.max(...members.map((c) => c.right));
    const hMargin = width * 0.02 + lineHeight;
    bands.push({
      textLeft: left,
      textRight: right,
      textTop: top,
      textBottom: bottom,
      top: Math.max(0, top - margin),
      bottom: Math.min(height - 1, bottom + margin),
      left: Math.max(0, left - hMargin),
      right: Math.min(width - 1, right + hMargin),
      runWidth: Math.max(...members.map((c) => c.runWidth)),
      lines: members.length,
      score: members.reduce((s, c) => s + c.score, 0),
    });
    if (pair) i++;
  }
  return bands.sort((a, b) => b.score - a.score).slice(0, limit);
}

/** Edge mass in a block as tall as a few bands above (or below) the band, over its columns. */
export function textBeside(
  edges: Uint8Array,
  width: number,
  height: number,
  band: Band,
  side: 'above' | 'below',
): number {
  const tall = (band.bottom - band.top) * 3;
  const from = side === 'above' ? Math.max(0, band.top - tall) : band.bottom;
  const to = side === 'above' ? band.top : Math.min(height, band.bottom + tall);
  let sum = 0;
  for (let y = Math.floor(from); y < to; y++)
    for (let x = Math.floor(band.left); x < band.right; x++) sum += edges[y * width + x];
  return sum;
}

/** Stretches a crop's gray levels between its 2nd and 98th percentiles (dim or washed-out photos). */
export function stretchContrast(rgba: Uint8ClampedArray): void {
  const hist = new Uint32Array(256);
  const n = rgba.length / 4;
  for (let i = 0; i < rgba.length; i += 4) {
    const v = (rgba[i] * 77 + rgba[i + 1] * 151 + rgba[i + 2] * 28) >> 8;
    rgba[i] = v;
    hist[v]++;
  }
  let lo = 0;
  let hi = 255;
  for (let v = 0, seen = 0; v < 256; v++)
    if ((seen += hist[v]) >= n * 0.02) {
      lo = v;
      break;
    }
  for (let v = 255, seen = 0; v >= 0; v--)
    if ((seen += hist[v]) >= n * 0.02) {
      hi = v;
      break;
    }
  const range = Math.max(1, hi - lo);
  for (let i = 0; i < rgba.length; i += 4) {
    const v = Math.max(0, Math.min(255, ((rgba[i] - lo) * 255) / range));
    rgba[i] = rgba[i + 1] = rgba[i + 2] = v;
  }
}

/**
 * The data page around its MRZ (upright, same units): ICAO 9303 TD3, a 125 x 88 mm page whose two
 * 44-character lines (2.54 mm pitch, ~111 mm) are centred about 3.5 mm above the bottom edge
 * pair. An estimate for printing the copy upright and framed, not a measurement.
 */
export function pageAround(mrz: { left: number; right: number; top: number; bottom: number }) {
  const mm = (mrz.right - mrz.left) / 111;
  const centre = (mrz.left + mrz.right) / 2;
  const bottom = mrz.bottom + 4 * mm;
  return { left: centre - 62.5 * mm, right: centre + 62.5 * mm, top: bottom - 88 * mm, bottom };
}

/** Running maximum / minimum / mean along the rows (or columns) of a w x h grid, radius r. */
function windowPass(
  src: Float32Array,
  w: number,
  h: number,
  r: number,
  horizontal: boolean,
  op: 'max' | 'min' | 'mean',
) {
  const dst = new Float32Array(w * h);
  const lines = horizontal ? h : w;
  const length = horizontal ? w : h;
  const step = horizontal ? 1 : w;
  const ahead = new Float32Array(length);
  const behind = new Float32Array(length);
  const size = 2 * r + 1;
  const pick = op === 'min' ? Math.min : Math.max;
  for (let line = 0; line < lines; line++) {
    const base = horizontal ? line * w : line;
    if (op === 'mean') {
      let sum = 0;
      let count = 0;
      for (let k = 0; k < Math.min(length, r); k++, count++) sum += src[base + k * step];
      for (let k = 0; k < length; k++) {
        if (k + r < length) {
          sum += src[base + (k + r) * step];
          count++;
        }
        if (k - r - 1 >= 0) {
          sum -= src[base + (k - r - 1) * step];
          count--;
        }
        dst[base + k * step] = sum / count;
      }
      continue;
    }
    // Constant time per pixel (van Herk / Gil-Werman): within blocks of the window's size, the
    // extreme from each block's start (ahead) and to its end (behind); a full window crosses one
    // block boundary at most.
    for (let k = 0; k < length; k++) {
      const v = src[base + k * step];
      ahead[k] = k % size === 0 ? v : pick(ahead[k - 1], v);
    }
    for (let k = length - 1; k >= 0; k--) {
      const v = src[base + k * step];
      behind[k] = k % size === size - 1 || k === length - 1 ? v : pick(behind[k + 1], v);
    }
    for (let k = 0; k < length; k++) {
      if (k >= r && k + r < length) dst[base + k * step] = pick(behind[k - r], ahead[k + r]);
      else {
        // Near the ends the window is cut short: counted directly.
        const from = Math.max(0, k - r);
        const to = Math.min(length - 1, k + r);
        let m = src[base + from * step];
        for (let d = from + 1; d <= to; d++) m = pick(m, src[base + d * step]);
        dst[base + k * step] = m;
      }
    }
  }
  return dst;
}

/**
 * Evens out uneven light in a crop (a shadow across the band, a glare on part of it): each pixel
 * is set against its neighbourhood's paper (the brightest level within `radius`) and ink (the
 * darkest), so the ink is black and the paper white everywhere. The legacy engine thresholds the
 * whole crop at one level, which loses the text under a shadow or in a glare. The
 * levels are estimated on a grid of small cells and interpolated: light changes slowly.
 */
export function evenLighting(rgba: Uint8ClampedArray, width: number, height: number, radius: number): void {
  const n = width * height;
  const gray = new Float32Array(n);
  for (let i = 0, j = 0; j < n; i += 4, j++) gray[j] = (rgba[i] * 77 + rgba[i + 1] * 151 + rgba[i + 2] * 28) / 256;
  const cell = Math.max(1, Math.round(radius / 6));
  const gw = Math.ceil(width / cell);
  const gh = Math.ceil(height / cell);
  const cellMax = new Float32Array(gw * gh);
  const cellMin = new Float32Array(gw * gh).fill(255);
  for (let y = 0; y < height; y++) {
    const row = ((y / cell) | 0) * gw;
    for (let x = 0; x < width; x++) {
      const v = gray[y * width + x];
      const c = row + ((x / cell) | 0);
      if (v > cellMax[c]) cellMax[c] = v;
      if (v < cellMin[c]) cellMin[c] = v;
    }
  }
  const r = Math.max(1, Math.round(radius / cell));
  const spread = (grid: Float32Array, op: 'max' | 'min') => {
    const extreme = windowPass(windowPass(grid, gw, gh, r, true, op), gw, gh, r, false, op);
    return windowPass(windowPass(extreme, gw, gh, r, true, 'mean'), gw, gh, r, false, 'mean');
  };
  const paper = spread(cellMax, 'max');
  const ink = spread(cellMin, 'min');
  // Bilinear between cell centres: the columns' cells once, each row's levels once.
  const xs0 = new Int32Array(width);
  const xs1 = new Int32Array(width);
  const fxs = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const gx = Math.min(gw - 1, Math.max(0, (x + 0.5) / cell - 0.5));
    xs0[x] = Math.floor(gx);
    xs1[x] = Math.min(gw - 1, xs0[x] + 1);
    fxs[x] = gx - xs0[x];
  }
  const rowPaper = new Float32Array(gw);
  const rowInk = new Float32Array(gw);
  for (let y = 0; y < height; y++) {
    const gy = Math.min(gh - 1, Math.max(0, (y + 0.5) / cell - 0.5));
    const y0 = Math.floor(gy) * gw;
    const y1 = Math.min(gh - 1, Math.floor(gy) + 1) * gw;
    const fy = gy - Math.floor(gy);
    for (let c = 0; c < gw; c++) {
      rowPaper[c] = paper[y0 + c] * (1 - fy) + paper[y1 + c] * fy;
      rowInk[c] = ink[y0 + c] * (1 - fy) + ink[y1 + c] * fy;
    }
    for (let x = 0; x < width; x++) {
      const fx = fxs[x];
      const p = rowPaper[xs0[x]] * (1 - fx) + rowPaper[xs1[x]] * fx;
      const q = rowInk[xs0[x]] * (1 - fx) + rowInk[xs1[x]] * fx;
      // Below this contrast the neighbourhood is paper and noise only: it is not stretched.
      const contrast = Math.max(48, p - q);
      const j = y * width + x;
      const v = Math.max(0, Math.min(255, 255 - ((p - gray[j]) * 255) / contrast));
      rgba[j * 4] = rgba[j * 4 + 1] = rgba[j * 4 + 2] = v;
    }
  }
}
