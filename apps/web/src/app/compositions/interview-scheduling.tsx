import { PANEL_ROLE_LABELS } from '@shortlist/contracts';
import { useQueries } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  CandidateInterviewsTab,
  type InterviewJobFacts,
  type JobFactsLookup,
  PendingScorecardsDialog,
  ScheduleInterviewDialog,
} from '../../features/interviews/index.ts';
import { jobQueryOptions } from '../../features/jobs/index.ts';
import type {
  CandidateInterviewsSlot,
  InterviewApplication,
  PendingScorecardsSlot,
  ScheduleInterviewSlot,
} from '../../lib/interview-scheduling.ts';

/**
 * What the interview dialog knows of a job, from the jobs feature: the assessment strategy's
 * interview lengths and the job's recruiter, offered first as an interviewer. Asked for only
 * while `enabled` (a dialog is open, the tab is shown).
 */
function useJobFacts(applications: InterviewApplication[], enabled: boolean): JobFactsLookup {
  const jobIds = [...new Set(applications.map((application) => application.job.id))];
  const jobs = useQueries({
    queries: jobIds.map((jobId) => ({ ...jobQueryOptions(jobId), enabled })),
  });
  const facts = new Map<number, InterviewJobFacts>();
  for (const { data: job } of jobs) {
    if (!job) continue;
    facts.set(job.id, {
      strategy: job.assessment_strategy,
      team:
        job.recruiter_id && job.recruiter_name
          ? [{ id: job.recruiter_id, full_name: job.recruiter_name, role: PANEL_ROLE_LABELS.job_recruiter }]
          : [],
    });
  }
  const key = JSON.stringify([...facts]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `facts`, rebuilt every render
  return useCallback((jobId: number) => facts.get(jobId), [key]);
}

function ScheduleInterview(props: Parameters<ScheduleInterviewSlot>[0]) {
  const jobFacts = useJobFacts(props.applications, props.open);
  return <ScheduleInterviewDialog {...props} jobFacts={jobFacts} />;
}

function CandidateInterviews(props: Parameters<CandidateInterviewsSlot>[0]) {
  const jobFacts = useJobFacts(props.applications, true);
  return <CandidateInterviewsTab {...props} jobFacts={jobFacts} />;
}

/** Issue 13: the interviews feature's dialog, for the candidate page and the boards. */
export const scheduleInterview: ScheduleInterviewSlot = (props) => <ScheduleInterview {...props} />;

/** Issue 13: the candidate page's Interviews tab. */
export const candidateInterviews: CandidateInterviewsSlot = (props) => <CandidateInterviews {...props} />;

/** Issue 13: a pipeline stage's Scorecard action — the user's scorecards waiting among its cards. */
export const pendingScorecards: PendingScorecardsSlot = (props) => <PendingScorecardsDialog {...props} />;
