// What app/ composes from this feature: the Settings section for administrators.
export { BackgroundJobsPanel } from './components/background-jobs-panel.tsx';
