import { PERMISSIONS } from '@shortlist/contracts';
import { createCandidateRow } from '../candidate-factories.ts';
import type { AccessCase } from './access-case.ts';

/** Issue 16: anyone who sees candidates sees possible duplicates; merging and dismissing need merge_candidates. */
export const duplicatesCases: AccessCase[] = [
  { route: 'GET /api/v1/candidates/duplicates/', who: 'signed_in', ok: 200 },
  {
    route: 'GET /api/v1/candidates/:id/duplicates/',
    who: 'signed_in',
    ok: 200,
    build: async (fx) => ({ url: `/api/v1/candidates/${(await createCandidateRow(fx.db)).id}/duplicates/` }),
  },
  {
    route: 'POST /api/v1/candidates/:id/merge/',
    who: PERMISSIONS.merge_candidates,
    ok: 200,
    build: async (fx) => {
      const kept = await createCandidateRow(fx.db);
      const duplicate = await createCandidateRow(fx.db);
      return { url: `/api/v1/candidates/${kept.id}/merge/`, payload: { duplicate_id: duplicate.id } };
    },
  },
  {
    route: 'POST /api/v1/candidates/:id/duplicates/:otherId/dismiss/',
    who: PERMISSIONS.merge_candidates,
    ok: 204,
    build: async (fx) => {
      const a = await createCandidateRow(fx.db);
      const b = await createCandidateRow(fx.db);
      return { url: `/api/v1/candidates/${a.id}/duplicates/${b.id}/dismiss/` };
    },
  },
];
