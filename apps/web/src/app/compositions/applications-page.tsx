import { ApplicationsPage } from '../../features/applications/pages/applications-page.tsx';
import { useJobChoices } from './job-choices.ts';

/** /applications, its Advanced Filters' job choices from the jobs feature. */
export function ApplicationsRoute() {
  return <ApplicationsPage jobs={useJobChoices()} />;
}
