import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidates, documents } from '../db/schema/index.ts';
import { testApp } from '../test/app.ts';
import { seedDemo } from './seed.ts';

/** A server started on the demo organisation, its CVs in the server's own file storage. */
const t = testApp({
  roles: ['admin', 'recruiter'],
  seed: (database, storage) => seedDemo(database.db, { storage }),
});

async function aDemoCandidateWithCv() {
  const [row] = await t.database.db
    .select({ candidate: candidates, cv: documents })
    .from(candidates)
    .innerJoin(documents, eq(documents.candidateId, candidates.id))
    .limit(1);
  return row!;
}

describe('the demo candidates’ CVs', () => {
  it('shows a recruiter the CV on the candidate page and serves its file', async () => {
    const { candidate, cv } = await aDemoCandidateWithCv();
    const profile = await t.call('recruiter', 'GET', `/candidates/${candidate.id}/`);
    expect(profile.json().cv_url).toBe(`/api/v1/documents/${cv.id}/file/`);
    const listed = await t.call('recruiter', 'GET', `/candidates/${candidate.id}/documents/`);
    expect(listed.json()).toEqual([
      expect.objectContaining({ id: cv.id, type: 'cv', filename: cv.filename, has_text: true }),
    ]);

    const file = await t.call('recruiter', 'GET', `/documents/${cv.id}/file/`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(crypto.createHash('sha256').update(file.rawPayload).digest('hex')).toBe(cv.checksum);
  });

  it('removes the CV file with the rest when a demo candidate is erased', async () => {
    const { candidate, cv } = await aDemoCandidateWithCv();
    expect(fs.existsSync(path.join(t.dataDir, 'files', cv.storageKey))).toBe(true);
    const erased = await t.call('admin', 'POST', `/candidates/${candidate.id}/erase/`, {
      reason: 'Asked to be forgotten (demo)',
      confirm_name: candidate.fullName,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    await t.settle();
    expect((await t.call('admin', 'GET', `/documents/${cv.id}/file/`)).statusCode).toBe(404);
    expect(fs.existsSync(path.join(t.dataDir, 'files', cv.storageKey))).toBe(false);
  });
});
