import type { AnalyticsReport } from '@shortlist/contracts';
import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatRate } from '../../lib/report-format.ts';
import { AXIS_TICK, CHART_COLORS, ChartFrame, TOOLTIP_PROPS } from '../chart-frame.tsx';
import { ReportSection } from '../report-section.tsx';
import type { ReportColumn } from '../report-table.tsx';

type Stage = AnalyticsReport['funnel'][number];

const COLUMNS: ReportColumn<Stage>[] = [
  { header: 'Stage', value: (stage) => stage.label, label: true },
  { header: 'Reached', value: (stage) => stage.reached },
  { header: 'At stage now', value: (stage) => stage.current },
  {
    header: 'Conversion %',
    value: (stage) => stage.conversion,
    format: (stage) => formatRate(stage.conversion),
  },
];

/** "48 · 40%": how many reached the stage, and the share of the stage before (the first has none). */
function reachedLabel(stage: Stage): string {
  const reached = formatCount(stage.reached);
  return stage.conversion === null ? reached : `${reached} · ${formatRate(stage.conversion)}`;
}

/** How far the range's applications got: each stage reached, and the share of the stage before. */
export function FunnelSection({ report, fileName }: { report: AnalyticsReport; fileName: string }) {
  const stages = report.funnel;
  return (
    <ReportSection
      title="Stage funnel"
      description="Applications in the range that reached each stage, and the share of the stage before."
      fileName={fileName}
      empty={
        report.summary.applications === 0 || stages.length === 0 ? 'No applications in this range' : null
      }
      columns={COLUMNS}
      rows={stages}
      rowKey={(stage) => stage.stage_key}
      chart={
        <ChartFrame
          label="Horizontal bars: applications that reached each stage"
          height={stages.length * 36 + 16}
        >
          <BarChart
            data={stages}
            layout="vertical"
            margin={{ top: 0, right: 96, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid horizontal={false} stroke={CHART_COLORS.grid} />
            <XAxis type="number" hide allowDecimals={false} />
            <YAxis
              type="category"
              dataKey="label"
              width={128}
              tick={AXIS_TICK}
              tickLine={false}
              axisLine={false}
              interval={0}
            />
            <Tooltip {...TOOLTIP_PROPS} formatter={(value) => [formatCount(Number(value)), 'Reached']} />
            <Bar
              dataKey="reached"
              fill={CHART_COLORS.brand}
              radius={[0, 4, 4, 0]}
              barSize={20}
              isAnimationActive={false}
            >
              <LabelList
                position="right"
                fill={CHART_COLORS.axis}
                fontSize={12}
                valueAccessor={(entry) => reachedLabel(entry.payload as Stage)}
              />
            </Bar>
          </BarChart>
        </ChartFrame>
      }
    />
  );
}
