import type { FastifyBaseLogger } from 'fastify';

/**
 * Domain events (DESIGN.md §1): a service publishes one after its transaction commits;
 * automation and notifications subscribe. In-process for now; the scale-out story moves
 * delivery to pg-boss / LISTEN-NOTIFY without changing publishers.
 */
export type DomainEvent = {
  type: 'application.stage_changed';
  applicationId: number;
  jobId: number;
  candidateId: number;
  fromStage: string;
  toStage: string;
  actorId: number | null;
  automated: boolean;
  notes: string;
  at: string;
};

type Handler<T extends DomainEvent['type']> = (
  event: Extract<DomainEvent, { type: T }>,
) => void | Promise<void>;

export type EventBus = {
  publish(event: DomainEvent): void;
  subscribe<T extends DomainEvent['type']>(type: T, handler: Handler<T>): () => void;
  /** Resolves when every handler started so far has finished (tests, graceful shutdown). */
  drain(): Promise<void>;
};

export function createEventBus(logger?: Pick<FastifyBaseLogger, 'error'>): EventBus {
  type AnyHandler = (event: DomainEvent) => void | Promise<void>;
  const handlers = new Map<string, Set<AnyHandler>>();
  const running = new Set<Promise<void>>();
  return {
    publish(event) {
      for (const handler of handlers.get(event.type) ?? []) {
        // A failing subscriber is logged; it never fails the request that published the event.
        const run = Promise.resolve()
          .then(() => handler(event))
          .catch((error) => logger?.error({ err: error, event: event.type }, 'domain event handler failed'))
          .finally(() => running.delete(run));
        running.add(run);
      }
    },
    subscribe(type, handler) {
      const set = handlers.get(type) ?? new Set<AnyHandler>();
      const wrapped = handler as unknown as AnyHandler;
      set.add(wrapped);
      handlers.set(type, set);
      return () => set.delete(wrapped);
    },
    async drain() {
      await Promise.all([...running]);
    },
  };
}
