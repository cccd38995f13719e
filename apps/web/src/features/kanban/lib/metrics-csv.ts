import type { BoardMetrics } from '@shortlist/contracts';

const cell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The board's metrics as CSV (spec 02 Kanban: Export). One row per stage, then score bands. */
export function metricsToCsv(metrics: BoardMetrics): string {
  const rows: (string | number)[][] = [
    ['Job', metrics.job_title],
    ['Generated at', metrics.generated_at],
    ['Total applications', metrics.total_applications],
    [],
    ['Stage', 'Applications', 'Average days in stage', 'Reached', 'Conversion %'],
    ...metrics.conversion_funnel.map((step) => [
      step.label,
      metrics.stage_distribution[step.stage] ?? 0,
      metrics.average_time_in_stage[step.stage] ?? 0,
      step.reached,
      step.rate,
    ]),
    [],
    ['Match score band', 'Applications'],
    ...Object.entries(metrics.match_score_distribution),
  ];
  return `${rows.map((row) => row.map(cell).join(',')).join('\n')}\n`;
}
