import { EMAIL_TEMPLATE_TYPE_LABELS, type EmailTemplate } from '@shortlist/contracts';
import { Briefcase } from 'lucide-react';
import { Badge } from '../../../../components/ui/badge.tsx';

/** spec 02 §9: four template variables displayed. */
const SHOWN_VARIABLES = 4;

/** spec 02 Templates tab: name, subject, type label, "Default", job-specific note, up to 4 variables. */
export function TemplateCard({ template, onOpen }: { template: EmailTemplate; onOpen: () => void }) {
  const hidden = template.variables.length - SHOWN_VARIABLES;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-haspopup="dialog"
        className="flex h-full w-full flex-col gap-2 rounded-xl bg-white p-4 text-left shadow-xs ring-1 ring-slate-200 transition-shadow hover:shadow-md hover:ring-slate-300"
      >
        <span className="flex w-full items-start justify-between gap-2">
          <span className="min-w-0 text-sm font-semibold text-slate-900">{template.name}</span>
          {template.is_default ? <Badge tone="brand">Default</Badge> : null}
        </span>
        <span className="line-clamp-2 text-sm text-slate-600">{template.subject}</span>
        <span className="flex flex-wrap items-center gap-1.5">
          <Badge>{EMAIL_TEMPLATE_TYPE_LABELS[template.type]}</Badge>
          {template.job_specific ? (
            <span className="inline-flex items-center gap-1 text-xs text-slate-600">
              <Briefcase className="size-3 text-slate-400" aria-hidden />
              Job-specific{template.job_title ? `: ${template.job_title}` : ''}
            </span>
          ) : null}
        </span>
        {template.variables.length > 0 ? (
          <span className="mt-auto flex flex-wrap gap-1 pt-1">
            {template.variables.slice(0, SHOWN_VARIABLES).map((name) => (
              <code key={name} className="rounded bg-slate-100 px-1.5 py-0.5 text-[11px] text-slate-600">
                {`{{${name}}}`}
              </code>
            ))}
            {hidden > 0 ? <span className="px-1 text-[11px] text-slate-500">+{hidden} more</span> : null}
          </span>
        ) : null}
      </button>
    </li>
  );
}
