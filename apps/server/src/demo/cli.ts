import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createDataDirStorage } from '../platform/storage/local-disk-storage.ts';
import { countDemoRows, type SeedSummary, seedDemo, seedIfEmpty } from './seed.ts';

/**
 * `npm run seed [-- --reset]`. npm runs this with apps/server as the working directory, so
 * an unset DATA_DIR would point at apps/server/data; default it to the repository's ./data,
 * the database `npm start` uses.
 */
const repositoryDataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../data');

function describe(summary: SeedSummary): string {
  return Object.entries(summary)
    .map(([table, rows]) => `${rows} ${table}`)
    .join(', ');
}

async function main(): Promise<number> {
  const reset = process.argv.includes('--reset');
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig({ ...process.env, DATA_DIR: process.env.DATA_DIR || repositoryDataDir });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }

  const database = await openDatabase(config);
  try {
    // A PostgreSQL database may hold real hiring data: only seed it when told to.
    if (database.kind === 'postgres' && !reset && !config.seedDemo) {
      console.error(
        'Refusing to seed PostgreSQL (DATABASE_URL is set). Pass --reset to replace all data with the demo, or set SEED_DEMO=1 to seed an empty database.',
      );
      return 1;
    }
    await database.migrate();
    // The demo CVs go where the server reads its files from (DATA_DIR/files).
    const storage = createDataDirStorage(config.dataDir);
    const target =
      database.kind === 'postgres' ? 'PostgreSQL' : `PGlite at ${path.join(config.dataDir, 'pglite')}`;
    if (reset) {
      const started = performance.now();
      const summary = await seedDemo(database.db, { reset: true, storage });
      const ms = Math.round(performance.now() - started);
      console.log(`Seeded demo data into ${target} in ${ms} ms: ${describe(summary)}.`);
    } else if (await seedIfEmpty(database.db, { storage })) {
      console.log(`Seeded demo data into empty ${target}: ${describe(await countDemoRows(database.db))}.`);
    } else {
      const summary = describe(await countDemoRows(database.db));
      console.log(
        `${target} already has jobs or users (${summary}); nothing seeded. Use --reset to replace them.`,
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
