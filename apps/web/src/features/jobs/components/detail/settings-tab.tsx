import { JOB_PRIORITIES, type JobDetail, jobPatchSchema, QUALITY_THRESHOLDS } from '@shortlist/contracts';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card.tsx';
import { FieldError } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { NativeSelect } from '../../../../components/ui/select.tsx';
import { getErrorMessage } from '../../../../lib/api-error.ts';
import { capitalize } from '../../../../lib/format.ts';
import { useJobOptions } from '../../api/get-job-options.ts';
import { useJobTimeline } from '../../api/get-job-timeline.ts';
import { usePatchJob } from '../../api/save-job.ts';
import { SignoffsPanel } from './signoffs-panel.tsx';
import { TimelineList } from './timeline-list.tsx';
import { WorkflowStagesCard } from './workflow-stages-card.tsx';

const AUTOMATIONS = [
  { key: 'auto_reject_below_50', label: 'Auto-reject applications below 50% match' },
  { key: 'auto_advance_at_85', label: 'Auto-advance applications at 85% match or more' },
  { key: 'auto_acknowledge', label: 'Send an acknowledgement e-mail to every applicant' },
] as const;

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/**
 * spec 01 §2.6 settings tab, persisted by Save Settings (DESIGN.md §2); `automation` is the job's
 * automation rules card, composed in by app/ (issue 14).
 */
