// `npm run lint` holds two habits of the house: code formatted by Prettier (120 columns) and no function
// over 80 lines. Each check is run here, with the repository's own configuration, on a probe file that
// breaks it and on one that keeps it, so a configuration that stops checking fails this test.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const dir = mkdtempSync(join(tmpdir(), 'lint-probe-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a command; true when it exits 0. */
function passes(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { cwd: root, stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

const probe = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};

/** A function of `lines` statements, each used, so nothing but its length can be wrong. */
const fn = (lines: number) =>
  `export function probe(): number {\n  let total = 0;\n${'  total += 1;\n'.repeat(lines)}  return total;\n}\n`;

describe('npm run lint', () => {
  it('fails on an unformatted file and passes it formatted', () => {
    const config = ['--config', join(root, '.prettierrc.json'), '--check'];
    expect(passes(bin('prettier'), [...config, probe('messy.ts', 'export const  x = {a:1,\n b:2}\n')])).toBe(false);
    expect(passes(bin('prettier'), [...config, probe('tidy.ts', 'export const x = { a: 1, b: 2 };\n')])).toBe(true);
  });

  it('fails on a function over 80 lines and passes a shorter one', () => {
    const config = ['-c', join(root, '.oxlintrc.json')];
    expect(passes(bin('oxlint'), [...config, '--deny-warnings', probe('long.ts', fn(81))])).toBe(false);
    expect(passes(bin('oxlint'), [...config, '--deny-warnings', probe('short.ts', fn(70))])).toBe(true);
  });
});
