// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { barrelExports, bootChunks } from '../../tools/vite/boot-chunks';

const core = '/x/node_modules/@mantine/core/esm';
const barrel = `${core}/index.mjs`;
const button = `${core}/components/Button/Button.mjs`;
const select = `${core}/components/Select/Select.mjs`;
const box = `${core}/core/Box/Box.mjs`;
const react = '/x/node_modules/react/index.js';
const boot = '/x/src/app/boot.tsx';
const route = '/x/src/features/forms/wizard.tsx';
const page = '/x/src/routes/f6.tsx?tsr-split=component';
const forms = '/x/src/domain/forms/structure.ts';
const rules = '/x/src/domain/rules.ts';
const data = '/x/src/data/index.ts';
const statusFn = '/x/src/data/application-status.ts';
const dexie = '/x/node_modules/dexie/index.mjs';
const nav = '/x/src/app/components/nav-list.tsx';
const navLink = `${core}/components/NavLink/NavLink.mjs`;
const pdf = '/x/src/features/final-application/pdf/build.ts';

type Module = { code: string; importedIds: string[]; dynamicallyImportedIds?: string[] };

/**
 * Runs the plugin's buildEnd over a small module graph and returns the group each module would go
 * to: `shell?` for a group that takes only modules two or more entries share (Rolldown decides that).
 */
function chunkOf(graph: Record<string, Module>) {
  const { plugin, groups } = bootChunks(/[\\/]final-application[\\/]pdf[\\/]/);
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => graph[id] ?? null,
  };
  (plugin.buildEnd as unknown as (this: typeof context, error?: Error) => void).call(context);
  return (id: string) => {
    const group = [...groups].sort((a, b) => b.priority - a.priority).find((g) => g.test(id));
    return group ? `${group.name}${group.minShareCount ? '?' : ''}` : 'automatic';
  };
}

const lazies = [forms, data, nav, page];
const mantine = (bootCode: string): Record<string, Module> => ({
  [boot]: {
    code: `import { jsx } from "react";\n${bootCode}`,
    importedIds: [react, barrel],
    dynamicallyImportedIds: lazies,
  },
  [forms]: { code: 'import { r } from "../rules";', importedIds: [rules] },
  [rules]: { code: 'export const r = 1;', importedIds: [] },
  [data]: { code: 'import Dexie from "dexie";\nimport { r } from "../domain/rules";', importedIds: [dexie, rules] },
  [dexie]: { code: 'export default 1;', importedIds: [] },
  [statusFn]: { code: 'import { db } from "./index";', importedIds: [data] },
  [nav]: { code: 'import { NavLink } from "@mantine/core";', importedIds: [barrel] },
  [page]: {
    code: 'import { Wizard } from "../features/forms/wizard";',
    importedIds: [route],
    dynamicallyImportedIds: [pdf],
  },
  [pdf]: { code: 'import { r } from "../../../domain/rules";', importedIds: [rules] },
  [react]: { code: 'module.exports = {}', importedIds: [] },
  [barrel]: {
    code: `import { Box } from "./core/Box/Box.mjs";\nimport { Button } from "./components/Button/Button.mjs";\nimport { NavLink } from "./components/NavLink/NavLink.mjs";\nimport { Select } from "./components/Select/Select.mjs";\nexport { Box, Button, NavLink, Select };`,
    importedIds: [box, button, navLink, select],
  },
  [navLink]: { code: 'import { Box } from "../../core/Box/Box.mjs";', importedIds: [box] },
  [button]: { code: 'import { Box } from "../../core/Box/Box.mjs";', importedIds: [box] },
  [select]: { code: 'import { Box } from "../../core/Box/Box.mjs";', importedIds: [box] },
  [box]: { code: 'export const Box = 1;', importedIds: [] },
  [route]: { code: 'import { Select } from "@mantine/core";', importedIds: [barrel] },
});

