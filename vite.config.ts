import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkMapPlugin } from './scripts/build/chunk-map.js';
import { precompressDir } from './scripts/build/precompress.js';
import { WEB_APP_MANIFEST } from './src/client/features/pwa/web-app-manifest.js';
import { CSP_NONCE_PLACEHOLDER } from './src/shared/csp-nonce.js';

const rootDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Sonner adds its stylesheet with a <style> element at run time, which the Content-Security-Policy
 * (style-src 'self', docs/decisions/012) refuses. styles.css imports the same CSS as a file instead, and
 * the build turns the injection into a no-op so that no page logs a CSP violation.
 */
function sonnerStylesFromFile(): Plugin {
  return {
    name: 'giftwise:sonner-styles-from-file',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      const patched = code.replace('function __insertCSS(code) {', 'function __insertCSS(code) { return;');
      if (patched === code) this.error('sonner changed: __insertCSS not found (see sonnerStylesFromFile)');
      return { code: patched, map: null };
    },
  };
}

/** The page the service worker keeps for offline use (the server renders it: APP_SHELL_PATH in client.ts). */
const APP_SHELL_URL = '/app-shell';

/**
 * The installable app (docs/decisions/053-installable-app-and-service-worker.md): a generated service worker that precaches the
 * app shell and its files. Online, every page request goes to the server (fresh heads, a fresh CSP nonce, the
 * real 404 status); only when that fails does the worker answer with the precached shell. API and /dev
 * requests are never touched. The client registers the worker itself (features/pwa, a module import, never
 * an inline script) and asks before a new version takes over (registerType 'prompt').
 */
function installableApp(): Plugin[] {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: WEB_APP_MANIFEST,
    devOptions: { enabled: false },
    workbox: {
      globPatterns: ['index.html', '**/*.{js,css,svg}', 'assets/inter-latin-*.woff2'],
      globIgnores: ['catalog/**'],
      // The manifest's icons are added by the plugin; the link-preview image (og-image.png) is for other sites.
      // index.html is a template; the shell is the page the server renders from it.
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.map((entry) => (entry.url === 'index.html' ? { ...entry, url: APP_SHELL_URL } : entry)),
          warnings: [],
        }),
      ],
      navigateFallback: null,
      runtimeCaching: [
        {
          // Serialised into sw.js: it must not use anything from this file.
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/(api|dev)(\/|$)/.test(url.pathname),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/app-shell' } },
        },
      ],
      // Web Push: show what the server pushed, open its page on a click (src/client/public/push-sw.js).
      importScripts: ['push-sw.js'],
      cleanupOutdatedCaches: true,
      // The first worker takes the open page at once (it has nothing older to replace); later ones wait.
      clientsClaim: true,
      skipWaiting: false,
    },
  });
}

/**
 * Brotli and gzip copies beside every compressible file (scripts/build/precompress.ts). Runs after the service
 * worker is written (order 'post'), so sw.js gets its copies too.
 */
function precompressBuild(): Plugin {
  let outDir = '';
  return {
    name: 'giftwise:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        precompressDir(outDir);
      },
    },
  };
}

/**
 * The body font arrives with the page's first requests instead of after the stylesheet is parsed (issue 9,
 * item 4): a preload of Inter's latin subset (the file most pages need; @fontsource's @font-face rules say
 * font-display: swap and route other scripts to their own subsets by unicode-range).
 */
function preloadBodyFont(): Plugin {
  return {
    name: 'giftwise:preload-body-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) => /\/inter-latin-wght-normal-[^/]+\.woff2$/.test(file));
        if (!font) throw new Error('preloadBodyFont: the Inter latin subset is not in the build');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/** Where a client build keeps its server-rendering bundle: a dot directory, which the server never serves. */
export const SSR_BUILD_DIR = '.ssr';
/** The server entry (src/client/entry-server.tsx) and its file in the SSR build. */
const SSR_ENTRY = 'entry-server.tsx';

/**
 * Every client build also builds the server's render of the pages (docs/decisions/165) into its .ssr
 * directory, so that each way of building (npm run build, npm start's ensure-client-build, the budget stage,
 * the browser tests) yields a build the server can render from, replaced together with the client's files.
 */
function serverRenderingBuild(): Plugin {
  let outDir = '';
  return {
    name: 'giftwise:server-rendering-build',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await build({
          configFile: path.join(rootDir, 'vite.config.ts'),
          logLevel: 'warn',
          build: { ssr: SSR_ENTRY, outDir: path.join(outDir, SSR_BUILD_DIR), emptyOutDir: true },
        });
      },
    },
  };
}

/**
 * The service worker's registration is a module that only the client build has; the server never registers a
 * worker (main.tsx does, in the browser), so its render gets a stand-in.
 */
function noServiceWorkerOnTheServer(): Plugin {
  const id = 'virtual:pwa-register';
  return {
    name: 'giftwise:no-service-worker-on-the-server',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (resolved) => (resolved === `\0${id}` ? 'export function registerSW() { return async () => {}; }' : null),
  };
}

/** The server-rendering build: the page components as an ES module for Node, without the client's extras. */
const serverRenderingConfig: UserConfig = {
  root: path.join(rootDir, 'src/client'),
  publicDir: false,
  plugins: [react(), noServiceWorkerOnTheServer()],
  // Self-contained: a build made outside the repository (bench, the PWA spec's builds in temporary directories)
  // renders without a node_modules beside it.
  ssr: { noExternal: true },
  build: { sourcemap: false, manifest: false, copyPublicDir: false },
};

/**
 * The client build. The Fastify server serves dist/client in production and runs this config in
 * middleware mode for `npm run dev` (src/server/http/plugins/client.ts), so there is one origin.
 */
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverRenderingConfig
    : {
        root: path.join(rootDir, 'src/client'),
        publicDir: path.join(rootDir, 'src/client/public'),
        plugins: [
          react(),
          tailwindcss(),
          sonnerStylesFromFile(),
          installableApp(),
          preloadBodyFont(),
          chunkMapPlugin(rootDir),
          precompressBuild(),
          serverRenderingBuild(),
        ],
        // The server swaps the placeholder for each page's nonce (src/server/http/plugins/client.ts, decision 012).
        html: { cspNonce: CSP_NONCE_PLACEHOLDER },
        build: {
          outDir: path.join(rootDir, 'dist/client'),
          emptyOutDir: true,
          // Hashed file names under /assets/ are what the server caches for a year.
          assetsDir: 'assets',
          // Source maps hold the whole client source: built for whoever decodes a stack trace from error_logs, but
          // not referenced from the bundles, and the server never serves a .map file (issue 8, item 8).
          sourcemap: 'hidden',
          // The manifest tells scripts/test-all.ts that a build finished; the chunk map (.vite/chunk-map.json) says
          // what each chunk of a budgeted first load holds (scripts/build/chunk-map.ts).
          manifest: true,
        },
        server: {
          // The dev server never listens on its own: Fastify hosts it (see the client plugin).
          strictPort: true,
        },
      },
);
