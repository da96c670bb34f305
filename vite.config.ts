import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react-swc';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cspPlugin, HOSTING_HEADERS } from './tools/vite-csp';

const root = import.meta.dirname;

/**
 * Serves and ships locales/<lang>/common.json at /locales/<lang>/common.json.
 * A missing locale file must answer 404, never the SPA's index.html.
 */
function localesPlugin(): Plugin {
  let outDir = resolve(root, 'dist');
  const serve = (req: { url?: string }, res: import('node:http').ServerResponse, next: () => void) => {
    // Only the file as fetched at runtime: `?import` and other queries are Vite's own module requests.
    const match = req.url?.match(/^\/locales\/([a-z]{2})\/common\.json(?:\?(?!.*\bimport\b).*)?$/);
    if (!match) return next();
    const file = resolve(root, 'locales', match[1], 'common.json');
    if (!existsSync(file)) {
      res.statusCode = 404;
      res.end('Not found');
      return;
    }
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(readFileSync(file));
  };
  return {
    name: 'f6-locales',
    configResolved(config) {
      outDir = resolve(root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use(serve);
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = req.url?.match(/^\/locales\//);
        if (!match) return next();
        const file = resolve(outDir, (req.url ?? '').slice(1).split('?')[0]);
        if (!existsSync(file)) {
          res.statusCode = 404;
          res.end('Not found');
          return;
        }
        next();
      });
    },
    // Copied before the service worker build so that the locale files are precached.
    writeBundle() {
      cpSync(resolve(root, 'locales'), resolve(outDir, 'locales'), { recursive: true });
    },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The home page's first screen as static HTML, in both languages from the translation
 * files, so the first paint needs no JavaScript; React replaces it when it renders.
 * Other routes remove it before it paints (the inline script after it).
 */
function staticShellPlugin(): Plugin {
  return {
    name: 'f6-static-shell',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => shellHtml(html),
    },
  };
}

function shellHtml(html: string): string {
  {
    {
      const catalog = (lang: string) => JSON.parse(readFileSync(resolve(root, 'locales', lang, 'common.json'), 'utf8')) as Record<string, string>;
      const text = (key: string) =>
        (['en', 'ko'] as const).map((lang) => `<span class="s-${lang}">${escapeHtml(catalog(lang)[key] ?? catalog('en')[key] ?? '')}</span>`).join('');
      const shell =
        `<div id="static-shell" aria-hidden="true"><div class="s-head"><span class="s-logo">F6</span><b>F-6 Visa Prep</b></div>` +
        `<div class="s-main"><h1>${text('home.title')}</h1><p>${text('home.intro')}</p></div></div>` +
        `<script>if(location.pathname!=='/')document.getElementById('static-shell').remove()</script>`;
      // The stylesheet is needed only once React renders (well after it arrives), so it
      // must not hold back the static first paint.
      return html
        .replace(/<div id="root">[\s\S]*?<\/div>\s*<\/div>/, `<div id="root">${shell}</div>`)
        .replace(/<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g, '<link rel="stylesheet" crossorigin href="$1" media="print" onload="this.media=\'all\'">');
    }
  }
}

export default defineConfig({
  resolve: { alias: { '@': resolve(root, 'src') } },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/route-tree.gen.ts' }),
    react({ plugins: [['@lingui/swc-plugin', {}]] }),
    localesPlugin(),
    staticShellPlugin(),
    // Last of the HTML transforms: it hashes the inline scripts as they are finally written.
    cspPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}', 'locales/*/common.json'],
        globIgnores: ['**/ocr/**', '**/pdf/**', '**/heavy/**'],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Popover/tooltip positioning is used by some pages only: its own chunk, never the entry's.
        codeSplitting: { groups: [{ name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/ }] },
        // OCR and PDF code goes to heavy/: not precached, cached by the service worker on first use.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => /node_modules[\\/](pdfjs-dist|tesseract\.js|mrz-fast)[\\/]/.test(id)) ? 'heavy/[name]-[hash].js' : 'assets/[name]-[hash].js',
      },
    },
  },
  // The hosting headers (firebase.json) in preview too, so the e2e suite runs under them.
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers: HOSTING_HEADERS },
});
