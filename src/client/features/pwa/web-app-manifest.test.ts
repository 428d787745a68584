import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_APP_MANIFEST } from './web-app-manifest';

const clientDir = path.resolve(import.meta.dirname, '../..');
const styles = readFileSync(path.join(clientDir, 'styles.css'), 'utf8');
const lightToken = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(styles)?.[1];

describe('the web app manifest', () => {
  it('is Giftwise, standalone, from /', () => {
    expect(WEB_APP_MANIFEST).toMatchObject({ name: 'Giftwise', short_name: 'Giftwise', start_url: '/', scope: '/', display: 'standalone' });
  });

  it("takes its colours from the design tokens (the light palette's background)", () => {
    expect(WEB_APP_MANIFEST.theme_color).toBe(lightToken('background'));
    expect(WEB_APP_MANIFEST.background_color).toBe(lightToken('background'));
  });

  it('has 192 and 512 px icons, plain and maskable, and each file exists as a PNG of that size', () => {
    const icons = WEB_APP_MANIFEST.icons ?? [];
    for (const purpose of ['any', 'maskable']) {
      expect(icons.filter((i) => i.purpose === purpose).map((i) => i.sizes).sort()).toEqual(['192x192', '512x512']);
    }
    for (const icon of icons) {
      const file = path.join(clientDir, 'public', icon.src);
      expect(existsSync(file), icon.src).toBe(true);
      const png = readFileSync(file);
      expect(png.subarray(1, 4).toString('latin1'), icon.src).toBe('PNG');
      const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });
});
