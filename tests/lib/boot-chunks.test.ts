import { describe, expect, it } from 'vitest';
import { bootChunks } from '../../tools/vite/boot-chunks';

const core = '/x/node_modules/@mantine/core/esm';
const barrel = `${core}/index.mjs`;
const button = `${core}/components/Button/Button.mjs`;
const select = `${core}/components/Select/Select.mjs`;
const box = `${core}/core/Box/Box.mjs`;
const react = '/x/node_modules/react/index.js';
const boot = '/x/src/app/boot.tsx';
const route = '/x/src/features/forms/wizard.tsx';

type Module = { code: string; importedIds: string[] };

/** Runs the plugin's buildEnd over a small module graph and returns the chunk each module would go to. */
function chunkOf(graph: Record<string, Module>) {
  const { plugin, groups } = bootChunks();
  const context = { getModuleIds: () => Object.keys(graph)[Symbol.iterator](), getModuleInfo: (id: string) => graph[id] ?? null };
  (plugin.buildEnd as unknown as (this: typeof context, error?: Error) => void).call(context);
  return (id: string) => [...groups].sort((a, b) => b.priority - a.priority).find((g) => g.test(id))?.name ?? 'automatic';
}

const mantine = (bootCode: string): Record<string, Module> => ({
  [boot]: { code: `import { jsx } from "react";\n${bootCode}`, importedIds: [react, barrel] },
  [react]: { code: 'module.exports = {}', importedIds: [] },
  [barrel]: {
    code: `import { Box } from "./core/Box/Box.mjs";\nimport { Button } from "./components/Button/Button.mjs";\nimport { Select } from "./components/Select/Select.mjs";\nexport { Box, Button, Select };`,
    importedIds: [box, button, select],
  },
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
    // Used by a route only: it stays out of the first paint.
    expect(chunk(select)).toBe('automatic');
    expect(chunk(route)).toBe('automatic');
  });

  it('follows all of an index imported some other way (a namespace import), rather than miss a module', () => {
    const chunk = chunkOf(mantine('import * as M from "@mantine/core";'));
    expect(chunk(button)).toBe('boot');
    expect(chunk(select)).toBe('boot');
  });

  it('fails the build when boot is not there', () => {
    expect(() => chunkOf({ [route]: { code: '', importedIds: [] } })).toThrow(/boot\.tsx/);
  });
});
