import type { ReactNode } from 'react';

/**
 * An application an interview can be scheduled for, as the page that offers it knows it (an
 * `Application` row is one; a board card becomes one). Only an active application of a job the
 * signed-in user manages takes interviews (issue 13).
 */
export type InterviewApplication = {
  id: number;
  status: string;
  /** the stage it is in: a Prospector stage suggests a Prospector interview */
  stage_key?: string;
  candidate: { id: number; full_name: string };
  /** `can_manage` as the server says: an application row's `job.can_manage`, the board's `can_manage` */
  job: { id: number; title: string; can_manage: boolean };
};

/** Whether the signed-in user may schedule an interview for it. */
export function canScheduleFor(application: InterviewApplication): boolean {
  return application.status === 'active' && application.job.can_manage;
}

export type ScheduleInterviewDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** what to schedule for: one card's application, a candidate's applications or a stage's cards */
  applications: InterviewApplication[];
  /** the one chosen at first; else the first the user may schedule for */
  applicationId?: number;
};

/** What a board asks its page to schedule: one card's application, or a choice among a stage's. */
export type ScheduleInterviewRequest = Pick<ScheduleInterviewDialogProps, 'applications' | 'applicationId'>;

/**
 * The Schedule Interview dialog as a slot (issue 13 "Interviews"): the interviews feature draws it
 * and `app/` hands it to the candidate page and the boards, so no feature imports another. A page
 * without the slot offers no scheduling.
 */
export type ScheduleInterviewSlot = (props: ScheduleInterviewDialogProps) => ReactNode;

export type CandidateInterviewsProps = {
  candidateId: number;
  applications: InterviewApplication[];
  /** opens the page's Schedule Interview dialog (absent: the user may schedule for none) */
  onSchedule?: () => void;
};

/** The candidate page's Interviews tab, drawn by the interviews feature. */
export type CandidateInterviewsSlot = (props: CandidateInterviewsProps) => ReactNode;

/** A stage's Scorecard action (issue 13): the stage's cards, among which to find the user's owed scorecards. */
export type PendingScorecardsRequest = {
  jobId: number;
  stageLabel: string;
  applications: { id: number; candidate_name: string }[];
};

/**
 * The chooser of a stage's interviews that wait for the signed-in user's scorecard, as a slot: the
 * interviews feature draws it and `app/` hands it to the pipeline board.
 */
export type PendingScorecardsSlot = (props: PendingScorecardsRequest & { onClose: () => void }) => ReactNode;
