import type { AnalyticsReport } from '@shortlist/contracts';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDays, roundDays } from '../../lib/report-format.ts';
import { AXIS_TICK, CHART_COLORS, ChartFrame, ChartLegend, TOOLTIP_PROPS } from '../chart-frame.tsx';
import { ReportSection } from '../report-section.tsx';
import type { ReportColumn } from '../report-table.tsx';

type StageTime = AnalyticsReport['time_in_stage'][number];

const COLUMNS: ReportColumn<StageTime>[] = [
  { header: 'Stage', value: (stage) => stage.label, label: true },
  { header: 'Stays', value: (stage) => stage.stays },
  {
    header: 'Median days',
    value: (stage) => roundDays(stage.median_days),
    format: (stage) => formatDays(stage.median_days),
  },
  {
    header: 'P90 days',
    value: (stage) => roundDays(stage.p90_days),
    format: (stage) => formatDays(stage.p90_days),
  },
];

const SERIES = [
  { key: 'median_days', label: 'Median', color: CHART_COLORS.brand },
  { key: 'p90_days', label: '90th percentile', color: CHART_COLORS.brandLight },
] as const;

/** How long applications stayed in each stage before moving on, for the stays that ended in the range. */
export function TimeInStageSection({ report, fileName }: { report: AnalyticsReport; fileName: string }) {
  const stages = report.time_in_stage;
  const measured = stages.filter((stage) => stage.stays > 0);
  return (
    <ReportSection
      title="Time in stage"
      description="Days from entering a stage to moving on, for stays that ended in the range."
      fileName={fileName}
      empty={measured.length === 0 ? 'No application left a stage in this range' : null}
      columns={COLUMNS}
      rows={stages}
      rowKey={(stage) => stage.stage_key}
      chart={
        <>
          <ChartLegend items={SERIES} />
          <ChartFrame
            label="Horizontal bars: median and 90th percentile days in each stage"
            height={measured.length * 44 + 32}
          >
            <BarChart
              data={measured}
              layout="vertical"
              margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
              barGap={2}
              accessibilityLayer={false}
            >
              <CartesianGrid horizontal={false} stroke={CHART_COLORS.grid} />
              <XAxis
                type="number"
                tick={AXIS_TICK}
                tickLine={false}
                axisLine={false}
                tickFormatter={(value: number) => `${value}d`}
              />
              <YAxis
                type="category"
                dataKey="label"
                width={128}
                tick={AXIS_TICK}
                tickLine={false}
                axisLine={false}
                interval={0}
              />
              <Tooltip
                {...TOOLTIP_PROPS}
                formatter={(value, name) => [`${formatDays(Number(value))} days`, name]}
              />
              {SERIES.map((series) => (
                <Bar
                  key={series.key}
                  dataKey={series.key}
                  name={series.label}
                  fill={series.color}
                  radius={[0, 3, 3, 0]}
                  barSize={12}
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
