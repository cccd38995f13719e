import { EMAIL_TEMPLATE_TYPE_LABELS, EMAIL_TEMPLATE_TYPES, type EmailTemplate } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { FileText } from 'lucide-react';
import { Badge } from '../../../../components/ui/badge.tsx';
import { FieldError } from '../../../../components/ui/form-field.tsx';
import { QueryState } from '../../../../components/ui/query-state.tsx';
import { CentredSpinner } from '../../../../components/ui/spinner.tsx';
import { useEmailTemplates } from '../../api/get-email-templates.ts';

/** Templates offered in the picker: the server's maximum page holds every one a team keeps. */
export const PICKER_PAGE_SIZE = 100;

type TemplatePickerProps = {
  name: string;
  value: number | null;
  onChange: (template: EmailTemplate) => void;
  /** the job the mail is about: its own templates are marked as such */
  jobTitle?: string;
  error?: string;
};

/** spec 02 Compose: the template list (a maximum height), grouped by type, job-specific ones noted. */
export function TemplatePicker({ name, value, onChange, jobTitle, error }: TemplatePickerProps) {
  const templates = useEmailTemplates({ page_size: PICKER_PAGE_SIZE });
  return (
    <fieldset className="min-w-0 space-y-1.5">
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">Template</legend>
      <div
        className={clsx(
          'max-h-64 overflow-y-auto rounded-lg bg-white ring-1 ring-inset',
          error ? 'ring-red-400' : 'ring-slate-300',
        )}
      >
        <QueryState
          query={templates}
          loading={<CentredSpinner label="Loading templates" size="md" className="py-8" />}
          errorTitle="Couldn't load templates"
          isEmpty={(data) => data.results.length === 0}
          empty={
            <div className="flex flex-col items-center gap-1 px-4 py-8 text-center text-sm text-slate-500">
              <FileText className="size-5 text-slate-400" aria-hidden />
              No templates yet. Someone who manages templates adds them under Templates.
            </div>
          }
        >
          {(data) =>
            groupsByType(data.results).map((group) => (
              <fieldset key={group.type} className="min-w-0">
                <legend className="block w-full border-b border-slate-100 bg-slate-50 px-3 py-1 text-[11px] font-semibold tracking-wide text-slate-500 uppercase">
                  {EMAIL_TEMPLATE_TYPE_LABELS[group.type]}
                </legend>
                {group.items.map((template) => (
                  <label
                    key={template.id}
                    className="flex cursor-pointer items-start gap-3 border-b border-slate-100 px-3 py-2 last:border-b-0 hover:bg-slate-50 has-[:checked]:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name={name}
                      value={template.id}
                      checked={value === template.id}
                      onChange={() => onChange(template)}
                      className="mt-1 accent-brand-600"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="flex flex-wrap items-center gap-1.5">
                        <span className="text-sm font-medium text-slate-900">{template.name}</span>
                        {template.is_default ? <Badge tone="brand">Default</Badge> : null}
                      </span>
                      <span className="block truncate text-xs text-slate-500">{template.subject}</span>
                      {template.job_specific && template.job_title ? (
                        <span className="block text-xs text-slate-600">
                          {template.job_title === jobTitle ? 'For this job: ' : 'Only for '}
                          <span className="font-medium">{template.job_title}</span>
                        </span>
                      ) : null}
                    </span>
                  </label>
                ))}
              </fieldset>
            ))
          }
        </QueryState>
      </div>
      <FieldError message={error} />
    </fieldset>
  );
}

/** The templates by type, in the types' order, the default of each first; types without any left out. */
function groupsByType(templates: readonly EmailTemplate[]) {
  return EMAIL_TEMPLATE_TYPES.map((type) => ({
    type,
    items: templates
      .filter((template) => template.type === type)
      .sort((a, b) => Number(b.is_default) - Number(a.is_default)),
  })).filter((group) => group.items.length > 0);
}
