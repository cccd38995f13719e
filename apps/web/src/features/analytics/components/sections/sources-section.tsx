import type { AnalyticsReport } from '@shortlist/contracts';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount } from '../../lib/report-format.ts';
import { AXIS_TICK, CHART_COLORS, ChartFrame, ChartLegend, TOOLTIP_PROPS } from '../chart-frame.tsx';
import { ReportSection } from '../report-section.tsx';
import type { ReportColumn } from '../report-table.tsx';

type Source = AnalyticsReport['sources'][number];

const COLUMNS: ReportColumn<Source>[] = [
  { header: 'Source', value: (source) => source.label, label: true },
  { header: 'Applications', value: (source) => source.applications },
  { header: 'Interviews', value: (source) => source.interviews },
  { header: 'Offers', value: (source) => source.offers },
  { header: 'Hires', value: (source) => source.hires },
];

const SERIES = [
  { key: 'applications', label: 'Applications', color: CHART_COLORS.muted },
  { key: 'interviews', label: 'Interviews', color: CHART_COLORS.brandLight },
  { key: 'offers', label: 'Offers', color: CHART_COLORS.brandDark },
  { key: 'hires', label: 'Hires', color: CHART_COLORS.hires },
] as const;

/** Where the range's applications came from, and how many of each got to interviews, offers and hires. */
export function SourcesSection({ report, fileName }: { report: AnalyticsReport; fileName: string }) {
  const sources = report.sources;
  return (
    <ReportSection
      title="Source effectiveness"
      description="Applications in the range by source, and how many reached an interview, an offer and a hire."
      fileName={fileName}
      empty={sources.every((source) => source.applications === 0) ? 'No applications in this range' : null}
      columns={COLUMNS}
      rows={sources}
      rowKey={(source) => source.source}
      chart={
        <>
          <ChartLegend items={SERIES} />
          <ChartFrame label="Grouped bars: applications, interviews, offers and hires by source" height={220}>
            <BarChart
              data={sources}
              margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
              barGap={2}
              accessibilityLayer={false}
            >
              <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
              <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} interval={0} />
              <YAxis tick={AXIS_TICK} tickLine={false} axisLine={false} allowDecimals={false} />
              <Tooltip {...TOOLTIP_PROPS} formatter={(value, name) => [formatCount(Number(value)), name]} />
              {SERIES.map((series) => (
                <Bar
                  key={series.key}
                  dataKey={series.key}
                  name={series.label}
                  fill={series.color}
                  radius={[3, 3, 0, 0]}
                  maxBarSize={18}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          </ChartFrame>
        </>
      }
    />
  );
}
