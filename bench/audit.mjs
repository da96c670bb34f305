// The audit of a complete application (D27): time to run every rule over the fixture of
// tests/fixtures/audit.ts (people, the four forms, read documents, statements, eligibility,
// timeline), cold (first run) and warm (median of 200), with one planted finding too.
// `npm run bench -- audit`, or `node bench/audit.mjs` on its own. Budget: 50 ms, so the audit can
// run as the user types.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createJiti } from 'jiti';

const root = resolve(import.meta.dirname, '..');
const budgetMs = 50;
const defaultReport = (label, value, budget) =>
  console.log(`${label.padEnd(44)} ${String(value).padStart(14)}${budget ? `   budget ${budget}` : ''}`);

export async function benchAudit({ report = defaultReport } = {}) {
  const jiti = createJiti(import.meta.url, { alias: { '@': resolve(root, 'src') }, jsx: true });
  const t0 = performance.now();
  const { runAudit } = await jiti.import(resolve(root, 'src/domain/audit/index.ts'));
  const { completeAudit } = await jiti.import(resolve(root, 'tests/fixtures/audit.ts'));
  const loadMs = performance.now() - t0;
  const input = completeAudit();
  const c0 = performance.now();
  const first = runAudit(input);
  const coldMs = performance.now() - c0;
  const times = [];
  for (let i = 0; i < 200; i++) {
    const s = performance.now();
    runAudit(input);
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  const median = times[100];
  const p95 = times[190];
  // The family name typed differently from the passport (eligibility's name would not count: the
  // people records hold the name).
  const planted = completeAudit();
  planted.people.applicant.familyName = { value: 'SMITH', updatedAt: '2026-02-01T00:00:00.000Z' };
  const p0 = performance.now();
  const withFinding = runAudit(planted);
  const plantedMs = performance.now() - p0;
  report('audit: modules loaded (jiti, not in the app)', `${loadMs.toFixed(0)} ms`);
  report('audit: complete application, findings', String(first.length), '0');
  // The first run also compiles the code (JIT) and builds the table of where each fact prints.
  report('audit: first run after loading (JIT, tables)', `${coldMs.toFixed(2)} ms`);
  report(
    'audit: complete application (median of 200)',
    `${median.toFixed(2)} ms`,
    `< ${budgetMs} ms ${median < budgetMs ? 'OK' : 'OVER'}`,
  );
  report('audit: p95', `${p95.toFixed(2)} ms`);
  report('audit: with a planted finding', `${plantedMs.toFixed(2)} ms (${withFinding.length} finding)`);
  return { coldMs, median, p95 };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await benchAudit();
