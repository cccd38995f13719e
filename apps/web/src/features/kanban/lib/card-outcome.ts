import { APPLICATION_STATUSES, type KanbanBoard, type KanbanCard } from '@shortlist/contracts';
import { type ReactNode, useCallback } from 'react';
import type { ApplicationOutcomeSlot, OutcomeApplication } from '../../../lib/application-outcome.ts';

/** A card as the outcome menu knows an application; a status it does not know offers nothing. */
export function outcomeApplicationOf(
  card: KanbanCard,
  job: { id: number; title: string },
): OutcomeApplication | null {
  const status = APPLICATION_STATUSES.find((known) => known === card.status);
  if (!status) return null;
  return {
    id: card.id,
    status,
    job,
    candidate: { id: card.candidate_id, full_name: card.candidate_name, email: card.primary_email },
  };
}

/**
 * A card's "More actions" (issue 13), when the page has the outcome menu. Stable while the job's
 * title and the user's right to manage it stay the same, so memoised columns keep their cards.
 */
export function useCardOutcomeMenu(
  slot: ApplicationOutcomeSlot | undefined,
  board: Pick<KanbanBoard, 'job_id' | 'job_title' | 'can_manage'> | undefined,
): ((card: KanbanCard) => ReactNode) | undefined {
  const jobId = board?.job_id;
  const jobTitle = board?.job_title;
  const canManage = board?.can_manage;
  const render = useCallback(
    (card: KanbanCard) => {
      const application =
        slot && jobId !== undefined && jobTitle !== undefined
          ? outcomeApplicationOf(card, { id: jobId, title: jobTitle })
          : null;
      return application ? slot?.({ application, canManageJob: canManage ?? false, look: 'icon' }) : null;
    },
    [slot, jobId, jobTitle, canManage],
  );
  return slot ? render : undefined;
}
