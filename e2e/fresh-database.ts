// `E2E_DATABASE_URL=postgres://…/any npm run test:e2e`: the journeys on PostgreSQL. The server
// gets a database of its own beside the one named (shortlist_e2e), dropped and made afresh here
// before it starts, so it migrates and seeds the demo organisation as on a first start.
import pg from 'pg';

export const E2E_DATABASE = 'shortlist_e2e';

export function e2eDatabaseUrl(adminUrl: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${E2E_DATABASE}`;
  return url.toString();
}

if (import.meta.filename === process.argv[1]) {
  const admin = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${E2E_DATABASE} with (force)`);
  await admin.query(`create database ${E2E_DATABASE}`);
  await admin.end();
}
