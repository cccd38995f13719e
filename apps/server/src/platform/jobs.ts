import type { FailedJob } from '@shortlist/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle, PgBoss, type SendOptions } from 'pg-boss';
import type { Database, Tx } from '../db/client.ts';
import { safeErrorMessage } from './errors.ts';

/** Where a job goes once its retries are spent: kept for an administrator to see and retry. */
export const DEAD_LETTER_QUEUE = 'dead_letter';

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;

export type QueueDefinition<T> = {
  name: string;
  handler: JobHandler<T>;
  /** Attempts after the first (default 4), spaced by exponential backoff from `retryDelaySeconds`. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A job active longer than this is taken to have died with its process and is retried. */
  expireInSeconds?: number;
  /** Cron schedule (UTC) on which the job is sent; one process sends it, one process runs it. */
  cron?: string;
  /**
   * A running job's worker says it is alive this often (at least 10 s); a job whose process died
   * is retried within about this plus the supervisor's interval, not after its whole expiry.
   */
  heartbeatSeconds?: number;
};

/**
 * How often the `index`th queue's worker looks for jobs that are due without a notification (a
 * retry after its backoff, an e-mail sent later): about every 2 s, each queue a little apart.
 * Workers that start together at one interval look together, all fifteen in one burst on the
 * embedded database's thread every 2 s, which held a board request 30 ms (issue 11). Apart, they
 * drift out of step after one round.
 */
const pollingInterval = (index: number) => Math.round((2 + (index % 16) * 0.13) * 100) / 100;

/**
 * Background jobs (DESIGN.md §8, docs/decisions/008): pg-boss on the application's own
 * database — PGlite through pg-boss's adapter, PostgreSQL through a small pool of its own — so
 * there is no other process to run. Jobs are rows: a job sent inside a transaction exists only if
 * it commits, survives a crash, and is taken by exactly one worker of however many processes.
 * Queues wake their workers with LISTEN/NOTIFY, so a job starts within milliseconds.
 */