export function SettingsTab({
  job,
  canEdit,
  automation,
}: {
  job: JobDetail;
  canEdit: boolean;
  automation?: ReactNode;
}) {
  const options = useJobOptions();
  const timeline = useJobTimeline(job.id);
  const patch = usePatchJob();
  const [draft, setDraft] = useState({
    priority: job.priority,
    recruiter_id: job.recruiter_id,
    quality_threshold: job.quality_threshold,
    salary_min: job.salary_min,
    salary_max: job.salary_max,
    apply_email: job.apply_email ?? '',
    apply_url: job.apply_url ?? '',
    publish_salary: job.publish_salary,
    applications_close_on: job.applications_close_on,
    settings: job.settings,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (changes: Partial<typeof draft>) => setDraft({ ...draft, ...changes });
  const applyLink = `${window.location.origin}/apply/${job.id}`;

  const save = () => {
    const parsed = jobPatchSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    patch.mutate(
      { id: job.id, changes: { ...parsed.data, updated_at: job.updated_at } },
      {
        onSuccess: () => toast.success('Settings saved'),
        onError: (error) => toast.error(getErrorMessage(error)),
      },
    );
  };

  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Card>
        <CardHeader title="Basic info" />
        <CardContent className="grid gap-4 sm:grid-cols-3">
          <div className="space-y-1.5 text-sm font-medium text-slate-700">
            <label htmlFor="settings-field-1">Priority</label>
            <NativeSelect
              id="settings-field-1"
              disabled={!canEdit}
              value={draft.priority}
              onChange={(event) => set({ priority: event.target.value as typeof draft.priority })}
            >
              {JOB_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {capitalize(priority)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1.5 text-sm font-medium text-slate-700">
            <label htmlFor="settings-field-2">Recruiter</label>
            <NativeSelect
              id="settings-field-2"
              disabled={!canEdit}
              value={draft.recruiter_id ?? ''}
              onChange={(event) =>
                set({ recruiter_id: event.target.value ? Number(event.target.value) : null })
              }
            >
              <option value="">Unassigned</option>
              {(options.data?.recruiters ?? []).map((recruiter) => (
                <option key={recruiter.id} value={recruiter.id}>
                  {recruiter.full_name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1.5 text-sm font-medium text-slate-700">
            <label htmlFor="settings-field-3">Quality threshold</label>
            <NativeSelect
              id="settings-field-3"
              disabled={!canEdit}
              value={draft.quality_threshold}
              onChange={(event) => set({ quality_threshold: Number(event.target.value) })}
            >
              {QUALITY_THRESHOLDS.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </NativeSelect>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader title="Salary band" />
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5 text-sm font-medium text-slate-700">
            <label htmlFor="settings-field-4">Minimum ($)</label>
            <Input
              id="settings-field-4"
              type="number"
              min={0}
              disabled={!canEdit}
              value={draft.salary_min ?? ''}
              invalid={!!errors.salary_min}
              onChange={(event) => set({ salary_min: numberOrNull(event.target.value) })}
            />
            <FieldError message={errors.salary_min} />
          </div>
          <div className="space-y-1.5 text-sm font-medium text-slate-700">
            <label htmlFor="settings-field-5">Maximum ($)</label>
            <Input
              id="settings-field-5"
              type="number"
              min={0}
              disabled={!canEdit}
              value={draft.salary_max ?? ''}
              invalid={!!errors.salary_max}
              onChange={(event) => set({ salary_max: numberOrNull(event.target.value) })}
            />
            <FieldError message={errors.salary_max} />
          </div>
          <label className="flex items-center gap-2.5 text-sm text-slate-700 sm:col-span-2">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-300 text-brand-600"
              disabled={!canEdit}
              checked={draft.publish_salary}
              onChange={(event) => set({ publish_salary: event.target.checked })}
            />
            Show this range on the careers page
          </label>
          <p className="text-xs text-slate-500 sm:col-span-2">
            Approval thresholds: under $100k needs the hiring manager plus 2 sign-offs; $100k to $150k a
            budget approver plus 4; above $150k executive approval plus all 6. Every role needs a bar raiser
            review before the final offer.
          </p>
        </CardContent>
      </Card>
      <SignoffsPanel job={job} />
      <Card>
        <CardHeader title="Automation" />
        <CardContent className="space-y-3">
          {AUTOMATIONS.map((automation) => (
            <label key={automation.key} className="flex items-center gap-2.5 text-sm text-slate-700">
              <input
                type="checkbox"
                className="size-4 rounded border-slate-300 text-brand-600"
                disabled={!canEdit}
                checked={draft.settings[automation.key]}
                onChange={(event) =>
                  set({ settings: { ...draft.settings, [automation.key]: event.target.checked } })
                }
              />
              {automation.label}
            </label>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader title="Application link" />
        <CardContent className="space-y-3">
          <Input
            readOnly
            aria-label="Public application link"
            value={applyLink}
            onFocus={(event) => event.target.select()}
          />
          <div className="block space-y-1.5 text-sm font-medium text-slate-700">
            <label htmlFor="settings-field-8">Applications close on</label>
            <Input
              id="settings-field-8"
              type="date"
              disabled={!canEdit}
              value={draft.applications_close_on ?? ''}
              invalid={!!errors.applications_close_on}
              onChange={(event) => set({ applications_close_on: event.target.value || null })}
            />
            <p className="text-xs font-normal text-slate-500">
              The careers page stops taking applications after this day. Leave empty to keep it open.
            </p>
            <FieldError message={errors.applications_close_on} />
          </div>
          <div className="block space-y-1.5 text-sm font-medium text-slate-700">
            <label htmlFor="settings-field-6">Apply e-mail</label>
            <Input
              id="settings-field-6"
              disabled={!canEdit}
              value={draft.apply_email}
              onChange={(event) => set({ apply_email: event.target.value })}
            />
          </div>
          <div className="block space-y-1.5 text-sm font-medium text-slate-700">
            <label htmlFor="settings-field-7">External apply URL</label>
            <Input
              id="settings-field-7"
              disabled={!canEdit}
              value={draft.apply_url}
              onChange={(event) => set({ apply_url: event.target.value })}
            />
          </div>
        </CardContent>
      </Card>
      <div className="space-y-5">
        <WorkflowStagesCard job={job} canEdit={canEdit} minStages={3} showMinimumNote />
        <Card>
          <CardHeader title="Activity log" />
          <CardContent>
            {timeline.data?.results.length ? (
              <TimelineList events={timeline.data.results.slice(0, 5)} />
            ) : (
              <p className="text-sm text-slate-400">No activity yet.</p>
            )}
          </CardContent>
        </Card>
      </div>
      {canEdit ? (
        <div className="flex justify-end lg:col-span-2">
          <Button onClick={save} loading={patch.isPending}>
            Save Settings
          </Button>
        </div>
      ) : null}
      {automation ? <div className="lg:col-span-2">{automation}</div> : null}
    </div>
  );
}
