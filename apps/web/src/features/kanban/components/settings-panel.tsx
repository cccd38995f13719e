import {
  CARDS_PER_STAGE_OPTIONS,
  KANBAN_SORT_LABELS,
  KANBAN_SORTS,
  type KanbanConfiguration,
  type KanbanSort,
} from '@shortlist/contracts';
import { Settings2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { KANBAN_SERVICE_MESSAGES } from '../api/messages.ts';
import { useResetConfiguration } from '../api/reset-configuration.ts';
import { useSaveConfiguration } from '../api/save-configuration.ts';

const SORT_OPTIONS = KANBAN_SORTS.map((sort) => ({ value: sort, label: KANBAN_SORT_LABELS[sort] }));
const LIMIT_OPTIONS = CARDS_PER_STAGE_OPTIONS.map((limit) => ({
  value: String(limit),
  label: String(limit),
}));

type Draft = Pick<
  KanbanConfiguration,
  'default_sort' | 'cards_per_stage_limit' | 'show_match_scores' | 'show_days_in_stage'
>;

/** spec 02 Kanban Settings; "Apply Settings" saves them for the job (issue 5: make it real). */
export function SettingsPanel({
  configuration,
  canEdit,
}: {
  configuration: KanbanConfiguration;
  canEdit: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(configuration);
  const save = useSaveConfiguration(configuration.job_id);
  const reset = useResetConfiguration(configuration.job_id);
  const failed = (error: unknown) =>
    toast.error(getErrorMessage(error, KANBAN_SERVICE_MESSAGES.saveConfiguration));

  const apply = () =>
    save.mutate(
      { job_id: configuration.job_id, ...draft },
      {
        onSuccess: () => {
          toast.success('Board settings saved');
          setOpen(false);
        },
        onError: failed,
      },
    );
  const restore = () => {
    if (configuration.id === null) return;
    reset.mutate(configuration.id, {
      onSuccess: (saved) => {
        setDraft(saved);
        toast.success('Board settings reset to defaults');
        setOpen(false);
      },
      onError: (error) => toast.error(getErrorMessage(error, KANBAN_SERVICE_MESSAGES.resetConfiguration)),
    });
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(configuration);
        setOpen(next);
      }}
    >
      <PopoverTrigger asChild>
        <Button variant="secondary" icon={<Settings2 className="size-4" />}>
          Settings
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-80 p-4" aria-label="Board settings">
        <h2 className="text-sm font-semibold text-slate-900">Board settings</h2>
        <div className="mt-3 space-y-3 text-sm">
          <div className="space-y-1">
            <span className="block text-xs font-medium text-slate-600">Default sort</span>
            <Select
              aria-label="Default sort"
              className="w-full"
              value={draft.default_sort}
              options={SORT_OPTIONS}
              onValueChange={(value) => setDraft({ ...draft, default_sort: value as KanbanSort })}
            />
          </div>
          <div className="space-y-1">
            <span className="block text-xs font-medium text-slate-600">Cards per stage</span>
            <Select
              aria-label="Cards per stage"
              className="w-full"
              value={String(draft.cards_per_stage_limit)}
              options={LIMIT_OPTIONS}
              onValueChange={(value) =>
                setDraft({ ...draft, cards_per_stage_limit: Number(value) as Draft['cards_per_stage_limit'] })
              }
            />
          </div>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-300 accent-brand-600"
              checked={draft.show_match_scores}
              onChange={(event) => setDraft({ ...draft, show_match_scores: event.target.checked })}
            />
            Show match scores
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-300 accent-brand-600"
              checked={draft.show_days_in_stage}
              onChange={(event) => setDraft({ ...draft, show_days_in_stage: event.target.checked })}
            />
            Show days in stage
          </label>
        </div>
        {canEdit ? null : (
          <p className="mt-3 text-xs text-slate-500">
            Only people who manage this job can change its board settings.
          </p>
        )}
        <div className="mt-4 flex justify-between gap-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={restore}
            disabled={!canEdit || configuration.id === null}
            loading={reset.isPending}
          >
            Reset to defaults
          </Button>
          <Button size="sm" onClick={apply} disabled={!canEdit} loading={save.isPending}>
            Apply Settings
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
