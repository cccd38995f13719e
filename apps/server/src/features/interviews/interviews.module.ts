import { REMIND_QUEUE, remindInterviewers } from './interview-changes.service.ts';
import type { InterviewDeps } from './interviews.service.ts';

/** The interviews' background work: each interview's reminder to its panel. */
export function registerInterviews(deps: InterviewDeps) {
  deps.jobs.define<{ interview_id: number; sequence: number }>({
    name: REMIND_QUEUE,
    handler: (data) => remindInterviewers(deps, data),
    retryLimit: 3,
    expireInSeconds: 60,
  });
}
