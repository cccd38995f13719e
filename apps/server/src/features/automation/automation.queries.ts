import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { type CandidateMove, repointCandidateRows } from '../../db/candidate-move.ts';
import type { Tx } from '../../db/client.ts';
import { inlined } from '../../db/page-bounds.ts';
import { automationRules, automationRuns } from '../../db/schema/index.ts';

/* The automation feature's own tables: rules and their runs (issue 14). */

export type RuleRow = typeof automationRules.$inferSelect;
export type RuleInsert = typeof automationRules.$inferInsert;
export type RunRow = typeof automationRuns.$inferSelect;
export type RunInsert = typeof automationRuns.$inferInsert;

export async function insertRule(tx: Tx, values: RuleInsert) {
  const [row] = await tx.insert(automationRules).values(values).returning();
  return row!;
}

export async function updateRule(tx: Tx, id: number, values: Partial<RuleInsert>) {
  const [row] = await tx.update(automationRules).set(values).where(eq(automationRules.id, id)).returning();
  return row;
}

export async function deleteRule(tx: Tx, id: number) {
  await tx.delete(automationRules).where(eq(automationRules.id, id));
}

export async function selectRule(tx: Tx, id: number) {
  const [row] = await tx.select().from(automationRules).where(eq(automationRules.id, id));
  return row;
}

/**
 * The active rules a trigger of a job sets off: that job's and the organisation-wide ones (with
 * `anyJob`, every job's: the time-based sweep).
 */
export async function selectActiveRules(
  tx: Tx,
  triggerType: string,
  jobId: number | null,
  options: { anyJob?: boolean } = {},
) {
  return tx
    .select()
    .from(automationRules)
    .where(
      and(
        eq(automationRules.isActive, true),
        eq(automationRules.triggerType, triggerType),
        options.anyJob
          ? undefined
          : jobId === null
            ? isNull(automationRules.jobId)
            : or(isNull(automationRules.jobId), eq(automationRules.jobId, jobId)),
      ),
    )
    .orderBy(automationRules.id);
}

/** Whether a template is installed where it would be installed again. */
export async function selectTemplateRules(tx: Tx, jobId: number | null) {
  return tx
    .select({ templateKey: automationRules.templateKey })
    .from(automationRules)
    .where(jobId === null ? isNull(automationRules.jobId) : eq(automationRules.jobId, jobId));
}

/** New runs; one already made for the same key (a handler run twice) is skipped. */
export async function insertRuns(tx: Tx, values: RunInsert[]) {
  if (values.length === 0) return [];
  return tx
    .insert(automationRuns)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: automationRuns.id, status: automationRuns.status });
}

export async function selectRunForUpdate(tx: Tx, id: number) {
  const [row] = await tx.select().from(automationRuns).where(eq(automationRuns.id, id)).for('update');
  return row;
}

export async function updateRun(tx: Tx, id: number, values: Partial<RunInsert>) {
  await tx.update(automationRuns).set(values).where(eq(automationRuns.id, id));
}

export async function selectRunsOf(tx: Tx, ruleId: number, page: { limit: number; offset: number }) {
  return tx
    .select()
    .from(automationRuns)
    .where(eq(automationRuns.ruleId, ruleId))
    .orderBy(desc(automationRuns.id))
    .limit(inlined(page.limit))
    .offset(inlined(page.offset));
}

export async function countRunsOf(tx: Tx, ruleId: number) {
  const [row] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(automationRuns)
    .where(eq(automationRuns.ruleId, ruleId));
  return row?.total ?? 0;
}

