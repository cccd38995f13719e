import { canEditJob, type JobDetail } from '@shortlist/contracts';
import { KanbanSquare, Users } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../../lib/auth-session.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useJob } from '../api/get-job.ts';
import { JobDetailHeader } from '../components/detail/job-detail-header.tsx';
import { OverviewTab } from '../components/detail/overview-tab.tsx';
import { QuickFilters } from '../components/detail/quick-filters.tsx';
import { SettingsTab } from '../components/detail/settings-tab.tsx';
import { SetupTab } from '../components/detail/setup-tab.tsx';
import { SidePanels } from '../components/detail/side-panels.tsx';
import { TimelineTab } from '../components/detail/timeline-tab.tsx';
import { SETUP_TAB } from '../job-format.ts';

/** spec 01 §2.6 tabs, plus the complete-setup tab; `signoffs` (linked from lists) opens the setup tab. */
const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: SETUP_TAB, label: 'Complete Setup' },
  { value: 'pipeline', label: 'Pipeline' },
  { value: 'candidates', label: 'Candidates' },
  { value: 'timeline', label: 'Timeline' },
  { value: 'settings', label: 'Settings' },
] as const;

function tabFrom(value: string | null): string {
  if (value === 'signoffs') return SETUP_TAB;
  return TABS.some((tab) => tab.value === value) ? (value as string) : 'overview';
}

/**
 * Tabs whose content belongs to other features; app/ composes them in (features do not import
 * each other). Without a slot the tab shows where the content will live.
 */
export type JobDetailSlots = {
  pipeline?: (job: JobDetail, canEdit: boolean) => ReactNode;
  candidates?: (job: JobDetail, canEdit: boolean) => ReactNode;
  /** the settings tab's automation rules card (issue 14) */
  automation?: (job: JobDetail, canEdit: boolean) => ReactNode;
};

/** /jobs/{jobId}?tab=… — spec 01 §2.6. */
export function JobDetailPage({ slots = {} }: { slots?: JobDetailSlots }) {
  const { jobId } = useParams();
  const id = Number(jobId);
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const job = useJob(Number.isInteger(id) && id > 0 ? id : -1);
  const tab = tabFrom(searchParams.get('tab'));
  useDocumentTitle(job.data?.title ?? 'Job');

  // the list's notes action links to #notes
  useEffect(() => {
    if (location.hash === '#notes' && job.data)
      document.getElementById('notes')?.scrollIntoView({ block: 'start' });
  }, [location.hash, job.data]);

  if (!(id > 0) || (job.isError && job.error instanceof ApiError && job.error.status === 404)) {
    return (
      <EmptyState
        title="Job not found"
        action={
          <Button variant="secondary" asChild>
            <Link to="/jobs">Back to Jobs</Link>
          </Button>
        }
      />
    );
  }
  return (
    <QueryState
      query={job}
      loading={
        <div className="flex items-center justify-center gap-3 py-24 text-sm text-slate-500">
          <Spinner className="text-brand-600" label="Loading job" />
          Loading job details...
        </div>
      }
      errorTitle="Failed to load job details"
      frame={(message) => (
        <>
          {message}
          <div className="text-center">
            <Link to="/jobs" className="text-sm font-medium text-brand-600 hover:underline">
              Back to Jobs
            </Link>
          </div>
        </>
      )}
    >
      {(data) => (
        <JobDetailTabs
          job={data}
          tab={tab}
          onTabChange={(value) =>
            setSearchParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (value === 'overview') next.delete('tab');
                else next.set('tab', value);
                return next;
              },
              { replace: true },
            )
          }
          slots={slots}
        />
      )}
    </QueryState>
  );
}

type JobDetailTabsProps = {
  job: JobDetail;
  tab: string;
  onTabChange: (tab: string) => void;
  slots: JobDetailSlots;
};

function JobDetailTabs({ job, tab, onTabChange, slots }: JobDetailTabsProps) {
  const user = useCurrentUser();
  const canEdit = canEditJob(user, job);
  const placeholder = (title: string, icon: React.ReactNode) => (
    <EmptyState
      icon={icon}
      title={title}
      description="Candidates and the board arrive with the pipeline and candidates features. The Kanban board route shows where they will live."
      action={
        <Button variant="secondary" asChild>
          <Link to={`/jobs/${job.id}/kanban`}>Open Kanban</Link>
        </Button>
      }
    />
  );

  return (
    <>
      <JobDetailHeader job={job} canEdit={canEdit} />
      <Tabs value={tab} onValueChange={onTabChange}>
        <TabsList>
          {TABS.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.label}
              {item.value === SETUP_TAB ? ` (${job.readiness.completion_percentage}%)` : ''}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <div className="grid gap-5 xl:grid-cols-[1fr_20rem]">
            <OverviewTab job={job} canEdit={canEdit} />
            <SidePanels job={job} canEdit={canEdit} />
          </div>
        </TabsContent>
        <TabsContent value={SETUP_TAB}>
          <SetupTab key={job.id} job={job} canEdit={canEdit} />
        </TabsContent>
        <TabsContent value="pipeline">
          {slots.pipeline?.(job, canEdit) ??
            placeholder('The pipeline board is on its way', <KanbanSquare />)}
        </TabsContent>
        <TabsContent value="candidates">
          {slots.candidates ? (
            <div className="space-y-4">
              <QuickFilters job={job} layout="bar" />
              {slots.candidates(job, canEdit)}
            </div>
          ) : (
            placeholder('The candidates table is on its way', <Users />)
          )}
        </TabsContent>
        <TabsContent value="timeline">
          <TimelineTab jobId={job.id} />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab
            key={job.id}
            job={job}
            canEdit={canEdit}
            automation={slots.automation?.(job, canEdit)}
          />
        </TabsContent>
      </Tabs>
    </>
  );
}
