import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * What boot loads in a few chunks, layered so that none imports one above it (no import cycles, so
 * no module ever runs before one it uses), instead of the dozens of small chunks the automatic
 * splitting makes of it, one per set of entries sharing a module (CloseButton.layer at 94 bytes...):
 * each one more request, preload link, compile and stylesheet parse before the first render on a
 * throttled phone. From the bottom:
 * - react: React (main.tsx evaluates it in a task of its own, so that the start is two shorter
 *   tasks, not one long one);
 * - boot: everything else that src/app/boot.tsx imports statically, for the first render;
 * - domain: what the forms' definitions share with other code; data: the data layer (boot imports
 *   the two with import() in tasks of their own before the first render);
 * - status, overlay, shell: what the rest of boot's lazy imports share, in three, so that a first
 *   visit of / loads only the last: status is the one status function (data/application-status.ts,
 *   D25) and all it uses, the audit included (the live home card, the audit badge:
 *   lib/store-presence.ts), overlay the dialogs', popovers' and toasts' code (floating-ui, scroll
 *   locks, transitions) and what imports it, shell the rest (the navigation, the language switch).
 *   The rest of what reads the store (sign-in and sync, backups, file transfer) is left to the
 *   automatic splitting: in the status chunk, every page that shows a status fetched it, and in a
 *   chunk of its own, every page fetched all of it for one small module its shared code uses.
 * - lib: the styles of Mantine's components the pages share (one stylesheet).
 * The pages' shared scripts are left to the automatic splitting, one chunk per set of pages sharing
 * them: in two groups (Mantine's inputs, the app's shared code), every page fetched every page's
 * inputs and shared code, 15-110 KiB more per deep link than it uses (docs/performance.md). OCR and
 * PDF code (not precached) is left to the automatic splitting too.
 *
 * A package's index that only re-exports (@mantine/core, @mantine/hooks, the router) is followed
 * only to the modules of the names actually imported from it: following all of it would put every
 * Mantine component any route uses into the boot chunk.
 */
const react = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** What boot.tsx imports with import() before the first render: the forms' definitions, then the data layer. */
const domainEntry = 'src/domain/forms/structure.ts';
const dataEntry = 'src/data/index.ts';
/** The one status function (D25): a page that shows a status needs it and all it imports, not the rest of the store's code. */
const statusEntry = 'src/data/application-status.ts';
const nodeModule = /[\\/]node_modules[\\/]/;
const dexie = /[\\/]node_modules[\\/]dexie[\\/]/;
/** The packages and Mantine components of dialogs, popovers and toasts, none of which / shows at first. */
const overlay =
  /[\\/]node_modules[\\/](@floating-ui|react-remove-scroll|react-remove-scroll-bar|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|tslib|react-transition-group|@mantine[\\/]notifications|@mantine[\\/]store)[\\/]|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Modal|ModalBase|Popover|Overlay|FocusTrap|Portal|Notification|Drawer|Tooltip|Menu|Transition)[\\/]/;
const preloadHelper = /vite[\\/]preload-helper/;
const importLine = /^\s*import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["'];?\s*$/;

type Info = { code: string | null; importedIds: readonly string[] } | null;

/** A package index made of `import { a, b as c } from "./x"` lines and one `export { ... }`: name -> module id. */
export function barrelExports(id: string, info: Info): Map<string, string> | null {
  if (!info?.code || !nodeModule.test(id)) return null;
  const names = new Map<string, string>();
  for (const raw of info.code.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('//') || line === '"use client";' || line.startsWith('export {')) continue;
    const m = line.match(importLine);
    if (!m) return null;
    // Another package re-exported (react-remove-scroll): that package's module, as resolved.
    const target = m[2].startsWith('.')
      ? resolve(dirname(id), m[2])
      : info.importedIds.find((i) => packageOf(i) === m[2]);
    if (!target) return null;
    for (const part of m[1].split(',')) {
      const local = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (local) names.set(local, target);
    }
  }
  return names.size > 0 ? names : null;
}

