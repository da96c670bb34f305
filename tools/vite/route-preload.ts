import type { Plugin } from 'vite';

/**
 * A deep link's own code starts downloading with the page, not after the app has booted: the router
 * would ask for the route's chunk only once boot has run, a second round trip on a slow phone
 * (the wizard's question card was painted 5 s in). The head script of index.html names the route
 * (`window.__f6Route`); this plugin writes, just after it, a small script that preloads that route's
 * chunk, the chunks it imports that boot does not, and their styles.
 */
const routeFiles: Record<string, string> = {
  '/': 'src/routes/index.tsx',
  '/documents': 'src/routes/documents.tsx',
  '/eligibility': 'src/routes/eligibility.tsx',
  '/enhancement': 'src/routes/enhancement.tsx',
  '/final-application': 'src/routes/final-application.tsx',
  '/guides': 'src/routes/guides.tsx',
  '/login': 'src/routes/login.tsx',
  '/progress': 'src/routes/progress.tsx',
  '/time-sensitive-documents': 'src/routes/time-sensitive-documents.tsx',
  '/timeline': 'src/routes/timeline.tsx',
  '/visa-recommendations': 'src/routes/visa-recommendations.tsx',
  '/f6': 'src/routes/f6/index.tsx',
  form: 'src/routes/f6/$formId.index.tsx',
  review: 'src/routes/f6/$formId.review.tsx',
};

type Chunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; moduleIds: string[]; imports: string[]; viteMetadata?: { importedCss: Set<string> } };

export function routePreloadPlugin(): Plugin {
  return {
    name: 'f6-route-preload',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).filter((c): c is Chunk & (typeof c) => c.type === 'chunk');
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: string) => {
          const seen = new Set<string>();
          const visit = (f: string) => {
            if (seen.has(f)) return;
            seen.add(f);
            byName.get(f)?.imports.forEach(visit);
          };
          visit(start);
          return seen;
        };
        const boot = chunks.find((c) => c.moduleIds.some((id) => id.endsWith('/src/app/boot.tsx')));
        if (!boot) throw new Error('routePreloadPlugin: the boot chunk is missing');
        const booted = closure(boot.fileName);
        const table: Record<string, string[]> = {};
        for (const [route, file] of Object.entries(routeFiles)) {
          // TanStack's code splitting puts the route's component in `<file>?tsr-split=component`.
          const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\?.*$/, '').endsWith(`/${file}`) && c.facadeModuleId.includes('tsr-split'));
          if (!chunk) throw new Error(`routePreloadPlugin: no chunk for ${file}`);
          const js = [...closure(chunk.fileName)].filter((f) => !booted.has(f));
          const css = new Set<string>();
          js.forEach((f) => byName.get(f)?.viteMetadata?.importedCss.forEach((c) => css.add(c)));
          table[route] = [...js, ...css];
        }
        // Stylesheets only preloaded (as="style"): the chunk's loader applies them when it runs.
        // Low priority: the boot code and its styles come first. Added once the static first screen
        // has painted (its first contentful paint is reported), not before: adding forty links costs
        // a slow phone 50-300 ms of main thread, which held back the first paint of a form's deep
        // link. Two links per task, so that no task blocks a tap (each link costs a slow phone 5-25 ms
        // under Lighthouse's trace: six per task made tasks of 50-200 ms, a third of /timeline's
        // blocking time; in pairs they stay under the 50 ms of a long task). Three seconds at the latest (a tab in the background paints nothing).
        const script =
          `<script>(function(){var t=${JSON.stringify(table)}[window.__f6Route];if(!t)return;var done=false;` +
          `function add(i){t.slice(i,i+2).forEach(function(f){var l=document.createElement('link');var c=/\\.css$/.test(f);` +
          `l.rel=c?'preload':'modulepreload';if(c)l.as='style';l.fetchPriority='low';l.crossOrigin='';l.href='/'+f;document.head.appendChild(l);});` +
          `if(i+2<t.length)setTimeout(function(){add(i+2);},0);}` +
          `function go(){if(done)return;done=true;add(0);}` +
          `try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0);}}).observe({type:'paint',buffered:true});}catch(e){go();}` +
          `setTimeout(go,3000);})();</script>`;
        return html.replace('</head>', `    ${script}\n  </head>`);
      },
    },
  };
}
