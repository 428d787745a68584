/**
 * Screenshots of pages at phone and desktop widths, light and dark, to look at as a first-time visitor
 * would (shared/DESIGN.md "Checking it"). Needs a running server:
 *
 *   npx tsx scripts/screenshots.ts http://localhost:3000 [out-dir] [/path ...]
 *
 * Uses Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const [baseUrl = 'http://localhost:3000', outDir = 'test-results/screenshots', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/', '/login', '/signup'];
const widths = [375, 1280];
const schemes = ['light', 'dark'] as const;

function fileName(pagePath: string, width: number, scheme: string): string {
  const slug = pagePath === '/' ? 'home' : pagePath.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');
  return `${slug}-${width}-${scheme}.png`;
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    for (const scheme of schemes) {
      for (const width of widths) {
        const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 }, colorScheme: scheme });
        const page = await context.newPage();
        for (const pagePath of pages) {
          await page.goto(new URL(pagePath, baseUrl).toString(), { waitUntil: 'networkidle' });
          await page.evaluate(() => document.fonts.ready);
          const file = path.join(outDir, fileName(pagePath, width, scheme));
          await page.screenshot({ path: file, fullPage: true });
          console.log(file);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
