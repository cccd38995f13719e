import type { DomainEventType } from '@shortlist/contracts';
import type { Tx } from '../db/client.ts';
import { timelineEvents } from '../db/schema/index.ts';
import { timelineEntriesFor } from '../features/timeline/timeline.subscriber.ts';
import type { DemoOrganisation } from './demo-organisation.ts';

/**
 * The timeline entries the product's subscriber writes for an event, for a demo record written
 * straight to its tables (the seed records no domain events). Returns how many were written.
 */
export async function seedTimeline(
  tx: Tx,
  type: DomainEventType,
  actor: DemoOrganisation['users'][number],
  application: DemoOrganisation['applications'][number],
  occurredAt: Date,
  data: Record<string, unknown>,
): Promise<number> {
  const entries = timelineEntriesFor({
    id: 0,
    type,
    actorId: actor.id!,
    actorName: actor.fullName,
    jobId: application.jobId,
    candidateId: application.candidateId,
    applicationId: application.id!,
    occurredAt,
    data,
  });
  if (entries.length) await tx.insert(timelineEvents).values(entries);
  return entries.length;
}
