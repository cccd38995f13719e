import { AUTOMATION_RETRY_LIMIT, AUTOMATION_SWEEP_MINUTES } from '@shortlist/contracts';
import type { DomainEvents } from '../../platform/events.ts';
import {
  type AutomationDeps,
  executeRun,
  handleTriggerEvent,
  RUN_QUEUE,
  SWEEP_QUEUE,
  sweepTimeRules,
  TRIGGERING_EVENTS,
} from './automation-engine.service.ts';
import { ensureJobSettingRules, syncJobSettingRules } from './automation-rules.service.ts';

/**
 * Wires automation to the spine (issue 14): the job settings' rules follow their switches in
 * the job's own transaction; events set rules off after commit; each run is a job of its own,
 * retried; a cron sweep fires the time-based rules.
 */
export async function registerAutomation(deps: AutomationDeps, events: DomainEvents) {
  events.onRecord(syncJobSettingRules);
  await ensureJobSettingRules(deps.db);
  events.subscribe({
    name: 'automation',
    types: TRIGGERING_EVENTS,
    handle: (event) => handleTriggerEvent(deps, event),
  });
  deps.jobs.define<{ run_id: number }>({
    name: RUN_QUEUE,
    retryLimit: AUTOMATION_RETRY_LIMIT,
    retryDelaySeconds: 1,
    handler: ({ run_id }, job) => executeRun(deps, run_id, job.retryCount),
  });
  deps.jobs.define({
    name: SWEEP_QUEUE,
    cron: `*/${AUTOMATION_SWEEP_MINUTES} * * * *`,
    expireInSeconds: 300,
    handler: async () => void (await sweepTimeRules(deps)),
  });
}

/** After the job runner starts: one sweep at once, so time passed while no server ran is caught up. */
export async function startAutomation(deps: Pick<AutomationDeps, 'jobs'>) {
  await deps.jobs.send(SWEEP_QUEUE, {});
}
