// What app/ takes from this feature up front: the query keys the live updates refresh, and the
// types its compositions fill. The pages (and the charts) are imported by their own paths, from
// the composition the router loads lazily, so the app's first load does not carry them.
export { analyticsKeys } from './api/get-analytics-report.ts';
export type { ReportChoices } from './lib/report-filters.ts';
export type { AnalyticsJob } from './pages/job-analytics-page.tsx';
