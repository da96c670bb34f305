/**
 * A picture's size from its header, without decoding it: a 20000 x 20000 photo would take
 * 1.6 GB and tens of seconds to decode, so the reader checks the size first. JPEG,
 * PNG, WebP and GIF; null for anything else (HEIC is converted before it is stored).
 */
export type ImageSize = { width: number; height: number };

/** Decoded pixels the reader accepts; larger pictures are refused at once with a message. */
export const MAX_READ_PIXELS = 64_000_000;
/** The long side pictures are decoded at for reading (scaled down while decoding, never up). */
export const READ_DECODE_SIDE = 3200;

/** The first bytes hold the size in every format here; a JPEG's size marker can follow a large EXIF block. */
const HEAD_BYTES = 256 * 1024;

export async function imageSize(blob: Blob): Promise<ImageSize | null> {
  const bytes = new Uint8Array(await blob.slice(0, HEAD_BYTES).arrayBuffer());
  return sizeFromHeader(bytes);
}

export function sizeFromHeader(b: Uint8Array): ImageSize | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const ascii = (at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));
  if (b.length >= 24 && b[0] === 0x89 && ascii(1, 3) === 'PNG')
    return { width: view.getUint32(16), height: view.getUint32(20) };
  if (b.length >= 10 && ascii(0, 3) === 'GIF')
    return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  if (b.length >= 30 && ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') {
    const chunk = ascii(12, 4);
    if (chunk === 'VP8 ')
      return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = view.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8X')
      return {
        width: 1 + (b[24] | (b[25] << 8) | (b[26] << 16)),
        height: 1 + (b[27] | (b[28] << 8) | (b[29] << 16)),
      };
    return null;
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    let at = 2;
    while (at + 9 < b.length) {
      if (b[at] !== 0xff) return null;
      const marker = b[at + 1];
      if (marker === 0xff) {
        at++;
        continue;
      }
      // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC): the frame header holds the size.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
      if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
        at += 2;
        continue;
      }
      at += 2 + view.getUint16(at + 2);
    }
  }
  return null;
}
