import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react-swc';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { mantineCss } from './tools/vite/mantine-css';
import { mantineUseId } from './tools/vite/mantine-use-id';
import { cspPlugin, HOSTING_HEADERS } from './tools/vite/csp';
import { routePreloadPlugin } from './tools/vite/route-preload';
import { deferredStartPlugin } from './tools/vite/deferred-start';
import { appShellScrollClasses } from './tools/vite/app-shell-scroll-classes';
import { staticShellPlugin } from './tools/vite/static-shell';
import { bootChunks } from './tools/vite/boot-chunks';
import { offlineImportsGuard } from './tools/vite/offline-imports';
import { preloadBootPlugin } from './tools/vite/preload-boot';

const root = import.meta.dirname;
/** OCR and PDF code: its own chunks under heavy/, not precached (see chunkFileNames below). */
const heavyModule =
  /node_modules[\\/](pdfjs-dist|tesseract\.js|mrz-fast|heic-to|@cantoo|culori|node-html-better-parser|html-entities|brotli|dfa|restructure)[\\/]|[\\/]src[\\/](features[\\/]final-application[\\/]pdf|domain[\\/]package)[\\/]/;
const boot = bootChunks(heavyModule);
/**
 * For measuring what a build part buys (docs/performance.md): F6_BUILD_WITHOUT=deferred-start,route-preload,
 * preload-boot,mantine-use-id builds the app without those parts. Never set for a build that ships.
 */
const without = new Set((process.env.F6_BUILD_WITHOUT ?? '').split(',').filter(Boolean));
const unless = <T>(part: string, plugin: T) => (without.has(part) ? [] : [plugin]);

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

export default defineConfig({
  resolve: { alias: { '@': resolve(root, 'src') } },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/route-tree.gen.ts',
    }),
    mantineCss(root),
    ...unless('mantine-use-id', mantineUseId()),
    boot.plugin,
    appShellScrollClasses(),
    react({ plugins: [['@lingui/swc-plugin', {}]] }),
    localesPlugin(),
    ...unless('preload-boot', preloadBootPlugin()),
    staticShellPlugin(root),
    ...unless('route-preload', routePreloadPlugin(root)),
    ...unless('deferred-start', deferredStartPlugin()),
    // Last of the HTML transforms: it hashes the inline scripts as they are finally written.
    cspPlugin(),
    offlineImportsGuard(/^(heavy|ocr|pdf)\//),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}', 'locales/*/common.json', 'assets/*.json'],
        globIgnores: ['**/ocr/**', '**/pdf/**', '**/heavy/**'],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
    rolldownOptions: {
      output: {
        // What the first render needs (React, then the rest of boot's static imports), what every page
        // loads after it, and what the pages share: a few chunks, not a hundred (tools/vite/boot-chunks.ts).
        // fflate is shared by the transfer file (precached) and the PDF engine (heavy/): its own chunk, so
        // that sharing it does not put it in the pages' common `lib` chunk.
        codeSplitting: {
          groups: [
            { name: 'fflate', test: (id) => /[\\/]node_modules[\\/]fflate[\\/]/.test(id), priority: 7 },
            ...boot.groups,
          ],
        },
        // OCR and PDF code goes to heavy/: not precached, cached by the service worker on first use
        // (the package's PDF engine is also fetched in the background once the app has loaded).
        // fontkit's chunk would be named for its entry file (browser-module); the service worker's test looks for it.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => /[\\/]@cantoo[\\/]fontkit[\\/]/.test(id))
            ? 'heavy/fontkit-[hash].js'
            : chunk.moduleIds.some((id) => heavyModule.test(id))
              ? 'heavy/[name]-[hash].js'
              : 'assets/[name]-[hash].js',
      },
    },
  },
  // The hosting headers (firebase.json) in preview too, so the e2e suite runs under them.
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers: HOSTING_HEADERS },
});
