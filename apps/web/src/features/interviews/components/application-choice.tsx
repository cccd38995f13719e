import { Alert } from '../../../components/ui/alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { canScheduleFor, type InterviewApplication } from '../../../lib/interview-scheduling.ts';

type ApplicationChoiceProps = {
  id: string;
  applications: InterviewApplication[];
  value: number | null;
  error?: string;
  onChange: (applicationId: number) => void;
};

/** Names what tells the choices apart: the jobs of one candidate, the candidates of one job. */
function labelOf(application: InterviewApplication, all: InterviewApplication[]) {
  const oneCandidate = all.every((other) => other.candidate.id === application.candidate.id);
  const oneJob = all.every((other) => other.job.id === application.job.id);
  if (oneCandidate) return application.job.title;
  if (oneJob) return application.candidate.full_name;
  return `${application.candidate.full_name} — ${application.job.title}`;
}

/**
 * Which application the interview is for, when there is a choice (a candidate's several jobs, a
 * stage's cards). Only active applications of jobs the user manages are offered.
 */
export function ApplicationChoice({ id, applications, value, error, onChange }: ApplicationChoiceProps) {
  const schedulable = applications.filter(canScheduleFor);
  if (schedulable.length === 0)
    return (
      <Alert tone="error">
        Interviews can only be scheduled for an active application of a job you manage; there is none here.
      </Alert>
    );
  if (schedulable.length === 1 && !error) return null;
  return (
    <FormField label="Application" htmlFor={id} error={error}>
      <Select
        id={id}
        aria-label="Application"
        className="w-full"
        value={value === null ? '' : String(value)}
        placeholder="Choose an application"
        invalid={Boolean(error)}
        options={schedulable.map((application) => ({
          value: String(application.id),
          label: labelOf(application, schedulable),
        }))}
        onValueChange={(next) => onChange(Number(next))}
      />
    </FormField>
  );
}
