/**
 * Draws the installable app's icons and the Open Graph image from src/client/public/favicon.svg, once:
 * `npx tsx scripts/generate-pwa-assets.ts`. The PNGs are committed (src/client/public), so builds need no
 * image tools. Rerun it when the logo changes.
 *
 * - icons/icon-192.png, icons/icon-512.png: the logo as it is (rounded square), purpose "any";
 * - icons/maskable-192.png, icons/maskable-512.png: full-bleed berry with the gift inside the central 60%,
 *   so that any mask shape (circle, squircle) keeps it whole (the safe zone is the middle 80%);
 * - icons/apple-touch-icon.png (180): full bleed too, iOS rounds the corners itself;
 * - og-image.png (1200 x 630): the link preview of every page.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve('src/client/public');
const iconsDir = path.join(publicDir, 'icons');
mkdirSync(iconsDir, { recursive: true });

const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
// The logo's 32-unit drawing: a berry rounded square and the white gift (<g> ... </g>) on it.
const berry = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1];
const gift = /<g[\s\S]*<\/g>/.exec(favicon)?.[0];
if (!berry || !gift) throw new Error('favicon.svg changed: expected a filled <rect> and a <g> with the gift');

const BACKGROUND = '#faf7f2'; // --background in src/client/styles.css
const FOREGROUND = '#1c1917'; // --foreground
const MUTED = '#5c544d'; // --muted-foreground

/** The gift alone, scaled so that the 32-unit drawing fills `size` px, placed at (x, y). */
const giftAt = (x: number, y: number, size: number) => `<g transform="translate(${x} ${y}) scale(${size / 32})">${gift}</g>`;

function fullBleedIcon(size: number): string {
  // The gift's own drawing spans about 21 of 32 units; at 55% of the icon its corners stay inside the
  // safe zone (a circle of 40% radius).
  const giftSize = size * 0.55 * (32 / 21);
  const offset = (size - giftSize) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${berry}"/>${giftAt(offset, offset, giftSize)}</svg>`;
}

function ogImage(): string {
  const font = "font-family=\"'Liberation Sans', 'DejaVu Sans', Arial, sans-serif\"";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${BACKGROUND}"/>
  <rect x="0" y="0" width="1200" height="14" fill="${berry}"/>
  <g transform="translate(110 175)"><rect width="280" height="280" rx="70" fill="${berry}"/>${giftAt(0, 0, 280)}</g>
  <text x="460" y="285" ${font} font-size="96" font-weight="700" fill="${FOREGROUND}">Giftwise</text>
  <text x="462" y="360" ${font} font-size="40" fill="${MUTED}">AI gift recommendations</text>
  <text x="462" y="412" ${font} font-size="40" fill="${MUTED}">that fit the person.</text>
</svg>`;
}

/** Rasterises at a high density (crisp edges), then scales down to exactly width x height. */
async function write(svg: string, file: string, width: number, height = width) {
  await sharp(Buffer.from(svg), { density: 300 })
    .resize(width, height)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(file);
  console.log('wrote', path.relative(process.cwd(), file));
}

for (const size of [192, 512]) {
  await write(favicon, path.join(iconsDir, `icon-${size}.png`), size);
  await write(fullBleedIcon(size), path.join(iconsDir, `maskable-${size}.png`), size);
}
await write(fullBleedIcon(180), path.join(iconsDir, 'apple-touch-icon.png'), 180);
await write(ogImage(), path.join(publicDir, 'og-image.png'), 1200, 630);
