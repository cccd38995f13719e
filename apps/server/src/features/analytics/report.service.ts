import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  ANALYTICS_MESSAGES,
  type AnalyticsQuery,
  type AnalyticsReport,
  APPLICATION_SOURCE_LABELS,
  APPLICATION_SOURCES,
  DEFAULT_WORKFLOW_STAGES,
  JOB_MESSAGES,
} from '@shortlist/contracts';
import type { Db } from '../../db/client.ts';
import { notFound, ValidationError } from '../../platform/errors.ts';
import type { Clock } from '../../platform/tokens.ts';
import {
  type ArrivalRow,
  type ReportScope,
  selectArrivals,
  selectEngaged,
  selectHires,
  selectJobStages,
  selectOfferStatuses,
  selectRecruiters,
  selectTimeInStage,
} from './report.read-model.ts';

const DAY_MS = 86_400_000;
const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
const percent = (part: number, whole: number) => (whole > 0 ? oneDecimal((part / whole) * 100) : null);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The range as instants: from the first day's start to the day after the last (UTC). */
function rangeOf(query: AnalyticsQuery, now: Date) {
  const today = Date.parse(dayOf(now));
  const to = query.to ? Date.parse(query.to) : today;
  const from = query.from ? Date.parse(query.from) : to - (ANALYTICS_DEFAULT_DAYS - 1) * DAY_MS;
  if (from > to) throw new ValidationError({ to: [ANALYTICS_MESSAGES.rangeReversed] });
  if ((to - from) / DAY_MS + 1 > ANALYTICS_MAX_DAYS)
    throw new ValidationError({ from: [ANALYTICS_MESSAGES.rangeTooLong] });
  return { from: new Date(from), until: new Date(to + DAY_MS) };
}

/**
 * GET /analytics/report/ (issue 15): the funnel, time in stage, time to hire, sources, weeks,
 * offers and recruiters' workload over the range and the jobs the filters choose. Every signed-in
 * role sees every job and candidate (spec 01 §6); no number carries a salary.
 */
export async function analyticsReport({ db, clock }: { db: Db; clock: Clock }, query: AnalyticsQuery) {
  const range = rangeOf(query, clock());
  const scope: ReportScope = {
    ...range,
    jobId: query.job_id,
    sector: query.sector || undefined,
    recruiterId: query.recruiter_id,
  };
  const stages = query.job_id ? await selectJobStages(db, query.job_id) : [...DEFAULT_WORKFLOW_STAGES];
  // every job has its workflow (at least MIN_WORKFLOW_STAGES): none means no such job
  if (stages.length === 0) throw notFound(JOB_MESSAGES.notFound);
  const labelOf = (key: string) => stages.find((stage) => stage.key === key)?.label ?? key;
  const [arrivals, engaged, hires, timeInStage, offerStatuses, recruiters] = await Promise.all([
    selectArrivals(db, scope),
    selectEngaged(db, scope),
    selectHires(db, scope),
    selectTimeInStage(db, scope),
    selectOfferStatuses(db, scope),
    selectRecruiters(db, scope),
  ]);
  const timeToHire = hires.find((row) => row.week_start === null) ?? {
    hires: 0,
    median_days: null,
    p90_days: null,
    average_days: null,
  };
  const arrived = (keep: (row: ArrivalRow) => boolean) =>
    arrivals.filter(keep).reduce((sum, row) => sum + row.n, 0);
  const offerCount = (...statuses: string[]) =>
    offerStatuses.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + row.n, 0);
  const offersSummary = {
    made: offerCount('draft', 'pending_approval', 'approved', 'sent', 'accepted', 'declined', 'expired'),
    sent: offerCount('sent', 'accepted', 'declined', 'expired'),
    accepted: offerCount('accepted'),
    declined: offerCount('declined'),
    expired: offerCount('expired'),
    awaiting: offerCount('sent'),
    acceptance_rate: percent(offerCount('accepted'), offerCount('accepted', 'declined', 'expired')),
  };
  const applicationsTotal = arrived(() => true);

  return {
    range: { from: dayOf(range.from), to: dayOf(new Date(range.until.getTime() - DAY_MS)) },
    summary: {
      applications: applicationsTotal,
      hires: timeToHire.hires,
      offers_sent: offersSummary.sent,
      offer_acceptance_rate: offersSummary.acceptance_rate,
      median_days_to_hire: oneDecimal(timeToHire.median_days),
    },
    funnel: funnelOf(stages, arrived),
    time_in_stage: timeInStage
      .map((row) => ({
        stage_key: row.stage_key,
        label: labelOf(row.stage_key),
        stays: row.stays,
        median_days: oneDecimal(row.median_days),
        p90_days: oneDecimal(row.p90_days),
      }))
      .sort((a, b) => order(stages, a.stage_key) - order(stages, b.stage_key)),
    time_to_hire: {
      hires: timeToHire.hires,
      median_days: oneDecimal(timeToHire.median_days),
      p90_days: oneDecimal(timeToHire.p90_days),
      average_days: oneDecimal(timeToHire.average_days),
    },
    sources: APPLICATION_SOURCES.map((source) => {
      const row = engaged.find((candidate) => candidate.source === source);
      return {
        source,
        label: APPLICATION_SOURCE_LABELS[source],
        applications: arrived((arrival) => arrival.source === source),
        interviews: row?.interviewed ?? 0,
        offers: row?.offered ?? 0,
        hires: arrived((arrival) => arrival.source === source && arrival.status === 'hired'),
      };
    }),
    over_time: weeksOf(range).map((week_start) => ({
      week_start,
      applications: arrived((row) => row.week_start === week_start),
      hires: hires.find((row) => row.week_start === week_start)?.hires ?? 0,
    })),
    offers: offersSummary,
    recruiters: recruiters.map((row) => ({ ...row, recruiter_name: row.recruiter_name ?? 'Unassigned' })),
  } satisfies AnalyticsReport;
}

/**
 * Each stage in order: the applications that reached it (at it or at a stage the order puts after
 * it, whatever their status), those active at it, and the conversion from the stage before.
 */
function funnelOf(
  stages: { key: string; label: string }[],
  arrived: (keep: (row: ArrivalRow) => boolean) => number,
) {
  const position = new Map(stages.map((stage, index) => [stage.key, index]));
  const reached = stages.map((_, index) => arrived((row) => (position.get(row.stage_key) ?? -1) >= index));
  return stages.map((stage, index) => ({
    stage_key: stage.key,
    label: stage.label,
    reached: reached[index]!,
    current: arrived((row) => row.stage_key === stage.key && row.status === 'active'),
    conversion: index === 0 ? null : percent(reached[index]!, reached[index - 1]!),
  }));
}

/** The Mondays (UTC) of the weeks the range touches, as YYYY-MM-DD. */
function weeksOf(range: { from: Date; until: Date }) {
  const mondays: string[] = [];
  const first = range.from.getTime() - ((range.from.getUTCDay() + 6) % 7) * DAY_MS;
  for (let monday = first; monday < range.until.getTime(); monday += 7 * DAY_MS)
    mondays.push(dayOf(new Date(monday)));
  return mondays;
}

/** A stage's place in the report's order; stages not in it go last. */
function order(stages: { key: string }[], key: string) {
  const index = stages.findIndex((stage) => stage.key === key);
  return index === -1 ? stages.length : index;
}
