import type { Plugin } from 'vite';
import { loadRouteTable } from './route-table';

type Chunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };

  /**
   * A deep link's own code starts downloading with the page, not after the app has booted: the router
   * would ask for the route's chunk only once boot has run, a second round trip on a slow phone
   * (the wizard's question card was painted 5 s in). The head script of index.html names the route
   * (`window.__f6Route`); this plugin writes, just after it, a small script that names that route's
   * chunk, the chunks it imports that boot does not, and their styles (`window.__f6Preload`), for the
   * start script to preload (tools/vite/deferred-start.ts). The routes and their files come from
   * src/app/route-table.ts.
   */
};

export function routePreloadPlugin(root: string): Plugin {
  return {
    name: 'f6-route-preload',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle) return html;
        const rows = await loadRouteTable(root);
        const chunks = Object.values(ctx.bundle).filter((c): c is Chunk & typeof c => c.type === 'chunk');
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        // A chunk and what it imports, dependencies first (boot evaluates the route's chunks in this order, one
        // task each: src/app/boot.tsx).
        const closure = (start: string) => {
          const seen = new Set<string>();
          const order: string[] = [];
          const visit = (f: string) => {
            if (seen.has(f)) return;
            seen.add(f);
            byName.get(f)?.imports.forEach(visit);
            order.push(f);
          };
          visit(start);
          return order;
        };
        const boot = chunks.find((c) => c.moduleIds.some((id) => id.endsWith('/src/app/boot.tsx')));
        if (!boot) throw new Error('routePreloadPlugin: the boot chunk is missing');
        const booted = new Set(closure(boot.fileName));
        const table: Record<string, string[]> = {};
        for (const { key: route, file } of rows) {
          // TanStack's code splitting puts the route's component in `<file>?tsr-split=component`.
          const chunk = chunks.find(
            (c) =>
              c.facadeModuleId?.replace(/\?.*$/, '').endsWith(`/${file}`) && c.facadeModuleId.includes('tsr-split'),
          );
          if (!chunk) throw new Error(`routePreloadPlugin: no chunk for ${file}`);
          const js = closure(chunk.fileName).filter((f) => !booted.has(f));
          const css = new Set<string>();
          js.forEach((f) => byName.get(f)?.viteMetadata?.importedCss.forEach((c) => css.add(c)));
          table[route] = [...js, ...css];
        }
        // The start script (tools/vite/deferred-start.ts) adds these after the app's own files, once
        // the static first screen has painted, one per task and at low priority: modules preloaded,
        // stylesheets applied (the chunk's loader then finds them in place).
        // And its scripts alone, for boot to evaluate one by one (src/app/boot.tsx).
        const script =
          `<script>window.__f6Preload=${JSON.stringify(table)}[window.__f6Route]||[];` +
          `window.__f6Chunks=__f6Preload.filter(function(p){return/js$/.test(p)});</script>`;
        return html.replace('</head>', `    ${script}\n  </head>`);
      },
    },
  };
}
