// What app/ composes from this feature (the job page mounts the candidates tab).

export { JobCandidatesTab } from './components/job-candidates-tab.tsx';
