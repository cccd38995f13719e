import type { Task } from '@shortlist/contracts';
import { CheckCircle2, Inbox } from 'lucide-react';
import { toast } from 'sonner';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { useCompleteTask } from '../api/complete-task.ts';
import { type TaskStatus, useTasks } from '../api/get-tasks.ts';
import { useReopenTask } from '../api/reopen-task.ts';
import { TaskItem } from './task-item.tsx';

const EMPTY = {
  open: {
    icon: <CheckCircle2 />,
    title: 'No open tasks',
    description: 'Tasks automation rules give you appear here, due ones first.',
  },
  done: { icon: <Inbox />, title: 'No finished tasks', description: 'Tasks you complete are listed here.' },
} as const;

/** One tab of My tasks: loading, a failure with Retry, nothing, or the tasks. */
export function TaskList({ status }: { status: Extract<TaskStatus, 'open' | 'done'> }) {
  const tasks = useTasks(status);
  const complete = useCompleteTask();
  const reopen = useReopenTask();

  const reopenTask = (task: Task) =>
    reopen.mutate(task, {
      onSuccess: () => toast.success('Task reopened', { description: task.title }),
      onError: (error) => toast.error(getErrorMessage(error)),
    });
  const completeTask = (task: Task) =>
    complete.mutate(task, {
      onSuccess: () =>
        toast.success('Task completed', {
          description: task.title,
          action: { label: 'Undo', onClick: () => reopenTask(task) },
        }),
      onError: (error) => toast.error(getErrorMessage(error)),
    });

  const changing = (task: Task) =>
    (complete.isPending && complete.variables?.id === task.id) ||
    (reopen.isPending && reopen.variables?.id === task.id);

  return (
    <QueryState
      query={tasks}
      loading={<CentredSpinner label="Loading tasks" size="md" className="py-10" />}
      errorTitle="Couldn't load your tasks"
      isEmpty={(data) => data.results.length === 0}
      empty={<EmptyState className="py-10" {...EMPTY[status]} />}
    >
      {({ results, count }) => (
        <>
          <ul
            className="max-h-[26rem] divide-y divide-slate-100 overflow-y-auto"
            aria-label={status === 'open' ? 'Open tasks' : 'Finished tasks'}
          >
            {results.map((task) => (
              <TaskItem
                key={task.id}
                task={task}
                pending={changing(task)}
                onToggle={() => (task.completed_at ? reopenTask(task) : completeTask(task))}
              />
            ))}
          </ul>
          {count > results.length ? (
            <p className="border-t border-slate-100 px-4 py-2 text-center text-xs text-slate-500">
              Showing {results.length} of {count} tasks
            </p>
          ) : null}
        </>
      )}
    </QueryState>
  );
}
