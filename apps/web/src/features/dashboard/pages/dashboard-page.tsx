import { BarChart3, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useAuth } from '../../../lib/auth-session.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDashboardTiles } from '../api/get-dashboard-tiles.ts';
import { useDashboardVisit } from '../api/record-dashboard-visit.ts';
import { ActiveJobsPanel } from '../components/active-jobs-panel.tsx';
import { DashboardSkeleton } from '../components/dashboard-skeleton.tsx';
import { MetricCards } from '../components/metric-cards.tsx';
import { MyWorkPanel } from '../components/my-work-panel.tsx';
import { RecentActivity } from '../components/recent-activity.tsx';

/** / and /dashboard — spec 01 §2.3 with real numbers (issue 15). */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { can } = useAuth();
  const canCreateJobs = can('create_jobs');
  // the tiles wait for the visit: what is NEW is what arrived since the visit before this one
  const visit = useDashboardVisit();
  const tiles = useDashboardTiles({ enabled: visit.settled });

  return (
    <>
      <PageHeader
        title="Dashboard"
        description="Open jobs, the pipeline, the newest applications and what is waiting for you."
        actions={
          <>
            <Button asChild variant="secondary">
              <Link to="/analytics">
                <BarChart3 className="size-4" aria-hidden />
                Analytics
              </Link>
            </Button>
            {canCreateJobs ? (
              <Button asChild>
                <Link to="/jobs/new">
                  <Plus className="size-4" aria-hidden />
                  New Job
                </Link>
              </Button>
            ) : null}
          </>
        }
      />
      <QueryState
        query={tiles}
        loading={<DashboardSkeleton />}
        errorTitle="Couldn't load the dashboard"
        frame={(message) => <Card>{message}</Card>}
      >
        {(data) => (
          <div className="space-y-6">
            <MetricCards tiles={data} />
            <div className="grid items-start gap-6 lg:grid-cols-3">
              <div className="min-w-0 space-y-6 lg:col-span-2">
                <RecentActivity applications={data.recent_applications} />
                <ActiveJobsPanel jobs={data.active_jobs} canCreateJobs={canCreateJobs} />
              </div>
              <MyWorkPanel work={data.my_work} />
            </div>
          </div>
        )}
      </QueryState>
    </>
  );
}
