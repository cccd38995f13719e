import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_WORKFLOW_STAGES, type Session } from '@shortlist/contracts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { applications, candidates, jobs, workflowStages } from '../apps/server/src/db/schema/index.ts';
import { benchDatabase, percentile, writeResult } from './harness.ts';
import { now, startClients } from './live-clients.ts';

/** Stage moves timed one at a time, each to the owner's notification and event on their socket. */
const LATENCY_MOVES = 200;
/** Sockets, one per signed-in user, that every fanned-out event must reach. */
const SOCKETS = 200;
const FANOUT_MOVES = 1000;
/** The same moves with no socket open: what the fan-out costs the mover. */
const BASELINE_MOVES = 200;
/** Moves in flight at once while fanning out (autocannon's 10 connections elsewhere). */
const FANOUT_CONCURRENCY = 10;
const TARGET_P95_MS = 100;

/**
 * A job with the default workflow: `owned` applications owned by the user who is notified, and
 * `unowned` ones whose moves notify nobody (the fan-out is about events, not notifications).
 */
async function generate(database: Database, ownerUserId: number, owned: number, unowned: number) {
  const db = database.db;
  const [job] = await db
    .insert(jobs)
    .values({ title: 'Bench Live Updates', skillsRequired: ['SQL'] })
    .returning();
  await db.insert(workflowStages).values(
    DEFAULT_WORKFLOW_STAGES.map((stage, index) => ({
      jobId: job!.id,
      key: stage.key,
      label: stage.label,
      order: index + 1,
    })),
  );
  const create = async (count: number, owner: number | null) => {
    const ids: number[] = [];
    for (let start = 0; start < count; start += 500) {
      const size = Math.min(500, count - start);
      const people = await db
        .insert(candidates)
        .values(
          Array.from({ length: size }, (_, i) => ({
            fullName: `Live Candidate ${owner ?? 'x'}-${start + i}`,
            emails: [`live${owner ?? 'x'}-${start + i}@example.com`],
          })),
        )
        .returning({ id: candidates.id });
      const rows = await db
        .insert(applications)
        .values(
          people.map((person) => ({
            candidateId: person.id,
            jobId: job!.id,
            stageKey: 'applied',
            ownerUserId: owner,
          })),
        )
        .returning({ id: applications.id });
      ids.push(...rows.map((row) => row.id));
    }
    return ids;
  };
  return { jobId: job!.id, owned: await create(owned, ownerUserId), unowned: await create(unowned, null) };
}

