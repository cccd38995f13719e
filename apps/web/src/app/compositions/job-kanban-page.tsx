import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { jobQueryOptions } from '../../features/jobs/index.ts';
import { KanbanPage, type KanbanPageSlots } from '../../features/kanban/pages/kanban-page.tsx';

/**
 * /jobs/{jobId}/kanban with what the board cannot know itself: the job's quality threshold, which
 * the cards read their quality scores against (issue 13), from the jobs feature. The board shows
 * without it until (or unless) the job loads.
 */
export function JobKanbanPage({ slots }: { slots: KanbanPageSlots }) {
  const jobId = Number(useParams().jobId);
  const job = useQuery({ ...jobQueryOptions(jobId), enabled: Number.isInteger(jobId) && jobId > 0 });
  return <KanbanPage slots={slots} qualityThreshold={job.data?.quality_threshold} />;
}
