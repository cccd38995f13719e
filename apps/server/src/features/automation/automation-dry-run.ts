import {
  type ApplicationCreatedConditions,
  DRY_RUN_SAMPLE,
  type DryRunResult,
  type ScoreUpdateConditions,
  type StageChangeConditions,
  stageListed,
  type TimeBasedConditions,
  type TriggerType,
  withEquivalentStages,
} from '@shortlist/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/tokens.ts';
import { type DryRunRow, selectActiveApplications, selectStageKeysByJob } from './automation.read-model.ts';

/**
 * POST /automation-rules/dry-run/ (issue 14): which of today's active applications a rule would
 * affect before it is switched on. A time-based rule is exact (those in the window now, the
 * next sweep's work); an event trigger is read by what can be known before the event: the
 * applications its job, source, score and "from" conditions already fit.
 */
export async function dryRun(
  { db, clock }: { db: Db; clock: Clock },
  input: { trigger_type: TriggerType; trigger_conditions: Record<string, unknown>; job_id: number | null },
): Promise<DryRunResult> {
  const now = clock();
  const scopeJobs = input.job_id ? [input.job_id] : null;
  let rows: DryRunRow[];
  let explanation: string;
  let stageFilter: readonly string[] | undefined;
  switch (input.trigger_type) {
    case 'application_created': {
      const c = input.trigger_conditions as ApplicationCreatedConditions;
      const jobIds = c.jobIds?.length
        ? (scopeJobs ?? c.jobIds).filter((id) => c.jobIds!.includes(id))
        : scopeJobs;
      rows = await selectActiveApplications(db, {
        jobIds,
        sources: c.sources?.length ? c.sources : undefined,
        minScore: c.minScore,
        maxScore: c.maxScore,
      });
      explanation =
        'Active applications that fit the job, source and score conditions: new applications like these would set it off.';
      break;
    }
    case 'stage_change': {
      const c = input.trigger_conditions as StageChangeConditions;
      stageFilter = c.fromStages?.length ? c.fromStages : undefined;
      rows = await selectActiveApplications(db, {
        jobIds: scopeJobs,
        stageKeys: stageFilter ? withEquivalentStages(stageFilter) : undefined,
      });
      explanation = stageFilter
        ? 'Active applications now in a "from" stage: moving them to a "to" stage would set it off.'
        : 'Every active application: moving any of them to a "to" stage would set it off.';
      break;
    }
    case 'score_update': {
      const c = input.trigger_conditions as ScoreUpdateConditions;
      rows = await selectActiveApplications(db, { jobIds: scopeJobs });
      if (c.threshold !== undefined)
        rows = rows.filter((row) => row.match_score === null || row.match_score < c.threshold!);
      explanation =
        c.threshold !== undefined
          ? `Active applications scored under ${c.threshold}: a rise to ${c.threshold} or more would set it off.`
          : 'Every active application: a change of its match score would set it off.';
      break;
    }
    case 'time_based': {
      const c = input.trigger_conditions as TimeBasedConditions;
      stageFilter = c.stages;
      rows = (
        await selectActiveApplications(db, { jobIds: scopeJobs, stageKeys: withEquivalentStages(c.stages) })
      ).filter((row) => {
        const hours = (now.getTime() - new Date(row.stage_entered_at).getTime()) / 3_600_000;
        return hours >= c.hoursInStage && (c.maxHoursInStage === undefined || hours <= c.maxHoursInStage);
      });
      explanation =
        'Active applications whose time in a listed stage is in the window now: the next sweep would act on them.';
      break;
    }
    case 'document_upload':
      rows = await selectActiveApplications(db, { jobIds: scopeJobs });
      explanation = 'Every active application: a document uploaded for its candidate would set it off.';
      break;
  }
  if (stageFilter) {
    const keysByJob = await selectStageKeysByJob(db, [...new Set(rows.map((row) => row.job_id))]);
    rows = rows.filter((row) => stageListed(stageFilter!, row.stage_key, keysByJob.get(row.job_id) ?? []));
  }
  return {
    count: rows.length,
    explanation,
    results: rows.slice(0, DRY_RUN_SAMPLE).map((row) => ({
      application_id: row.application_id,
      candidate_id: row.candidate_id,
      candidate_name: row.candidate_name,
      job_id: row.job_id,
      job_title: row.job_title,
      stage_key: row.stage_key,
      match_score: row.match_score,
    })),
  };
}
