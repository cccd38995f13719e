import type { Application, ApplicationStage } from '@shortlist/contracts';
import type { UseQueryResult } from '@tanstack/react-query';

/** A job the create-candidate form can assign the candidate to. */
export type OpenJobChoice = { id: number; title: string; department: string };

/** spec 02 §7: the open jobs the create form's dropdown lists, fetched once `enabled` (the form is open). */
export type UseOpenJobs = (enabled: boolean) => { jobs: OpenJobChoice[]; failed: boolean };

/** The stages that hold applications today, which the Filters panel offers. */
export type UseStagesInUse = () => ApplicationStage[];

/**
 * spec 02 §7: every application of one candidate, for their page — GET /applications/, which the
 * applications feature owns (decision 029).
 */
export type UseCandidateApplications = (candidateId: number) => UseQueryResult<{ results: Application[] }>;

/**
 * Lists this feature shows but does not fetch: jobs belong to the jobs feature, the stages in use
 * to the applications feature. `app/` hands in their owners' hooks, so each endpoint has one
 * fetcher and one cache entry, refreshed by one key (issue 17). A candidate's applications belong to
 * the applications feature too.
 */
export type CandidateChoices = {
  useOpenJobs: UseOpenJobs;
  useStagesInUse: UseStagesInUse;
  useApplications: UseCandidateApplications;
};
