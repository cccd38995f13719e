import { api } from '../../../lib/api-client.ts';

/** GET /jobs/{id}/candidates.csv, saved by the browser as a file. */
export async function exportCandidates(job: { id: number; title: string }): Promise<void> {
  const csv = await api.get<string>(`/jobs/${job.id}/candidates.csv`);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${job.title.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}-candidates.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
