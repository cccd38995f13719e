import type { Task } from '@shortlist/contracts';
import { CheckCircle2, Inbox } from 'lucide-react';
import { toast } from 'sonner';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
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

  if (tasks.isPending) {
    return (
      <div className="flex justify-center py-10 text-brand-600">
        <Spinner label="Loading tasks" />
      </div>
    );
  }
  if (tasks.isError) {
    return (
      <ErrorState
        title="Couldn't load your tasks"
        error={tasks.error}
        onRetry={() => tasks.refetch()}
        retrying={tasks.isFetching}
      />
    );
  }
  const { results, count } = tasks.data;
  if (results.length === 0) return <EmptyState className="py-10" {...EMPTY[status]} />;

  const changing = (task: Task) =>
    (complete.isPending && complete.variables?.id === task.id) ||
    (reopen.isPending && reopen.variables?.id === task.id);
  return (
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
  );
}
