import type { KanbanBoard, KanbanCard } from '@shortlist/contracts';
import type { InterviewApplication } from '../../../lib/interview-scheduling.ts';

type BoardFacts = Pick<KanbanBoard, 'job_id' | 'job_title' | 'can_manage'>;

/** A card as the Schedule Interview dialog knows an application. */
export function interviewApplicationOf(card: KanbanCard, board: BoardFacts): InterviewApplication {
  return {
    id: card.id,
    status: card.status,
    stage_key: card.current_stage,
    candidate: { id: card.candidate_id, full_name: card.candidate_name },
    job: { id: board.job_id, title: board.job_title, can_manage: board.can_manage },
  };
}
