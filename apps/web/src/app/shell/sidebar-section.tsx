import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A titled group of links in the side navigation. */
export function SidebarSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `sidebar-${title.toLowerCase().replaceAll(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-1.5 flex items-center justify-between px-3">
        <h2 id={headingId} className="text-[11px] font-semibold tracking-wider text-slate-400 uppercase">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function navItemClassName(active: boolean, density: 'regular' | 'compact' = 'regular'): string {
  return clsx(
    'flex items-center gap-3 rounded-lg px-3 font-medium transition-colors [&_svg]:shrink-0',
    density === 'regular' ? 'h-9 text-sm [&_svg]:size-[18px]' : 'h-8 text-[13px] [&_svg]:size-4',
    // a shortcut is a lighter mark than the page itself: both can be current at once (/jobs)
    active && density === 'regular' && 'bg-brand-50 text-brand-700 [&_svg]:text-brand-600',
    active && density === 'compact' && 'bg-slate-100 text-slate-900 [&_svg]:text-brand-600',
    !active && 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 [&_svg]:text-slate-400',
  );
}