describe("the first paint's chunks (tools/vite/boot-chunks.ts)", () => {
  it("puts React in its own chunk and what boot imports in boot's, following a package index only to the names boot uses", () => {
    const chunk = chunkOf(mantine('import { Button } from "@mantine/core";'));
    expect(chunk(react)).toBe('react');
    expect(chunk(boot)).toBe('boot');
    expect(chunk(button)).toBe('boot');
    expect(chunk(box)).toBe('boot');
    // Used by pages only: out of the first paint, left to the automatic splitting (one chunk per set
    // of pages sharing it), so that a page fetches only the inputs and shared code it uses.
    expect(chunk(select)).toBe('automatic');
    expect(chunk(route)).toBe('automatic');
    // Their styles, though, in one stylesheet the pages share.
    expect(chunk(`${core}/components/Select/Select.css`)).toBe('lib?');
  });

  it('layers what boot loads later: the forms, the data layer, the rest of its lazy code, then the pages', () => {
    const chunk = chunkOf(mantine('import { Button } from "@mantine/core";'));
    expect(chunk(rules)).toBe('domain?');
    expect(chunk(forms)).toBe('domain?');
    // The data layer whole, but not what the forms' definitions (evaluated first) hold.
    expect(chunk(data)).toBe('data');
    // Dexie beside it, in a chunk boot evaluates a task before the data layer's.
    expect(chunk(dexie)).toBe('dexie');
    expect(chunk(nav)).toBe('shell?');
    expect(chunk(navLink)).toBe('shell?');
    // OCR and PDF code is not precached: never in these chunks.
    expect(chunk(pdf)).toBe('automatic');
  });

  it("leaves the forms' words to the pages that show them, apart from the structure boot loads", () => {
    const graph = mantine('import { Button } from "@mantine/core";');
    const full = '/x/src/domain/forms/index.ts';
    const texts = '/x/src/domain/forms/invitation-letter.texts.ts';
    const merge = '/x/src/domain/forms/merge.ts';
    graph[route] = {
      code: 'import { Select } from "@mantine/core";\nimport { getForm } from "../../domain/forms";',
      importedIds: [barrel, full],
    };
    graph[full] = { code: 'import { s } from "./structure";', importedIds: [forms, texts, merge] };
    graph[texts] = { code: 'export const t = 1;', importedIds: [] };
    graph[merge] = { code: 'export const m = 1;', importedIds: [] };
    const chunk = chunkOf(graph);
    // Automatic splitting: in a chunk only the pages that import them fetch.
    for (const id of [full, texts, merge]) expect(chunk(id)).toBe('automatic');
    // The structure stays with what boot loads before the first render.
    expect(chunk(forms)).toBe('domain?');
    expect(chunk(route)).toBe('automatic');
  });

  it('keeps what reads the store apart from the rest of the lazy code, so that a first visit loads none of it', () => {
    const badge = '/x/src/app/components/audit-badge.tsx';
    const audit = '/x/src/domain/audit.ts';
    const words = '/x/src/i18n/words.ts';
    const graph = mantine('import { Button } from "@mantine/core";');
    graph[boot].dynamicallyImportedIds = [...lazies, badge];
    graph[nav] = {
      code: 'import { NavLink } from "@mantine/core";\nimport { w } from "../../i18n/words";',
      importedIds: [barrel, words],
    };
    graph[badge] = {
      code: 'import { s } from "../../data/application-status";\nimport { w } from "../../i18n/words";',
      importedIds: [statusFn, words],
    };
    // The status function needs the audit (D27); sign-in and sync read the store too, with a schema library.
    graph[statusFn] = {
      code: 'import { db } from "./index";\nimport { a } from "../domain/audit";',
      importedIds: [data, audit],
    };
    const session = '/x/src/sync/session.ts';
    const schema = '/x/node_modules/valibot/dist/index.mjs';
    graph[boot].dynamicallyImportedIds.push(session);
    graph[session] = {
      code: 'import { db } from "../data";\nimport * as v from "valibot";',
      importedIds: [data, schema],
    };
    graph[schema] = { code: 'export const v = 1;', importedIds: [] };
    graph[audit] = { code: 'export const a = 1;', importedIds: [] };
    graph[words] = { code: 'export const w = 1;', importedIds: [] };
    // A dialog: Mantine's Popover (floating-ui) and a component of the app's own around it.
    const dialog = '/x/src/app/components/dialog.tsx';
    const popover = `${core}/components/Popover/Popover.mjs`;
    const floating = '/x/node_modules/@floating-ui/react/dist/floating-ui.react.mjs';
    const withPopover = '/x/src/ui/with-popover.tsx';
    graph[boot].dynamicallyImportedIds!.push(dialog);
    graph[dialog] = { code: 'import { P } from "../../ui/with-popover";', importedIds: [withPopover] };
    graph[withPopover] = { code: 'import { Popover } from "@mantine/core";', importedIds: [popover] };
    graph[popover] = { code: 'import { f } from "@floating-ui/react";', importedIds: [floating, box] };
    graph[floating] = { code: 'export const f = 1;', importedIds: [] };
    // A menu only sign-in opens: with the overlays, not left beside the store's code.
    const menu = `${core}/components/Menu/Menu.mjs`;
    graph[session].importedIds.push(menu);
    graph[menu] = { code: 'import { f } from "@floating-ui/react";', importedIds: [floating, box] };
    const chunk = chunkOf(graph);
    // The overlays' code, and what imports it, apart: the navigation never imports it.
    expect(chunk(popover)).toBe('overlay?');
    expect(chunk(floating)).toBe('overlay?');
    expect(chunk(withPopover)).toBe('overlay?');
    expect(chunk(menu)).toBe('overlay?');
    // The status function and what it uses (the audit) in the status chunk; the rest of what reads
    // the store (sync's schema library) not, so that a page showing a status does not fetch it.
    expect(chunk(statusFn)).toBe('status?');
    expect(chunk(audit)).toBe('status?');
    expect(chunk(badge)).toBe('automatic');
    expect(chunk(schema)).toBe('automatic');
    // What the navigation uses stays in the shell chunk, which imports no data code.
    expect(chunk(words)).toBe('shell?');
    expect(chunk(navLink)).toBe('shell?');
  });

  it('fails the build on a cycle between chunks (a module could run before one it uses)', () => {
    const { plugin } = bootChunks(/heavy/);
    const bundle = (imports: Record<string, string[]>) =>
      Object.fromEntries(
        Object.entries(imports).map(([fileName, i]) => [fileName, { type: 'chunk', fileName, imports: i }]),
      );
    const context = {
      error: (message: string) => {
        throw new Error(message);
      },
    };
    const run = (imports: Record<string, string[]>) =>
      (plugin.generateBundle as unknown as (this: typeof context, o: unknown, b: unknown) => void).call(
        context,
        {},
        bundle(imports),
      );
    expect(() => run({ 'a.js': ['b.js'], 'b.js': ['c.js'], 'c.js': [] })).not.toThrow();
    expect(() => run({ 'a.js': ['b.js'], 'b.js': ['c.js'], 'c.js': ['b.js'] })).toThrow(/b\.js -> c\.js -> b\.js/);
  });

  it('follows all of an index imported some other way (a namespace import), rather than miss a module', () => {
    const chunk = chunkOf(mantine('import * as M from "@mantine/core";'));
    expect(chunk(button)).toBe('boot');
    expect(chunk(select)).toBe('boot');
  });

  it('fails the build when boot is not there', () => {
    expect(() => chunkOf({ [route]: { code: '', importedIds: [] } })).toThrow(/boot\.tsx/);
    expect(() => chunkOf({ [boot]: { code: '', importedIds: [] } })).toThrow(/domain\/forms/);
  });
});

