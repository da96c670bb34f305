import { describe, expect, it } from 'vitest';
import { matchesSignature } from '@/features/documents/model';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('a file is what its type claims', () => {
  it.each([
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0), true],
    ['image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a), true],
    ['image/webp', ascii('RIFF\u0000\u0000\u0000\u0000WEBP'), true],
    ['application/pdf', ascii('%PDF-1.7'), true],
    ['image/jpeg', ascii('hello, I am a text file'), false],
    ['image/png', bytes(0xff, 0xd8, 0xff), false],
    ['application/pdf', ascii('<html>'), false],
    ['text/plain', ascii('%PDF'), false],
  ] as const)('%s with these bytes -> %s', (type, head, ok) => {
    expect(matchesSignature(type, head)).toBe(ok);
  });
});
