import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, useParams } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { JobCandidatesTab } from '../features/applications/index.ts';
import { AuthCallbackPage } from '../features/auth/pages/auth-callback-page.tsx';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { AutomationPanel, JobAutomationCard } from '../features/automation/index.ts';
import { BackgroundJobsPanel } from '../features/background-jobs/index.ts';
import {
  CandidateDetailPage,
  type CandidateDetailSlots,
} from '../features/candidates/pages/candidate-detail-page.tsx';
import { CandidatesPage } from '../features/candidates/pages/candidates-page.tsx';
import { DashboardPage } from '../features/dashboard/index.ts';
import { DuplicatesPage, PossibleDuplicatesPanel } from '../features/duplicates/index.ts';
import { EmailPage, type EmailPageSlots } from '../features/email/index.ts';
import { ImportCandidatesPage } from '../features/imports/index.ts';
import { JobDetailPage, type JobDetailSlots } from '../features/jobs/pages/job-detail-page.tsx';
import { JobFormPage } from '../features/jobs/pages/job-form-page.tsx';
import { JobsPage, type JobsPageSlots } from '../features/jobs/pages/jobs-page.tsx';
import type { KanbanPageSlots } from '../features/kanban/pages/kanban-page.tsx';
import { NotificationPreferencesCard, NotificationsPage } from '../features/notifications/index.ts';
import { DataPrivacyPanel } from '../features/privacy/index.ts';
import { ProfilePage, type ProfileSlots } from '../features/profile/pages/profile-page.tsx';
import { SettingsPage, type SettingsSection } from '../features/settings/pages/settings-page.tsx';
import { UserAuditLog } from '../features/users/components/user-audit-log.tsx';
import { UsersPanel } from '../features/users/components/users-panel.tsx';
import { AuthProvider } from '../lib/auth-session.tsx';
import { ActivityRoute } from './compositions/activity-page.tsx';
import { applicationOutcome } from './compositions/application-outcomes.tsx';
import { ApplicationsRoute } from './compositions/applications-page.tsx';
import { automationChoices } from './compositions/automation-choices.ts';
import { candidateChoices } from './compositions/candidate-choices.ts';
import { composeEmail } from './compositions/compose-email.tsx';
import { EmailJobSelect } from './compositions/email-job-select.tsx';
import { candidateInterviews, scheduleInterview } from './compositions/interview-scheduling.tsx';
import { JobKanbanPage } from './compositions/job-kanban-page.tsx';
import { JobPipelineTab } from './compositions/job-pipeline-tab.tsx';
import { offerLetterSlots } from './compositions/offer-letter.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { RequireAuth, RequirePermission } from './routes/require-auth.tsx';
import { RouteErrorPage } from './routes/route-error-page.tsx';
import { AppShell } from './shell/app-shell.tsx';

/** The job page's tabs that other features fill. */
const JOB_DETAIL_SLOTS: JobDetailSlots = {
  pipeline: (job, canEdit) => (
    <JobPipelineTab jobId={job.id} canEdit={canEdit} qualityThreshold={job.quality_threshold} />
  ),
  candidates: (job, canEdit) => <JobCandidatesTab job={job} canManage={canEdit} />,
  // issue 14: the rules acting on the job, its settings checkboxes' among them
  automation: (job, canEdit) => (
    <JobAutomationCard
      jobId={job.id}
      jobUpdatedAt={job.updated_at}
      canManage={canEdit}
      choices={automationChoices}
    />
  ),
};

/** The tabs of /settings, from the features that own them (issue 6: users for administrators). */
const SETTINGS_SECTIONS: SettingsSection[] = [
  { id: 'users', label: 'Users', permission: 'manage_users', element: <UsersPanel /> },
  { id: 'audit-log', label: 'Audit log', permission: 'manage_users', element: <UserAuditLog /> },
  {
    id: 'background-jobs',
    label: 'Background jobs',
    permission: 'manage_users',
    element: <BackgroundJobsPanel />,
  },
  // issue 14: whoever can create jobs manages their rules (administrators, those for all jobs)
  {
    id: 'automation',
    label: 'Automation',
    permission: 'create_jobs',
    element: <AutomationPanel choices={automationChoices} />,
  },
  // issue 16: the retention rule and the privacy log, for those who export and erase candidates' data
  {
    id: 'privacy',
    label: 'Data privacy',
    permission: 'manage_candidate_data',
    element: <DataPrivacyPanel />,
  },
];

const PROFILE_SLOTS: ProfileSlots = { preferences: <NotificationPreferencesCard /> };

/**
 * Issue 12: the compose dialog opens from the candidate page, the jobs list and the board; issue 13:
 * the outcome menu (reject, withdraw, hire, reopen) and the Schedule Interview dialog from the
 * candidate page and the board, and the candidate page's Interviews tab.
 */
