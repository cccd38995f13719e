import type { KanbanBoard } from '@shortlist/contracts';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

/** spec 02 Kanban board header numbers, and Show/Hide Metrics with stage health. */
export function BoardSummary({ board }: { board: KanbanBoard }) {
  const [open, setOpen] = useState(false);
  const { metrics } = board;
  return (
    <section
      aria-label="Board summary"
      className="mb-4 rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <dl className="grid grid-cols-2 gap-x-8 gap-y-2 sm:grid-cols-4">
          <Stat label="Candidates" value={metrics.total_applications} />
          <Stat label="Stages" value={board.stage_order.length} />
          <Stat label="Average match" value={percent(metrics.average_match_score)} />
          <Stat label="Upcoming interviews" value={metrics.upcoming_interviews} />
        </dl>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
          icon={open ? <ChevronUp className="size-4" /> : <ChevronDown className="size-4" />}
        >
          {open ? 'Hide Metrics' : 'Show Metrics'}
        </Button>
      </div>
      {open ? (
        <div className="mt-4 border-t border-slate-100 pt-4">
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            <Stat label="High priority" value={metrics.high_priority_count} />
            <Stat label="Stale (7+ days in stage)" value={metrics.stale_applications} />
            <Stat label="Upcoming interviews" value={metrics.upcoming_interviews} />
            <Stat label="Average match" value={percent(metrics.average_match_score)} />
          </dl>
          <table className="mt-4 w-full text-left text-sm">
            <caption className="mb-2 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
              Stage health
            </caption>
            <thead className="text-xs text-slate-500">
              <tr>
                <th className="py-1 font-medium">Stage</th>
                <th className="py-1 text-right font-medium">Average days</th>
                <th className="py-1 text-right font-medium">Stale</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {board.stage_order.map((key) => {
                const health = metrics.stage_health[key];
                return (
                  <tr key={key}>
                    <td className="py-1.5 text-slate-700">{board.stages[key]?.label ?? key}</td>
                    <td className="py-1.5 text-right tabular-nums">{health?.average_days ?? 0}</td>
                    <td className="py-1.5 text-right tabular-nums">{health?.stale_count ?? 0}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
