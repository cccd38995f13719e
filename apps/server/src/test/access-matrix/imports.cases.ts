import { PERMISSIONS } from '@shortlist/contracts';
import type { Db } from '../../db/client.ts';
import { candidateImports } from '../../db/schema/index.ts';
import { multipart } from '../candidate-factories.ts';
import { csvOf } from '../spreadsheets.ts';
import type { AccessCase } from './access-case.ts';

/** An uploaded, unstarted import of one row (its file is not needed before it starts). */
async function uploadedImport(db: Db) {
  const [row] = await db
    .insert(candidateImports)
    .values({
      fileName: 'matrix.csv',
      format: 'csv',
      headers: ['Name', 'Email'],
      sample: [['Matrix Person', 'matrix@example.com']],
      sampleRowNumbers: [2],
      totalRows: 1,
    })
    .returning({ id: candidateImports.id });
  return row!.id;
}

const settings = { mapping: ['full_name', 'email'], duplicate_policy: 'skip' };
const imports = '/api/v1/candidates/imports';

/** Issue 16: importing candidates from a spreadsheet needs import_candidates (administrators and recruiters). */
export const importsCases: AccessCase[] = [
  {
    route: 'POST /api/v1/candidates/imports/',
    who: PERMISSIONS.import_candidates,
    ok: 201,
    build: async (fx) =>
      multipart({}, [
        {
          field: 'file',
          filename: 'matrix.csv',
          content: csvOf([
            ['Name', 'Email'],
            ['Matrix Person', `${fx.unique('matrix')}@example.com`],
          ]),
          type: 'text/csv',
        },
      ]),
  },
  { route: 'GET /api/v1/candidates/imports/', who: PERMISSIONS.import_candidates, ok: 200 },
  {
    route: 'GET /api/v1/candidates/imports/:id/',
    who: PERMISSIONS.import_candidates,
    ok: 200,
    build: async (fx) => ({ url: `${imports}/${await uploadedImport(fx.db)}/` }),
  },
  {
    route: 'POST /api/v1/candidates/imports/:id/preview/',
    who: PERMISSIONS.import_candidates,
    ok: 200,
    build: async (fx) => ({ url: `${imports}/${await uploadedImport(fx.db)}/preview/`, payload: settings }),
  },
  {
    route: 'POST /api/v1/candidates/imports/:id/start/',
    who: PERMISSIONS.import_candidates,
    ok: 202,
    build: async (fx) => ({ url: `${imports}/${await uploadedImport(fx.db)}/start/`, payload: settings }),
  },
  {
    route: 'DELETE /api/v1/candidates/imports/:id/',
    who: PERMISSIONS.import_candidates,
    ok: 204,
    build: async (fx) => ({ url: `${imports}/${await uploadedImport(fx.db)}/` }),
  },
  {
    route: 'GET /api/v1/candidates/imports/:id/refused/',
    who: PERMISSIONS.import_candidates,
    ok: 200,
    build: async (fx) => ({ url: `${imports}/${await uploadedImport(fx.db)}/refused/` }),
  },
];
