import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { FileTooLargeError } from './storage.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
const storage = createLocalDiskStorage(root);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function* chunks(count: number, size: number) {
  for (let i = 0; i < count; i += 1) yield Buffer.alloc(size, 97);
}

describe('local disk storage', () => {
  it('writes a stream and reports its size, SHA-256 and first bytes', async () => {
    const stored = await storage.write(
      'docs/a',
      Readable.from([Buffer.from('hello '), Buffer.from('world')]),
      {
        maxBytes: 100,
      },
    );
    expect(stored.size).toBe(11);
    expect(stored.sha256).toBe('b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9');
    expect(stored.head.toString()).toBe('hello world');
    expect((await storage.read('docs/a')).toString()).toBe('hello world');
  });

  it('stops a stream as soon as it passes the limit and leaves nothing behind', async () => {
    let produced = 0;
    const source = Readable.from(
      (function* () {
        for (const chunk of chunks(1000, 1024)) {
          produced += 1;
          yield chunk;
        }
      })(),
    );
    await expect(storage.write('docs/big', source, { maxBytes: 10 * 1024 })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(produced).toBeLessThan(50);
    expect(fs.readdirSync(path.join(root, 'docs'))).toEqual(['a']);
  });

  it('removes files and ignores keys already gone', async () => {
    await storage.remove('docs/a');
    await storage.remove('docs/a');
    expect(fs.existsSync(path.join(root, 'docs/a'))).toBe(false);
  });

  it('refuses keys that would leave its root', async () => {
    await expect(storage.write('../x', Readable.from([]), { maxBytes: 1 })).rejects.toThrow(
      'Invalid storage key',
    );
  });

  it('lists finished files under a folder with their write time, and removes only old unfinished writes', async () => {
    await storage.write('sweep/a', Readable.from([Buffer.from('a')]), { maxBytes: 10 });
    await storage.write('sweep/deep/b', Readable.from([Buffer.from('b')]), { maxBytes: 10 });
    const old = path.join(root, 'sweep/c.0badcafe.part');
    const fresh = path.join(root, 'sweep/d.0badcafe.part');
    fs.writeFileSync(old, 'c');
    fs.writeFileSync(fresh, 'd');
    const hourAgo = new Date(Date.now() - 3_600_000);
    fs.utimesSync(old, hourAgo, hourAgo);

    const listed = [];
    for await (const entry of storage.list('sweep')) listed.push(entry);
    expect(listed.map((entry) => entry.key).sort()).toEqual(['sweep/a', 'sweep/deep/b']);
    expect(listed.every((entry) => Date.now() - entry.modifiedAt.getTime() < 60_000)).toBe(true);

    expect(await storage.removeUnfinished('sweep', new Date(Date.now() - 60_000))).toBe(1);
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    const nothing = [];
    for await (const entry of storage.list('missing')) nothing.push(entry);
    expect(nothing).toEqual([]);
  });
});
