import type { TaskCounts } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { ClipboardCheck, ListChecks } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useTaskCounts } from '../api/get-task-counts.ts';
import type { TaskStatus } from '../api/get-tasks.ts';
import { TaskList } from './task-list.tsx';

/** The badge shows at most this, then "99+" (as the bell does). */
const BADGE_CAP = 99;

function triggerLabel(counts: TaskCounts | undefined): string {
  if (!counts || counts.open === 0) return 'My tasks';
  const overdue = counts.overdue > 0 ? `, ${counts.overdue} overdue` : '';
  return `My tasks, ${counts.open} open${overdue}`;
}

/**
 * "My tasks" in the top bar (issue 14 create_task): a badge of open tasks, red when any is
 * overdue, and a panel listing the open ones (due first) with a checkbox to complete each, and the
 * finished ones to reopen. Radix Popover: focus moves in, Escape closes and returns it.
 */
export function TasksMenu() {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<TaskStatus>('open');
  const counts = useTaskCounts();
  const openCount = counts.data?.open ?? 0;
  const overdue = (counts.data?.overdue ?? 0) > 0;

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={triggerLabel(counts.data)}>
          <ListChecks className="size-[18px]" aria-hidden />
          {openCount > 0 ? (
            <span
              aria-hidden
              data-testid="task-badge"
              data-overdue={overdue || undefined}
              className={clsx(
                'absolute -top-0.5 -right-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full px-1 text-[10px] leading-none font-semibold text-white ring-2 ring-white',
                overdue ? 'bg-red-600' : 'bg-brand-600',
              )}
            >
              {openCount > BADGE_CAP ? `${BADGE_CAP}+` : openCount}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-[26rem] max-w-[calc(100vw-2rem)]" aria-label="My tasks">
        <div className="flex items-center justify-between gap-2 px-4 pt-3">
          <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <ClipboardCheck className="size-4 text-slate-400" aria-hidden />
            My tasks
          </h2>
          {counts.data ? (
            <p className="text-xs text-slate-500">
              {counts.data.open} open
              {counts.data.overdue > 0 ? (
                <span className="font-medium text-red-600"> · {counts.data.overdue} overdue</span>
              ) : null}
            </p>
          ) : null}
        </div>
        <Tabs value={tab} onValueChange={(value) => setTab(value as TaskStatus)}>
          <TabsList className="mt-2 px-4">
            <TabsTrigger value="open">Open</TabsTrigger>
            <TabsTrigger value="done">Done</TabsTrigger>
          </TabsList>
          <TabsContent value="open" className="pt-0">
            <TaskList status="open" />
          </TabsContent>
          <TabsContent value="done" className="pt-0">
            <TaskList status="done" />
          </TabsContent>
        </Tabs>
      </PopoverContent>
    </Popover>
  );
}
