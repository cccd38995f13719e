import { PRIVACY_NOTICE } from '@shortlist/contracts';
import { cvText, multipart } from '../candidate-factories.ts';
import { createJob } from '../factories.ts';
import type { AccessCase } from './access-case.ts';

/**
 * Issue 16: the careers page's API needs no sign-in. A signed-in caller gets the same answer as
 * anyone (the matrix also reads each answer for salary fields).
 */
export const careersCases: AccessCase[] = [
  { route: 'GET /api/v1/public/jobs/', who: 'public', ok: 200 },
  {
    route: 'GET /api/v1/public/jobs/:id/',
    who: 'public',
    ok: 200,
    build: async (fx) => ({ url: `/api/v1/public/jobs/${(await createJob(fx.db)).id}/` }),
  },
  {
    route: 'POST /api/v1/public/jobs/:id/apply/',
    who: 'public',
    ok: 201,
    build: async (fx) => {
      const job = await createJob(fx.db);
      const form = await multipart(
        {
          full_name: 'Grace Hopper',
          email: `${fx.unique('applicant')}@example.com`,
          privacy_consent: 'true',
          privacy_notice_version: PRIVACY_NOTICE.version,
        },
        [{ field: 'cv', filename: 'cv.txt', content: Buffer.from(cvText()), type: 'text/plain' }],
      );
      return { url: `/api/v1/public/jobs/${job.id}/apply/`, payload: form.payload, headers: form.headers };
    },
  },
];
