import type { RetentionOverview } from '@shortlist/contracts';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { FormErrors } from '../../../components/ui/form-errors.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { formErrorsOf } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useUpdateRetention } from '../api/update-retention.ts';
import { RETENTION_OFF, retentionLabel, retentionOptions } from '../lib/retention.ts';

const FIELDS = ['retention_months'] as const;

/**
 * The retention rule (issue 16, docs/decisions/022): how long a candidate without activity is
 * kept before the nightly job erases them. Off by default.
 */
export function RetentionRuleCard({ overview }: { overview: RetentionOverview }) {
  const id = useId();
  const saved = overview.retention_months === null ? RETENTION_OFF : String(overview.retention_months);
  const [choice, setChoice] = useState(saved);
  // a rule saved here or elsewhere (a refetch) becomes the choice shown
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    setChoice(saved);
  }
  const update = useUpdateRetention();
  const server = formErrorsOf(update.error, FIELDS);
  const months = choice === RETENTION_OFF ? null : Number(choice);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { retention_months: months },
      {
        onSuccess: (next) =>
          toast.success(
            next.retention_months === null
              ? 'Retention turned off'
              : `Retention set to ${retentionLabel(next.retention_months)}`,
          ),
      },
    );
  };

  return (
    <Card>
      <CardHeader
        title="Retention"
        description="Each night, candidates with no activity for longer than this are erased, as an administrator's erasure would. An erasure cannot be undone."
      />
      <CardContent className="space-y-3">
        <form id={`${id}-form`} noValidate onSubmit={submit} className="space-y-3">
          <FormErrors messages={server.other} />
          <FormField
            label="Erase candidates inactive for"
            htmlFor={`${id}-months`}
            error={server.fields.retention_months}
          >
            <div className="flex flex-wrap items-center gap-2">
              <Select
                id={`${id}-months`}
                aria-label="Erase candidates inactive for"
                className="w-56"
                value={choice}
                options={retentionOptions(overview.retention_months)}
                invalid={Boolean(server.fields.retention_months)}
                onValueChange={setChoice}
              />
              <Button type="submit" loading={update.isPending} disabled={choice === saved}>
                Save
              </Button>
            </div>
          </FormField>
        </form>
        <p className="text-xs text-slate-500">
          {overview.updated_at
            ? `Last changed by ${overview.updated_by ?? 'an administrator'} on ${formatDateTime(overview.updated_at)}.`
            : 'Never changed: retention is off until an administrator turns it on.'}
        </p>
      </CardContent>
    </Card>
  );
}
