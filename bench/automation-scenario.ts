import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_WORKFLOW_STAGES } from '@shortlist/contracts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import {
  applications,
  automationRules,
  candidates,
  jobs,
  workflowStages,
} from '../apps/server/src/db/schema/index.ts';
import {
  type AutomationDeps,
  sweepTimeRules,
} from '../apps/server/src/features/automation/automation-engine.service.ts';
import { benchDatabase, devLogin, percentile, writeResult } from './harness.ts';

const JOBS = 100;
const MOVE_APPLICATIONS = 10_000;
const SWEEP_APPLICATIONS = 100_000;
const HOUR_MS = 3_600_000;

/** `count` applications over the first `jobCount` jobs, each with its own candidate, in bulk. */
async function insertApplications(database: Database, jobIds: number[], count: number, offset: number) {
  const db = database.db;
  const now = Date.now();
  const ids: { id: number; jobId: number }[] = [];
  for (let start = 0; start < count; start += 2000) {
    const batch = Array.from({ length: Math.min(2000, count - start) }, (_, i) => offset + start + i);
    const people = await db
      .insert(candidates)
      .values(batch.map((n) => ({ fullName: `Bench Candidate ${n}`, emails: [`bench${n}@example.com`] })))
      .returning({ id: candidates.id });
    const rows = await db
      .insert(applications)
      .values(
        people.map((person, i) => {
          const n = batch[i]!;
          return {
            candidateId: person.id,
            jobId: jobIds[n % jobIds.length]!,
            stageKey: DEFAULT_WORKFLOW_STAGES[n % 5]!.key,
            // spread over 0–99 hours in the stage: 2 % of each stage sit in a 48–50 h window
            stageEnteredAt: new Date(now - (Math.floor(n / 5) % 100) * HOUR_MS - 60_000),
            matchScore: 40 + (n % 60),
          };
        }),
      )
      .returning({ id: applications.id, jobId: applications.jobId });
    ids.push(...rows);
  }
  return ids;
}

async function generateJobs(database: Database) {
  const rows = await database.db
    .insert(jobs)
    .values(Array.from({ length: JOBS }, (_, i) => ({ title: `Bench Job ${i}` })))
    .returning({ id: jobs.id });
  await database.db.insert(workflowStages).values(
    rows.flatMap((job) =>
      DEFAULT_WORKFLOW_STAGES.map((stage, index) => ({
        jobId: job.id,
        key: stage.key,
        label: stage.label,
        order: index + 1,
      })),
    ),
  );
  return rows.map((row) => row.id);
}

/**
 * 100 active rules of every trigger: 20 organisation-wide and 80 on jobs, most of whose
 * conditions a move does not meet (the usual case: rules are evaluated, few act).
 */
async function generateRules(database: Database, jobIds: number[]) {
  const triggers = [
    { triggerType: 'stage_change', triggerConditions: { toStages: ['decision'] } },
    { triggerType: 'score_update', triggerConditions: { threshold: 95 } },
    { triggerType: 'application_created', triggerConditions: { sources: ['referral'] } },
    { triggerType: 'document_upload', triggerConditions: {} },
    {
      triggerType: 'time_based',
      triggerConditions: { hoursInStage: 48, maxHoursInStage: 50, stages: ['screening'] },
    },
  ];
  await database.db.insert(automationRules).values(
    Array.from({ length: 100 }, (_, i) => ({
      name: `Bench rule ${i}`,
      ...triggers[i % triggers.length]!,
      actions: [{ type: 'update_score', config: { mode: 'adjust', value: 1, reason: 'Bench' } }],
      jobId: i < 20 ? null : jobIds[i % jobIds.length]!,
      isActive: true,
    })),
  );
}

/**
 * Issue 14 targets: with 100 active rules and 10,000 applications, a stage move (the request
 * itself; rules run after commit) stays under 20 ms p95; the time-based sweep over 100,000
 * applications takes under 2 s.
 */
export async function automationScenario() {
  const { database, label, cleanup } = await benchDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-bench-automation-'));
  const jobIds = await generateJobs(database);
  const moveIds = await insertApplications(database, jobIds.slice(0, 10), MOVE_APPLICATIONS, 0);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', AUTH_DEV_LOGIN: '1' });
  const app = await buildApp({ config, database, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const headers = {
      ...(await devLogin(app, {
        email: 'bench.admin@meridian.example',
        role: 'admin',
        full_name: 'Bench Admin',
      })),
      'content-type': 'application/json',
    };
    const stages = ['applied', 'screening'];
    /** 200 stage moves one at a time; then how long until every job they caused has run. */
    const moves = async () => {
      const times: number[] = [];
      const started = performance.now();
      for (let i = 0; i < 200; i += 1) {
        const { id, jobId } = moveIds[(i * 37) % moveIds.length]!;
        const t0 = performance.now();
        const response = await fetch(`${address}/api/v1/kanban/${jobId}/update-stage/`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ application_id: id, new_stage: stages[i % 2] }),
        });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`move failed: ${response.status}`);
        times.push(performance.now() - t0);
      }
      await app.spine.jobs.settle(120_000);
      return {
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        max: percentile(times, 100),
        moves_and_their_jobs_settled_ms: Math.round(performance.now() - started),
      };
    };
    await moves(); // warm-up: the first requests of a process compile and cache
    const withoutRules = await moves();
    await generateRules(database, jobIds);
    const withRules = await moves();

    await insertApplications(database, jobIds, SWEEP_APPLICATIONS - MOVE_APPLICATIONS, MOVE_APPLICATIONS);
    const deps = {
      db: database.db,
      clock: () => new Date(),
      jobs: app.spine.jobs,
    } as unknown as AutomationDeps;
    const sweeps: { ms: number; fired: number }[] = [];
    for (let i = 0; i < 3; i += 1) {
      const t0 = performance.now();
      const { fired } = await sweepTimeRules(deps);
      sweeps.push({ ms: Math.round(performance.now() - t0), fired });
    }
    writeResult('automation', {
      database: label,
      active_rules: 100,
      move: {
        applications: MOVE_APPLICATIONS,
        target_p95_ms: 20,
        without_rules: withoutRules,
        with_100_rules: withRules,
      },
      sweep: {
        applications: SWEEP_APPLICATIONS,
        target_ms: 2000,
        first_fires_runs: sweeps[0],
        again_nothing_new: sweeps.slice(1),
      },
    });
  } finally {
    await app.close();
    await cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
