import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres, PGLITE_EXTENSIONS } from '../db/client.ts';

/**
 * A migrated database of its own for one test file: PGlite by default, PostgreSQL when the
 * run is the PostgreSQL one (TEST_DB=postgres). Close it in afterAll.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') return createPostgresCopy();
  const client = spare.pop() ?? (await loadTemplate());
  const lent = lend(client);
  const database = openPglite(lent.client);
  return {
    ...database,
    close: async () => {
      if (!(await lent.giveBack())) return;
      if (await reset(client)) spare.push(client);
      else if (!client.closed) await client.close();
    },
  };
}

/*
 * Loading the migrated template into a new PGlite takes about a second (the data directory and
 * PGlite's own files unpacked into memory, then PostgreSQL started): 82 loads were 158 s of the
 * embedded suite's 480 s of tests. A database a file has closed is instead put back as the
 * template left it, in about 60 ms, and the next file of the same worker takes it: the tables
 * that hold rows emptied (and vacuumed), the template's few rows written back, every sequence
 * set back, and the session's prepared statements, LISTENs, locks and settings dropped. Only a
 * database whose shape is still the template's goes back (a file that made a table or a trigger
 * leaves its copy behind). The suite on PGlite went from 258 s to 182 s.
 */
const spare: PGlite[] = [];
let template: Promise<TemplateState> | undefined;

type TemplateState = {
  shape: string;
  /** Which tables hold a row (an array of names). */
  filledSql: string;
  /** The tables that hold rows in the template. */
  seeded: string[];
  /** Writes the template's rows back into emptied tables, and sets every sequence back. */
  restoreSql: string;
};

async function loadTemplate(): Promise<PGlite> {
  const dump = fs.readFileSync(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
  template ??= describeTemplate(client);
  await template;
  return client;
}

/** What the tables, columns, triggers, functions, constraints and types of the user's schemas are. */
const SHAPE = `
  with user_schemas as (
    select oid, nspname from pg_namespace
    where nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and nspname not like 'pg_temp%'
      and nspname not like 'pg_toast_temp%'
  )
  select md5(string_agg(item, E'\n' order by item)) as shape from (
    select 'schema ' || nspname as item from user_schemas
    union all select format('rel %s.%s %s', n.nspname, c.relname, c.relkind)
      from pg_class c join user_schemas n on n.oid = c.relnamespace
    union all select format('col %s %s %s %s %s', a.attrelid::regclass, a.attname, a.atttypid, a.attnotnull,
        pg_get_expr(d.adbin, d.adrelid))
      from pg_attribute a join pg_class c on c.oid = a.attrelid join user_schemas n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attnum > 0 and not a.attisdropped
    union all select format('trigger %s %s %s', t.tgrelid::regclass, t.tgname, t.tgenabled)
      from pg_trigger t where not t.tgisinternal
    union all select format('function %s %s', p.oid::regprocedure, md5(p.prosrc))
      from pg_proc p join user_schemas n on n.oid = p.pronamespace
    union all select format('constraint %s %s %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid))
      from pg_constraint c join user_schemas n on n.oid = c.connamespace
    union all select format('enum %s %s', e.enumtypid::regtype, e.enumlabel) from pg_enum e
    union all select 'extension ' || extname from pg_extension
  ) items`;

const quote = (literal: string) => `'${literal.replace(/'/g, "''")}'`;

/** The template's shape, and the SQL that empties a database of its shape back to the template's rows. */
async function describeTemplate(client: PGlite): Promise<TemplateState> {
  const [{ shape } = { shape: '' }] = (await client.query<{ shape: string }>(SHAPE)).rows;
  const { rows: tables } = await client.query<{ name: string; columns: string }>(`
    select format('%I.%I', schemaname, tablename) as name,
           (select string_agg(quote_ident(a.attname), ', ' order by a.attnum) from pg_attribute a
             where a.attrelid = format('%I.%I', schemaname, tablename)::regclass
               and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
      from pg_tables where schemaname not in ('pg_catalog', 'information_schema')
     order by 1`);
  const restores: string[] = [];
  const seeded: string[] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ rows: string | null }>(
      `select json_agg(t)::text as rows from ${table.name} t`,
    );
    const json = rows[0]?.rows;
    if (!json) continue;
    seeded.push(table.name);
    restores.push(
      `insert into ${table.name} (${table.columns}) overriding system value
         select ${table.columns} from json_populate_recordset(null::${table.name}, ${quote(json)});`,
    );
  }
  const { rows: sequences } = await client.query<{ name: string; value: string | null; start: string }>(`
    select format('%I.%I', schemaname, sequencename) as name, last_value::text as value, start_value::text as start
      from pg_sequences`);
  const setvals = sequences.map(({ name, value, start }) =>
    value === null
      ? `select setval(${quote(name)}, ${start}, false);`
      : `select setval(${quote(name)}, ${value}, true);`,
  );
  const filledSql = `select array_remove(array[${tables
    .map((table) => `case when exists (select from ${table.name}) then ${quote(table.name)} end`)
    .join(', ')}], null) as filled`;
  return { shape, filledSql, seeded, restoreSql: [...restores, ...setvals].join('\n') };
}

