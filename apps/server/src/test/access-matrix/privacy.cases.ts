import { PERMISSIONS } from '@shortlist/contracts';
import { createCandidateRow } from '../candidate-factories.ts';
import type { AccessCase } from './access-case.ts';

/** Issue 16: a candidate's data export and erasure, the privacy log and the retention rule: administrators only. */
export const privacyCases: AccessCase[] = [
  {
    route: 'GET /api/v1/candidates/:id/data-export/',
    who: PERMISSIONS.manage_candidate_data,
    ok: 200,
    build: async (fx) => ({ url: `/api/v1/candidates/${(await createCandidateRow(fx.db)).id}/data-export/` }),
  },
  {
    route: 'POST /api/v1/candidates/:id/erase/',
    who: PERMISSIONS.manage_candidate_data,
    ok: 200,
    build: async (fx) => {
      const candidate = await createCandidateRow(fx.db);
      return {
        url: `/api/v1/candidates/${candidate.id}/erase/`,
        payload: { reason: 'Asked by e-mail', confirm_name: candidate.fullName },
      };
    },
  },
  { route: 'GET /api/v1/privacy/log/', who: PERMISSIONS.manage_candidate_data, ok: 200 },
  { route: 'GET /api/v1/privacy/retention/', who: PERMISSIONS.manage_candidate_data, ok: 200 },
  {
    route: 'PUT /api/v1/privacy/retention/',
    who: PERMISSIONS.manage_candidate_data,
    ok: 200,
    build: async () => ({ url: '/api/v1/privacy/retention/', payload: { retention_months: null } }),
  },
];
