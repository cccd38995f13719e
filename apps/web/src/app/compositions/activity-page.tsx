import { ActivityPage } from '../../features/activity/index.ts';
import { useJobChoices } from './job-choices.ts';

/** /activity, its job filter's choices from the jobs feature (issue 15). */
export function ActivityRoute() {
  return <ActivityPage jobs={useJobChoices()} />;
}