/** The package a module of node_modules belongs to (`@scope/name` or `name`). */
const packageOf = (id: string) =>
  id.match(/[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/)?.[1].replace('\\', '/');

type Group = {
  name: string;
  test: (id: string) => boolean;
  priority: number;
  minShareCount?: number;
  includeDependenciesRecursively?: boolean;
};

type Context = {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (id: string) => (Info & { dynamicallyImportedIds?: readonly string[] }) | null;
};

/** The names a module imports by `import { ... } from "<the package of that index>"`. */
function namesFrom(code: string, index: string): string[] {
  const pkg = (packageOf(index) ?? '').replace(/[/.]/g, '\\$&');
  const from = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${pkg}["']`, 'g');
  return [...code.matchAll(from)].flatMap((m) =>
    m[1]
      .split(',')
      .map((p) => p.trim().split(/\s+as\s+/)[0])
      .filter(Boolean),
  );
}

/**
 * Adds to `into` the modules `start` imports statically, transitively, except those `skip` holds;
 * through a package index, only to the modules of the names imported from it.
 */
function staticWalker(ctx: Context) {
  const barrels = new Map<string, Map<string, string> | null>();
  const barrelOf = (id: string) => {
    if (!barrels.has(id)) barrels.set(id, barrelExports(id, ctx.getModuleInfo(id)));
    return barrels.get(id)!;
  };
  return (start: string, into: Set<string>, skip?: Set<string>) => {
    const visit = (id: string) => {
      if (into.has(id) || skip?.has(id)) return;
      into.add(id);
      const info = ctx.getModuleInfo(id);
      for (const imported of info?.importedIds ?? []) {
        const names = barrelOf(imported);
        const wanted = names ? namesFrom(info?.code ?? '', imported) : [];
        // Not an index, or imported some other way (a namespace, a relative path): all of it, to be safe.
        if (!names || wanted.length === 0 || wanted.some((n) => !names.has(n) || !ctx.getModuleInfo(names.get(n)!))) {
          barrels.set(imported, null);
          visit(imported);
        } else wanted.forEach((n) => visit(names.get(n)!));
      }
    };
    visit(start);
    return into;
  };
}

type Layers = {
  boot: Set<string>;
  startup: Set<string>;
  domain: Set<string>;
  data: Set<string>;
  /** What of `startup` imports the data layer or the forms' definitions, directly or not. */
  stored: Set<string>;
  /** What the status function imports, itself included (boot, the forms and the data layer aside). */
  status: Set<string>;
  /** What of `startup` the lazy pieces that do not read the store use. */
  light: Set<string>;
  /** What of `light` is, or imports, the overlays' code (dialogs, popovers, toasts). */
  overlays: Set<string>;
};

/** Fills the layers from the module graph: boot's static imports, then what it loads later. */
function findLayers(ctx: Context, layers: Layers) {
  const { boot, startup, domain, data, stored, status, light, overlays } = layers;
  const ids = [...ctx.getModuleIds()];
  const entry = ids.find((id) => /[\\/]src[\\/]app[\\/]boot\.tsx$/.test(id));
  if (!entry) throw new Error('bootChunks: src/app/boot.tsx is not in the build');
  const walk = staticWalker(ctx);
  walk(entry, boot);
  // What boot loads later (the data layer, the forms' definitions, the navigation, dialogs...),
  // but not the pages (the router's route tree imports each page's component lazily).
  const lazies = [...boot].flatMap((id) =>
    (ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((lazy) => !lazy.includes('tsr-split')),
  );
  for (const lazy of lazies) walk(lazy, startup, boot);
  const find = (path: string) => {
    const id = ids.find((m) => m.replace(/\\/g, '/').endsWith(path));
    if (!id) throw new Error(`bootChunks: ${path} is not in the build`);
    return id;
  };
  walk(find(domainEntry), domain, boot);
  walk(find(dataEntry), data, new Set([...boot, ...domain]));
  walk(find(statusEntry), status, new Set([...boot, ...domain, ...data]));
  importersOf(ctx, startup, new Set([...domain, ...data])).forEach((id) => stored.add(id));
  const skip = new Set([...boot, ...stored]);
  for (const lazy of lazies) walk(lazy, light, skip);
  const overlayCode = new Set([...light].filter((id) => overlay.test(id)));
  [...overlayCode, ...importersOf(ctx, light, overlayCode)].forEach((id) => overlays.add(id));
  // The overlays only code that reads the store opens (a sync popover), and the packages' code they
  // use: with the overlays too, not with the store's code, which the pages' inputs (Combobox) would
  // then import. What the navigation uses stays in shell (overlay may import shell, never the reverse).
  const storedOverlays = [...startup].filter((id) => overlay.test(id) && !light.has(id) && !status.has(id));
  const reached = new Set<string>();
  for (const id of storedOverlays) walk(id, reached, new Set([...boot, ...light]));
  [...reached].filter((id) => nodeModule.test(id) && !status.has(id)).forEach((id) => overlays.add(id));
}

/** The modules of `among` that import one of `targets` statically, directly or through others of `among`. */
function importersOf(ctx: Context, among: Set<string>, targets: Set<string>): Set<string> {
  const importers = new Map<string, string[]>();
  for (const id of among)
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? [])
      importers.set(imported, [...(importers.get(imported) ?? []), id]);
  const found = new Set<string>();
  const queue = [...targets];
  while (queue.length > 0)
    for (const importer of importers.get(queue.pop()!) ?? [])
      if (!found.has(importer)) {
        found.add(importer);
        queue.push(importer);
      }
  return found;
}

/**
 * A cycle between chunks lets a module run before one it uses (seen as "Cannot read properties of
 * undefined (reading 'classes')" when Mantine's chunks were merged by size): the build fails on one.
 */
function assertNoChunkCycle(
  bundle: Record<string, { type: string; fileName: string; imports?: string[] }>,
  error: (message: string) => never,
) {
  const imports = new Map(
    Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c.imports ?? []] as const] : [])),
  );
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, path: string[]) => {
    state.set(file, 'open');
    for (const next of imports.get(file) ?? []) {
      if (state.get(next) === 'open')
        error(`Chunk import cycle: ${[...path.slice(path.indexOf(next)), next].join(' -> ')}`);
      if (!state.has(next)) visit(next, [...path, next]);
    }
    state.set(file, 'done');
  };
  for (const file of imports.keys()) if (!state.has(file)) visit(file, [file]);
}

