// What app/ composes from this feature (the job page mounts the candidates tab).

export { applicationKeys } from './api/get-applications.ts';
export { JobCandidatesTab } from './components/job-candidates-tab.tsx';
