// What app/ composes from this feature: the Settings → Automation section, a job's Automation
// rules card (its Settings tab), the jobs and stages app/ hands them, and the query keys the live
// updates refresh.
export { automationKeys } from './api/automation-keys.ts';
export type { AutomationChoices } from './automation-choices.tsx';
export { AutomationPanel } from './components/automation-panel.tsx';
export { JobAutomationCard } from './components/job-automation-card.tsx';
