// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { crc32, zipFiles } from '@/features/final-application/pdf/zip';

describe('the two files in one download', () => {
  test('crc32 is the standard one', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  test('a zip that unzip reads back byte for byte, with Korean file names', () => {
    const a = new Uint8Array([37, 80, 68, 70, 45, 1, 2, 3]);
    const b = new TextEncoder().encode('%PDF- guide');
    const zip = zipFiles(
      [
        { name: 'F-6 제출 서류 - SMITH - 2026-11-23.pdf', bytes: a },
        { name: 'F-6 application package - SMITH - 2026-11-23.pdf', bytes: b },
      ],
      '2026-11-23',
    );
    const dir = mkdtempSync(join(tmpdir(), 'zip-'));
    writeFileSync(join(dir, 'x.zip'), zip);
    // Python's zipfile checks the CRCs and reads the UTF-8 names (no unzip needed on the machine).
    const out = execFileSync('python3', [
      '-c',
      'import zipfile,sys,json; z=zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; print(json.dumps([[i.filename, list(z.read(i))] for i in z.infolist()]))',
      join(dir, 'x.zip'),
    ]).toString();
    const files = JSON.parse(out) as [string, number[]][];
    expect(files.map((f) => f[0])).toEqual([
      'F-6 제출 서류 - SMITH - 2026-11-23.pdf',
      'F-6 application package - SMITH - 2026-11-23.pdf',
    ]);
    expect(files[0][1]).toEqual([...a]);
    expect(files[1][1]).toEqual([...b]);
    expect(readFileSync(join(dir, 'x.zip')).length).toBe(zip.length);
  });
});