/** Resolves a key's promise when its message arrives (or at once if it already has). */
function arrivals() {
  const seen = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  return {
    arrive(key: string, at: number) {
      seen.set(key, at);
      waiting.get(key)?.(at);
      waiting.delete(key);
    },
    wait(key: string, timeoutMs = 5000): Promise<number> {
      const at = seen.get(key);
      if (at !== undefined) return Promise.resolve(at);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${key} within ${timeoutMs} ms`)), timeoutMs);
        waiting.set(key, (arrived) => {
          clearTimeout(timer);
          resolve(arrived);
        });
      });
    },
  };
}

const summary = (values: number[]) => ({
  p50: percentile(values, 50),
  p95: percentile(values, 95),
  p99: percentile(values, 99),
  max: percentile(values, 100),
});

/**
 * Live updates (issue 9, docs/decisions/008) on one server process, the sockets in a client
 * process beside it: (1) a stage move over HTTP to the owner's `notification` and to the `event`
 * on the owner's socket, 200 moves one at a time — target p95 < 100 ms; (2) 200 sockets of 200
 * signed-in users, 1,000 stage moves (10 in flight), and every socket must receive every event.
 */
export async function liveScenario() {
  const { database, label, cleanup } = await benchDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-bench-live-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AUTH_DEV_LOGIN: '1',
    // 200 people sign in at once from this one address
    AUTH_RATE_LIMIT: '100000',
  });
  const app = await buildApp({ config, database, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = address.replace(/^http:\/\//, '');
  const clients = startClients();
  try {
    const signIn = async (email: string, role: string, fullName: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/dev-login/',
        payload: { email, role, full_name: fullName },
      });
      if (response.statusCode !== 200) throw new Error(`dev login failed: ${response.statusCode}`);
      return response.json<Session>();
    };
    const ticketFor = async (session: Session) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/realtime/ticket/',
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      return response.json<{ ticket: string }>().ticket;
    };
    const mover = await signIn('bench.mover@meridian.example', 'admin', 'Bench Mover');
    const owner = await signIn('bench.owner@meridian.example', 'recruiter', 'Bench Owner');
    const generated = await generate(database, owner.user.id, LATENCY_MOVES, BASELINE_MOVES + FANOUT_MOVES);
    const { jobId, owned } = generated;
    const baselineIds = generated.unowned.slice(0, BASELINE_MOVES);
    const unowned = generated.unowned.slice(BASELINE_MOVES);
    const headers = { authorization: `Bearer ${mover.access_token}`, 'content-type': 'application/json' };
    const move = async (applicationId: number) => {
      const response = await fetch(`${address}/api/v1/kanban/${jobId}/update-stage/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ application_id: applicationId, new_stage: 'screening' }),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`move failed: ${response.status}`);
    };

    // (1) latency: the mover moves a card over HTTP; the owner's socket hears of it
    const queuedNotificationJobs = async () => {
      const { queues } = await app.spine.jobs.overview();
      const queue = queues.find((item) => item.name === 'event.notifications')!;
      return queue.queued + queue.active;
    };
    const heard = arrivals();
    clients.onMessage((message) => {
      if (message.type === 'heard') heard.arrive(`${message.kind}:${message.applicationId}`, message.at);
    });
    await clients.request({ type: 'owner', origin, ticket: await ticketFor(owner) }, 'opened');
    const toEvent: number[] = [];
    const toNotification: number[] = [];
    const moveHttp: number[] = [];
    for (const applicationId of owned) {
      const started = now();
      await move(applicationId);
      moveHttp.push(now() - started);
      const [event, notification] = await Promise.all([
        heard.wait(`event:${applicationId}`),
        heard.wait(`notification:${applicationId}`),
      ]);
      toEvent.push(event - started);
      toNotification.push(notification - started);
    }
    await app.spine.jobs.settle();

    // (2) fan-out: 200 users' sockets, 1,000 moves, every socket must hear every event
    const moveStarted = new Map<number, number>();
    /** Moves these applications, FANOUT_CONCURRENCY at a time; resolves with the time it took. */
    const moveAll = async (applicationIds: number[]) => {
      const queue = [...applicationIds];
      const started = now();
      await Promise.all(
        Array.from({ length: FANOUT_CONCURRENCY }, async () => {
          for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
            moveStarted.set(next, now());
            await move(next);
          }
        }),
      );
      return now() - started;
    };
    // the baseline: no socket but the owner's is open (the watchers are not yet)
    const baselineMs = await moveAll(baselineIds);
    const baselineBacklog = await queuedNotificationJobs();

    const tickets: string[] = [];
    for (let i = 0; i < SOCKETS; i += 1) {
      const session = await signIn(`bench.watcher${i}@meridian.example`, 'recruiter', `Bench Watcher ${i}`);
      tickets.push(await ticketFor(session));
    }
    await clients.request({ type: 'watchers', origin, tickets, applicationIds: unowned }, 'opened');
    const fanoutStarted = now();
    const movesMs = await moveAll(unowned);
    const movesDone = fanoutStarted + movesMs;

    const result = await clients.request(
      { type: 'await-fanout', expected: FANOUT_MOVES, timeoutMs: 60_000 },
      'fanout',
    );
    const perEvent = result.lastByApplication.map(
      ([applicationId, at]) => at - moveStarted.get(applicationId)!,
    );
    const fanout = {
      sockets: SOCKETS,
      users: SOCKETS,
      moves: FANOUT_MOVES,
      concurrency: FANOUT_CONCURRENCY,
      messages_expected: SOCKETS * FANOUT_MOVES,
      messages_delivered: result.delivered,
      lost: SOCKETS * FANOUT_MOVES - result.delivered,
      sockets_missing_events: result.socketsMissingEvents,
      moves_ms: Math.round(movesMs),
      all_delivered_ms: Math.round(result.lastAt - fanoutStarted),
      last_delivery_after_last_move_ms: Math.round(result.lastAt - movesDone),
      moves_per_s: Math.round((FANOUT_MOVES / movesMs) * 1000),
      moves_per_s_without_watchers: Math.round((BASELINE_MOVES / baselineMs) * 1000),
      messages_per_s: Math.round((result.delivered / (result.lastAt - fanoutStarted)) * 1000),
      move_to_last_socket_ms: summary(perEvent),
    };
    // The notification jobs those moves queued: how many wait, and how fast they drain once the
    // moves stop (10 s sample; a worker wakes per NOTIFY, then polls every 2 s for one job).
    const backlog = await queuedNotificationJobs();
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const drained = backlog - (await queuedNotificationJobs());
    const jobs = {
      queued_after_baseline_moves: baselineBacklog,
      queued_after_fanout_moves: backlog,
      drained_in_next_10_s: drained,
    };

    writeResult('live', {
      database: label,
      setup: 'one server process; every socket in one client process beside it (200 users, one socket each)',
      latency: {
        target_p95_ms: TARGET_P95_MS,
        moves: LATENCY_MOVES,
        move_http_ms: summary(moveHttp),
        to_event_ms: summary(toEvent),
        to_notification_ms: summary(toNotification),
      },
      fanout,
      notification_jobs: jobs,
    });
    if (fanout.lost > 0) throw new Error(`${fanout.lost} live messages were lost`);
  } finally {
    await clients.close();
    await app.close();
    await cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
