import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { AuthCallbackPage } from '../features/auth/pages/auth-callback-page.tsx';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { JobsPage } from '../features/jobs/pages/jobs-page.tsx';
import { ProfilePage } from '../features/profile/pages/profile-page.tsx';
import { SettingsPage, type SettingsSection } from '../features/settings/pages/settings-page.tsx';
import { UserAuditLog } from '../features/users/components/user-audit-log.tsx';
import { UsersPanel } from '../features/users/components/users-panel.tsx';
import { AuthProvider } from '../lib/auth-session.tsx';
import { ComingSoonPage } from './routes/coming-soon-page.tsx';
import { COMING_SOON_PAGES as SOON } from './routes/coming-soon-pages.ts';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { RequireAuth, RequirePermission } from './routes/require-auth.tsx';
import { RouteErrorPage } from './routes/route-error-page.tsx';
import { AppShell } from './shell/app-shell.tsx';

/** The tabs of /settings, from the features that own them (issue 6: users for administrators). */
const SETTINGS_SECTIONS: SettingsSection[] = [
  { id: 'users', label: 'Users', permission: 'manage_users', element: <UsersPanel /> },
  { id: 'audit-log', label: 'Audit log', permission: 'manage_users', element: <UserAuditLog /> },
];

/** The route tables of spec 01 §2.1 and spec 02 §2. */
export const routes: RouteObject[] = [
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
          { index: true, element: <ComingSoonPage {...SOON.dashboard} /> },
          { path: 'dashboard', element: <ComingSoonPage {...SOON.dashboard} /> },
          { path: 'jobs', element: <JobsPage /> },
          {
            path: 'jobs/new',
            element: (
              <RequirePermission permission="create_jobs" redirectTo="/jobs">
                <ComingSoonPage {...SOON.newJob} />
              </RequirePermission>
            ),
          },
          { path: 'jobs/:jobId', element: <ComingSoonPage {...SOON.jobDetail} /> },
          {
            path: 'jobs/:jobId/edit',
            element: (
              <RequirePermission permission="create_jobs" redirectTo="/jobs">
                <ComingSoonPage {...SOON.editJob} />
              </RequirePermission>
            ),
          },
          { path: 'jobs/:jobId/kanban', element: <ComingSoonPage {...SOON.kanban} /> },
          { path: 'jobs/:jobId/analytics', element: <ComingSoonPage {...SOON.jobAnalytics} /> },
          { path: 'jobs/:jobId/settings', element: <ComingSoonPage {...SOON.jobSettings} /> },
          { path: 'candidates', element: <ComingSoonPage {...SOON.candidates} /> },
          { path: 'candidates/:candidateId', element: <ComingSoonPage {...SOON.candidateDetail} /> },
          { path: 'applications', element: <ComingSoonPage {...SOON.applications} /> },
          { path: 'email', element: <ComingSoonPage {...SOON.email} /> },
          { path: 'notifications', element: <ComingSoonPage {...SOON.notifications} /> },
          { path: 'analytics', element: <ComingSoonPage {...SOON.analytics} /> },
          { path: 'activity', element: <ComingSoonPage {...SOON.activity} /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'settings', element: <SettingsPage sections={SETTINGS_SECTIONS} /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
