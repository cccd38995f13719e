import type { Application } from '@shortlist/contracts';
import { MAX_PAGE_SIZE } from '@shortlist/contracts';
import { type ApplicationsQuery, getApplications } from '../api/get-applications.ts';

const cell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  // Quote everything; neutralise formulas so a spreadsheet never executes a name (CSV injection).
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
      .map(cell)
      .join(','),
  );
  return [header.map(cell).join(','), ...lines].join('\r\n');
}

/** Every application matching the filters (all pages), as a downloaded CSV file. */
export async function downloadApplicationsCsv(query: ApplicationsQuery) {
  const rows: Application[] = [];
  for (let page = 1; ; page += 1) {
    const result = await getApplications({ ...query, page, page_size: MAX_PAGE_SIZE });
    rows.push(...result.results);
    if (!result.next) break;
  }
  const url = URL.createObjectURL(new Blob([applicationsCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: `applications-${new Date().toISOString().slice(0, 10)}.csv`,
  });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return rows.length;
}
