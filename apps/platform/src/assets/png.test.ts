import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, encodePng, readPngSize } from './png';
import { renderBanner, renderMonogram, renderProduct } from './render';

/** Splits a PNG into chunks, checking each CRC. */
function chunks(png: Buffer): { type: string; data: Buffer }[] {
  const out: { type: string; data: Buffer }[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length)).toBe(crc32(png, offset + 4, offset + 8 + length));
    out.push({ type, data });
    offset += 12 + length;
  }
  return out;
}

describe('PNG encoder', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
  });

  it('writes a valid truecolour PNG whose pixels decode back exactly', () => {
    const width = 3;
    const height = 2;
    const rgb = Uint8Array.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    const png = encodePng(width, height, rgb);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const parts = chunks(png);
    expect(parts.map((p) => p.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const ihdr = parts[0].data;
    expect([
      ihdr.readUInt32BE(0),
      ihdr.readUInt32BE(4),
      ihdr[8],
      ihdr[9],
      ihdr[10],
      ihdr[11],
      ihdr[12],
    ]).toEqual([3, 2, 8, 2, 0, 0, 0]);
    const raw = inflateSync(parts[1].data);
    expect(raw.length).toBe((width * 3 + 1) * height);
    const decoded = [...raw.subarray(1, 10), ...raw.subarray(11, 20)];
    expect(raw[0]).toBe(0);
    expect(raw[10]).toBe(0);
    expect(decoded).toEqual([...rgb]);
    expect(readPngSize(png)).toEqual({ width: 3, height: 2 });
  });

  it('rejects pixel buffers of the wrong size and reads no size from non-PNG bytes', () => {
    expect(() => encodePng(2, 2, new Uint8Array(5))).toThrow(/Expected 12 bytes/);
    expect(readPngSize(Buffer.from('GIF89a, not a png at all, no sir'))).toBeNull();
  });
});

describe('drawings', () => {
  it('draws products at 4:5, banners at 16:6 and 3:4, logos square', () => {
    expect(readPngSize(renderProduct('shirt', '#1f3a5f', 'front', 240))).toEqual({ width: 240, height: 300 });
    expect(readPngSize(renderBanner('dress', '#e07a9b', 'landscape', 480))).toEqual({
      width: 480,
      height: 180,
    });
    expect(readPngSize(renderBanner('dress', '#e07a9b', 'portrait', 240))).toEqual({
      width: 240,
      height: 320,
    });
    expect(readPngSize(renderMonogram('KT', '#7a1f2b', 120))).toEqual({ width: 120, height: 120 });
  });

  it('paints the item in its colour over a lighter background', () => {
    const png = renderProduct('tshirt', '#c62828', 'front', 240);
    const raw = inflateSync(chunks(png)[1].data);
    const pixel = (x: number, y: number) => {
      const at = y * (240 * 3 + 1) + 1 + x * 3;
      return [raw[at], raw[at + 1], raw[at + 2]];
    };
    expect(pixel(120, 180)).toEqual([0xc6, 0x28, 0x28]);
    const corner = pixel(2, 2);
    expect(corner[1]).toBeGreaterThan(200);
  });

  it('draws the same bytes every time', () => {
    expect(
      renderProduct('sneaker', '#2e8b57', 'detail', 240).equals(
        renderProduct('sneaker', '#2e8b57', 'detail', 240),
      ),
    ).toBe(true);
  });
});
