import { useApplicationStages, useCandidateApplications } from '../../features/applications/index.ts';
import type { CandidateChoices } from '../../features/candidates/index.ts';
import { useOpenJobChoices } from './job-choices.ts';

/**
 * The lists the candidate pages show from their owners (issue 17): open jobs from the jobs
 * feature, the stages in use and a candidate's applications from the applications feature — one
 * fetch and one key each.
 */
export const candidateChoices: CandidateChoices = {
  useOpenJobs: useOpenJobChoices,
  useStagesInUse: () => useApplicationStages().data ?? [],
  useApplications: useCandidateApplications,
};