/** Rolldown's chunk groups for the layers, from the bottom up (highest priority first). */
function chunkGroups({ boot, startup, domain, data, status, light, overlays }: Layers, notPrecached: RegExp): Group[] {
  const precached = (id: string) => !notPrecached.test(id);
  const later = (id: string) => startup.has(id) && !domain.has(id) && !data.has(id) && precached(id);
  const pages = (id: string) => !boot.has(id) && !startup.has(id) && precached(id);
  return [
    // Vite's preload helper is used by the entry (main.tsx) too. In the boot chunk, it made the entry
    // import that whole chunk statically: evaluated with the entry, before React's task, not after.
    // React's chunk is fetched first anyway, and its top level only defines the lazy CommonJS wrappers.
    { name: 'react', test: (id) => react.test(id) || preloadHelper.test(id), priority: 6 },
    {
      name: 'boot',
      test: (id) => boot.has(id) && !react.test(id) && !preloadHelper.test(id) && !id.endsWith('.css'),
      priority: 5,
    },
    // Shared code only (minShareCount), but the data layer whole (its entry's chunk is this one):
    // what a single entry uses stays in its chunk. Each group's modules are chosen whole above, with
    // what they import, so their dependencies need not be pulled in.
    {
      name: 'domain',
      test: (id) => domain.has(id) && precached(id),
      minShareCount: 2,
      includeDependenciesRecursively: false,
      priority: 4,
    },
    // Dexie in a chunk of its own, which boot evaluates a task before the data layer's (src/app/boot.tsx): the two
    // were one task of 130-170 ms on a throttled phone.
    { name: 'dexie', test: (id) => data.has(id) && dexie.test(id), includeDependenciesRecursively: false, priority: 3 },
    { name: 'data', test: (id) => data.has(id) && precached(id), includeDependenciesRecursively: false, priority: 3 },
    // What boot's lazy pieces share: the status function and what it uses, which a first visit never
    // loads (lib/store-presence.ts), and what the others (the navigation, the dialogs) use, which must
    // not import it. The rest of the store's code (sync, backups) is left to the automatic splitting.
    {
      name: 'status',
      test: (id) => later(id) && !light.has(id) && status.has(id),
      minShareCount: 2,
      includeDependenciesRecursively: false,
      priority: 2,
    },
    {
      name: 'overlay',
      test: (id) => later(id) && overlays.has(id),
      minShareCount: 2,
      includeDependenciesRecursively: false,
      priority: 2,
    },
    {
      name: 'shell',
      test: (id) => later(id) && light.has(id),
      minShareCount: 2,
      includeDependenciesRecursively: false,
      priority: 2,
    },
    // The styles of Mantine's components the pages share, in one stylesheet (no script): split like the
    // scripts, each page's route lists a dozen stylesheets, and boot, which holds those lists, grows past
    // the first paint's budget.
    {
      name: 'lib',
      test: (id) => pages(id) && nodeModule.test(id) && id.endsWith('.css'),
      minShareCount: 2,
      includeDependenciesRecursively: false,
      priority: 1,
    },
  ];
}

/** The chunk groups, and the plugin that finds their modules (and fails the build on a chunk import cycle). */
export function bootChunks(notPrecached: RegExp): { plugin: Plugin; groups: Group[] } {
  /** boot: boot.tsx's static imports; startup: what boot imports with import() (the pages' components
   * aside), and all they import; domain and data: the forms' definitions, then the data layer besides. */
  const layers: Layers = {
    boot: new Set(),
    startup: new Set(),
    domain: new Set(),
    data: new Set(),
    stored: new Set(),
    status: new Set(),
    light: new Set(),
    overlays: new Set(),
  };
  const plugin: Plugin = {
    name: 'f6-boot-chunks',
    apply: 'build',
    buildEnd(error) {
      if (!error) findLayers(this as unknown as Context, layers);
    },
    generateBundle(_options, bundle) {
      assertNoChunkCycle(bundle as never, (message) => this.error(message));
    },
  };
  return { plugin, groups: chunkGroups(layers, notPrecached) };
}
