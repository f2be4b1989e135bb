// Draws Pameran's app icons as PNGs with nothing but node:zlib (no image tools on this machine).
//   node scripts/icons.mjs      → public/icons/*.png (committed; rerun only when the design changes)
//
// The mark is a machine gear in the accent colour on the brand blue, drawn from signed
// distances and supersampled 4×4 for smooth edges. "any" icons have rounded corners on a
// transparent canvas; "maskable" icons fill the whole square and keep the gear inside the
// 80 % safe zone, because launchers crop them to circles or squircles.
import { deflateSync } from 'node:zlib';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BRAND = [0x0b, 0x3d, 0x5c];
const ACCENT = [0xf2, 0xa9, 0x00];
const SUPERSAMPLE = 4;

/** Icons the manifest and index.html reference (see public/manifest.webmanifest). */
export const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-192.png', size: 192, maskable: true },
  { file: 'maskable-512.png', size: 512, maskable: true },
  // iOS ignores the manifest's icons and masks this one itself, so it is full-bleed too.
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

/** What covers the point (x, y) in unit coordinates (0..1): null, 'brand' or 'accent'. */
function paintAt(x, y, maskable) {
  const cx = x - 0.5;
  const cy = y - 0.5;
  if (!maskable) {
    // Rounded square: distance to a box with corner radius 0.18.
    const r = 0.18;
    const qx = Math.abs(cx) - (0.5 - r);
    const qy = Math.abs(cy) - (0.5 - r);
    const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
    if (outside > 0) return null;
  }
  // The gear shrinks on maskable icons so its teeth stay inside the safe zone.
  const scale = maskable ? 0.78 : 1;
  const radius = Math.hypot(cx, cy) / scale;
  const angle = Math.atan2(cy, cx);
  const teeth = 8;
  // A smooth square wave around the rim gives trapezoid-like teeth.
  const wave = Math.cos(angle * teeth);
  const toothOut = Math.max(0, Math.min(1, (wave + 0.25) * 2.5));
  const outerRadius = 0.3 + 0.08 * toothOut;
  if (radius <= outerRadius && radius >= 0.13) return 'accent';
  if (radius < 0.065) return 'accent'; // the hub
  return 'brand';
}

function renderRgba(size, maskable) {
  const pixels = Buffer.alloc(size * size * 4);
  const samples = SUPERSAMPLE * SUPERSAMPLE;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0, g = 0, b = 0, covered = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const paint = paintAt((px + (sx + 0.5) / SUPERSAMPLE) / size, (py + (sy + 0.5) / SUPERSAMPLE) / size, maskable);
          if (!paint) continue;
          const [cr, cg, cb] = paint === 'accent' ? ACCENT : BRAND;
          r += cr; g += cg; b += cb; covered++;
        }
      }
      const offset = (py * size + px) * 4;
      if (covered > 0) {
        // Colour is averaged over covered samples only, so edges fade in alpha, not to black.
        pixels[offset] = Math.round(r / covered);
        pixels[offset + 1] = Math.round(g / covered);
        pixels[offset + 2] = Math.round(b / covered);
      }
      pixels[offset + 3] = Math.round((covered / samples) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes RGBA pixels as an 8-bit truecolour-with-alpha PNG. */
export function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  // Each scanline starts with filter type 0 (none).
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function main() {
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const iconDir = path.join(root, 'public', 'icons');
  await mkdir(iconDir, { recursive: true });
  for (const icon of ICONS) {
    const png = encodePng(icon.size, renderRgba(icon.size, icon.maskable));
    await writeFile(path.join(iconDir, icon.file), png);
    console.log(`[icons] ${icon.file} ${icon.size}×${icon.size} ${png.length} bytes`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
