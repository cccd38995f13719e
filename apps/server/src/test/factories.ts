import { type JobCreateInput, MANTRA_DEFAULTS, SECTORS } from '@shortlist/contracts';
import type { Tx } from '../db/client.ts';
import type { applications, candidates } from '../db/schema/index.ts';
import { jobSectors, jobs, sectors } from '../db/schema/index.ts';
import { createApplicationRow, createCandidateRow } from './candidate-factories.ts';
import { nextSequence } from './sequence.ts';

/** The seven sectors of spec 01 §9 (a migrated test database starts without them). */
export async function ensureSectors(db: Tx) {
  await db
    .insert(sectors)
    .values(SECTORS.map((sector) => ({ name: sector.name, color: sector.color })))
    .onConflictDoNothing();
  const rows = await db.select().from(sectors);
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** A job with sensible defaults; pass only what the test is about. */
export async function createJob(
  db: Tx,
  overrides: Partial<typeof jobs.$inferInsert> = {},
  options: { sectors?: { name: string; positions: number }[] } = {},
) {
  const sequence = nextSequence();
  const [job] = await db
    .insert(jobs)
    .values({ title: `Test Job ${sequence}`, ...overrides })
    .returning();
  if (options.sectors?.length) {
    const ids = await ensureSectors(db);
    await db.insert(jobSectors).values(
      options.sectors.map((row) => ({
        jobId: job!.id,
        sectorId: ids.get(row.name)!,
        positions: row.positions,
      })),
    );
  }
  return job!;
}

/** An application (with its own candidate) on a job. */
export async function createApplication(
  db: Tx,
  jobId: number,
  overrides: Partial<typeof applications.$inferInsert> = {},
  candidate: Partial<typeof candidates.$inferInsert> = {},
) {
  const person = await createCandidateRow(db, candidate);
  return createApplicationRow(db, { candidateId: person.id, jobId, ...overrides });
}

/** A POST /jobs/ body that passes every rule of spec 01 §5. */
export function validJobPayload(overrides: Partial<JobCreateInput> = {}): JobCreateInput {
  const sequence = nextSequence();
  return {
    title: `Payload Job ${sequence}`,
    department: '',
    sectors: [{ sector: 'Pharma & Life Sciences', positions: 2 }],
    skills_required: ['TypeScript'],
    business_case: 'We need another engineer to ship the trial scheduling module before Q3 launches.',
    compelling_headline: 'Help clinical trials start sooner',
    ...overrides,
  };
}

/** Framework fields that make a job ready (spec 01 §4), as API fields. */
export function completeFramework(): Partial<JobCreateInput> {
  return {
    targets_results: Array.from({ length: 5 }, (_, index) => ({
      id: `tr-${index}`,
      title: `Result ${index}`,
      description: '',
      success_criteria: '',
      timeline: '',
      okr_alignment: '',
    })),
    targets_competencies: Array.from({ length: 6 }, (_, index) => ({
      id: `c-${index}`,
      name: `Competency ${index}`,
      description: '',
      weight: index < 4 ? 20 : 10,
      assessment_criteria: '',
    })),
    cultural_mantras_criteria: MANTRA_DEFAULTS,
    bar_raiser_id: 'br-1',
    signoff_people_ops: true,
    signoff_strategy: true,
    signoff_ops_delivery: true,
    signoff_sector_lead: true,
    signoff_responsible_person: true,
    signoff_executive_sponsor: true,
  };
}
