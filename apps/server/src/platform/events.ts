import { AsyncLocalStorage } from 'node:async_hooks';
import { type DomainEventType, LIVE_DATA_KEYS, type LiveEvent } from '@shortlist/contracts';
import { eq, inArray, lt, or, sql } from 'drizzle-orm';
import { type CandidateMove, repointCandidateRows } from '../db/candidate-move.ts';
import type { Database, Db, Tx } from '../db/client.ts';
import { domainEvents } from '../db/schema/index.ts';
import type { JobRunner } from './jobs.ts';

/** The channel every server process listens on for committed domain events (live updates). */
export const LIVE_EVENTS_CHANNEL = 'shortlist_live_events';

/** Who made a change: a person, or (id null) the system on someone's behalf ("Automation"). */
export type Actor = { id: number | null; full_name: string };

/** What a service records: the change, who made it, and the facts subscribers need. */
export type DomainEvent = {
  type: DomainEventType;
  actor: Actor | null;
  jobId?: number | null;
  candidateId?: number | null;
  applicationId?: number | null;
  data?: Record<string, unknown>;
};

export type RecordedEvent = typeof domainEvents.$inferSelect;

/**
 * Facts stamped on every event recorded while `fn` runs, whichever feature records it: an
 * automation run marks what its actions cause (`data.automation`), so the next rule knows how
 * deep the chain is (issue 14) without every service passing it along.
 */
export type EventStamp = { automation: { rule_id: number; run_id: number; depth: number } };
const stamps = new AsyncLocalStorage<EventStamp>();
export const withEventStamp = <T>(stamp: EventStamp, fn: () => Promise<T>) => stamps.run(stamp, fn);

/** Runs inside the recording transaction: what it writes commits or rolls back with the change. */
export type InTransactionSubscriber = (tx: Tx, event: RecordedEvent) => Promise<void>;

/**
 * Runs after commit, in a background job: at least once, so it must be idempotent (keyed by
 * the event id). A throw is retried with backoff, then dead-lettered.
 */
export type AfterCommitSubscriber = {
  /** The queue's name, `event.<name>`. */
  name: string;
  types: readonly DomainEventType[];
  handle(event: RecordedEvent): Promise<void>;
  retryLimit?: number;
  retryDelaySeconds?: number;
};

/**
 * Domain events (DESIGN.md §8, docs/decisions/008). `record` writes the events into the outbox
 * inside the caller's transaction, runs the same-transaction subscribers (the timeline), sends
 * one background job per after-commit subscriber in that transaction, and NOTIFYs the live
 * channel — PostgreSQL delivers a NOTIFY only on commit, so every process's browsers hear of
 * a change exactly when it happened.
 */
export function createDomainEvents(database: Database, jobs: JobRunner) {
  const inTransaction: InTransactionSubscriber[] = [];
  const afterCommit = new Map<DomainEventType, string[]>();

  async function load(id: number): Promise<RecordedEvent | undefined> {
    const [row] = await database.db.select().from(domainEvents).where(eq(domainEvents.id, id));
    return row;
  }

  return {
    /** Same-transaction subscribers run in the order they were added. */
    onRecord(subscriber: InTransactionSubscriber) {
      inTransaction.push(subscriber);
    },

    /** Declares an after-commit subscriber and its queue; call before the job runner starts. */
    subscribe(subscriber: AfterCommitSubscriber) {
      const queue = `event.${subscriber.name}`;
      for (const type of subscriber.types) afterCommit.set(type, [...(afterCommit.get(type) ?? []), queue]);
      jobs.define<{ event_id: number }>({
        name: queue,
        retryLimit: subscriber.retryLimit,
        retryDelaySeconds: subscriber.retryDelaySeconds,
        handler: async ({ event_id }) => {
          const event = await load(event_id);
          // The event is gone only if the outbox was pruned: nothing is left to deliver.
          if (event) await subscriber.handle(event);
        },
      });
    },

    async record(tx: Tx, ...events: DomainEvent[]): Promise<RecordedEvent[]> {
      if (events.length === 0) return [];
      const stamp = stamps.getStore();
      const rows = await tx
        .insert(domainEvents)
        .values(
          events.map((event) => ({
            type: event.type,
            actorId: event.actor?.id ?? null,
            actorName: event.actor?.full_name ?? null,
            jobId: event.jobId ?? null,
            candidateId: event.candidateId ?? null,
            applicationId: event.applicationId ?? null,
            data: { ...event.data, ...stamp },
          })),
        )
        .returning();
      for (const event of rows) {
        for (const subscriber of inTransaction) await subscriber(tx, event);
        for (const queue of afterCommit.get(event.type) ?? [])
          await jobs.sendInTransaction(tx, queue, { event_id: event.id });
        await tx.execute(
          sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${JSON.stringify(toLiveEvent(event))})`,
        );
      }
      return rows;
    },
  };
}

export type DomainEvents = ReturnType<typeof createDomainEvents>;

/** How long the outbox keeps an event: long past any retry, not forever (it holds note text). */
export const DOMAIN_EVENT_RETENTION_DAYS = 30;

/** The nightly job: events older than the retention are delivered or dead-lettered long since. */
export async function pruneDomainEvents(db: Db, now: Date) {
  const cutoff = new Date(now.getTime() - DOMAIN_EVENT_RETENTION_DAYS * 86_400_000);
  await db.delete(domainEvents).where(lt(domainEvents.occurredAt, cutoff));
}

/**
 * Issue 16 erasure: the facts recorded with the candidate's events (names, addresses, note text)
 * are emptied; the events stay, so a subscriber still due to run finds one and does nothing with it.
 */
export async function redactCandidateEvents(
  tx: Tx,
  scope: { candidateId: number; applicationIds: number[]; emailIds: number[] },
) {
  const { candidateId, applicationIds, emailIds } = scope;
  await tx
    .update(domainEvents)
    .set({ data: { redacted: true } })
    .where(
      or(
        eq(domainEvents.candidateId, candidateId),
        applicationIds.length > 0 ? inArray(domainEvents.applicationId, applicationIds) : undefined,
        // a deletion's event names the candidate in its facts
        sql`${domainEvents.data}->>'candidate_id' = ${String(candidateId)}`,
        // the panel's messages about them, recorded on the job
        emailIds.length > 0
          ? inArray(
              sql`${domainEvents.data}->>'email_id'`,
              emailIds.map((id) => String(id)),
            )
          : undefined,
      ),
    );
}

/** Issue 16 merge: the duplicate's recorded events are the kept record's (an erasure finds them). */
export async function moveCandidateEvents(tx: Tx, move: CandidateMove) {
  await repointCandidateRows(
    tx,
    domainEvents,
    { candidate: domainEvents.candidateId, application: domainEvents.applicationId },
    move,
  );
}

/**
 * What browsers receive: ids, the actor and the keys that name things (stages, statuses) —
 * never a note's text or a salary; pages refetch through their own permission-checked calls.
 */
export function toLiveEvent(event: RecordedEvent): LiveEvent {
  const data: LiveEvent['data'] = {};
  for (const key of LIVE_DATA_KEYS) {
    const value = event.data[key];
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      data[key] = value as string | number | boolean | null;
  }
  return {
    id: event.id,
    type: event.type,
    actor_id: event.actorId,
    job_id: event.jobId,
    candidate_id: event.candidateId,
    application_id: event.applicationId,
    data,
    occurred_at: new Date(event.occurredAt).toISOString(),
  };
}
