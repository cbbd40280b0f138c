// The app icons (client/public/icons/*.png), drawn here because the machine has no image tool: each
// pixel averages 4×4 samples of a small vector scene, and the PNG is written by hand (zlib deflate,
// CRC32). The design: the dark theme's background, a round patch of striped green pitch, and a white
// football with black pentagons on it. Run: npm run icons.
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

type Rgba = readonly [number, number, number, number];

const BG: Rgba = [0x0f, 0x14, 0x19, 255]; // --bg
const PITCH: Rgba = [0x3f, 0x8f, 0x46, 255]; // --correct
const PITCH_DARK: Rgba = [0x35, 0x7b, 0x3b, 255];
const BALL: Rgba = [0xf4, 0xf6, 0xf8, 255];
const PATCH: Rgba = [0x14, 0x19, 0x1f, 255];

// ---- PNG ----

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, tail]);
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a),
    pb = Math.abs(p - b),
    pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** An 8-bit RGBA PNG; each row takes the filter with the smallest sum of absolute values. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  if (rgba.length !== width * height * 4) throw new Error('pixel buffer size does not match');
  const stride = width * 4;
  const out = Buffer.alloc((stride + 1) * height);
  const candidate = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const row = rgba.subarray(y * stride, (y + 1) * stride);
    const up = y > 0 ? rgba.subarray((y - 1) * stride, y * stride) : new Uint8Array(stride);
    let bestCost = Infinity;
    for (let filter = 0; filter < 5; filter++) {
      let cost = 0;
      for (let i = 0; i < stride; i++) {
        const a = i >= 4 ? row[i - 4] : 0,
          b = up[i],
          c = i >= 4 ? up[i - 4] : 0;
        const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
        const value = (row[i] - predictor) & 0xff;
        candidate[i] = value;
        cost += value < 128 ? value : 256 - value;
      }
      if (cost < bestCost) {
        bestCost = cost;
        out[y * (stride + 1)] = filter;
        out.set(candidate, y * (stride + 1) + 1);
      }
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, adaptive filters, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(out, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

// ---- Drawing ----

/** The colour at a point of the unit square (0..1, y down), or null where the icon is transparent. */
type Scene = (x: number, y: number) => Rgba | null;

/** Renders a scene given in unit coordinates (0..1) with size×size pixels, 4×4 samples each. */
export function render(size: number, scene: Scene, samples = 4): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const n = samples * samples;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const colour = scene((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size);
          if (!colour) continue;
          const alpha = colour[3] / 255;
          r += colour[0] * alpha;
          g += colour[1] * alpha;
          b += colour[2] * alpha;
          a += alpha;
        }
      }
      const i = (py * size + px) * 4;
      if (a > 0) {
        pixels[i] = Math.round(r / a);
        pixels[i + 1] = Math.round(g / a);
        pixels[i + 2] = Math.round(b / a);
      }
      pixels[i + 3] = Math.round((a / n) * 255);
    }
  }
  return pixels;
}

const TAU = Math.PI * 2;

/** A regular pentagon's vertices, the first at `angle`. */
function pentagon(cx: number, cy: number, radius: number, angle: number): [number, number][] {
  return Array.from({ length: 5 }, (_, k) => [
    cx + radius * Math.cos(angle + (k * TAU) / 5),
    cy + radius * Math.sin(angle + (k * TAU) / 5),
  ]);
}

/** Inside a convex polygon: on the same side of every edge. */
function insideConvex(points: [number, number][], x: number, y: number): boolean {
  let sign = 0;
  for (let k = 0; k < points.length; k++) {
    const [x1, y1] = points[k];
    const [x2, y2] = points[(k + 1) % points.length];
    const side = Math.sign((x2 - x1) * (y - y1) - (y2 - y1) * (x - x1));
    if (side !== 0 && sign !== 0 && side !== sign) return false;
    if (side !== 0) sign = side;
  }
  return true;
}

function nearSegment(x: number, y: number, x1: number, y1: number, x2: number, y2: number, halfWidth: number): boolean {
  const dx = x2 - x1,
    dy = y2 - y1;
  const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy)) <= halfWidth;
}

function insideRoundedSquare(x: number, y: number, radius: number): boolean {
  const qx = Math.max(Math.abs(x - 0.5) - (0.5 - radius), 0);
  const qy = Math.max(Math.abs(y - 0.5) - (0.5 - radius), 0);
  return Math.hypot(qx, qy) <= radius;
}

type Design = { corner: number; pitch: number; ball: number };

/**
 * The scene: background (a rounded square, or full bleed for the maskable icon), a round patch of
 * mown pitch (two greens in stripes), then the ball: white disc, thin dark rim, a centre pentagon
 * pointing up, five seams and five pentagons cut by the ball's edge.
 */
export function scene({ corner, pitch, ball }: Design): Scene {
  const up = -Math.PI / 2;
  const centre = pentagon(0.5, 0.5, ball * 0.38, up);
  const outer = Array.from({ length: 5 }, (_, k) => {
    const angle = up + (k * TAU) / 5;
    return pentagon(0.5 + ball * Math.cos(angle), 0.5 + ball * Math.sin(angle), ball * 0.3, angle + Math.PI);
  });
  const seams = centre.map(([x, y], k) => {
    const angle = up + (k * TAU) / 5;
    const end = ball * 0.7;
    return [x, y, 0.5 + end * Math.cos(angle), 0.5 + end * Math.sin(angle)] as const;
  });
  const rim = ball * 0.05;
  const seam = ball * 0.05;
  const stripe = (pitch * 2) / 5;
  return (x, y) => {
    if (corner > 0 && !insideRoundedSquare(x, y, corner)) return null;
    const d = Math.hypot(x - 0.5, y - 0.5);
    if (d <= ball) {
      if (d >= ball - rim) return PATCH;
      if (insideConvex(centre, x, y) || outer.some((p) => insideConvex(p, x, y))) return PATCH;
      if (seams.some(([x1, y1, x2, y2]) => nearSegment(x, y, x1, y1, x2, y2, seam / 2))) return PATCH;
      return BALL;
    }
    if (d <= pitch) return Math.floor((x - 0.5 + pitch) / stripe) % 2 === 0 ? PITCH : PITCH_DARK;
    return BG;
  };
}

/**
 * The icons: the manifest's regular ones on a rounded square (transparent corners); the maskable one
 * full bleed, its drawing (radius 0.33) inside the safe circle (radius 0.4, the central 80 %); the
 * apple-touch-icon opaque, as iOS rounds its corners itself.
 */
export const ICONS = [
  { file: 'icon-192.png', size: 192, design: { corner: 0.22, pitch: 0.4, ball: 0.28 } },
  { file: 'icon-512.png', size: 512, design: { corner: 0.22, pitch: 0.4, ball: 0.28 } },
  { file: 'icon-maskable-512.png', size: 512, design: { corner: 0, pitch: 0.33, ball: 0.23 } },
  { file: 'apple-touch-icon.png', size: 180, design: { corner: 0, pitch: 0.38, ball: 0.265 } },
] as const;

if (import.meta.main) {
  const dir = path.resolve(import.meta.dirname, '../client/public/icons');
  mkdirSync(dir, { recursive: true });
  for (const { file, size, design } of ICONS) {
    const png = encodePng(size, size, render(size, scene(design)));
    writeFileSync(path.join(dir, file), png);
    console.log(`${file}: ${size}×${size}, ${png.length} bytes`);
  }
}
