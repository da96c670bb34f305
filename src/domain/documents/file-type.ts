/**
 * What a file is, read from its first bytes (magic numbers), never from the type the browser gave
 * it: some browsers give no type, or a wrong one ("application/octet-stream", a PNG called .jpg),
 * and storage.rules takes only the types the app writes. Pure: used before a file is stored and
 * again before it is uploaded.
 */

/** The types stored and uploaded (storage.rules allows exactly these). */
export const storedFileTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type StoredFileType = (typeof storedFileTypes)[number];

/** How many leading bytes the sniff needs. */
export const SNIFF_BYTES = 32;

/** HEIF brands of iPhone and Android photos (converted to JPEG on the device, never stored as is). */
const heifBrands = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1'];

/**
 * The type of these leading bytes: one of the stored types, 'heic' for a HEIC/HEIF photo, or null
 * for anything else (text, SVG, HTML, a ZIP, an AVIF…).
 */
export function sniffFileType(bytes: Uint8Array): StoredFileType | 'heic' | null {
  const at = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  const ascii = (offset: number, length: number) => String.fromCharCode(...bytes.slice(offset, offset + length));
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') return 'image/webp';
  if (ascii(0, 4) === '%PDF') return 'application/pdf';
  // ISO base media file: size, 'ftyp', major brand, then compatible brands.
  if (ascii(4, 4) === 'ftyp') {
    const size = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
    const end = Math.min(bytes.length, Math.max(16, size));
    const brands = [ascii(8, 4)];
    for (let i = 16; i + 4 <= end; i += 4) brands.push(ascii(i, 4));
    // An AVIF also lists mif1: its major brand says what it is.
    if (brands[0] === 'avif' || brands[0] === 'avis') return null;
    if (brands.some((b) => heifBrands.includes(b))) return 'heic';
  }
  return null;
}

/** The stored type of a blob's content, or null when it is none of them (HEIC included: it must be converted first). */
export async function storedTypeOf(blob: Blob): Promise<StoredFileType | null> {
  const sniffed = sniffFileType(new Uint8Array(await blob.slice(0, SNIFF_BYTES).arrayBuffer()));
  return sniffed === 'heic' ? null : sniffed;
}
