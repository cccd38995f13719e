import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, PGLITE_EXTENSIONS } from '../db/client.ts';
import { installJobTables } from '../platform/jobs.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one template per run; each test file then gets a copy of it (epic-stack's
 * pattern): a PGlite loaded from a data-dir dump, or a PostgreSQL database created from a
 * template database. A cold migrated PGlite costs 1–2 s, a copy a fraction of that.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-test-'));
  const cleanups: Array<() => Promise<void>> = [async () => fs.rmSync(dir, { recursive: true, force: true })];

  // A project's `test.env` reaches its workers, not this process: read it from the project.
  if ((project.config.env?.TEST_DB ?? process.env.TEST_DB) === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const template = `shortlist_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const database = openPostgres(templateUrl.toString(), { max: 1 });
    await database.migrate();
    await installJobTables(database);
    await database.close();
    project.provide('postgresTemplate', template);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    });
  } else {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const database = openPglite(client);
    await database.migrate();
    await installJobTables(database);
    const dump = await client.dumpDataDir('none');
    await database.close();
    const file = path.join(dir, 'template.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  }

  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
}
