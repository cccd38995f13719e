import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
import { SizeKeepingNodeFS } from './pglite-file-sizes.ts';

/**
 * The embedded database's files on disk with their sizes kept (docs/decisions/036): PostgreSQL
 * must always see a file's true size — a relation it believes shorter than it is would be
 * extended over its own last pages. Each check compares the size PostgreSQL reports for a table
 * and its index (asked of the file system through the kept sizes) with the files' sizes on disk,
 * after every kind of change a relation's files see.
 */
const embedded = process.env.TEST_DB !== 'postgres';
const SEEK_END = 2;

type EmscriptenFsCalls = {
  writeFile(path: string, data: string): void;
  open(path: string, flags: string): object;
  llseek(stream: object, offset: number, whence: number): number;
  truncate(path: string, length: number): void;
  rename(from: string, to: string): void;
  close(stream: object): void;
  unlink(path: string): void;
};

let dir: string;
let db: PGlite;

beforeAll(async () => {
  if (!embedded) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-sizes-'));
  db = await PGlite.create({ fs: new SizeKeepingNodeFS(dir), extensions: PGLITE_EXTENSIONS });
  await db.exec(`create table sized (id serial primary key, note text not null)`);
});
afterAll(async () => {
  if (!embedded) return;
  if (!db.closed) await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Each relation's size as PostgreSQL sees it beside its file's size on disk. */
async function sizes(...relations: string[]) {
  const seen = [];
  for (const relation of relations) {
    const { rows } = await db.query<{ size: number; file: string }>(
      `select pg_relation_size($1)::int as size, pg_relation_filepath($1) as file`,
      [relation],
    );
    const { size, file } = rows[0]!;
    seen.push({ relation, postgres: size, disk: fs.statSync(path.join(dir, file)).size });
  }
  return seen;
}

async function expectTrueSizes() {
  for (const seen of await sizes('sized', 'sized_pkey')) expect(seen.postgres, seen.relation).toBe(seen.disk);
}

const count = async () => (await db.query<{ n: number }>(`select count(*)::int as n from sized`)).rows[0]!.n;
const contents = async () =>
  (
    await db.query<{ n: number; notes: string }>(
      `select count(*)::int as n, md5(string_agg(note, ',' order by id)) as notes from sized`,
    )
  ).rows[0];
const fill = (rows: number) =>
  db.query(`insert into sized (note) select repeat(md5(g::text), 8) from generate_series(1, $1) g`, [rows]);

describe.runIf(embedded)('the embedded database’s file sizes', () => {
  it('are the files’ true sizes as a table grows, shrinks, is emptied, rewritten and made again', async () => {
    await expectTrueSizes();
    await fill(2_000);
    await expectTrueSizes();
    // grown again right after its size was asked: the next ask sees the new pages
    await fill(3_000);
    expect(await count()).toBe(5_000);
    await expectTrueSizes();

    await db.exec(`delete from sized where id > 1000`);
    await db.exec(`vacuum sized`);
    expect(await count()).toBe(1_000);
    await expectTrueSizes();

    await db.exec(`truncate sized`);
    expect(await count()).toBe(0);
    await fill(1_500);
    await expectTrueSizes();

    await db.exec(`vacuum full sized`);
    await fill(500);
    expect(await count()).toBe(2_000);
    await expectTrueSizes();

    await db.exec(`drop table sized; create table sized (id serial primary key, note text not null)`);
    await fill(700);
    expect(await count()).toBe(700);
    await expectTrueSizes();
  });

  it('asks the file system for no size when a statement runs again over unchanged files', async () => {
    const query = `select count(*)::int as n from sized where id between 10 and 20`;
    await db.query(query);
    const fstat = vi.spyOn(fs, 'fstatSync');
    try {
      for (let i = 0; i < 5; i += 1) await db.query(query);
      expect(fstat).not.toHaveBeenCalled();
      await fill(1_000);
      await db.query(query);
      // new pages written to the table's file made its size unknown: it was asked again
      expect(fstat).toHaveBeenCalled();
    } finally {
      fstat.mockRestore();
    }
  });

  it('sees a file cut or replaced by its path at its new size', async () => {
    // Emscripten's own file system calls on the mounted data directory, as PostgreSQL's would run
    const { FS } = (db as unknown as { Module: { FS: EmscriptenFsCalls } }).Module;
    const file = '/pglite/data/sizes-probe';
    FS.writeFile(file, 'eleven char');
    const stream = FS.open(file, 'r');
    try {
      expect(FS.llseek(stream, 0, SEEK_END)).toBe(11);
      FS.truncate(file, 3);
      expect(FS.llseek(stream, 0, SEEK_END)).toBe(3);
      FS.writeFile(`${file}-next`, 'five!');
      FS.rename(`${file}-next`, file);
      const replaced = FS.open(file, 'r');
      expect(FS.llseek(replaced, 0, SEEK_END)).toBe(5);
      FS.close(replaced);
    } finally {
      FS.close(stream);
      FS.unlink(file);
    }
  });

  it('leaves a data directory PostgreSQL opens again as it was, without the kept sizes', async () => {
    const before = await contents();
    await db.close();
    db = await PGlite.create({ fs: new NodeFS(dir), extensions: PGLITE_EXTENSIONS });
    const after = await contents();
    expect(after).toEqual(before);
    await expectTrueSizes();
  });
});
