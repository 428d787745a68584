import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest (vite.config.ts hands it to vite-plugin-pwa, which writes manifest.webmanifest and
 * links it from index.html). Colours are the design tokens of src/client/styles.css (the light palette's
 * background: the installed app's title bar and splash screen match the page); web-app-manifest.test.ts
 * keeps them in step. Icons come from scripts/generate-pwa-assets.ts.
 */
export const WEB_APP_MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'Giftwise',
  short_name: 'Giftwise',
  description: 'AI gift recommendations that fit the person: personal picks, saved recipients, reminders and shareable wishlists.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#faf7f2',
  background_color: '#faf7f2',
  categories: ['shopping', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
