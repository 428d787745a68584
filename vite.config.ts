import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

/**
 * The client build. The Fastify server serves dist/client in production and runs this config in
 * middleware mode for `npm run dev` (src/server/http/plugins/client.ts), so there is one origin.
 */
export default defineConfig({
  root: path.join(rootDir, 'src/client'),
  publicDir: path.join(rootDir, 'src/client/public'),
  plugins: [react(), tailwindcss(), sonnerStylesFromFile()],
  build: {
    outDir: path.join(rootDir, 'dist/client'),
    emptyOutDir: true,
    // Hashed file names under /assets/ are what the server caches for a year.
    assetsDir: 'assets',
    sourcemap: true,
  },
  server: {
    // The dev server never listens on its own: Fastify hosts it (see the client plugin).
    strictPort: true,
  },
});
