import { DEFAULT_WORKFLOW_STAGES } from '@shortlist/contracts';
import type { Tx } from '../db/client.ts';
import { jobs, workflowStages } from '../db/schema/index.ts';
import { createApplicationRow, createCandidateRow } from './candidate-factories.ts';
import { nextSequence } from './sequence.ts';

const DAY_MS = 24 * 3600 * 1000;

/** A job with the default nine-stage workflow of spec 01 §4. */
export async function createJobWithWorkflow(db: Tx, overrides: Partial<typeof jobs.$inferInsert> = {}) {
  const sequence = nextSequence();
  const [job] = await db
    .insert(jobs)
    .values({
      title: `Pipeline Job ${sequence}`,
      skillsRequired: ['React', 'TypeScript', 'SQL'],
      ...overrides,
    })
    .returning();
  await db.insert(workflowStages).values(
    DEFAULT_WORKFLOW_STAGES.map((stage, index) => ({
      jobId: job!.id,
      key: stage.key,
      label: stage.label,
      order: index + 1,
      actions: ['score_match'],
    })),
  );
  return job!;
}

/**
 * A candidate and their application to a job, `daysInStage` whole days into `stageKey`
 * (an hour past the day boundary, so whole-day arithmetic is stable during a test); or at exact
 * instants with `appliedAt` and `stageEnteredAt`, for tests of boundaries.
 */
export async function createApplication(
  db: Tx,
  jobId: number,
  options: {
    name?: string;
    stageKey?: string;
    daysInStage?: number;
    matchScore?: number | null;
    status?: 'active' | 'rejected' | 'hired' | 'withdrawn';
    tags?: string[];
    skills?: string[];
    appliedDaysAgo?: number;
    appliedAt?: Date;
    stageEnteredAt?: Date;
    /** When a decided one was decided (a hire's date); else, as for any decision, its stage entry. */
    decidedAt?: Date;
    source?: 'email' | 'form' | 'referral' | 'linkedin' | 'other';
    ownerUserId?: number | null;
  } = {},
) {
  const now = Date.now();
  const candidate = await createCandidateRow(db, {
    ...(options.name ? { fullName: options.name } : {}),
    phones: ['+1 555 0100'],
    skillsExtracted: options.skills ?? ['React'],
    currentCompany: 'Acme',
    location: 'Remote',
  });
  const application = await createApplicationRow(db, {
    candidateId: candidate.id,
    jobId,
    stageKey: options.stageKey ?? 'applied',
    stageEnteredAt:
      options.stageEnteredAt ?? new Date(now - (options.daysInStage ?? 0) * DAY_MS - 3600 * 1000),
    matchScore: options.matchScore === undefined ? 70 : options.matchScore,
    status: options.status ?? 'active',
    tags: options.tags ?? [],
    ownerUserId: options.ownerUserId ?? null,
    appliedAt: options.appliedAt ?? new Date(now - (options.appliedDaysAgo ?? 1) * DAY_MS),
    decidedAt: options.decidedAt,
    source: options.source,
  });
  return { candidate, application };
}
