import type { AnalyticsReport } from '@shortlist/contracts';
import { formatCount, formatDays, roundDays } from '../../lib/report-format.ts';
import { ReportSection } from '../report-section.tsx';
import type { ReportColumn } from '../report-table.tsx';

type TimeToHire = AnalyticsReport['time_to_hire'];

const COLUMNS: ReportColumn<TimeToHire>[] = [
  { header: 'Hires', value: (hires) => hires.hires },
  { header: 'Median days', value: (hires) => roundDays(hires.median_days) },
  { header: 'P90 days', value: (hires) => roundDays(hires.p90_days) },
  { header: 'Average days', value: (hires) => roundDays(hires.average_days) },
];

/** Days from application to hire for the range's hires: a few numbers, shown as figures. */
export function TimeToHireSection({ report, fileName }: { report: AnalyticsReport; fileName: string }) {
  const hires = report.time_to_hire;
  const figures = [
    { label: 'Hires', value: formatCount(hires.hires), unit: '' },
    { label: 'Median', value: formatDays(hires.median_days), unit: 'days' },
    { label: '90th percentile', value: formatDays(hires.p90_days), unit: 'days' },
    { label: 'Average', value: formatDays(hires.average_days), unit: 'days' },
  ];
  return (
    <ReportSection
      title="Time to hire"
      description="Days from application to hire, for the hires made in the range."
      fileName={fileName}
      empty={hires.hires === 0 ? 'No hires in this range' : null}
      columns={COLUMNS}
      rows={[hires]}
      rowKey={() => 'hires'}
      showTable={false}
      chart={
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {figures.map((figure) => (
            <div key={figure.label} className="rounded-lg bg-slate-50 px-3 py-2.5">
              <dt className="text-xs text-slate-500">{figure.label}</dt>
              <dd className="mt-0.5 text-lg font-semibold text-slate-900 tabular-nums">
                {figure.value}
                {figure.unit && figure.value !== '—' ? (
                  <span className="ml-1 text-xs font-normal text-slate-500">{figure.unit}</span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      }
    />
  );
}
