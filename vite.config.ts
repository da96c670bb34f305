import { defineConfig, type Plugin } from 'vite';
import type { FormId } from './src/domain/forms/types';
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
import { escapeHtml, firstQuestionHtml, loadForms } from './tools/vite/form-shell';
import { bootChunks } from './tools/vite/boot-chunks';
import { offlineImportsGuard } from './tools/vite/offline-imports';

const root = import.meta.dirname;
/** OCR and PDF code: its own chunks under heavy/, not precached (see chunkFileNames below). */
const heavyModule =
  /node_modules[\\/](pdfjs-dist|tesseract\.js|mrz-fast|heic-to|pdf-lib|@pdf-lib|pako)[\\/]|[\\/]src[\\/](features[\\/]final-application[\\/]pdf|domain[\\/]package)[\\/]/;
const boot = bootChunks(heavyModule);

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

/**
 * Every route's first screen as static HTML (header, the page's heading and introduction), in both
 * languages from the translation files, so a deep link paints something meaningful before any
 * JavaScript arrives. The inline script in index.html's head marks the route on <html data-route>
 * and CSS shows that route's block; React replaces the whole shell when it renders.
 */
/**
 * main.tsx evaluates the app (src/app/boot.tsx) only after the static first screen has painted;
 * its code and styles are still fetched from the start, by preload links for the boot chunk and
 * everything it imports statically.
 */
