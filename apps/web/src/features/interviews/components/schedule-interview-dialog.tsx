import type { ScheduleInterviewDialogProps } from '../../../lib/interview-scheduling.ts';
import type { JobFactsLookup } from '../lib/interview-draft.ts';
import { InterviewDialog } from './interview-dialog.tsx';

/**
 * The slot's dialog (lib/interview-scheduling.ts): drawn afresh each time it opens, so a new
 * interview starts from the defaults.
 */
export function ScheduleInterviewDialog({
  open,
  onOpenChange,
  applications,
  applicationId,
  jobFacts,
}: ScheduleInterviewDialogProps & { jobFacts?: JobFactsLookup }) {
  if (!open) return null;
  return (
    <InterviewDialog
      mode={{ kind: 'schedule', applications, applicationId }}
      jobFacts={jobFacts}
      onClose={() => onOpenChange(false)}
    />
  );
}
