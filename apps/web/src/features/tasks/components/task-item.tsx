import type { Task } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { Clock, Workflow } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { PopoverClose } from '../../../components/ui/popover.tsx';
import { formatDateTime } from '../../../lib/format.ts';

type TaskItemProps = { task: Task; pending: boolean; onToggle: () => void };

/**
 * A task: a checkbox that completes it (or, once done, reopens it), its title, the candidate (a
 * link to their page) and job, when it is due — "Overdue" in red once past — and the rule it came from.
 */
export function TaskItem({ task, pending, onToggle }: TaskItemProps) {
  const id = useId();
  const done = task.completed_at !== null;
  // while the change is on its way the box already shows where it is going
  const checked = pending ? !done : done;

  return (
    <li className={clsx('flex gap-3 px-4 py-3', task.overdue && !done && 'bg-red-50/40')}>
      <input
        id={`${id}-done`}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-600 disabled:cursor-wait"
        checked={checked}
        disabled={pending}
        aria-label={done ? `Reopen "${task.title}"` : `Complete "${task.title}"`}
        onChange={onToggle}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <label
          htmlFor={`${id}-done`}
          className={clsx(
            'block cursor-pointer text-sm font-medium',
            done ? 'text-slate-500 line-through' : 'text-slate-900',
          )}
        >
          {task.title}
        </label>
        {task.description ? <p className="line-clamp-2 text-xs text-slate-600">{task.description}</p> : null}
        {task.candidate_name || task.job_title ? (
          <p className="truncate text-xs text-slate-600">
            {task.candidate_id && task.candidate_name ? (
              <PopoverClose asChild>
                <Link
                  to={`/candidates/${task.candidate_id}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {task.candidate_name}
                </Link>
              </PopoverClose>
            ) : (
              task.candidate_name
            )}
            {task.candidate_name && task.job_title ? ' · ' : null}
            {task.job_title}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-[11px] text-slate-500">
          <TaskWhen task={task} />
          {task.rule_name ? (
            <span className="inline-flex items-center gap-1">
              <Workflow className="size-3" aria-hidden />
              From rule “{task.rule_name}”
            </span>
          ) : null}
        </div>
      </div>
    </li>
  );
}

function TaskWhen({ task }: { task: Task }) {
  if (task.completed_at) {
    return (
      <span>
        Done {formatDateTime(task.completed_at)}
        {task.completed_by_name ? ` by ${task.completed_by_name}` : ''}
      </span>
    );
  }
  if (!task.due_at) return <span>No due date</span>;
  if (task.overdue) {
    return (
      <span className="inline-flex items-center gap-1.5 font-medium text-red-700">
        <Badge tone="red" className="px-1.5 py-0 text-[10px]">
          Overdue
        </Badge>
        was due {formatDateTime(task.due_at)}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1">
      <Clock className="size-3" aria-hidden />
      Due {formatDateTime(task.due_at)}
    </span>
  );
}