// The plugin reads the installed packages' shapes: these fail when an upgrade changes them (docs/performance.md).
describe('the upstream shapes the build plugins read', () => {
  const root = resolve(import.meta.dirname, '../..');

  it("still reads @mantine/core's and @mantine/hooks' indexes as lists of re-exports (boot-chunks.ts)", () => {
    for (const pkg of ['@mantine/core', '@mantine/hooks']) {
      const id = join(root, 'node_modules', pkg, 'esm/index.mjs');
      // (@mantine/core re-exports react-remove-scroll: the build resolves it among the index's imports.)
      const removeScroll = join(root, 'node_modules/react-remove-scroll/dist/es2015/index.js');
      const names = barrelExports(id, { code: readFileSync(id, 'utf8'), importedIds: [removeScroll] });
      expect(names, pkg).not.toBeNull();
      if (pkg === '@mantine/core') {
        expect(names!.get('Button')).toBe(join(root, 'node_modules/@mantine/core/esm/components/Button/Button.mjs'));
        expect(existsSync(names!.get('AppShell')!)).toBe(true);
      }
    }
  });

  it("still finds TanStack's split route components by their ?tsr-split=component id (route-preload.ts)", () => {
    const constants = readFileSync(
      join(root, 'node_modules/@tanstack/router-plugin/dist/esm/core/constants.js'),
      'utf8',
    );
    expect(constants).toMatch(/["']tsr-split["']/);
    expect(constants).toMatch(/["']component["']/);
  });

  it("still has Rolldown's chunk group options the layers use (boot-chunks.ts)", () => {
    const dir = join(root, 'node_modules/rolldown/dist/shared');
    const types = readdirSync(dir)
      .filter((f) => f.endsWith('.d.mts'))
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n');
    for (const option of ['minShareCount', 'includeDependenciesRecursively', 'priority'])
      expect(types).toContain(option);
  });
});
