import type { AnalyticsReport } from '@shortlist/contracts';
import { Clock, FileSignature, Handshake, Trophy, Users } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { formatCount, formatDays, formatRate, NO_VALUE } from '../lib/report-format.ts';

/** The report's headline numbers; '—' where there is nothing to compute one from. */
export function SummaryCards({ report }: { report: AnalyticsReport }) {
  const { summary, offers, time_to_hire: hires } = report;
  const decided = offers.accepted + offers.declined + offers.expired;
  const medianDays = formatDays(summary.median_days_to_hire);
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5">
      <SummaryCard
        label="Applications"
        icon={<Users />}
        value={formatCount(summary.applications)}
        detail="arrived in the range"
      />
      <SummaryCard
        label="Hires"
        icon={<Trophy />}
        value={formatCount(summary.hires)}
        detail="made in the range"
      />
      <SummaryCard
        label="Offers sent"
        icon={<FileSignature />}
        value={formatCount(summary.offers_sent)}
        detail={`of ${formatCount(offers.made)} made`}
      />
      <SummaryCard
        label="Offer acceptance"
        icon={<Handshake />}
        value={formatRate(summary.offer_acceptance_rate)}
        detail={
          summary.offer_acceptance_rate === null
            ? 'no offer decided yet'
            : `${formatCount(offers.accepted)} of ${formatCount(decided)} decided`
        }
      />
      <SummaryCard
        label="Median days to hire"
        icon={<Clock />}
        value={medianDays}
        detail={
          medianDays === NO_VALUE ? 'no hires yet' : `90th percentile ${formatDays(hires.p90_days)} days`
        }
      />
    </div>
  );
}

function SummaryCard({
  label,
  icon,
  value,
  detail,
}: {
  label: string;
  icon: ReactNode;
  value: string;
  detail: string;
}) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} className="space-y-1 p-5">
      <p id={labelId} className="text-sm font-medium text-slate-600">
        {label}
      </p>
      <div className="flex items-center justify-between gap-3">
        <p className="text-3xl font-semibold tracking-tight text-slate-900 tabular-nums">{value}</p>
        <span
          aria-hidden
          className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 [&_svg]:size-4"
        >
          {icon}
        </span>
      </div>
      <p className="text-xs text-slate-500">{detail}</p>
    </Card>
  );
}
