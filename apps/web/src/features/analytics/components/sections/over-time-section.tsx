import type { AnalyticsReport } from '@shortlist/contracts';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatWeek } from '../../lib/report-format.ts';
import { AXIS_TICK, CHART_COLORS, ChartFrame, ChartLegend, TOOLTIP_PROPS } from '../chart-frame.tsx';
import { ReportSection } from '../report-section.tsx';
import type { ReportColumn } from '../report-table.tsx';

type Week = AnalyticsReport['over_time'][number];

const DAY_MS = 86_400_000;

/** How many of the week's seven days the range holds: the first and last weeks may be cut short. */
function daysInRange(weekStart: string, range: AnalyticsReport['range']): number {
  const start = Math.max(Date.parse(weekStart), Date.parse(range.from));
  const end = Math.min(Date.parse(weekStart) + 6 * DAY_MS, Date.parse(range.to));
  return Math.max(0, Math.round((end - start) / DAY_MS) + 1);
}

const SERIES = [
  { key: 'applications', label: 'Applications', color: CHART_COLORS.brand },
  { key: 'hires', label: 'Hires', color: CHART_COLORS.hires },
] as const;

/** Says which weeks the range cuts short, so a low count there is not read as a slump. */
function partialWeeksNote(weeks: string[]): string {
  return weeks.length === 1
    ? `The week of ${weeks[0]} is a partial week: the range holds only some of its days.`
    : `The weeks of ${weeks.join(' and ')} are partial weeks: the range holds only some of their days.`;
}

/** Applications that arrived and hires made, week by week (Monday to Sunday). */
export function OverTimeSection({ report, fileName }: { report: AnalyticsReport; fileName: string }) {
  const weeks = report.over_time;
  // the first week can start in the year before the range's (Dec 29 for a range from Jan 1)
  const span = { from: weeks[0]?.week_start ?? report.range.from, to: report.range.to };
  const week = (weekStart: string) => formatWeek(weekStart, span);
  const columns: ReportColumn<Week>[] = [
    // the file keeps the ISO date a spreadsheet sorts by; the table the product's 'MMM d'
    { header: 'Week of', value: (row) => row.week_start, format: (row) => week(row.week_start), label: true },
    { header: 'Days in range', value: (row) => daysInRange(row.week_start, report.range) },
    { header: 'Applications', value: (row) => row.applications },
    { header: 'Hires', value: (row) => row.hires },
  ];
  const partial = weeks.filter((row) => daysInRange(row.week_start, report.range) < 7);
  return (
    <ReportSection
      title="Applications and hires over time"
      description="Applications that arrived and hires made, by week (weeks start on Monday)."
      fileName={fileName}
      empty={
        weeks.every((row) => row.applications === 0 && row.hires === 0)
          ? 'No applications or hires in this range'
          : null
      }
      columns={columns}
      rows={weeks}
      rowKey={(row) => row.week_start}
      scrollTable
      chart={
        <>
          <ChartLegend items={SERIES} />
          <ChartFrame label="Line chart: applications and hires per week" height={240}>
            <LineChart
              data={weeks}
              margin={{ top: 8, right: 16, bottom: 0, left: -16 }}
              accessibilityLayer={false}
            >
              <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
              <XAxis
                dataKey="week_start"
                tickFormatter={week}
                tick={AXIS_TICK}
                tickLine={false}
                axisLine={false}
                minTickGap={24}
              />
              <YAxis tick={AXIS_TICK} tickLine={false} axisLine={false} allowDecimals={false} />
              <Tooltip
                {...TOOLTIP_PROPS}
                cursor={{ stroke: CHART_COLORS.grid }}
                labelFormatter={(label) => `Week of ${week(String(label))}`}
                formatter={(value, name) => [formatCount(Number(value)), name]}
              />
              {SERIES.map((series) => (
                <Line
                  key={series.key}
                  dataKey={series.key}
                  name={series.label}
                  stroke={series.color}
                  strokeWidth={2}
                  dot={{ r: 2.5, fill: series.color, strokeWidth: 0 }}
                  activeDot={{ r: 4 }}
                  type="linear"
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          </ChartFrame>
          {partial.length > 0 ? (
            <p className="mt-2 text-xs text-slate-500">
              {partialWeeksNote(partial.map((row) => week(row.week_start)))}
            </p>
          ) : null}
        </>
      }
    />
  );
}
