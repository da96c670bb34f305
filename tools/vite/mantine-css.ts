/**
 * Ships only the Mantine CSS a chunk uses. For every module of src/ that imports components from
 * @mantine/core, the stylesheets of those components and of the components they are built on
 * (read from Mantine's own ESM imports) are imported beside it, so Vite's CSS code splitting puts
 * each route's styles in that route's chunk and the first paint carries only the shell's.
 * The `.layer.css` builds are used: all Mantine rules sit in `@layer mantine`, so the order in
 * which route stylesheets arrive cannot change which rule wins, and the app's own CSS always does.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const otherPackages: Record<string, string> = {
  '@mantine/notifications': '@mantine/notifications/styles.layer.css',
  '@mantine/dates': '@mantine/dates/styles.layer.css',
};

/** Mantine's own module layout, read from its published ESM build: which stylesheets a component needs. */
function mantineGraph(root: string) {
  const core = resolve(root, 'node_modules/@mantine/core');
  const esm = join(core, 'esm');
  const styles = join(core, 'styles');
  /** export name -> component folder (e.g. AppShellHeader -> AppShell) */
  const folderOf = new Map<string, string>();
  /** component folder -> folders it is built on, transitively, dependencies first */
  const closure = new Map<string, string[]>();

  const index = readFileSync(join(esm, 'index.mjs'), 'utf8');
  for (const m of index.matchAll(/import \{ ([^}]+) \} from "\.\/components\/([A-Za-z]+)\//g)) {
    for (const name of m[2] ? m[1].split(',').map((s) => s.trim().split(' as ').pop()!) : []) folderOf.set(name, m[2]);
  }

  const filesIn = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? filesIn(p) : p.endsWith('.mjs') ? [p] : [];
    });

  // A folder is a component (esm/components/X) or a shared part (esm/utils/X, e.g. InlineInput).
  const dirOf = (folder: string) =>
    [join(esm, 'components', folder), join(esm, 'utils', folder)].find((d) => existsSync(d));
  const directDeps = (folder: string): string[] => {
    const dir = dirOf(folder);
    if (!dir) return [];
    const deps = new Set<string>();
    for (const file of filesIn(dir)) {
      for (const m of readFileSync(file, 'utf8').matchAll(
        /from "((?:\.\.\/)+(?:(?:components|utils)\/)?)([A-Za-z]+)\//g,
      )) {
        const parent = dirname(resolve(dirname(file), m[1], m[2]));
        if ((parent === join(esm, 'components') || parent === join(esm, 'utils')) && m[2] !== folder) deps.add(m[2]);
      }
    }
    return [...deps];
  };

  const ordered = (folder: string, seen = new Set<string>()): string[] => {
    if (closure.has(folder)) return closure.get(folder)!;
    if (seen.has(folder)) return [];
    seen.add(folder);
    const out: string[] = [];
    for (const dep of directDeps(folder)) for (const f of ordered(dep, seen)) if (!out.includes(f)) out.push(f);
    out.push(folder);
    closure.set(folder, out);
    return out;
  };

  /** The core components another Mantine package renders (e.g. notifications -> Notification). */
  const coreUsedBy = (pkg: string): string[] => {
    const dir = resolve(root, 'node_modules', pkg, 'esm');
    if (!existsSync(dir)) return [];
    const folders = new Set<string>();
    for (const file of filesIn(dir)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from "@mantine\/core"/g)) {
        for (const name of m[1].split(',').map((n) => n.trim().split(/\s+as\s+/)[0]))
          if (folderOf.has(name)) folders.add(folderOf.get(name)!);
      }
    }
    return [...folders];
  };

  const cssFor = (folder: string) =>
    existsSync(join(styles, `${folder}.layer.css`)) ? `@mantine/core/styles/${folder}.layer.css` : null;

  return { folderOf, ordered, coreUsedBy, cssFor };
}

type Graph = ReturnType<typeof mantineGraph>;

/** The Mantine stylesheets a module of src/ needs, dependencies first, from its imports of Mantine's packages. */
function sheetsFor(code: string, graph: Graph): string[] {
  const { folderOf, ordered, coreUsedBy, cssFor } = graph;
  const sheets: string[] = [];
  const add = (css: string | null) => css && !sheets.includes(css) && sheets.push(css);
  for (const m of code.matchAll(/import\s+(?!type\b)\{([^}]*)\}\s+from\s+'@mantine\/core'/g)) {
    for (const raw of m[1].split(',')) {
      const name = raw
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (!name || raw.trim().startsWith('type ')) continue;
      const folder = folderOf.get(name);
      if (!folder) continue;
      for (const f of ordered(folder)) add(cssFor(f));
    }
  }
  for (const [pkg, css] of Object.entries(otherPackages)) {
    if (!code.includes(`from '${pkg}'`)) continue;
    for (const folder of coreUsedBy(pkg)) for (const f of ordered(folder)) add(cssFor(f));
    add(css);
  }
  return sheets;
}

export function mantineCss(root: string): Plugin {
  const graph = mantineGraph(root);
  return {
    name: 'f6-mantine-css',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes('@mantine/')) return null;
      const sheets = sheetsFor(code, graph);
      if (sheets.length === 0) return null;
      return { code: sheets.map((s) => `import '${s}';`).join('') + code, map: null };
    },
  };
}
