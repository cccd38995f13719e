import type { Application } from '@shortlist/contracts';
import { type ApplicationsQuery, getAllApplications } from '../api/get-applications.ts';

/** One quoted CSV cell; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
export const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

export function applicationsCsv(rows: Application[]): string {
  const header = ['Candidate', 'Email', 'Job', 'Department', 'Match Score', 'Stage', 'Status', 'Applied'];
  const lines = rows.map((row) =>
    [
      row.candidate.full_name,
      row.candidate.email,
      row.job.title,
      row.job.department,
      row.match_score ?? 'N/A',
      row.stage_label,
      row.status,
      row.applied_at.slice(0, 10),
    ]
      .map(csvCell)
      .join(','),
  );
  return [header.map(csvCell).join(','), ...lines].join('\r\n');
}

/** Every application matching the filters (all pages), as a downloaded CSV file. */
export async function downloadApplicationsCsv(query: ApplicationsQuery) {
  const rows = await getAllApplications(query);
  downloadCsv(`applications-${new Date().toISOString().slice(0, 10)}.csv`, applicationsCsv(rows));
  return rows.length;
}

/** Hands `text` to the browser as a downloaded CSV file named `filename`. */
export function downloadCsv(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
