import { type DashboardTiles, STALE_DAYS } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { ArrowRight, Briefcase, CalendarClock, Hourglass, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { plural } from '../lib/plural.ts';

const percent = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** spec 01 §2.3's cards, every number from the tiles (no fixed fallbacks: zero is 0). */
export function MetricCards({ tiles }: { tiles: DashboardTiles }) {
  const metrics = tiles.metrics_summary;
  const hireRate = tiles.hire_success_rate;
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5">
      <StatCard
        label="Active Jobs"
        icon={<Briefcase />}
        value={metrics.total_open_jobs}
        details={[
          `in ${plural(metrics.departments, 'department')}`,
          <ThisWeek key="week" count={metrics.open_jobs_this_week} />,
        ]}
      />
      <StatCard
        label="Pipeline Candidates"
        icon={<Users />}
        value={metrics.pipeline_candidates}
        details={[
          metrics.average_match_score === null
            ? 'No scores yet'
            : `Avg. match ${metrics.average_match_score}%`,
          `${metrics.final_stage_candidates} in final stages`,
          <ThisWeek key="week" count={metrics.pipeline_this_week} />,
        ]}
      />
      <StatCard
        label="Interviews this week"
        icon={<CalendarClock />}
        value={metrics.interviews_this_week}
        details={[`${metrics.interviews_today} today`]}
      />
      <StatCard
        label="Hire success rate"
        icon={<Trophy />}
        value={hireRate === null ? '—' : `${percent.format(hireRate)}%`}
        details={[
          hireRate === null
            ? 'No closed applications yet'
            : `${plural(tiles.hires, 'hire')} of ${plural(tiles.closed_applications, 'closed application')}`,
        ]}
      />
      <StatCard
        label="Stale candidates"
        icon={<Hourglass />}
        value={tiles.stale_candidates}
        tone={tiles.stale_candidates > 0 ? 'warning' : 'neutral'}
        details={[`${STALE_DAYS}+ days in a stage`]}
        action={
          // the applications list has no "stale" filter yet: its active applications hold them
          <Link
            to="/applications?status=active"
            className="inline-flex items-center gap-1 rounded text-xs font-medium text-brand-600 hover:text-brand-700 hover:underline"
          >
            Review applications
            <ArrowRight className="size-3" aria-hidden />
          </Link>
        }
      />
    </div>
  );
}

/** "+3 this week" in green when something arrived, quiet when nothing did. */
function ThisWeek({ count }: { count: number }) {
  return (
    <span className={clsx('tabular-nums', count > 0 ? 'font-medium text-emerald-700' : 'text-slate-500')}>
      +{count} this week
    </span>
  );
}
