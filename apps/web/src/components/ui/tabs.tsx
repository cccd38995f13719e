import { clsx } from 'clsx';
import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

export const Tabs = TabsPrimitive.Root;

/**
 * A row of tabs that scrolls sideways when it is wider than its column (a narrow window), rather
 * than wrapping labels or pushing tabs out of reach. The rule under the tabs is an inset shadow,
 * not a border: a scroll box clips its border area, which would cut off the active underline.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={clsx(
        'flex gap-6 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-slate-200)] [scrollbar-width:thin]',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={clsx(
        'shrink-0 border-b-2 border-transparent px-0.5 pb-2.5 text-sm font-medium whitespace-nowrap text-slate-500 transition-colors',
        'hover:text-slate-800 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700',
        // drawn inside the tab: the scrolling list would clip a focus ring drawn around it
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={clsx('pt-5', className)} {...props} />;
}
