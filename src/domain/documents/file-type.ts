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

/**
 * The smallest image a document can be read from: a photo or scan under this many pixels on its
 * shorter side is refused (a 1 x 1 image, a thumbnail), with this number in the reason.
 */
export const MIN_DOCUMENT_IMAGE_PX = 200;

/** How many leading bytes `imageSizeOf` reads (a JPEG's size follows its metadata, often tens of KB). */
export const IMAGE_HEADER_BYTES = 256 * 1024;

/** Width and height from an image's header (PNG, JPEG, WebP), or null when the header does not say. */
export function imageSizeOf(bytes: Uint8Array): { width: number; height: number } | null {
  const type = sniffFileType(bytes);
  const u16be = (i: number) => (bytes[i] << 8) | bytes[i + 1];
  const u16le = (i: number) => bytes[i] | (bytes[i + 1] << 8);
  const u24le = (i: number) => bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16);
  const u32be = (i: number) => ((bytes[i] << 24) | (bytes[i + 1] << 16) | (bytes[i + 2] << 8) | bytes[i + 3]) >>> 0;
  if (type === 'image/png' && bytes.length >= 24) return { width: u32be(16), height: u32be(20) };
  if (type === 'image/jpeg') {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return null;
      const marker = bytes[i + 1];
      if (marker === 0xff) {
        i++;
        continue;
      }
      // Start of frame (SOF0-SOF15, except DHT C4, JPG C8, DAC CC): height then width.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { height: u16be(i + 5), width: u16be(i + 7) };
      if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
        i += 2;
        continue;
      }
      i += 2 + u16be(i + 2);
    }
    return null;
  }
  if (type === 'image/webp' && bytes.length >= 30) {
    const chunk = String.fromCharCode(...bytes.slice(12, 16));
    if (chunk === 'VP8 ') return { width: u16le(26) & 0x3fff, height: u16le(28) & 0x3fff };
    if (chunk === 'VP8L') {
      const b = bytes.slice(21, 25);
      return {
        width: 1 + (((b[1] & 0x3f) << 8) | b[0]),
        height: 1 + (((b[3] & 0xf) << 10) | (b[2] << 2) | (b[1] >> 6)),
      };
    }
    if (chunk === 'VP8X') return { width: 1 + u24le(24), height: 1 + u24le(27) };
  }
  return null;
}

const extensions: Record<StoredFileType, string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
};

/** The name a file of this type should have: its extension changed when it says another type (a PNG named .jpg). */
export function nameForType(name: string, type: StoredFileType): string {
  const match = /\.([a-z0-9]{1,5})$/i.exec(name);
  const ext = match?.[1].toLowerCase();
  // Only a name that claims another type changes (no extension, or an unknown one, is left as it is).
  const claims = ['jpg', 'jpeg', 'png', 'webp', 'pdf', 'gif', 'bmp', 'tif', 'tiff', 'heic', 'heif', 'avif'];
  if (!ext || !claims.includes(ext) || extensions[type].includes(ext)) return name;
  const base = match ? name.slice(0, -match[0].length) : name;
  return `${base}.${extensions[type][0]}`;
}
