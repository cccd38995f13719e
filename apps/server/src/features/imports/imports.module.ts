import {
  IMPORT_QUEUE,
  type ImportDeps,
  markImportStopped,
  pruneImports,
  runImport,
} from './imports.service.ts';

/** Attempts after the first before an import is marked as stopped. */
const IMPORT_RETRIES = 3;

/** Issue 16: the import job, and the nightly sweep of old imports' refused rows and unstarted uploads. */
export function registerImports(deps: ImportDeps) {
  deps.jobs.define<{ import_id: number }>({
    name: IMPORT_QUEUE,
    retryLimit: IMPORT_RETRIES,
    // 50,000 rows take about a minute; the heartbeat tells a slow import from a dead one
    expireInSeconds: 3600,
    heartbeatSeconds: 30,
    handler: async ({ import_id }, job) => {
      try {
        await runImport(deps, import_id);
      } catch (error) {
        if (job.retryCount >= IMPORT_RETRIES) await markImportStopped(deps, import_id);
        throw error;
      }
    },
  });
  deps.jobs.define({
    name: 'candidates.prune-imports',
    cron: '23 3 * * *',
    handler: async () => void (await pruneImports(deps)),
  });
}
