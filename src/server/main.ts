import path from 'node:path';
import type { AppContext } from './app-context.js';
import { createApp } from './app.js';
import { readSettings } from './config/settings.js';
import { openDatabase } from './db/client.js';
import { buildAppContext } from './context.js';

/** Composition root: reads the settings once, builds the real or local integrations, starts web and worker. */
async function main() {
  const settings = readSettings();
  const handle = await openDatabase(
    settings.databaseUrl ? { url: settings.databaseUrl } : { dataDir: path.join(settings.dataDir, 'db') },
  );
  const ctx: AppContext = await buildAppContext({ settings, database: handle });
  const app = await createApp(ctx, { logger: true });
  await app.listen({ port: settings.port, host: '0.0.0.0' });
  console.log(`Giftwise is running at ${settings.baseUrl}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
