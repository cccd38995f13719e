import { Select } from '../../components/ui/select.tsx';
import type { RejectionTemplateSelectProps } from '../../features/applications/index.ts';
import { useEmailTemplates } from '../../features/email/index.ts';

const JOB_TEMPLATE = 'job-template';
/** The server's largest page: every rejection template a team keeps. */
const TEMPLATE_PAGE_SIZE = 100;

/** The e-mail feature's rejection templates as a choice in the applications feature's outcome dialogs. */
export function RejectionTemplateSelect({ id, jobId, value, onChange }: RejectionTemplateSelectProps) {
  const templates = useEmailTemplates({ type: 'rejection', page_size: TEMPLATE_PAGE_SIZE });
  // a template written for another job is not this job's to send
  const usable = (templates.data?.results ?? []).filter(
    (template) => template.job_id === null || template.job_id === jobId,
  );
  const options = [
    {
      value: JOB_TEMPLATE,
      label: templates.isError
        ? "The job's rejection template (list unavailable)"
        : "The job's rejection template",
    },
    ...usable.map((template) => ({
      value: String(template.id),
      label: template.job_id === null ? template.name : `${template.name} (this job)`,
    })),
  ];
  return (
    <Select
      id={id}
      aria-label="Rejection template"
      className="w-full"
      value={value === null ? JOB_TEMPLATE : String(value)}
      options={options}
      onValueChange={(next) => onChange(next === JOB_TEMPLATE ? null : Number(next))}
    />
  );
}