export function createJobRunner(database: Database, logger?: Pick<FastifyBaseLogger, 'warn' | 'error'>) {
  const boss = new PgBoss({
    ...database.jobsConnection(),
    useListenNotify: true,
    // the pg-boss instance registry and queue statistics are not used here
    registerInstance: false,
    persistQueueStats: false,
    // expired jobs and jobs whose heartbeat stopped (their process died) are retried this soon
    superviseIntervalSeconds: 15,
  } as ConstructorParameters<typeof PgBoss>[0]);
  boss.on('error', (error) => logger?.error({ err: error }, 'background jobs: database error'));
  boss.on('warning', (warning) => {
    // a clock a few ms off the database's is normal on a busy machine
    if ((warning as { type?: string }).type !== 'clock_skew')
      logger?.warn({ warning: (warning as { message?: string }).message }, 'background jobs: warning');
  });

  const queues = new Map<string, QueueDefinition<never>>();
  let started = false;

  /** Counted from the jobs themselves: pg-boss's own queue counts are refreshed once a minute. */
  async function liveCounts(names: string[]) {
    const { rows } = await boss.getDb().executeSql(
      `select name,
              -- a job sent to start later (a scheduled e-mail) is not waiting yet; a retry is
              count(*) filter (where state = 'retry' or (state = 'created' and start_after <= now()))::int as queued,
              count(*) filter (where state = 'active')::int as active,
              count(*) filter (where state = 'failed')::int as failed
         from pgboss.job where name = any($1::text[]) group by name`,
      [names],
    );
    return new Map(
      rows.map((row) => [
        String(row.name),
        { queued: Number(row.queued), active: Number(row.active), failed: Number(row.failed) },
      ]),
    );
  }

  return {
    /** Declares a queue and its handler; call before start(). */
    define<T>(definition: QueueDefinition<T>) {
      if (started) throw new Error(`Queue ${definition.name} defined after the job runner started`);
      queues.set(definition.name, definition as QueueDefinition<never>);
    },

    async start() {
      await boss.start();
      await boss.createQueue(DEAD_LETTER_QUEUE, { retentionSeconds: 30 * 86_400 });
      for (const [index, queue] of [...queues.values()].entries()) {
        const pollSeconds = pollingInterval(index);
        await boss.createQueue(queue.name, {
          notify: true,
          retryLimit: queue.retryLimit ?? 4,
          retryDelay: queue.retryDelaySeconds ?? 2,
          retryBackoff: true,
          expireInSeconds: queue.expireInSeconds ?? 60,
          ...(queue.heartbeatSeconds ? { heartbeatSeconds: queue.heartbeatSeconds } : {}),
          deadLetter: DEAD_LETTER_QUEUE,
        });
        await boss.work<never>(
          queue.name,
          // Up to 10 jobs a fetch, and the next fetch at once while fetches come back full: a
          // backlog drains at the handlers' speed, not one job per poll. Each job succeeds or
          // fails (and is retried) on its own.
          {
            batchSize: 10,
            burstWhenBatchFull: true,
            perJobResults: true,
            includeMetadata: true,
            pollingIntervalSeconds: pollSeconds,
            notifyPollingIntervalSeconds: pollSeconds,
          },
          async (batch) => {
            const results = [];
            for (const job of batch) {
              try {
                await queue.handler(job.data, { id: job.id, retryCount: job.retryCount });
                results.push({ id: job.id, status: 'completed' as const });
              } catch (error) {
                // kept on the job (admins see it), not logged; a failed query keeps its codes, not its parameters
                logger?.warn(
                  { queue: queue.name, job: job.id, error: (error as Error)?.name },
                  'background job failed',
                );
                const message = safeErrorMessage(error);
                results.push({ id: job.id, status: 'failed' as const, output: { message } });
              }
            }
            return results;
          },
        );
        if (queue.cron) await boss.schedule(queue.name, queue.cron, {}, { tz: 'UTC' });
      }
      started = true;
    },

    /** Sends a job inside the caller's transaction: it exists exactly when the transaction commits. */
    async sendInTransaction(tx: Tx, name: string, data: object, options: SendOptions = {}) {
      await boss.send(name, data, { ...options, db: fromDrizzle(tx as never, sql as never) });
    },

    /** Many jobs of one queue in one statement, inside the caller's transaction (a sweep's runs). */
    async sendManyInTransaction(tx: Tx, name: string, data: object[]) {
      if (data.length === 0) return;
      await boss.insert(
        name,
        data.map((item) => ({ data: item })),
        { db: fromDrizzle(tx as never, sql as never) },
      );
    },

    async send(name: string, data: object, options: SendOptions = {}) {
      return boss.send(name, data, options);
    },

    /** Every queue's counts and the jobs that failed for good, newest first (the admin view). */
    async overview(limit = 100): Promise<{
      queues: { name: string; queued: number; active: number; failed: number }[];
      failed: FailedJob[];
    }> {
      const names = [...queues.keys()];
      const counts = await liveCounts(names);
      const { rows } = await boss.getDb().executeSql(
        `select id, name, data, output, retry_count, created_on, completed_on
           from pgboss.job where name = any($1::text[]) and state = 'failed'
          order by completed_on desc nulls last limit $2`,
        [names, limit],
      );
      return {
        queues: names.map((name) => ({
          name,
          queued: counts.get(name)?.queued ?? 0,
          active: counts.get(name)?.active ?? 0,
          failed: counts.get(name)?.failed ?? 0,
        })),
        failed: rows.map((row) => ({
          id: String(row.id),
          queue: String(row.name),
          data: (row.data as Record<string, unknown> | null) ?? {},
          error: errorMessage(row.output),
          retry_count: Number(row.retry_count),
          created_at: new Date(row.created_on).toISOString(),
          failed_at: row.completed_on ? new Date(row.completed_on).toISOString() : null,
        })),
      };
    },

    /** Puts a failed job back in its queue; false when there is no such failed job. */
    async retry(name: string, id: string): Promise<boolean> {
      if (!queues.has(name)) return false;
      const [job] = await boss.findJobs(name, { id } as never);
      if (job?.state !== 'failed') return false;
      await boss.retry(name, id);
      return true;
    },

    /**
     * Resolves once no job of these queues is waiting or running (tests, a bench run). A retry
     * waiting out its backoff counts as waiting.
     */
    async settle(timeoutMs = 10_000) {
      const names = [...queues.keys()];
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const counts = await liveCounts(names);
        if ([...counts.values()].every((count) => count.queued === 0 && count.active === 0)) return;
        if (Date.now() > deadline) throw new Error('background jobs did not settle in time');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },

    /** Lets running jobs finish (up to 5 s); a job cut off is retried by another process. */
    async stop() {
      if (!started) return;
      started = false;
      try {
        await boss.stop({ graceful: true, timeout: 5000, close: true });
      } catch (error) {
        logger?.warn({ err: error }, 'background jobs: stopped uncleanly');
      }
    },
  };
}

function errorMessage(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return output ? JSON.stringify(output) : 'Unknown error';
}

export type JobRunner = ReturnType<typeof createJobRunner>;

/**
 * Creates pg-boss's tables in a database without running anything (the PGlite template the
 * build saves, the test templates): a server starting on it skips that work.
 */
export async function installJobTables(database: Database) {
  const boss = new PgBoss({
    ...database.jobsConnection(),
    supervise: false,
    schedule: false,
    registerInstance: false,
  } as ConstructorParameters<typeof PgBoss>[0]);
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}
