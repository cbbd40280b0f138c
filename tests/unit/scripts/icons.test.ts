import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng, ICONS, render, scene } from '../../../scripts/icons.ts';

type Chunk = { type: string; data: Buffer };

function chunks(png: Buffer): Chunk[] {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  const found: Chunk[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString('latin1');
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), `${type} CRC`).toBe(crc32(png.subarray(at + 4, at + 8 + length)) >>> 0);
    found.push({ type, data });
    at += 12 + length;
  }
  return found;
}

/** A plain PNG decoder for 8-bit RGBA (the five filters undone), to check the encoder round-trips. */
function decode(png: Buffer): { width: number; height: number; rgba: Uint8Array } {
  const all = chunks(png);
  expect(all.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const ihdr = all[0].data;
  const width = ihdr.readUInt32BE(0),
    height = ihdr.readUInt32BE(4);
  expect([...ihdr.subarray(8)]).toEqual([8, 6, 0, 0, 0]);
  const raw = inflateSync(all[1].data);
  const stride = width * 4;
  expect(raw.length).toBe((stride + 1) * height);
  const rgba = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const a = i >= 4 ? rgba[y * stride + i - 4] : 0;
      const b = y > 0 ? rgba[(y - 1) * stride + i] : 0;
      const c = i >= 4 && y > 0 ? rgba[(y - 1) * stride + i - 4] : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter];
      rgba[y * stride + i] = (raw[y * (stride + 1) + 1 + i] + predictor) & 0xff;
    }
  }
  return { width, height, rgba };
}

describe('the icon generator', () => {
  it('encodes a PNG that decodes to the same pixels', () => {
    const size = 24;
    const pixels = render(size, scene(ICONS[0].design), 2);
    const { width, height, rgba } = decode(encodePng(size, size, pixels));
    expect([width, height]).toEqual([size, size]);
    expect(rgba).toEqual(pixels);
  });

  it('leaves the corners of a rounded icon transparent and fills the maskable one edge to edge', () => {
    const alphaAt = (pixels: Uint8Array, size: number, x: number, y: number) => pixels[(y * size + x) * 4 + 3];
    const rounded = render(32, scene(ICONS[0].design), 2);
    const maskable = render(32, scene(ICONS.find((icon) => icon.file.includes('maskable'))!.design), 2);
    expect(alphaAt(rounded, 32, 0, 0)).toBe(0);
    expect(alphaAt(rounded, 32, 16, 16)).toBe(255);
    expect(alphaAt(maskable, 32, 0, 0)).toBe(255);
  });

  it('the committed icons are what the script draws, at their sizes (run npm run icons after a change)', () => {
    for (const { file, size, design } of ICONS) {
      const { width, height, rgba } = decode(
        readFileSync(path.resolve(import.meta.dirname, '../../../client/public/icons', file)),
      );
      expect([width, height], file).toEqual([size, size]);
      expect(Buffer.from(rgba).equals(Buffer.from(render(size, scene(design)))), file).toBe(true);
    }
  });
});
