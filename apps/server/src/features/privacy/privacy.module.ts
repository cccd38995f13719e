import type { JobRunner } from '../../platform/jobs.ts';
import { applyRetention, type PrivacyDeps } from './privacy.service.ts';

/** The retention rule's nightly run (issue 16): a background job, once a day at 02:30 UTC. */
export const RETENTION_QUEUE = 'privacy.retention';

export function registerPrivacy(deps: PrivacyDeps & { jobs: JobRunner }) {
  deps.jobs.define({
    name: RETENTION_QUEUE,
    cron: '30 2 * * *',
    expireInSeconds: 3600,
    handler: async () => void (await applyRetention(deps)),
  });
}
