import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import type { TestContext } from './app.ts';

/*
 * Issue 16: where a person's data is, found by searching for it rather than by knowing where it
 * should be — every row of every table (the application's and the job queue's) and every stored file.
 */

/** "schema.table: needle" for every table with a row containing a needle (case ignored). */
export async function tablesMentioning(t: TestContext, needles: string[]): Promise<string[]> {
  const tables = await queryRows<{ schema: string; name: string }>(
    t.database.db,
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const found = new Set<string>();
  for (const table of tables) {
    const relation = sql.raw(`"${table.schema}"."${table.name}"`);
    const rows = await queryRows<{ row: string }>(
      t.database.db,
      sql`select r::text as row from ${relation} r`,
    );
    for (const { row } of rows) {
      const lower = row.toLowerCase();
      for (const needle of needles)
        if (lower.includes(needle.toLowerCase()))
          found.add(`${table.schema}.${table.name}: ${needle}${process.env.DEBUG_ERASURE ? ` ${row}` : ''}`);
    }
  }
  return [...found];
}

/** Every stored file (under DATA_DIR/files) whose bytes contain a needle (case ignored). */
export function filesMentioning(t: TestContext, needles: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const text = fs.readFileSync(full).toString('latin1').toLowerCase();
        if (needles.some((needle) => text.includes(needle.toLowerCase()))) found.push(full);
      }
    }
  };
  walk(path.join(t.dataDir, 'files'));
  return found;
}
