import { JOB_MESSAGES } from '@shortlist/contracts';
import type { CandidateSearchIndex } from '../../db/candidate-search-index.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { JobSearchIndex } from '../../db/job-search-index.ts';
import { ValidationError } from '../../platform/errors.ts';
import type { Actor, DomainEvents } from '../../platform/events.ts';
import { type PageRequest, type SearchTotal, withLookahead } from '../../platform/pagination.ts';
import type { UserContext } from '../../platform/service-context.ts';
import { jobExists } from '../jobs/job-access.ts';
import { presentApplication } from './applications.presenter.ts';
import { insertApplication, selectApplicationOf } from './applications.queries.ts';
import {
  type ApplicationFilters,
  countByStatus,
  firstStageKey,
  listApplications,
  selectStagesInUse,
} from './applications.read-model.ts';
import { selectSearchMatches } from './applications-search.read-model.ts';
import { recomputeApplicationMatchScore } from './match-scores.service.ts';

export async function listApplicationsPage(
  {
    db,
    people,
    openings,
    user,
  }: UserContext<{ db: Db; people: CandidateSearchIndex; openings: JobSearchIndex }>,
  { filters, page }: { filters: ApplicationFilters; page: PageRequest },
) {
  const matches = filters.search
    ? await selectSearchMatches(db, { people, openings }, filters.search)
    : undefined;
  const [rows, counters] = await Promise.all([
    listApplications(db, filters, matches, withLookahead(page), user.id),
    countByStatus(db, filters, matches),
  ]);
  // The counters already count every status over the same filters: no separate count query. They
  // are exact, a search's too (docs/decisions/034), so never a lower bound.
  const total: SearchTotal = {
    count: filters.status ? counters[filters.status] : counters.total,
    isLowerBound: false,
  };
  return {
    total,
    rows: rows.map((row) => presentApplication(row, user)),
    counters,
  };
}

export async function assertJobExists(tx: Tx, jobId: number) {
  if (!(await jobExists(tx, jobId))) throw new ValidationError({ job_id: [JOB_MESSAGES.notFound] });
}

/**
 * Puts a candidate on a job in the job's first workflow stage (issue 4: create_with_cv's
 * job_id), scores the match, and records it on the timeline. Applying twice is a no-op.
 */
export async function applyCandidateToJob(
  tx: Tx,
  events: DomainEvents,
  input: {
    candidateId: number;
    jobId: number;
    source?: 'email' | 'form' | 'referral' | 'linkedin' | 'other';
    /** Who applied them: a signed-in user (who then owns the application), or the careers page. */
    actor: Actor;
  },
) {
  await assertJobExists(tx, input.jobId);
  const existing = await selectApplicationOf(tx, input.candidateId, input.jobId);
  if (existing) return existing.id;
  const stageKey = (await firstStageKey(tx, input.jobId)) ?? 'applied';
  const application = await insertApplication(tx, {
    candidateId: input.candidateId,
    jobId: input.jobId,
    stageKey,
    source: input.source ?? 'other',
    ownerUserId: input.actor.id,
  });
  await events.record(tx, {
    type: 'application.created',
    actor: input.actor,
    jobId: input.jobId,
    candidateId: input.candidateId,
    applicationId: application.id,
    data: { stage_key: stageKey, source: application.source },
  });
  await recomputeApplicationMatchScore(tx, { events, actor: input.actor }, application);
  return application.id;
}

/** The candidate's application to the job, if they have one. */
export async function findApplicationId(tx: Tx, candidateId: number, jobId: number) {
  return (await selectApplicationOf(tx, candidateId, jobId))?.id;
}

export async function listStagesInUse({ db }: { db: Db }) {
  return (await selectStagesInUse(db)).map(({ key, label }) => ({ key, label }));
}

/** Issue 16 erasure (privacy feature): what the applications say about the person goes. */
/** Issue 16 merge (duplicates feature): which applications are absorbed, then the move. */
export {
  anonymiseApplicationsOfCandidate,
  moveApplicationsOfCandidate,
  selectAbsorbedApplications as absorbedApplications,
  selectApplicationsOfCandidate as applicationsOfCandidate,
} from './applications.queries.ts';
