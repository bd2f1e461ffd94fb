// Draws build/icon.png (512×512) with no dependency: a rounded square with a needle and a
// row of basting stitches ("alinhavo"). Run: node build/make-icon.mjs
import { Buffer } from 'node:buffer';
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZE = 512;
const BACKGROUND = [0x7a, 0x2e, 0x4f]; // deep wine
const THREAD = [0xff, 0xf4, 0xe6]; // off-white

const pixels = Buffer.alloc(SIZE * SIZE * 4);

function blend(x, y, [r, g, b], alpha) {
  if (alpha <= 0) return;
  const i = (y * SIZE + x) * 4;
  const a = Math.min(1, alpha);
  const baseAlpha = pixels[i + 3] / 255;
  const outAlpha = a + baseAlpha * (1 - a);
  for (const [k, c] of [r, g, b].entries()) {
    pixels[i + k] = Math.round((c * a + pixels[i + k] * baseAlpha * (1 - a)) / (outAlpha || 1));
  }
  pixels[i + 3] = Math.round(outAlpha * 255);
}

// Signed distance to a rounded rectangle, for an antialiased edge.
function roundedSquare(x, y, inset, radius) {
  const half = SIZE / 2 - inset;
  const dx = Math.abs(x - SIZE / 2) - (half - radius);
  const dy = Math.abs(y - SIZE / 2) - (half - radius);
  return Math.hypot(Math.max(dx, 0), Math.max(dy, 0)) + Math.min(Math.max(dx, dy), 0) - radius;
}

function segmentDistance(px, py, [ax, ay], [bx, by]) {
  const t = Math.max(
    0,
    Math.min(
      1,
      ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2),
    ),
  );
  return Math.hypot(px - (ax + t * (bx - ax)), py - (ay + t * (by - ay)));
}

// Stitches follow a gentle wave; the needle sits at the end of the thread.
const stitches = [];
for (let k = 0; k < 5; k += 1) {
  const x0 = 86 + k * 62;
  const x1 = x0 + 36;
  const wave = (x) => 330 - 40 * Math.sin((x - 86) / 110);
  stitches.push([
    [x0, wave(x0)],
    [x1, wave(x1)],
  ]);
}
const needle = [
  [392, 268],
  [446, 96],
];
const eyeCenter = [438, 122];

for (let y = 0; y < SIZE; y += 1) {
  for (let x = 0; x < SIZE; x += 1) {
    const px = x + 0.5;
    const py = y + 0.5;
    blend(x, y, BACKGROUND, 0.5 - roundedSquare(px, py, 16, 96));
    if (roundedSquare(px, py, 16, 96) > 0) continue;
    for (const [a, b] of stitches) blend(x, y, THREAD, 11 - segmentDistance(px, py, a, b));
    const needleWidth = 3 + 9 * Math.max(0, Math.min(1, (268 - py) / 172));
    blend(x, y, THREAD, needleWidth + 0.5 - segmentDistance(px, py, needle[0], needle[1]));
    blend(x, y, BACKGROUND, 4.5 - Math.hypot(px - eyeCenter[0], (py - eyeCenter[1]) / 2.2));
  }
}

function crc32(buffer) {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace

const rows = Buffer.alloc(SIZE * (SIZE * 4 + 1));
for (let y = 0; y < SIZE; y += 1)
  pixels.copy(rows, y * (SIZE * 4 + 1) + 1, y * SIZE * 4, (y + 1) * SIZE * 4);

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(rows, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync(new URL('./icon.png', import.meta.url), png);
console.log(`build/icon.png: ${SIZE}×${SIZE}, ${png.length} bytes`);
