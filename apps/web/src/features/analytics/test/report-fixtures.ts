import type { AnalyticsReport } from '@shortlist/contracts';

/** A report as the server answers it: every section with numbers, overridable per section. */
export function buildAnalyticsReport(overrides: Partial<AnalyticsReport> = {}): AnalyticsReport {
  return {
    range: { from: '2026-08-26', to: '2026-11-23' },
    summary: {
      applications: 1240,
      hires: 12,
      offers_sent: 18,
      offer_acceptance_rate: 66.7,
      median_days_to_hire: 31.5,
    },
    funnel: [
      { stage_key: 'applied', label: 'Applied', reached: 1240, current: 410, conversion: null },
      { stage_key: 'phone_screen', label: 'Phone Screen', reached: 512, current: 96, conversion: 41.3 },
      { stage_key: 'technical', label: 'Technical, on-site', reached: 140, current: 37, conversion: 27.3 },
      { stage_key: 'offer', label: 'Offer', reached: 21, current: 6, conversion: 15 },
    ],
    time_in_stage: [
      { stage_key: 'applied', label: 'Applied', stays: 830, median_days: 3.25, p90_days: 11 },
      { stage_key: 'phone_screen', label: 'Phone Screen', stays: 416, median_days: 6.5, p90_days: 14.2 },
      { stage_key: 'technical', label: 'Technical, on-site', stays: 103, median_days: 9, p90_days: 21.7 },
      { stage_key: 'offer', label: 'Offer', stays: 0, median_days: null, p90_days: null },
    ],
    time_to_hire: { hires: 12, median_days: 31.5, p90_days: 48.2, average_days: 33.9 },
    sources: [
      { source: 'form', label: 'Careers page', applications: 700, interviews: 90, offers: 9, hires: 6 },
      { source: 'referral', label: 'Referral', applications: 140, interviews: 40, offers: 6, hires: 4 },
      { source: 'linkedin', label: 'LinkedIn', applications: 300, interviews: 20, offers: 3, hires: 2 },
      { source: 'email', label: 'E-mail', applications: 100, interviews: 5, offers: 0, hires: 0 },
      { source: 'other', label: 'Other', applications: 0, interviews: 0, offers: 0, hires: 0 },
    ],
    over_time: [
      { week_start: '2026-08-24', applications: 80, hires: 0 },
      { week_start: '2026-08-31', applications: 97, hires: 1 },
      { week_start: '2026-09-07', applications: 110, hires: 2 },
    ],
    offers: { made: 21, sent: 18, accepted: 8, declined: 3, expired: 1, awaiting: 6, acceptance_rate: 66.7 },
    recruiters: [
      {
        recruiter_id: 3,
        recruiter_name: 'Riley Morgan',
        open_jobs: 4,
        active_applications: 322,
        interviews: 58,
        hires: 7,
      },
      {
        recruiter_id: null,
        recruiter_name: 'Unassigned',
        open_jobs: 1,
        active_applications: 15,
        interviews: 2,
        hires: 0,
      },
    ],
    ...overrides,
  };
}

/** A range with nothing in it: every section has its "nothing here" message. */
export function buildEmptyReport(): AnalyticsReport {
  return buildAnalyticsReport({
    summary: {
      applications: 0,
      hires: 0,
      offers_sent: 0,
      offer_acceptance_rate: null,
      median_days_to_hire: null,
    },
    funnel: [
      { stage_key: 'applied', label: 'Applied', reached: 0, current: 0, conversion: null },
      { stage_key: 'phone_screen', label: 'Phone Screen', reached: 0, current: 0, conversion: null },
    ],
    time_in_stage: [],
    time_to_hire: { hires: 0, median_days: null, p90_days: null, average_days: null },
    sources: [{ source: 'form', label: 'Careers page', applications: 0, interviews: 0, offers: 0, hires: 0 }],
    over_time: [
      { week_start: '2026-08-24', applications: 0, hires: 0 },
      { week_start: '2026-08-31', applications: 0, hires: 0 },
    ],
    offers: { made: 0, sent: 0, accepted: 0, declined: 0, expired: 0, awaiting: 0, acceptance_rate: null },
    recruiters: [],
  });
}
