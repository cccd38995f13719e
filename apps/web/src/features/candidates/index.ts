// What app/ composes from this feature: the query keys the live updates invalidate.
export { candidateKeys } from './api/candidate-keys.ts';
// The lists the candidate pages show but other features own (jobs, stages in use), which app/ hands in.
export type {
  CandidateChoices,
  UseCandidateApplications,
  UseOpenJobs,
  UseStagesInUse,
} from './candidate-choices.ts';
// The pipeline card's Add note and View documents (spec 02 Pipeline board), which app/ opens.
export { AddNoteDialog } from './components/add-note-dialog.tsx';
export { CandidateDocumentsDialog } from './components/candidate-documents-dialog.tsx';
