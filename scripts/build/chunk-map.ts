/**
 * The chunk map (issue 9, item 3): for each page whose first load is budgeted, the JavaScript chunks that load
 * holds, what each chunk holds (its modules and their rendered bytes) and its size as transferred (brotli, the
 * encoding every current browser accepts; gzip beside it). Written to .vite/chunk-map.json in the build, which
 * the server never serves (a dot directory); the budget stage prints it next to what a running server sent.
 */
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

export const CHUNK_MAP_FILE = '.vite/chunk-map.json';

/** The pages whose first load is budgeted, and the lazily loaded module each one's route renders at once. */
export const BUDGETED_PAGES: Record<string, string> = {
  '/': 'src/client/features/home/home-page.tsx',
  '/login': 'src/client/features/auth/pages/login-page.tsx',
};

/** Loaded right after start on every page (main.tsx's registerServiceWorker). */
const EVERY_PAGE_LAZY = ['virtual:pwa-register'];

export interface ChunkMapEntry {
  file: string;
  brotliBytes: number;
  gzipBytes: number;
  /** The modules in the chunk, largest first, with their bytes after tree-shaking and minification. */
  modules: { id: string; bytes: number }[];
}
export interface ChunkMap {
  pages: Record<string, { chunks: string[]; brotliBytes: number; gzipBytes: number }>;
  chunks: Record<string, ChunkMapEntry>;
}

const brotliSize = (code: string) =>
  brotliCompressSync(code, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;

export function chunkMapPlugin(root: string): Plugin {
  return {
    name: 'giftwise:chunk-map',
    apply: 'build',
    generateBundle(_options, bundle: Rollup.OutputBundle) {
      const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withStaticImports = (start: Rollup.OutputChunk[]) => {
        const seen = new Set<string>();
        const visit = (chunk: Rollup.OutputChunk | undefined) => {
          if (!chunk || seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          chunk.imports.forEach((file) => visit(byFile.get(file)));
        };
        start.forEach(visit);
        return [...seen];
      };
      const facade = (id: string) =>
        chunks.find((chunk) => chunk.facadeModuleId && path.relative(root, chunk.facadeModuleId).replaceAll('\\', '/') === id) ??
        chunks.find((chunk) => chunk.facadeModuleId?.includes(id));
      const entry = chunks.filter((chunk) => chunk.isEntry);
      const everyPage = EVERY_PAGE_LAZY.map(facade).filter((chunk): chunk is Rollup.OutputChunk => Boolean(chunk));

      const map: ChunkMap = { pages: {}, chunks: {} };
      const describe = (file: string): ChunkMapEntry => {
        if (!map.chunks[file]) {
          const chunk = byFile.get(file)!;
          map.chunks[file] = {
            file,
            brotliBytes: brotliSize(chunk.code),
            gzipBytes: gzipSync(chunk.code, { level: 9 }).length,
            modules: Object.entries(chunk.modules)
              .map(([id, info]) => ({ id: id.startsWith(root) ? path.relative(root, id) : id, bytes: info.renderedLength }))
              .filter((module) => module.bytes > 0)
              .sort((a, b) => b.bytes - a.bytes),
          };
        }
        return map.chunks[file];
      };
      for (const [page, moduleId] of Object.entries(BUDGETED_PAGES)) {
        const pageChunk = facade(moduleId);
        if (!pageChunk) this.error(`chunk map: no chunk renders ${page} (${moduleId}); update BUDGETED_PAGES`);
        const files = withStaticImports([...entry, ...everyPage, pageChunk]);
        const described = files.map(describe);
        map.pages[page] = {
          chunks: files,
          brotliBytes: described.reduce((sum, c) => sum + c.brotliBytes, 0),
          gzipBytes: described.reduce((sum, c) => sum + c.gzipBytes, 0),
        };
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MAP_FILE, source: `${JSON.stringify(map, null, 2)}\n` });
    },
  };
}
