// What app/ composes from this feature (the job page mounts the candidates tab; the board and the
// candidate page show the outcome menu, whose dialogs app/ hosts once), and the stages in use,
// which other features' filters offer (one fetch, one cache entry: issue 17).

export { useApplicationStages } from './api/get-application-stages.ts';
export { applicationKeys, useCandidateApplications } from './api/get-applications.ts';
export { JobCandidatesTab } from './components/job-candidates-tab.tsx';
export { ApplicationOutcomeMenu } from './components/outcomes/application-outcome-menu.tsx';
export { ApplicationOutcomesProvider } from './components/outcomes/outcome-host.tsx';
export type {
  OutcomeServices,
  RejectionTemplateSelectProps,
} from './components/outcomes/outcome-services.ts';
