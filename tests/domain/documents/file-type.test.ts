import { describe, expect, it } from 'vitest';
import { sniffFileType, storedTypeOf } from '@/domain/documents/file-type';
import { fileProblem } from '@/features/documents/model';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);
/** An ISO base media file's first box: size, 'ftyp', major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const body = ascii(`ftyp${major}\u0000\u0000\u0000\u0000${compatible.join('')}`);
  const out = new Uint8Array(4 + body.length);
  out.set([0, 0, 0, 4 + body.length]);
  out.set(body, 4);
  return out;
};

describe('a file is what its bytes are (no type, or a wrong one)', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'image/png'],
    ['WebP', ascii('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), 'image/webp'],
    ['PDF', ascii('%PDF-1.7\n'), 'application/pdf'],
    ['iPhone HEIC', ftyp('heic', 'mif1', 'heic'), 'heic'],
    ['HEIF with mif1 only', ftyp('mif1', 'mif1', 'heic'), 'heic'],
    ['AVIF (lists mif1 too)', ftyp('avif', 'avif', 'mif1', 'miaf'), null],
    ['MP4 video', ftyp('isom', 'isom', 'iso2', 'mp41'), null],
    ['SVG with a script', ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>'), null],
    ['HTML', ascii('<!doctype html><html>'), null],
    ['text', ascii('hello, I am a text file'), null],
    ['ZIP', bytes(0x50, 0x4b, 0x03, 0x04), null],
    ['GIF', ascii('GIF89a'), null],
    ['empty', bytes(), null],
    ['a PNG cut short', bytes(0x89, 0x50, 0x4e, 0x47), null],
  ] as const)('%s -> %s', (_name, head, type) => {
    expect(sniffFileType(head)).toBe(type);
  });

  it('storedTypeOf reads a blob whatever type it claims; HEIC is not stored as is', async () => {
    expect(await storedTypeOf(new Blob([bytes(0xff, 0xd8, 0xff, 0xdb)], { type: 'application/octet-stream' }))).toBe(
      'image/jpeg',
    );
    expect(await storedTypeOf(new Blob([ascii('%PDF-1.4')]))).toBe('application/pdf');
    expect(await storedTypeOf(new Blob([ftyp('heic', 'mif1', 'heic')], { type: 'image/heic' }))).toBeNull();
    expect(await storedTypeOf(new Blob([ascii('<svg/>')], { type: 'image/jpeg' }))).toBeNull();
  });

  it('before reading the bytes, only files that say neither photo nor PDF by type or name are refused', () => {
    const f = (name: string, type: string) => ({ name, type, size: 10 });
    expect(fileProblem(f('photo', ''))).toBeNull();
    expect(fileProblem(f('scan.pdf', 'application/octet-stream'))).toBeNull();
    expect(fileProblem(f('IMG_0001.HEIC', ''))).toBeNull();
    expect(fileProblem(f('photo.jpg', 'image/png'))).toBeNull();
    expect(fileProblem(f('notes.txt', 'text/plain'))).toBe('type');
    expect(fileProblem(f('logo.svg', 'image/svg+xml'))).toBe('type');
    expect(fileProblem(f('big.jpg', 'image/jpeg'))).toBeNull();
    expect(fileProblem({ name: 'big.jpg', type: 'image/jpeg', size: 21 * 1024 * 1024 })).toBe('size');
  });
});
