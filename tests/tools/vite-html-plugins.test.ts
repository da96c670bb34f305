// @vitest-environment node
/**
 * The build plugins that rewrite the page's tags read what Vite writes into index.html, and the
 * offline guard reads Rolldown's chunk imports: a real build of a small app, so that an upgrade that
 * changes either fails here, not silently in the shipped page (docs/performance.md).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Plugin } from 'vite';
import { deferredStartPlugin } from '../../tools/vite/deferred-start';
import { offlineImportsGuard } from '../../tools/vite/offline-imports';
import { preloadBootPlugin } from '../../tools/vite/preload-boot';

const dir = mkdtempSync(join(tmpdir(), 'f6-vite-html-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const files: Record<string, string> = {
  'index.html':
    '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/main.js"></script></body></html>',
  'main.js':
    "import './main.css';\nimport { shared } from './shared.js';\nshared();\nvoid import('./heavy/engine.js');",
  'main.css': 'body { color: red; }',
  'shared.js': 'export const shared = () => document.title;',
  'heavy/engine.js': "import { shared } from '../shared.js';\nexport const engine = () => shared();",
};
for (const [name, text] of Object.entries(files)) {
  mkdirSync(dirname(join(dir, name)), { recursive: true });
  writeFileSync(join(dir, name), text);
}

async function built(plugins: Plugin[], sharedIn = 'assets') {
  await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    plugins,
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Vite's own preload links for the chunks the entry imports (the app makes its own, from the same tags).
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: { groups: [{ name: 'shared', test: /shared\.js$/ }] },
          chunkFileNames: (chunk) =>
            chunk.moduleIds.some((id) => id.endsWith('shared.js'))
              ? `${sharedIn}/[name]-[hash].js`
              : 'heavy/[name]-[hash].js',
        },
      },
    },
  });
  return readFileSync(join(dir, 'dist/index.html'), 'utf8');
}

describe("Vite's page tags, as the start script reads them (tools/vite/deferred-start.ts)", () => {
  it('moves the entry script, its preloads and its stylesheet into the start script, leaving no tag behind', async () => {
    const html = await built([deferredStartPlugin()]);
    const list = JSON.parse(html.match(/var f=(\[.*?\]);/)![1]) as Array<[string, string]>;
    expect(list.map(([kind]) => kind).sort()).toEqual(['entry', 'module', 'style']);
    expect(list.every(([, href]) => href.startsWith('/assets/'))).toBe(true);
    // Nothing the start script did not take: no tag of Vite's for /assets/ is left in the page.
    expect(html.replace(/<script>\(function\(\)\{var f=.*?<\/script>/s, '')).not.toMatch(/\/assets\//);
  });
});

describe("the offline guard reads Rolldown's chunk imports (tools/vite/offline-imports.ts)", () => {
  it('fails the build when precached code imports heavy code statically, not when it uses import()', async () => {
    // The engine (heavy/) imports the shared chunk: allowed, the other way round is not.
    await expect(built([offlineImportsGuard(/^heavy\//)])).resolves.toContain('<script');
    // The shared chunk in heavy/ too: the entry (precached) then imports heavy code.
    await expect(built([offlineImportsGuard(/^heavy\//)], 'heavy')).rejects.toThrow(/imports heavy\/shared/);
  });
});

describe("the boot preloads read Rolldown's chunk imports, Vite's CSS metadata and the assets' names (tools/vite/preload-boot.ts)", () => {
  it('preloads the lazily started boot chunk, what it imports statically, its stylesheet and the English strings', async () => {
    const app = mkdtempSync(join(tmpdir(), 'f6-preload-boot-'));
    const sources: Record<string, string> = {
      'index.html': files['index.html'],
      // The entry starts boot with import(), as main.tsx does after the static first screen.
      'main.js': "void import('./boot.js');",
      'boot.js':
        "import './boot.css';\nimport { shared } from './shared.js';\nimport strings from './locales/en/common.json?url';\nshared(strings);",
      'boot.css': 'main { color: blue; }',
      'shared.js': 'export const shared = (s) => fetch(s);',
      'locales/en/common.json': '{"a":"b"}',
    };
    for (const [name, text] of Object.entries(sources)) {
      mkdirSync(dirname(join(app, name)), { recursive: true });
      writeFileSync(join(app, name), text);
    }
    try {
      await build({
        root: app,
        logLevel: 'silent',
        configFile: false,
        plugins: [preloadBootPlugin({ bootModule: '/boot.js' })],
        build: {
          outDir: 'dist',
          assetsInlineLimit: 0,
          rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shared', test: /shared\.js$/ }] } } },
        },
      });
      const html = readFileSync(join(app, 'dist/index.html'), 'utf8');
      const preloads = [...html.matchAll(/rel="modulepreload" crossorigin href="\/assets\/([a-z]+)-/g)].map(
        (m) => m[1],
      );
      expect(preloads).toEqual(expect.arrayContaining(['boot', 'shared']));
      expect(html).toMatch(/rel="stylesheet" crossorigin href="\/assets\/boot-[^"]+\.css"/);
      expect(html).toMatch(/rel="preload" as="fetch" crossorigin href="\/assets\/common-[^"]+\.json"/);
    } finally {
      rmSync(app, { recursive: true, force: true });
    }
  });
});
