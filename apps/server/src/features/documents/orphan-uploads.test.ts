import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createCandidateRow } from '../../test/candidate-factories.ts';
import { ORPHAN_MIN_AGE_MS } from './orphan-uploads.service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const folder = () => path.join(t.dataDir, 'files', 'documents');

/** A file under storage, written `ageMs` ago (its modification time is what the sweep reads). */
function storedFile(name: string, ageMs: number): string {
  fs.mkdirSync(folder(), { recursive: true });
  const file = path.join(folder(), name);
  fs.writeFileSync(file, 'bytes of an upload');
  const at = new Date(Date.now() - ageMs);
  fs.utimesSync(file, at, at);
  return name;
}

async function recordDocument(key: string) {
  const candidate = await createCandidateRow(t.database.db);
  await t.database.db.insert(documents).values({
    candidateId: candidate.id,
    filename: 'cv.txt',
    contentType: 'text/plain',
    fileSize: 18,
    storageKey: `documents/${key}`,
    checksum: 'a'.repeat(64),
  });
}

const hoursAgo = (hours: number) => hours * 60 * 60 * 1000;

describe('maintenance.sweep-orphan-uploads', () => {
  it('removes uploads older than an hour that no document references, and writes that never finished', async () => {
    const recorded = storedFile(crypto.randomUUID(), hoursAgo(5));
    await recordDocument(recorded);
    const orphan = storedFile(crypto.randomUUID(), hoursAgo(2));
    const unfinished = storedFile(`${crypto.randomUUID()}.0badcafe.part`, hoursAgo(2));

    await t.spine.jobs.send('maintenance.sweep-orphan-uploads', {});
    await t.settle();

    const left = fs.readdirSync(folder());
    expect(left).toContain(recorded);
    expect(left).not.toContain(orphan);
    expect(left).not.toContain(unfinished);
  });

  it('never removes a file younger than the threshold: its row may be being written right now', async () => {
    const justStored = storedFile(crypto.randomUUID(), ORPHAN_MIN_AGE_MS - 60_000);
    const stillWriting = storedFile(`${crypto.randomUUID()}.0badcafe.part`, 1000);

    await t.spine.jobs.send('maintenance.sweep-orphan-uploads', {});
    await t.settle();

    expect(fs.readdirSync(folder())).toEqual(expect.arrayContaining([justStored, stillWriting]));
  });
});
