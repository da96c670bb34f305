import type { Plugin } from 'vite';

/**
 * main.tsx evaluates the app (src/app/boot.tsx) only after the static first screen has painted;
 * its code and styles are still fetched from the start, by preload links for the boot chunk and
 * everything it imports statically. Reads Rolldown's chunk `imports`, Vite's `viteMetadata.importedCss`
 * and the assets' `originalFileNames` (tests/tools/vite-html-plugins.test.ts fails if they change).
 */
export function preloadBootPlugin({
  bootModule = '/src/app/boot.tsx',
  catalog = 'locales/en/common.json',
}: { bootModule?: string; catalog?: string } = {}): Plugin {
  return {
    name: 'f6-preload-boot',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const boot = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(bootModule)));
        if (!boot) throw new Error('preloadBootPlugin: the boot chunk is missing');
        const js = new Set<string>();
        const css = new Set<string>();
        const visit = (fileName: string) => {
          if (js.has(fileName)) return;
          js.add(fileName);
          const chunk = chunks.find((c) => c.fileName === fileName);
          chunk?.viteMetadata?.importedCss.forEach((f) => css.add(f));
          chunk?.imports.forEach(visit);
        };
        visit(boot.fileName);
        // The English strings (src/i18n/i18n.ts fetches the hashed file) are needed by the first render too.
        const english = Object.values(bundle).find(
          (c) => c.type === 'asset' && c.originalFileNames.some((n) => n.endsWith(catalog)),
        );
        if (!english) throw new Error('preloadBootPlugin: the English catalog asset is missing');
        const already = (f: string) => html.includes(`/${f}"`);
        const links = [...js]
          .filter((f) => !already(f))
          .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
        links.unshift(`<link rel="preload" as="fetch" crossorigin href="/${english.fileName}">`);
        links.push(
          ...[...css].filter((f) => !already(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
        );
        return html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
      },
    },
  };
}
