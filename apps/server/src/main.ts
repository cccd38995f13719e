import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './demo/seed.ts';
import { createDataDirStorage } from './platform/storage/local-disk-storage.ts';

function defaultWebDist(): string {
  // apps/server/{src,dist}/main.* → apps/web/dist
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  config.webDistDir ??= defaultWebDist();

  const database = await openDatabase(config);
  await database.migrate();
  // One storage for the seed's demo CVs and the server that serves them.
  const storage = createDataDirStorage(config.dataDir);
  // The embedded default seeds demo data on first start; PostgreSQL only when asked (SEED_DEMO=1).
  const seeded =
    (database.kind === 'pglite' || config.seedDemo) && (await seedIfEmpty(database.db, { storage }));

  const demo = database.kind === 'pglite' || config.seedDemo;
  const app = await buildApp({ config, database, storage, demoInbox: demo });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // the first search should not wait for every candidate to be read (docs/decisions/034)
  app
    .readSearchIndexes()
    .catch(() => app.log.warn('the search indexes were not read ahead; the first search reads them'));
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  const host = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(
    `\nShortlist is running on http://${host}:${config.port} (${where}${seeded ? ', demo data seeded' : ''})\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
