import type { AnalyticsReport } from '@shortlist/contracts';
import { Clock, FileSignature, Handshake, Trophy, Users } from 'lucide-react';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { formatCount, formatDays, formatRate, NO_VALUE } from '../lib/report-format.ts';

/** The report's headline numbers; '—' where there is nothing to compute one from. */
export function SummaryCards({ report }: { report: AnalyticsReport }) {
  const { summary, offers, time_to_hire: hires } = report;
  const decided = offers.accepted + offers.declined + offers.expired;
  const medianDays = formatDays(summary.median_days_to_hire);
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5">
      <StatCard
        label="Applications"
        icon={<Users />}
        value={formatCount(summary.applications)}
        details={['arrived in the range']}
      />
      <StatCard
        label="Hires"
        icon={<Trophy />}
        value={formatCount(summary.hires)}
        details={['made in the range']}
      />
      <StatCard
        label="Offers sent"
        icon={<FileSignature />}
        value={formatCount(summary.offers_sent)}
        details={[`of ${formatCount(offers.made)} made`]}
      />
      <StatCard
        label="Offer acceptance"
        icon={<Handshake />}
        value={formatRate(summary.offer_acceptance_rate)}
        details={[
          summary.offer_acceptance_rate === null
            ? 'no offer decided yet'
            : `${formatCount(offers.accepted)} of ${formatCount(decided)} decided`,
        ]}
      />
      <StatCard
        label="Median days to hire"
        icon={<Clock />}
        value={medianDays}
        details={[
          medianDays === NO_VALUE ? 'no hires yet' : `90th percentile ${formatDays(hires.p90_days)} days`,
        ]}
      />
    </div>
  );
}
