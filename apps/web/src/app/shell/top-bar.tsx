import type { ReactNode } from 'react';
import { NotificationBell } from '../../features/notifications/index.ts';
import { GlobalSearch } from '../../features/search/index.ts';
import { TasksMenu } from '../../features/tasks/index.ts';
import { QuickAddMenu } from './quick-add-menu.tsx';
import { UserMenu } from './user-menu.tsx';

/** Search, quick add, My tasks (issue 14), the bell and the user menu (spec 01 §2.2). */
export function TopBar({ navigationToggle }: { navigationToggle: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-4 border-b border-slate-200 bg-white/85 px-4 backdrop-blur sm:px-6 lg:px-8">
      {navigationToggle}
      <div className="flex min-w-0 flex-1 items-center">
        <GlobalSearch />
      </div>
      <div className="flex items-center gap-2">
        <QuickAddMenu />
        <TasksMenu />
        <NotificationBell />
        <span className="mx-1 hidden h-6 w-px bg-slate-200 sm:block" aria-hidden />
        <UserMenu />
      </div>
    </header>
  );
}
