import type { JobDetail } from '@shortlist/contracts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { getErrorMessage } from '../../../../lib/api-error.ts';
import { minimumStagesText } from '../../../../lib/stage-minimum.ts';
import { usePatchJob } from '../../api/save-job.ts';

type Row = { key?: string; name: string; description: string };

/**
 * spec 01 §2.6 Workflow Stages viewer with an editor. Persisted. spec 01 §4: removal is disabled at
 * `minStages` or fewer (2 on the overview, 3 on the settings tab, whose editor says so in a note).
 */
export function WorkflowStagesCard({
  job,
  canEdit,
  minStages = 2,
  showMinimumNote = false,
}: {
  job: JobDetail;
  canEdit: boolean;
  minStages?: number;
  /** Shows "A minimum of {minStages} stages is required." under the editor. */
  showMinimumNote?: boolean;
}) {
  const patch = usePatchJob();
  const [rows, setRows] = useState<Row[] | null>(null);
  const start = () =>
    setRows(
      job.workflow_stages.map((stage) => ({
        key: stage.key,
        name: stage.label,
        description: stage.description,
      })),
    );
  const save = () => {
    if (!rows) return;
    patch.mutate(
      {
        id: job.id,
        changes: {
          workflow_stages: rows.map((row, index) => ({ ...row, order: index + 1 })),
          updated_at: job.updated_at,
        },
      },
      {
        onSuccess: () => {
          toast.success('Workflow saved');
          setRows(null);
        },
        onError: (error) => toast.error(getErrorMessage(error)),
      },
    );
  };
  return (
    <Card>
      <CardHeader
        title="Workflow Stages"
        description={`${job.workflow_stages.length} stages`}
        actions={
          canEdit && !rows ? (
            <Button variant="ghost" size="sm" icon={<Pencil className="size-3.5" />} onClick={start}>
              Edit stages
            </Button>
          ) : null
        }
      />
      <CardContent>
        {rows ? (
          <div className="space-y-2">
            {rows.map((row, index) => (
              <div key={row.key ?? `new-${index}`} className="flex items-center gap-2">
                <span className="w-5 text-right text-xs text-slate-400 tabular-nums">{index + 1}</span>
                <Input
                  aria-label={`Stage ${index + 1} name`}
                  value={row.name}
                  onChange={(event) =>
                    setRows(
                      rows.map((item, at) => (at === index ? { ...item, name: event.target.value } : item)),
                    )
                  }
                />
                <Input
                  aria-label={`Stage ${index + 1} description`}
                  placeholder="Description"
                  value={row.description}
                  onChange={(event) =>
                    setRows(
                      rows.map((item, at) =>
                        at === index ? { ...item, description: event.target.value } : item,
                      ),
                    )
                  }
                />
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove stage ${index + 1}`}
                  disabled={rows.length <= minStages}
                  onClick={() => setRows(rows.filter((_, at) => at !== index))}
                >
                  <Trash2 className="size-4" />
                </Button>
              </div>
            ))}
            {showMinimumNote ? (
              <p className="text-xs text-slate-500">{minimumStagesText(minStages)}</p>
            ) : null}
            <div className="flex justify-between pt-2">
              <Button
                variant="secondary"
                size="sm"
                icon={<Plus className="size-3.5" />}
                onClick={() => setRows([...rows, { name: '', description: '' }])}
              >
                Add stage
              </Button>
              <div className="flex gap-2">
                <Button variant="ghost" size="sm" onClick={() => setRows(null)}>
                  Cancel
                </Button>
                <Button size="sm" onClick={save} loading={patch.isPending}>
                  Save stages
                </Button>
              </div>
            </div>
          </div>
        ) : (
          <ol className="flex flex-wrap gap-2">
            {job.workflow_stages.map((stage) => (
              <li
                key={stage.id}
                title={stage.description || undefined}
                className="inline-flex items-center gap-1.5 rounded-full bg-slate-50 px-2.5 py-1 text-xs font-medium text-slate-700 ring-1 ring-slate-200"
              >
                <span className="size-2 rounded-full" style={{ backgroundColor: stage.color }} aria-hidden />
                {stage.order}. {stage.label}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
