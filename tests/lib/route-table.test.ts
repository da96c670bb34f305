// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeFile, routeKey, routeTable } from '../../src/app/route-table';
import { navItems } from '../../src/app/nav-items';
import { FORM_IDS_PLACEHOLDER, withFormIds } from '../../tools/vite/route-table';

const root = resolve(import.meta.dirname, '../..');

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return /\.tsx?$/.test(entry.name) && entry.name !== '__root.tsx' ? [path.slice(root.length + 1)] : [];
  });
}

describe('the route table (src/app/route-table.ts)', () => {
  it('has one row per route file, and every row names a file that exists', () => {
    expect(routeTable.map((row) => routeFile(row.id)).sort()).toEqual(routeFiles(join(root, 'src/routes')).sort());
    for (const row of routeTable) expect(existsSync(join(root, routeFile(row.id))), row.id).toBe(true);
  });

  it("names each route once for the head script and the build's tables", () => {
    const keys = routeTable.map(routeKey);
    expect(keys).toContain('/f6');
    expect(keys).toContain('form');
    expect(new Set(keys).size).toBe(keys.length);
  });

  // A missing key paints nothing: the page's own introduction then arrives with React and is the late
  // largest paint (LCP) of the route (docs/performance.md, "The largest paint on four routes").
  it('gives the static first screen keys that both catalogs hold', () => {
    for (const lang of ['en', 'ko']) {
      const catalog = JSON.parse(readFileSync(join(root, 'locales', lang, 'common.json'), 'utf8')) as Record<
        string,
        string
      >;
      for (const row of routeTable) {
        if (!('shell' in row)) continue;
        for (const key of Object.values(row.shell)) expect(catalog[key], `${lang}: ${row.id} ${key}`).toBeTruthy();
      }
    }
  });

  it('gives the navigation its rows, in order, as links', () => {
    expect(navItems.map((item) => item.to)).toEqual([
      '/eligibility',
      '/timeline',
      '/time-sensitive-documents',
      '/guides',
      '/documents',
      '/enhancement',
      '/visa-recommendations',
      '/f6',
      '/rehearsal',
      '/final-application',
      '/progress',
    ]);
  });
});

describe("index.html's form pattern (tools/vite/route-table.ts)", () => {
  const head = `var f = p.match(/^\\/f6\\/(${FORM_IDS_PLACEHOLDER})(\\/|$)/);`;

  it('is written from the form ids, and matches their links only', () => {
    const script = withFormIds(head, ['personal-guarantee', 'invitation-letter']);
    const pattern = new RegExp(script.match(/p\.match\(\/(.*)\/\);/)![1]);
    expect(pattern.test('/f6/invitation-letter')).toBe(true);
    expect(pattern.test('/f6/invitation-letter/review')).toBe(true);
    expect(pattern.test('/f6/spouse-information')).toBe(false);
    expect(pattern.test('/f6/invitation-letterx')).toBe(false);
  });

  it('fails the build when index.html lost its placeholder or an id cannot go into a pattern', () => {
    expect(() => withFormIds('<script></script>', ['a'])).toThrow(FORM_IDS_PLACEHOLDER);
    expect(() => withFormIds(head, ['a|b'])).toThrow(/a\|b/);
    expect(() => withFormIds(head, [])).toThrow();
  });
});
