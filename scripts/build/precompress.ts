/**
 * Brotli and gzip copies beside every compressible file of a client build (issue 9, item 1). The Vite build
 * runs this once it has written everything (vite.config.ts); the server sends the copies by content negotiation
 * (@fastify/static's preCompressed, src/server/http/plugins/client.ts).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** Text files worth compressing; images and fonts (png, woff2) are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i;
/** Source maps are never served (issue 8, item 8): no copies for them. */
const NEVER_SERVED = /\.map$/i;

/** Build records the server never serves (the manifest and chunk map under .vite/) are skipped. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Writes FILE.br and FILE.gz beside each compressible file under dir, at the strongest settings (once per build). */
export function precompressDir(dir: string): { files: number } {
  let files = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || NEVER_SERVED.test(file)) continue;
    const source = readFileSync(file);
    const brotli = brotliCompressSync(source, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    files++;
  }
  return { files };
}