const CANDIDATE_DETAIL_SLOTS: CandidateDetailSlots = {
  composeEmail,
  applicationOutcome,
  scheduleInterview,
  interviews: candidateInterviews,
  applicationOffers: offerLetterSlots.applicationOffers,
  offerDeepLink: offerLetterSlots.offerDeepLink,
  // issue 16: other records that may be this person
  possibleDuplicates: (candidate) => <PossibleDuplicatesPanel candidate={candidate} />,
};
const JOBS_PAGE_SLOTS: JobsPageSlots = { composeEmail };
const KANBAN_PAGE_SLOTS: KanbanPageSlots = { composeEmail, applicationOutcome, scheduleInterview };
const EMAIL_PAGE_SLOTS: EmailPageSlots = { jobSelect: (props) => <EmailJobSelect {...props} /> };

/** Issue 15: the analytics pages and their charts load when one is opened, not with the app. */
const analyticsPages = () => import('./compositions/analytics-pages.tsx');
const AnalyticsRoute = lazy(async () => ({ default: (await analyticsPages()).AnalyticsRoute }));
const JobAnalyticsRoute = lazy(async () => ({ default: (await analyticsPages()).JobAnalyticsRoute }));

/** Issue 16: the public careers pages, loaded when an applicant opens one. */
const careersPages = () => import('../features/careers/index.ts');

/** The route tables of spec 01 §2.1 and spec 02 §2. */
export const routes: RouteObject[] = [
  // Issue 16: the careers pages are public — outside the session (no sign-in check, no /login
  // redirect) and outside the signed-in shell.
  // Applicants load only these pages, not the signed-in app.
  {
    lazy: async () => ({ Component: (await careersPages()).CareersLayout }),
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/careers', lazy: async () => ({ Component: (await careersPages()).CareersPage }) },
      { path: '/apply/:jobId', lazy: async () => ({ Component: (await careersPages()).ApplyPage }) },
      {
        path: '/apply/:jobId/submitted',
        lazy: async () => ({ Component: (await careersPages()).ApplicationSubmittedPage }),
      },
    ],
  },
  {
    element: (
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    ),
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/auth/callback', element: <AuthCallbackPage /> },
      {
        element: (
          <RequireAuth>
            <AppShell />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <DashboardPage /> },
          { path: 'dashboard', element: <DashboardPage /> },
          { path: 'jobs', element: <JobsPage slots={JOBS_PAGE_SLOTS} /> },
          {
            path: 'jobs/new',
            element: (
              <RequirePermission permission="create_jobs" redirectTo="/jobs">
                <JobFormPage />
              </RequirePermission>
            ),
          },
          { path: 'jobs/:jobId', element: <JobDetailPage slots={JOB_DETAIL_SLOTS} /> },
          {
            path: 'jobs/:jobId/edit',
            element: (
              <RequirePermission permission="create_jobs" redirectTo="/jobs">
                <JobFormPage />
              </RequirePermission>
            ),
          },
          { path: 'jobs/:jobId/kanban', element: <JobKanbanPage slots={KANBAN_PAGE_SLOTS} /> },
          {
            path: 'jobs/:jobId/analytics',
            element: (
              <LazyPage>
                <JobAnalyticsRoute />
              </LazyPage>
            ),
          },
          { path: 'jobs/:jobId/settings', element: <JobSettingsRedirect /> },
          { path: 'candidates', element: <CandidatesPage choices={candidateChoices} /> },
          { path: 'candidates/duplicates', element: <DuplicatesPage /> },
          // issue 16: candidates from a CSV or XLSX file
          {
            path: 'candidates/import',
            element: (
              <RequirePermission permission="import_candidates" redirectTo="/candidates">
                <ImportCandidatesPage />
              </RequirePermission>
            ),
          },
          {
            path: 'candidates/:candidateId',
            element: <CandidateDetailPage choices={candidateChoices} slots={CANDIDATE_DETAIL_SLOTS} />,
          },
          { path: 'applications', element: <ApplicationsRoute /> },
          { path: 'email', element: <EmailPage slots={EMAIL_PAGE_SLOTS} /> },
          { path: 'notifications', element: <NotificationsPage /> },
          {
            path: 'analytics',
            element: (
              <LazyPage>
                <AnalyticsRoute />
              </LazyPage>
            ),
          },
          { path: 'activity', element: <ActivityRoute /> },
          { path: 'profile', element: <ProfilePage slots={PROFILE_SLOTS} /> },
          { path: 'settings', element: <SettingsPage sections={SETTINGS_SECTIONS} /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** A page whose code loads when it is opened: the shell stays, a spinner holds its place meanwhile. */
function LazyPage({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-24 text-brand-600">
          <Spinner size="lg" label="Loading the page" />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

/** spec 01 §2.1 /jobs/{id}/settings: the job's settings tab. */
function JobSettingsRedirect() {
  const { jobId } = useParams();
  return <Navigate to={`/jobs/${jobId}?tab=settings`} replace />;
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
