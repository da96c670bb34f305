import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Two chunks for everything the app needs before its first render, instead of the two dozen
 * small shared chunks the automatic splitting makes of it (Box, Button, Loader, CloseButton.layer
 * at 94 bytes...): each small file compresses on its own and is one more module to fetch, link and
 * evaluate. The first holds React (main.tsx evaluates it in a task of its own, so that the start
 * is two shorter tasks, not one long one); the second everything else that src/app/boot.tsx
 * imports statically. Code shared with the routes only (forms, dialogs) stays in the routes' chunks.
 *
 * A package's index that only re-exports (@mantine/core, @mantine/hooks, the router) is followed
 * only to the modules of the names actually imported from it: following all of it would put every
 * Mantine component any route uses into the boot chunk.
 */
const react = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const preloadHelper = /vite[\\/]preload-helper/;
const importLine = /^\s*import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["'];?\s*$/;

type Info = { code: string | null; importedIds: readonly string[] } | null;

/** A package index made of `import { a, b as c } from "./x"` lines and one `export { ... }`: name -> module id. */
function barrelExports(id: string, info: Info): Map<string, string> | null {
  if (!info?.code || !/[\\/]node_modules[\\/]/.test(id)) return null;
  const names = new Map<string, string>();
  for (const raw of info.code.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('//') || line === '"use client";' || line.startsWith('export {')) continue;
    const m = line.match(importLine);
    if (!m) return null;
    // Another package re-exported (react-remove-scroll): that package's module, as resolved.
    const target = m[2].startsWith('.') ? resolve(dirname(id), m[2]) : info.importedIds.find((i) => packageOf(i) === m[2]);
    if (!target) return null;
    for (const part of m[1].split(',')) {
      const local = part.trim().split(/\s+as\s+/).pop();
      if (local) names.set(local, target);
    }
  }
  return names.size > 0 ? names : null;
}

/** The package a module of node_modules belongs to (`@scope/name` or `name`). */
const packageOf = (id: string) => id.match(/[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/)?.[1].replace('\\', '/');

export function bootChunks(): { plugin: Plugin; groups: Array<{ name: string; test: (id: string) => boolean; priority: number }> } {
  const boot = new Set<string>();
  const plugin: Plugin = {
    name: 'f6-boot-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const entry = [...this.getModuleIds()].find((id) => /[\\/]src[\\/]app[\\/]boot\.tsx$/.test(id));
      if (!entry) throw new Error('bootChunks: src/app/boot.tsx is not in the build');
      const barrels = new Map<string, Map<string, string> | null>();
      const barrelOf = (id: string) => {
        if (!barrels.has(id)) barrels.set(id, barrelExports(id, this.getModuleInfo(id) as Info));
        return barrels.get(id)!;
      };
      /** The names a module imports by `import { ... } from "<the package of that index>"`. */
      const namesFrom = (code: string, index: string) => {
        const pkg = (packageOf(index) ?? '').replace(/[/.]/g, '\\$&');
        const from = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${pkg}["']`, 'g');
        return [...code.matchAll(from)].flatMap((m) => m[1].split(',').map((p) => p.trim().split(/\s+as\s+/)[0]).filter(Boolean));
      };
      const visit = (id: string) => {
        if (boot.has(id)) return;
        boot.add(id);
        const info = this.getModuleInfo(id);
        for (const imported of info?.importedIds ?? []) {
          const names = barrelOf(imported);
          const wanted = names ? namesFrom(info?.code ?? '', imported) : [];
          // Not an index, or imported some other way (a namespace, a relative path): all of it, to be safe.
          if (!names || wanted.length === 0 || wanted.some((n) => !names.has(n) || !this.getModuleInfo(names.get(n)!))) {
            barrels.set(imported, null);
            visit(imported);
          } else wanted.forEach((n) => visit(names.get(n)!));
        }
      };
      visit(entry);
    },
  };
  return {
    plugin,
    groups: [
      // Vite's preload helper is used by the entry (main.tsx) too. In the boot chunk, it made the entry
      // import that whole chunk statically: evaluated with the entry, before React's task, not after.
      // React's chunk is fetched first anyway, and its top level only defines the lazy CommonJS wrappers.
      { name: 'react', test: (id) => react.test(id) || preloadHelper.test(id), priority: 3 },
      { name: 'boot', test: (id) => boot.has(id) && !react.test(id) && !preloadHelper.test(id) && !id.endsWith('.css'), priority: 2 },
    ],
  };
}
