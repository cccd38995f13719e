import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Card, CardHeader } from '../../../components/ui/card.tsx';

type DashboardPanelProps = {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
};

/**
 * A titled panel of the dashboard. A plain section under its heading, not a named landmark: the
 * side navigation already has an "Active Jobs" region, and a page of landmarks is noise.
 */
export function DashboardPanel({ title, description, actions, className, children }: DashboardPanelProps) {
  return (
    <section className={clsx('min-w-0', className)}>
      <Card className="h-full overflow-hidden">
        <CardHeader title={title} description={description} actions={actions} />
        {children}
      </Card>
    </section>
  );
}
