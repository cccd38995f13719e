// Built into dist/make-template.js and run by build.mjs: a migrated, empty PGlite cluster saved
// beside the bundle, so the very first `npm start` copies it instead of running initdb (~4 s on
// this machine) — see openDatabase.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { installJobTables } from '../platform/jobs.ts';
import { openPglite, PGLITE_EXTENSIONS, pgliteTemplatePath } from './client.ts';

const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
const database = openPglite(client);
await database.migrate();
await installJobTables(database);
const dump = await client.dumpDataDir('gzip');
await database.close();
fs.writeFileSync(pgliteTemplatePath(), Buffer.from(await dump.arrayBuffer()));
