import type { AccessCase } from './access-case.ts';

/**
 * The dashboard and global search (issue 15): every signed-in role sees the organisation's numbers
 * and may search every candidate and job (spec 01 §6); "My work" is the caller's own.
 */
export const analyticsCases: AccessCase[] = [
  { route: 'GET /api/v1/analytics/dashboard-tiles/', who: 'signed_in', ok: 200 },
  { route: 'POST /api/v1/analytics/dashboard-visits/', who: 'signed_in', ok: 200 },
  { route: 'GET /api/v1/analytics/report/', who: 'signed_in', ok: 200 },
  { route: 'GET /api/v1/activity/', who: 'signed_in', ok: 200 },
  {
    route: 'GET /api/v1/search/',
    who: 'signed_in',
    ok: 200,
    build: async () => ({ url: '/api/v1/search/?q=an' }),
  },
];
