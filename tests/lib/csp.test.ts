// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, HOSTING_HEADERS, inlineHashes } from '../../tools/vite/csp';

const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
const html = `<html><head><meta charset="UTF-8" /><script>var a = 1;</script><script type="module" src="/x.js"></script>
<link rel="stylesheet" href="/a.css" media="print" onload="this.media='all'"></head><body><script>go()</script></body></html>`;

describe('Content-Security-Policy (tools/vite/csp.ts)', () => {
  it('hashes every inline script and event handler of the page as built, and no external one', () => {
    expect(inlineHashes(html)).toEqual({
      scripts: [hash('var a = 1;'), hash('go()')],
      handlers: [hash("this.media='all'")],
    });
  });

  it('allows no inline script by default, workers and wasm for OCR/PDF, emulators only in emulator mode', () => {
    const policy = contentSecurityPolicy(html, { emulators: false });
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).toContain("'wasm-unsafe-eval'");
    expect(scriptSrc).toContain(hash('go()'));
    expect(policy).toContain("worker-src 'self' blob:");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('127.0.0.1');
    expect(policy).not.toContain('frame-ancestors'); // ignored (with a console error) in <meta>
    expect(contentSecurityPolicy(html, { emulators: true })).toContain('http://127.0.0.1:8080');
  });

  it('firebase.json hosting sends exactly the headers vite preview sends', () => {
    const config = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../firebase.json'), 'utf8')) as {
      hosting: { headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }> };
    };
    const all = config.hosting.headers.find((h) => h.source === '**')!;
    expect(Object.fromEntries(all.headers.map((h) => [h.key, h.value]))).toEqual(HOSTING_HEADERS);
    expect(HOSTING_HEADERS['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });
});
