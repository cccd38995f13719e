import type { ComingSoonPageProps } from './coming-soon-page.tsx';

/**
 * The screens of the spec's route tables (spec 01 §2.1, spec 02 §2) that later issues build.
 * Each issue replaces its entry here with the real page.
 */
export const COMING_SOON_PAGES = {
  jobAnalytics: {
    title: 'Job analytics',
    summary: 'Stage distribution, time in stage and the conversion funnel for one opening.',
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
