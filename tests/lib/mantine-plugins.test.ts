// @vitest-environment node
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineCss } from '../../tools/vite/mantine-css';
import { mantineUseId } from '../../tools/vite/mantine-use-id';

// Both plugins read @mantine's published files; these tests fail when an upgrade changes what they read
// (docs/performance.md says what each plugin buys).
const root = resolve(import.meta.dirname, '../..');
type Transform = (code: string, id: string) => { code: string } | null;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('tools/vite/mantine-use-id.ts', () => {
  it("still finds the random id swap in @mantine/hooks' useId, and replaces it with React's id", () => {
    const id = join(root, 'node_modules/@mantine/hooks/esm/use-id/use-id.mjs');
    const out = (mantineUseId().transform as Transform)(readFileSync(id, 'utf8'), id);
    expect(out?.code).toContain('import { useId } from "react"');
    expect(out?.code).not.toContain('randomId');
  });
});

describe('tools/vite/mantine-css.ts', () => {
  it("gives every @mantine/core component the app imports its layer stylesheet, read from Mantine's own files", () => {
    const transform = mantineCss(root).transform as Transform;
    const withMantine = sourceFiles(join(root, 'src')).filter((f) =>
      readFileSync(f, 'utf8').includes("from '@mantine/core'"),
    );
    expect(withMantine.length).toBeGreaterThan(20);
    for (const file of withMantine) {
      const code = readFileSync(file, 'utf8');
      const out = transform(code, file);
      // Files that import only hooks or types get nothing; every one that renders Button, Card, Text... gets sheets.
      if (/import \{[^}]*\b(Button|Card|Text|Stack|Group|Alert|Badge)\b[^}]*\} from '@mantine\/core'/.test(code)) {
        expect(out?.code, file).toMatch(/import '@mantine\/core\/styles\/[A-Za-z]+\.layer\.css';/);
      }
    }
  });

  it('orders a component after the components it is built on (Button after UnstyledButton)', () => {
    const out = (mantineCss(root).transform as Transform)(
      "import { Button } from '@mantine/core';\n",
      join(root, 'src/x.tsx'),
    )!;
    const sheets = [...out.code.matchAll(/styles\/([A-Za-z]+)\.layer\.css/g)].map((m) => m[1]);
    expect(sheets).toContain('Button');
    expect(sheets.indexOf('UnstyledButton')).toBeGreaterThanOrEqual(0);
    expect(sheets.indexOf('UnstyledButton')).toBeLessThan(sheets.indexOf('Button'));
  });
});
