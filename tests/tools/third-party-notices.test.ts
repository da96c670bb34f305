// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs tool without types
import { notices, runtimePackages } from '../../tools/third-party-notices.mjs';

type Pkg = { name: string; license: string };

describe('third-party notices', () => {
  it('public/third-party-notices.txt is what the tool writes (run node tools/third-party-notices.mjs)', () => {
    expect(readFileSync('public/third-party-notices.txt', 'utf8')).toBe(notices());
  });

  it('covers every run-time dependency, the LGPL one with its full text', () => {
    const names = (runtimePackages() as Pkg[]).map((p) => p.name);
    const direct = Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).dependencies as Record<string, string>);
    for (const name of direct) expect(names).toContain(name);
    const text = notices() as string;
    expect(text).toContain('heic-to@');
    expect(text).toContain('GNU LESSER GENERAL PUBLIC LICENSE');
    expect(text).toContain('SIL OPEN FONT LICENSE');
  });
});
