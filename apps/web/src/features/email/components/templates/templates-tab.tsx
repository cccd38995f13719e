import {
  EMAIL_TEMPLATE_TYPE_LABELS,
  EMAIL_TEMPLATE_TYPES,
  type EmailTemplate,
  type EmailTemplateType,
} from '@shortlist/contracts';
import { FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../../components/ui/query-state.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { getErrorMessage } from '../../../../lib/api-error.ts';
import { useAuth } from '../../../../lib/auth-session.tsx';
import { useUrlFilters } from '../../../../lib/use-url-filters.ts';
import { useDeleteEmailTemplate } from '../../api/delete-email-template.ts';
import { useEmailTemplates } from '../../api/get-email-templates.ts';
import type { EmailPageSlots } from '../../email-slots.ts';
import { PICKER_PAGE_SIZE } from '../compose/template-picker.tsx';
import { TemplateCard } from './template-card.tsx';
import { TemplateDetailDialog } from './template-detail-dialog.tsx';
import { TemplateFormDialog } from './template-form-dialog.tsx';

const ALL = 'all';
const TYPE_FILTERS = [
  { value: ALL, label: 'All types' },
  ...EMAIL_TEMPLATE_TYPES.map((type) => ({ value: type, label: EMAIL_TEMPLATE_TYPE_LABELS[type] })),
];

/** spec 02 Templates tab: filter by type, cards, a detail modal; admins and recruiters write them. */
export function TemplatesTab({ jobSelect }: { jobSelect?: EmailPageSlots['jobSelect'] }) {
  const { can } = useAuth();
  const canManage = can('manage_email_templates');
  const { params, update } = useUrlFilters();
  const type = EMAIL_TEMPLATE_TYPES.find((value) => value === params.get('type'));
  const templates = useEmailTemplates({ type, page_size: PICKER_PAGE_SIZE });
  const [viewing, setViewing] = useState<EmailTemplate | null>(null);
  const [editing, setEditing] = useState<EmailTemplate | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<EmailTemplate | null>(null);
  const remove = useDeleteEmailTemplate();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(`Template "${deleting.name}" deleted`);
        setDeleting(null);
      },
      // 409: a type's default cannot go (contracts' defaultRequired, from the server)
      onError: (error) => {
        toast.error(getErrorMessage(error));
        setDeleting(null);
      },
    });
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <Select
          aria-label="Template type"
          value={type ?? ALL}
          onValueChange={(value) =>
            update({ type: value === ALL ? undefined : (value as EmailTemplateType) })
          }
          options={TYPE_FILTERS}
        />
        {templates.data ? (
          <p className="text-sm text-slate-500">
            {templates.data.count} {templates.data.count === 1 ? 'template' : 'templates'}
          </p>
        ) : null}
        {canManage ? (
          <Button
            className="ml-auto"
            icon={<Plus className="size-4" aria-hidden />}
            onClick={() => setEditing(null)}
          >
            New template
          </Button>
        ) : null}
      </div>
      <QueryState
        query={templates}
        loadingLabel="Loading templates"
        errorTitle="Couldn't load templates"
        frame={(message) => <Card>{message}</Card>}
        isEmpty={(data) => data.results.length === 0}
        empty={
          <EmptyState
            icon={<FileText />}
            title={type ? `No ${EMAIL_TEMPLATE_TYPE_LABELS[type]} templates` : 'No templates yet'}
            description={
              canManage
                ? 'Templates are the words your team sends most; write one with New template.'
                : 'An administrator or recruiter writes the templates your team sends.'
            }
          />
        }
      >
        {(data) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Email templates">
            {data.results.map((template) => (
              <TemplateCard key={template.id} template={template} onOpen={() => setViewing(template)} />
            ))}
          </ul>
        )}
      </QueryState>
      <TemplateDetailDialog
        template={viewing}
        onOpenChange={(open) => !open && setViewing(null)}
        // one dialog at a time: the detail gives way to the form or the confirmation
        onEdit={
          canManage
            ? (template) => {
                setViewing(null);
                setEditing(template);
              }
            : undefined
        }
        onDelete={
          canManage
            ? (template) => {
                setViewing(null);
                setDeleting(template);
              }
            : undefined
        }
      />
      <TemplateFormDialog
        template={editing}
        jobSelect={jobSelect}
        onOpenChange={(open) => !open && setEditing(undefined)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete template?"
        description={
          deleting
            ? `"${deleting.name}" will no longer be offered in Compose. E-mails already sent keep their text.`
            : ''
        }
        confirmLabel="Delete template"
        tone="danger"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
