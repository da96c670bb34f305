import { describe, expect, it } from 'vitest';
import { MIN_DOCUMENT_IMAGE_PX, imageSizeOf, nameForType } from '@/domain/documents/file-type';

const png = (width: number, height: number) => {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return b;
};
const jpeg = (width: number, height: number) =>
  new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0,
    16,
    0x4a,
    0x46,
    0x49,
    0x46,
    0,
    1,
    1,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
    0xff,
    0xc0,
    0,
    17,
    8,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ]);

describe('image size and name from the bytes', () => {
  it('reads PNG and JPEG sizes from their headers', () => {
    expect(imageSizeOf(png(1, 1))).toEqual({ width: 1, height: 1 });
    expect(imageSizeOf(png(1200, 800))).toEqual({ width: 1200, height: 800 });
    expect(imageSizeOf(jpeg(640, 480))).toEqual({ width: 640, height: 480 });
    expect(imageSizeOf(new Uint8Array([0x25, 0x50, 0x44, 0x46]))).toBeNull();
    expect(MIN_DOCUMENT_IMAGE_PX).toBeGreaterThan(1);
  });
  it('names a file for what it is when its name claims another type', () => {
    expect(nameForType('scan.jpg', 'image/png')).toBe('scan.png');
    expect(nameForType('ID card.JPEG', 'application/pdf')).toBe('ID card.pdf');
    expect(nameForType('scan.png', 'image/png')).toBe('scan.png');
    expect(nameForType('photo.jpeg', 'image/jpeg')).toBe('photo.jpeg');
    expect(nameForType('IMG_0042', 'image/png')).toBe('IMG_0042');
  });
});
