// Attributes a built chunk's bytes to packages using its source map (for finding what is in the first paint).
import { readFileSync } from 'node:fs';
const file = process.argv[2];
const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
const totals = {};
map.sources.forEach((src, i) => {
  const content = map.sourcesContent?.[i] ?? '';
  const m = src.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  const key = m ? m[1] : 'app:' + src.split('/').slice(-3, -1).join('/');
  totals[key] = (totals[key] ?? 0) + content.length;
});
Object.entries(totals)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 25)
  .forEach(([k, v]) => console.log(String(Math.round(v / 1024)).padStart(6), 'KiB', k));
