import type { AccessCase } from './access-case.ts';

export const jobsCases: AccessCase[] = [{ route: 'GET /api/v1/jobs/', who: 'signed_in', ok: 200 }];
