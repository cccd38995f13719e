// What app/ composes from this feature: the Schedule Interview dialog (the candidate page and the
// boards open it), the candidate page's Interviews tab (with its scorecards), the chooser of a
// stage's scorecards waiting for the user (the pipeline board's Scorecard action), and the query
// keys the live updates refresh.

export { interviewKeys } from './api/get-interviews.ts';
export { CandidateInterviewsTab } from './components/candidate-interviews-tab.tsx';
export { PendingScorecardsDialog } from './components/pending-scorecards-dialog.tsx';
export { ScheduleInterviewDialog } from './components/schedule-interview-dialog.tsx';
export type { InterviewJobFacts, JobFactsLookup } from './lib/interview-draft.ts';