/** For each rule: how many runs, how many failed, and the last one. */
export async function selectRunStats(tx: Tx, ruleIds: number[]) {
  if (ruleIds.length === 0)
    return new Map<
      number,
      { runs: number; failed: number; lastStatus: string | null; lastAt: Date | null }
    >();
  const rows = await tx
    .select({
      ruleId: automationRuns.ruleId,
      runs: sql<number>`count(*)::int`,
      failed: sql<number>`count(*) filter (where ${automationRuns.status} = 'failed')::int`,
      lastId: sql<number>`max(${automationRuns.id})`,
    })
    .from(automationRuns)
    .where(inArray(automationRuns.ruleId, ruleIds))
    .groupBy(automationRuns.ruleId);
  const last = rows.length
    ? await tx
        .select({ id: automationRuns.id, status: automationRuns.status, at: automationRuns.createdAt })
        .from(automationRuns)
        .where(
          inArray(
            automationRuns.id,
            rows.map((row) => Number(row.lastId)),
          ),
        )
    : [];
  const lastById = new Map(last.map((row) => [row.id, row]));
  return new Map(
    rows.map((row) => {
      const lastRun = lastById.get(Number(row.lastId));
      return [
        row.ruleId,
        {
          runs: row.runs,
          failed: row.failed,
          lastStatus: lastRun?.status ?? null,
          lastAt: lastRun?.at ?? null,
        },
      ];
    }),
  );
}

/**
 * The job settings tab's switches as rules of their job (issue 14): one rule a switch, made when
 * missing, its on/off following the switch. `settings` is the job's, read by the caller.
 */
export async function upsertJobSettingRule(
  tx: Tx,
  rule: Omit<RuleInsert, 'id'> & { jobId: number; jobSetting: string },
) {
  await tx.execute(sql`
    insert into automation_rules (name, description, trigger_type, trigger_conditions, actions, is_active, job_id, job_setting)
    values (${rule.name}, ${rule.description ?? ''}, ${rule.triggerType}, ${JSON.stringify(rule.triggerConditions ?? {})}::jsonb,
            ${JSON.stringify(rule.actions)}::jsonb, ${rule.isActive ?? true}, ${rule.jobId}, ${rule.jobSetting})
    on conflict (job_id, job_setting) where job_setting is not null
    do update set is_active = excluded.is_active, updated_at = clock_timestamp()
    where automation_rules.is_active is distinct from excluded.is_active`);
}

export type RuleFilters = {
  job_id?: number;
  trigger_type?: string;
  isActive?: boolean;
  jobSettings?: boolean;
};

function ruleWhere(filters: RuleFilters) {
  return and(
    filters.job_id ? or(isNull(automationRules.jobId), eq(automationRules.jobId, filters.job_id)) : undefined,
    filters.trigger_type ? eq(automationRules.triggerType, filters.trigger_type) : undefined,
    filters.isActive === undefined ? undefined : eq(automationRules.isActive, filters.isActive),
    filters.jobSettings === false ? isNull(automationRules.jobSetting) : undefined,
  );
}

/** Organisation-wide rules first, then by job; a job's setting rules before its own. */
export async function selectRules(tx: Tx, filters: RuleFilters, page: { limit: number; offset: number }) {
  return tx
    .select()
    .from(automationRules)
    .where(ruleWhere(filters))
    .orderBy(
      sql`${automationRules.jobId} nulls first`,
      sql`${automationRules.jobSetting} is null`,
      automationRules.id,
    )
    .limit(inlined(page.limit))
    .offset(inlined(page.offset));
}

export async function countRules(tx: Tx, filters: RuleFilters) {
  const [row] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(automationRules)
    .where(ruleWhere(filters));
  return row?.total ?? 0;
}

/**
 * Issue 16 erasure: the candidate's automation runs keep their rule, status and dedupe key (so a
 * run is still not repeated) and lose what they said about the person.
 */
export async function anonymiseRunsOfCandidate(tx: Tx, candidateId: number, applicationIds: number[]) {
  await tx
    .update(automationRuns)
    .set({ triggerSummary: '', conditions: [], actions: [], error: '' })
    .where(
      or(
        eq(automationRuns.candidateId, candidateId),
        applicationIds.length > 0 ? inArray(automationRuns.applicationId, applicationIds) : undefined,
      ),
    );
}

/** Issue 16 merge: the duplicate's automation runs (and their dedupe keys) go to the kept record. */
export const moveRunsOfCandidate = (tx: Tx, move: CandidateMove) =>
  repointCandidateRows(
    tx,
    automationRuns,
    { candidate: automationRuns.candidateId, application: automationRuns.applicationId },
    move,
  );
