// What app/ composes from this feature: the dashboard page (/ and /dashboard) and the query keys
// the live updates refresh.
export { dashboardKeys } from './api/get-dashboard-tiles.ts';
export { DashboardPage } from './pages/dashboard-page.tsx';