function preloadBootPlugin(): Plugin {
  return {
    name: 'f6-preload-boot',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const boot = chunks.find((c) => c.moduleIds.some((id) => id.endsWith('/src/app/boot.tsx')));
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
          (c) => c.type === 'asset' && c.originalFileNames.some((n) => n.endsWith('locales/en/common.json')),
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

let formsOnce: ReturnType<typeof loadForms> | undefined;
function staticShellPlugin(): Plugin {
  return {
    name: 'f6-static-shell',
    transformIndexHtml: {
      order: 'post',
      handler: async (html) => shellHtml(html, await (formsOnce ??= loadForms(root))),
    },
  };
}

/** Route (as the head script names it) -> the page's heading and introduction keys. */
const shellRoutes: Array<{ route: string; title: string; intro?: string; kind?: 'form' }> = [
  { route: '/', title: 'home.title', intro: 'home.intro' },
  { route: '/eligibility', title: 'eligibility.title', intro: 'eligibility.intro' },
  { route: '/timeline', title: 'timeline.title', intro: 'timeline.intro' },
  { route: '/time-sensitive-documents', title: 'time_sensitive.title', intro: 'time_sensitive.intro' },
  { route: '/guides', title: 'guides.title', intro: 'guides.intro' },
  { route: '/documents', title: 'documents.title', intro: 'documents.intro' },
  { route: '/enhancement', title: 'statements.title', intro: 'statements.intro' },
  { route: '/f6', title: 'f6.title', intro: 'f6.intro' },
  { route: 'form:personal-guarantee', title: 'forms.personal_guarantee', kind: 'form' },
  { route: 'form:invitation-letter', title: 'forms.invitation_letter', kind: 'form' },
  { route: 'form:spouse-information', title: 'forms.spouse_information', kind: 'form' },
  { route: '/final-application', title: 'final.title', intro: 'final.intro' },
  { route: '/progress', title: 'progress.title' },
  { route: '/rehearsal', title: 'rehearsal.title', intro: 'rehearsal.intro' },
  { route: '/visa-recommendations', title: 'visa.title', intro: 'visa.intro' },
  { route: '/login', title: 'auth.title', intro: 'auth.why' },
];

/**
 * A form route's heading as the wizard shows it: the form's title and official name and number, read
 * from its definition (src/domain/forms/<form>.ts), or the catalog's short name if that ever fails.
 */
function formHeading(formId: string, fallbackKey: string, text: (key: string) => string): string {
  const source = readFileSync(resolve(root, 'src/domain/forms', `${formId}.ts`), 'utf8');
  const str = `'((?:[^'\\\\]|\\\\.)*)'`;
  const m = source.match(
    new RegExp(
      `\\n  title: t\\(${str}, ${str}\\),\\n  officialName: t\\(${str}, ${str}\\),\\n  officialNumber: ${str}`,
    ),
  );
  if (!m) return `<p class="s-back">&nbsp;</p><h1 class="s-h2">${text(fallbackKey)}</h1>`;
  const [en, ko, officialEn, officialKo, number] = m.slice(1).map((v) => escapeHtml(v.replace(/\\'/g, "'")));
  const both = (e: string, k: string) => `<span class="s-en">${e}</span><span class="s-ko">${k}</span>`;
  return `<p class="s-back">&nbsp;</p><h1 class="s-h2">${both(en, ko)}</h1><p class="s-sub">${both(officialEn, officialKo)} · ${number}</p>`;
}

function shellHtml(html: string, forms: Awaited<ReturnType<typeof loadForms>>): string {
  const catalogs = Object.fromEntries(
    (['en', 'ko'] as const).map((lang) => [
      lang,
      JSON.parse(readFileSync(resolve(root, 'locales', lang, 'common.json'), 'utf8')) as Record<string, string>,
    ]),
  );
  // Plain text only: placeholders and markup never reach the static shell.
  const plain = (value: string) => value.replace(/\{\{?[^}]*\}?\}/g, '').replace(/<[^>]*>/g, '');
  const fill = (value: string, vars: Record<string, string | number>) =>
    value.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
  const text = (key: string, vars: Record<string, string | number> = {}) =>
    (['en', 'ko'] as const)
      .map(
        (lang) =>
          `<span class="s-${lang}">${escapeHtml(plain(fill(catalogs[lang][key] || catalogs.en[key] || '', vars)))}</span>`,
      )
      .join('');
  const blocks = shellRoutes
    .map(({ route, title, intro, kind }) => {
      const formId = route.slice('form:'.length) as FormId;
      const heading =
        kind === 'form'
          ? formHeading(formId, title, text) + firstQuestionHtml(forms, formId, text)
          : `<h1>${text(title)}</h1>`;
      const kindClass = route === '/' ? ' s-home' : route === '/login' ? ' s-login' : '';
      return `<div class="s-route${kindClass}" data-r="${route}">${heading}${intro ? `<p>${text(intro)}</p>` : ''}</div>`;
    })
    .join('');
  const show = shellRoutes.map(({ route }) => `html[data-route="${route}"] [data-r="${route}"]`).join(',');
  const shell =
    `<div id="static-shell" aria-hidden="true"><div class="s-head"><span class="s-logo">F6</span><b>F-6 Visa Prep</b></div>` +
    `<div class="s-main">${blocks}</div></div>`;
  // The stylesheet is needed only once React renders (well after it arrives), so it
  // must not hold back the static first paint.
  return html
    .replace('</style>', `${show}{display:block}</style>`)
    .replace(/<div id="root">[\s\S]*?<\/div>\s*<\/div>/, `<div id="root">${shell}</div>`)
    .replace(
      /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g,
      '<link rel="stylesheet" crossorigin href="$1" media="print" onload="this.media=\'all\'">',
    );
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
    mantineUseId(),
    boot.plugin,
    appShellScrollClasses(),
    react({ plugins: [['@lingui/swc-plugin', {}]] }),
    localesPlugin(),
    preloadBootPlugin(),
    staticShellPlugin(),
    routePreloadPlugin(),
    deferredStartPlugin(),
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
        codeSplitting: { groups: boot.groups },
        // OCR and PDF code goes to heavy/: not precached, cached by the service worker on first use
        // (the package's PDF engine is also fetched in the background once the app has loaded).
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => heavyModule.test(id)) ? 'heavy/[name]-[hash].js' : 'assets/[name]-[hash].js',
      },
    },
  },
  // The hosting headers (firebase.json) in preview too, so the e2e suite runs under them.
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers: HOSTING_HEADERS },
});
