import type { AnalyticsReport } from '@shortlist/contracts';
import { formatCount, formatRate } from '../../lib/report-format.ts';
import { ReportSection } from '../report-section.tsx';
import type { ReportColumn } from '../report-table.tsx';

type Offers = AnalyticsReport['offers'];
type Measure = { key: string; label: string; value: number | null; rate?: boolean };

const COLUMNS: ReportColumn<Measure>[] = [
  { header: 'Offers', value: (measure) => measure.label, label: true },
  {
    header: 'Count',
    value: (measure) => measure.value,
    format: (measure) => (measure.rate ? formatRate(measure.value) : formatCount(measure.value ?? 0)),
  },
];

/** Where the sent offers stand now, drawn as one bar split by outcome (the theme's status colours). */
const OUTCOMES = [
  { key: 'accepted', label: 'Accepted', className: 'bg-emerald-500' },
  { key: 'declined', label: 'Declined', className: 'bg-red-400' },
  { key: 'expired', label: 'Expired', className: 'bg-amber-400' },
  { key: 'awaiting', label: 'Awaiting an answer', className: 'bg-slate-300' },
] as const;

function measuresOf(offers: Offers): Measure[] {
  return [
    { key: 'made', label: 'Made', value: offers.made },
    { key: 'sent', label: 'Sent', value: offers.sent },
    ...OUTCOMES.map((outcome) => ({ key: outcome.key, label: outcome.label, value: offers[outcome.key] })),
    { key: 'acceptance_rate', label: 'Acceptance rate %', value: offers.acceptance_rate, rate: true },
  ];
}

/** Offers made in the range: how many went out, and accepted, declined, expired or still open. */
export function OffersSection({ report, fileName }: { report: AnalyticsReport; fileName: string }) {
  const offers = report.offers;
  const answered = OUTCOMES.reduce((sum, outcome) => sum + offers[outcome.key], 0);
  return (
    <ReportSection
      title="Offer acceptance"
      description="Offers made in the range, by where they stand now."
      fileName={fileName}
      empty={offers.made === 0 ? 'No offers made in this range' : null}
      columns={COLUMNS}
      rows={measuresOf(offers)}
      rowKey={(measure) => measure.key}
      chart={
        <div className="space-y-3">
          <div>
            <p className="flex items-baseline gap-2">
              <span className="text-2xl font-semibold text-slate-900 tabular-nums">
                {formatRate(offers.acceptance_rate)}
              </span>
              <span className="text-sm text-slate-500">acceptance rate</span>
            </p>
            <p className="text-xs text-slate-500">
              {offers.acceptance_rate === null
                ? 'No sent offer has been accepted, declined or expired yet.'
                : `${formatCount(offers.accepted)} accepted of ${formatCount(offers.accepted + offers.declined + offers.expired)} answered or expired.`}
            </p>
          </div>
          {answered === 0 ? (
            <p className="text-sm text-slate-500">
              {offers.made === 1
                ? 'The offer made has'
                : `None of the ${formatCount(offers.made)} offers made has`}{' '}
              been sent yet.
            </p>
          ) : (
            <>
              <div
                role="img"
                aria-label="Bar of the sent offers split by outcome"
                className="flex h-3 overflow-hidden rounded-full bg-slate-100"
              >
                {OUTCOMES.map((outcome) =>
                  offers[outcome.key] > 0 ? (
                    <span
                      key={outcome.key}
                      className={outcome.className}
                      style={{ width: `${(offers[outcome.key] / answered) * 100}%` }}
                    />
                  ) : null,
                )}
              </div>
              <ul aria-hidden className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
                {OUTCOMES.map((outcome) => (
                  <li key={outcome.key} className="flex items-center gap-1.5">
                    <span className={`size-2.5 rounded-sm ${outcome.className}`} />
                    {outcome.label} {formatCount(offers[outcome.key])}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      }
    />
  );
}
