import type {
  AutomationRule,
  AutomationRun,
  JobSettingRule,
  RunStatus,
  TriggerType,
} from '@shortlist/contracts';
import type { RuleRow, RunRow } from './automation.queries.ts';

export function presentRule(
  row: RuleRow,
  extra: {
    stats: { runs: number; failed: number; lastStatus: string | null; lastAt: Date | null } | undefined;
    jobTitle: string | null;
    creatorName: string | null;
    canManage: boolean;
    people: Record<string, string>;
  },
): AutomationRule {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    trigger_type: row.triggerType as TriggerType,
    trigger_conditions: row.triggerConditions,
    actions: row.actions as AutomationRule['actions'],
    is_active: row.isActive,
    job_id: row.jobId,
    job_title: extra.jobTitle,
    job_setting: row.jobSetting as JobSettingRule | null,
    template_key: row.templateKey,
    created_by_name: extra.creatorName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    can_manage: extra.canManage,
    last_run:
      extra.stats?.lastStatus && extra.stats.lastAt
        ? { status: extra.stats.lastStatus as RunStatus, at: extra.stats.lastAt.toISOString() }
        : null,
    runs_count: extra.stats?.runs ?? 0,
    failed_count: extra.stats?.failed ?? 0,
    people: extra.people,
  };
}

export function presentRun(
  row: RunRow,
  candidateName: string | null,
  jobTitle: string | null,
): AutomationRun {
  return {
    id: row.id,
    rule_id: row.ruleId,
    status: row.status as RunStatus,
    trigger_type: row.triggerType as TriggerType,
    trigger_summary: row.triggerSummary,
    application_id: row.applicationId,
    candidate_id: row.candidateId,
    candidate_name: candidateName,
    job_title: jobTitle,
    conditions: row.conditions as AutomationRun['conditions'],
    actions: row.actions as AutomationRun['actions'],
    attempts: row.attempts,
    error: row.error,
    chain_depth: row.chainDepth,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
