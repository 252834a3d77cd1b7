// Renders the PWA icons from the SVG mark once; the PNGs are committed under public/.
// Run: node apps/web/scripts/generate-icons.mjs
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const mark = await readFile(join(publicDir, 'favicon.svg'), 'utf8');

// Maskable and Apple icons are cropped by the OS, so the mark sits inside the 80 % safe zone
// on a full-bleed background instead of its own rounded square.
const fullBleed = (inner) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0b1a33"/>` +
  `<g transform="translate(12.8 12.8) scale(0.6)">${inner}</g></svg>`;
const markPaths = mark.replace(/^.*?<\/rect>|^.*?\/>/s, '').replace('</svg>', '');

const outputs = [
  { file: 'pwa-192.png', svg: mark, size: 192 },
  { file: 'pwa-512.png', svg: mark, size: 512 },
  { file: 'pwa-maskable-512.png', svg: fullBleed(markPaths), size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleed(markPaths), size: 180 },
];

for (const { file, svg, size } of outputs) {
  await sharp(Buffer.from(svg), { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(publicDir, file));
  console.log(`wrote ${file}`);
}