/** Puts `client` back as the template left it; false when it cannot be (closed, or changed shape). */
async function reset(client: PGlite): Promise<boolean> {
  if (client.closed || !template) return false;
  try {
    const { shape, filledSql, seeded, restoreSql } = await template;
    const [now] = (await client.query<{ shape: string }>(SHAPE)).rows;
    if (now?.shape !== shape) return false;
    const [{ filled } = { filled: [] }] = (await client.query<{ filled: string[] }>(filledSql)).rows;
    const emptied = [...new Set([...filled, ...seeded])];
    await client.exec(
      [
        // the template's rows go back as they were: no trigger runs, no reference is checked
        'set session_replication_role = replica;',
        ...emptied.map((name) => `delete from ${name};`),
        restoreSql,
        'reset session_replication_role;',
      ].join('\n'),
    );
    await client.exec('discard all');
    // so a table stays as small as a new database's, and plans as it would
    await client.exec(`vacuum ${emptied.join(', ')}`);
    return true;
  } catch {
    return false;
  }
}

/**
 * `client` as one file's database: once given back it answers as a closed PGlite does, and the
 * LISTENs made through it (the server's live updates, pg-boss) are dropped, so no callback of a
 * file that has finished is called. `giveBack` is true the first time only.
 */
function lend(client: PGlite): { client: PGlite; giveBack(): Promise<boolean> } {
  let returned = false;
  const listening = new Set<() => Promise<void>>();
  const closed = () => Promise.reject(new Error('PGlite is closed'));
  const listen = async (...args: Parameters<PGlite['listen']>) => {
    if (returned) return closed();
    const unlisten = await client.listen(...args);
    const tracked = async () => {
      listening.delete(tracked);
      await unlisten();
    };
    listening.add(tracked);
    return tracked;
  };
  const view = new Proxy(client, {
    get(target, key) {
      if (key === 'closed') return returned || target.closed;
      if (key === 'listen') return listen;
      if (key === 'close') return async () => {};
      const value = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      // PGlite's methods read private fields of the instance itself, never of a proxy
      return (...args: unknown[]) => (returned ? closed() : value.apply(target, args));
    },
  });
  return {
    client: view,
    async giveBack() {
      if (returned) return false;
      returned = true;
      for (const unlisten of [...listening]) await unlisten().catch(() => {});
      return true;
    },
  };
}

async function createPostgresCopy(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `shortlist_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  } finally {
    await admin.end();
  }
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = openPostgres(dbUrl.toString(), { max: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      // pool.end() resolves before its sockets have closed; dropping "with (force)" then kills a
      // connection that is still ending, and its FATAL error surfaces as an uncaught exception.
      for (let attempt = 0; attempt < 80; attempt++) {
        const { rows } = await cleanup.query<{ open: number }>(
          'select count(*)::int as open from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
