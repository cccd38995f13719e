import type { ComingSoonPageProps } from './coming-soon-page.tsx';

/**
 * The screens of the spec's route tables (spec 01 §2.1, spec 02 §2) that later issues build.
 * Each issue replaces its entry here with the real page.
 */
export const COMING_SOON_PAGES = {
  dashboard: {
    title: 'Dashboard',
    summary: 'Open jobs, candidates in the pipeline, recent applications and your active jobs at a glance.',
  },
  newJob: {
    title: 'New Job',
    summary:
      'The job form: basic information, sectors, skills, hiring team, interview workflow and compensation.',
  },
  jobDetail: {
    title: 'Job details',
    summary: "One opening's overview, pipeline, candidates, timeline and settings.",
  },
  editJob: {
    title: 'Edit Job',
    summary: 'Change an opening with the same form that creates it.',
  },
  jobAnalytics: {
    title: 'Job analytics',
    summary: 'Stage distribution, time in stage and the conversion funnel for one opening.',
  },
  jobSettings: {
    title: 'Job settings',
    summary: 'Salary band, approval workflow, automation and pipeline configuration for one opening.',
  },
  candidates: {
    title: 'Candidates',
    summary: 'The candidate database: search, sort, add candidates with their CV and open their profiles.',
  },
  candidateDetail: {
    title: 'Candidate profile',
    summary: "A candidate's applications, documents, skills map, timeline, interviews and notes.",
  },
  applications: {
    title: 'Applications',
    summary: 'Every application across jobs, with status and stage filters and match scores.',
  },
  email: {
    title: 'Email System',
    summary: 'The application inbox that turns e-mails into candidates, plus compose, templates and metrics.',
  },
  notifications: {
    title: 'Notifications',
    summary: 'Every notification, live as it happens, with read and dismiss actions.',
  },
  analytics: {
    title: 'Analytics',
    summary: 'Hiring metrics across jobs: pipeline health, time to hire and success rates.',
  },
  activity: {
    title: 'Activity',
    summary: "The team's timeline: notes, e-mails, stage changes and documents across all jobs.",
  },
} as const satisfies Record<string, ComingSoonPageProps>;
