import { EMAIL_TEMPLATE_TYPE_LABELS, type EmailTemplate } from '@shortlist/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog.tsx';
import { QueryState } from '../../../../components/ui/query-state.tsx';
import { CentredSpinner } from '../../../../components/ui/spinner.tsx';
import { useEmailPreview } from '../../api/preview-email-template.ts';
import { EmailPreview } from '../email-preview.tsx';

type Props = {
  template: EmailTemplate | null;
  onOpenChange: (open: boolean) => void;
  /** shown to people who may manage templates */
  onEdit?: (template: EmailTemplate) => void;
  onDelete?: (template: EmailTemplate) => void;
};

/** spec 02 template detail: subject, variables, a preview (real: a candidate and job fill it) and usage notes. */
export function TemplateDetailDialog({ template, onOpenChange, onEdit, onDelete }: Props) {
  return (
    <Dialog open={template !== null} onOpenChange={onOpenChange}>
      {template ? (
        <DialogContent
          title={template.name}
          description={`${EMAIL_TEMPLATE_TYPE_LABELS[template.type]} template`}
          className="max-h-[calc(100vh-2rem)] max-w-2xl overflow-y-auto"
          footer={
            <>
              {onDelete ? (
                <Button
                  variant="ghost"
                  className="mr-auto text-red-600 hover:bg-red-50 hover:text-red-700"
                  icon={<Trash2 className="size-4" aria-hidden />}
                  onClick={() => onDelete(template)}
                >
                  Delete
                </Button>
              ) : null}
              <DialogClose asChild>
                <Button variant="secondary">Close</Button>
              </DialogClose>
              {onEdit ? (
                <Button icon={<Pencil className="size-4" aria-hidden />} onClick={() => onEdit(template)}>
                  Edit
                </Button>
              ) : null}
            </>
          }
        >
          <TemplateDetails template={template} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function TemplateDetails({ template }: { template: EmailTemplate }) {
  const type = EMAIL_TEMPLATE_TYPE_LABELS[template.type];
  return (
    <div className="space-y-5">
      <section aria-label="Subject" className="space-y-1">
        <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Subject</h3>
        <p className="text-sm text-slate-900">{template.subject}</p>
        <div className="flex flex-wrap gap-1.5 pt-1">
          {template.is_default ? <Badge tone="brand">Default</Badge> : null}
          {template.job_specific ? (
            <Badge tone="blue">Job-specific: {template.job_title ?? 'a job'}</Badge>
          ) : null}
        </div>
      </section>
      <section aria-label="Variables" className="space-y-1.5">
        <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Variables</h3>
        {template.variables.length === 0 ? (
          <p className="text-sm text-slate-500">None: every e-mail reads the same.</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5">
            {template.variables.map((name) => (
              <li key={name}>
                <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">{`{{${name}}}`}</code>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Preview" className="space-y-1.5">
        <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Preview</h3>
        <TemplatePreview templateId={template.id} />
      </section>
      <section aria-label="Usage notes" className="space-y-1.5">
        <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Usage notes</h3>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600">
          <li>Offered in Compose under {type}; the variables are filled in there before sending.</li>
          <li>
            {template.is_default
              ? `The default ${type} template: the one used when a ${type} e-mail names no template.`
              : `Not the default for ${type}; choose it by name in Compose.`}
          </li>
          <li>
            {template.job_specific
              ? `Written for ${template.job_title ?? 'one job'}; it is marked as such in the template list.`
              : 'Suits every job.'}
          </li>
          <li>
            A variable left empty stays as written, e.g. {'{{candidate_name}}'}, so the gap shows in the
            preview.
          </li>
        </ul>
      </section>
    </div>
  );
}

/** POST /templates/preview/: the server fills the variables from the newest application. */
function TemplatePreview({ templateId }: { templateId: number }) {
  const preview = useEmailPreview({ template_id: templateId, variables: {} });
  return (
    <QueryState
      query={preview}
      loading={<CentredSpinner label="Rendering preview" size="md" className="py-8" />}
      errorTitle="Couldn't render the preview"
    >
      {(data) => (
        <EmailPreview
          label="Template preview"
          from={data.from}
          subject={data.subject}
          body={data.body}
          note={
            <>
              {data.candidate_name && data.job_title
                ? `Filled in with ${data.candidate_name}'s application for ${data.job_title}.`
                : 'No application to fill it from yet.'}
              {data.missing.length > 0
                ? ` Not filled: ${data.missing.map((name) => `{{${name}}}`).join(', ')}.`
                : null}
            </>
          }
        />
      )}
    </QueryState>
  );
}
