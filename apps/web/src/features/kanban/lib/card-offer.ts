import type { KanbanBoard, KanbanCard } from '@shortlist/contracts';
import type { OfferApplication } from '../../../lib/offer-letter.ts';

type BoardFacts = Pick<KanbanBoard, 'job_id' | 'job_title' | 'can_manage'>;

/** A card as the offer-letter dialog knows an application. */
export function offerApplicationOf(card: KanbanCard, board: BoardFacts): OfferApplication {
  return {
    id: card.id,
    status: card.status,
    stage_key: card.current_stage,
    candidate: { id: card.candidate_id, full_name: card.candidate_name, email: card.primary_email },
    job: { id: board.job_id, title: board.job_title, can_manage: board.can_manage },
  };
}
