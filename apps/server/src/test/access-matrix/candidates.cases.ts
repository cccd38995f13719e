import { type Document, PERMISSIONS } from '@shortlist/contracts';
import { bearer } from '../app.ts';
import { createCandidateRow, cvText, multipart } from '../candidate-factories.ts';
import { createApplication, createJob } from '../factories.ts';
import { createUser } from '../user-factories.ts';
import type { AccessCase, AccessFixtures } from './access-case.ts';

/**
 * Candidate, application and document routes (spec 02; DESIGN.md §6). Only deleting a candidate
 * is restricted (delete_candidates: admin). Salary fields never change the status: a role without
 * edit_salary has them ignored, one without view_salary does not receive them — so the create
 * and edit cases below send salary fields and still expect success from every role.
 */

/** A text CV past the 1 KB minimum, as the multipart file `field`. */
const cvFile = (field: string) => ({
  field,
  filename: 'cv.txt',
  content: Buffer.from(cvText()),
  type: 'text/plain',
});

/** A fresh candidate (with salary fields, so the detail routes have something to hide). */
async function candidateUrl(fx: AccessFixtures, suffix = '') {
  const candidate = await createCandidateRow(fx.db, {
    desiredSalaryMin: 60_000,
    desiredSalaryMax: 80_000,
    offeredSalary: 95_000,
  });
  return `/api/v1/candidates/${candidate.id}/${suffix}`;
}

/**
 * A stored document of a fresh candidate, uploaded through the app (the file must exist in
 * storage) by a separate admin sign-in, so the fixture does not depend on the caller's role.
 */
async function uploadedDocument(fx: AccessFixtures): Promise<Document> {
  const admin = await fx.signIn('admin');
  const form = await multipart({ type: 'cv' }, [cvFile('file')]);
  const response = await fx.app.inject({
    method: 'POST',
    url: await candidateUrl(fx, 'documents/'),
    headers: { ...bearer(admin), ...form.headers },
    payload: form.payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json<Document>();
}

export const candidatesCases: AccessCase[] = [
  {
    route: 'GET /api/v1/candidates/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => {
      await createCandidateRow(fx.db);
      return {};
    },
  },
  {
    route: 'POST /api/v1/candidates/',
    who: 'signed_in',
    ok: 201,
    build: async (fx) => ({
      payload: {
        full_name: fx.unique('New Candidate'),
        emails: [`${fx.unique('new')}@example.com`],
        desired_salary_min: 50_000,
        desired_salary_max: 70_000,
      },
    }),
  },
  {
    route: 'POST /api/v1/candidates/create_with_cv/',
    who: 'signed_in',
    ok: 201,
    build: async (fx) =>
      multipart(
        { full_name: fx.unique('CV Candidate'), emails: JSON.stringify([`${fx.unique('cv')}@example.com`]) },
        [cvFile('files')],
      ),
  },
  {
    route: 'GET /api/v1/candidates/:id/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({ url: await candidateUrl(fx) }),
  },
  {
    route: 'GET /api/v1/candidates/:id/export/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({ url: await candidateUrl(fx, 'export/') }),
  },
  {
    route: 'PUT /api/v1/candidates/:id/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({
      url: await candidateUrl(fx),
      payload: { current_role: 'Staff Engineer', offered_salary: 90_000 },
    }),
  },
  {
    route: 'DELETE /api/v1/candidates/:id/',
    who: PERMISSIONS.delete_candidates,
    ok: 204,
    build: async (fx) => ({ url: await candidateUrl(fx) }),
  },
  {
    route: 'POST /api/v1/candidates/:id/notes/',
    who: 'signed_in',
    ok: 201,
    build: async (fx) => ({
      url: await candidateUrl(fx, 'notes/'),
      payload: { text: 'Strong on systems design.' },
    }),
  },
  {
    route: 'GET /api/v1/candidates/:id/notes_list/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({ url: await candidateUrl(fx, 'notes_list/') }),
  },
  {
    route: 'GET /api/v1/candidates/:id/timeline/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({ url: await candidateUrl(fx, 'timeline/') }),
  },
  {
    route: 'GET /api/v1/candidates/:id/team/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({ url: await candidateUrl(fx, 'team/') }),
  },
  {
    route: 'PUT /api/v1/candidates/:id/team/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({
      url: await candidateUrl(fx, 'team/'),
      payload: { assigned_team: [(await createUser(fx.db)).id] },
    }),
  },
  {
    route: 'GET /api/v1/candidates/:id/documents/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({ url: await candidateUrl(fx, 'documents/') }),
  },
  {
    route: 'POST /api/v1/candidates/:id/documents/',
    who: 'signed_in',
    ok: 201,
    build: async (fx) => ({
      url: await candidateUrl(fx, 'documents/'),
      ...(await multipart({ type: 'cover_letter' }, [cvFile('file')])),
    }),
  },
  {
    route: 'POST /api/v1/documents/parse/',
    who: 'signed_in',
    ok: 200,
    build: async () => multipart({}, [cvFile('file')]),
  },
  {
    route: 'GET /api/v1/documents/:id/file/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({ url: `/api/v1/documents/${(await uploadedDocument(fx)).id}/file/` }),
  },
  {
    route: 'DELETE /api/v1/documents/:id/',
    who: PERMISSIONS.delete_documents,
    ok: 204,
    build: async (fx) => ({ url: `/api/v1/documents/${(await uploadedDocument(fx)).id}/` }),
  },
  { route: 'GET /api/v1/applications/stages/', who: 'signed_in', ok: 200 },
  {
    route: 'GET /api/v1/applications/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => {
      await createApplication(fx.db, (await createJob(fx.db)).id);
      return {};
    },
  },
];
