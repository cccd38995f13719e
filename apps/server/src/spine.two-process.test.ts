import crypto from 'node:crypto';
import type { Session } from '@shortlist/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openPostgres, queryRows } from './db/client.ts';
import { createApplication, createJobWithWorkflow } from './test/pipeline-factories.ts';
import {
  call,
  connect,
  login,
  type Server,
  servers,
  sockets,
  startServer,
  stopServer,
  until,
} from './test/server-processes.ts';

/*
 * The spine across processes (docs/decisions/008): two real servers — `node --import tsx
 * apps/server/src/main.ts`, so a clean clone without a build runs it — on one fresh PostgreSQL
 * database. PostgreSQL run only (`TEST_DB=postgres`): PGlite is one process's database.
 */

const JWT_SECRET = `spine-${crypto.randomBytes(16).toString('hex')}`;
const QUEUE = 'event.notifications';

let adminUrl: string;
let dbName: string | undefined;
let dbUrl: string;
let database: Database | undefined;

type JobRow = {
  event_id: number;
  state: string;
  retry_count: number;
  started_on: Date | null;
  completed_on: Date | null;
};

/** The notifications jobs of these events, straight from pg-boss's table. */
async function jobsFor(eventIds: number[]) {
  return queryRows<JobRow>(
    database!.db,
    sql`select (data->>'event_id')::int as event_id, state::text as state, retry_count, started_on, completed_on
          from pgboss.job
         where name = ${QUEUE} and (data->>'event_id')::int = any(${`{${eventIds.join(',')}}`}::int[])
         order by created_on`,
  );
}

async function stageEvents(applicationIds: number[]) {
  const rows = await queryRows<{ id: number; application_id: number }>(
    database!.db,
    sql`select id::int as id, application_id from domain_events
         where type = 'application.stage_changed'
           and application_id = any(${`{${applicationIds.join(',')}}`}::int[])
         order by id`,
  );
  return rows;
}

describe.runIf(process.env.TEST_DB === 'postgres')('two server processes on one PostgreSQL database', () => {
  let a: Server;
  let b: Server;
  let admin: Session;
  let recruiter: Session;
  let finance: Session;
  let jobId: number;

  /** A stage move made by the admin through one server; the card's owner is notified. */
  const move = (server: Server, applicationId: number, stage: string) =>
    call<{ changed: boolean }>(
      server,
      `/api/v1/kanban/${jobId}/update-stage/`,
      { application_id: applicationId, new_stage: stage },
      admin,
    );

  const applicationsOwnedBy = async (ownerUserId: number, count: number) => {
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1)
      ids.push((await createApplication(database!.db, jobId, { ownerUserId })).application.id);
    return ids;
  };

  beforeAll(async () => {
    adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `shortlist_spine_${crypto.randomBytes(6).toString('hex')}`;
    const adminClient = new pg.Client({ connectionString: adminUrl });
    await adminClient.connect();
    try {
      await adminClient.query(`create database ${name} template ${inject('postgresTemplate')}`);
      dbName = name;
    } finally {
      await adminClient.end();
    }
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    dbUrl = url.toString();
    database = openPostgres(dbUrl, { max: 3 });

    // A probe on this throwaway database, not in the server: every row the notifications handler
    // tries to insert is logged — also the ones `on conflict do nothing` then drops, so a handler
    // that ran twice for one event shows up here even though the table still holds one row.
    await database.db.execute(
      sql.raw(`
      create table spine_handler_runs (
        id serial primary key,
        event_id bigint not null,
        user_id int not null,
        backend_pid int not null default pg_backend_pid()
      );
      create function spine_log_handler_run() returns trigger language plpgsql as $$
        begin
          insert into spine_handler_runs (event_id, user_id) values (new.event_id, new.user_id);
          return new;
        end $$;
      create trigger spine_log_handler_run before insert on notifications
        for each row execute function spine_log_handler_run();
    `),
    );

    [a, b] = await Promise.all([startServer('A', dbUrl, JWT_SECRET), startServer('B', dbUrl, JWT_SECRET)]);
    // Users are rows in the shared database: signed in through A, the tokens work on B.
    admin = await login(a, 'admin');
    recruiter = await login(b, 'recruiter');
    finance = await login(a, 'finance');
    jobId = (await createJobWithWorkflow(database.db)).id;
  }, 60_000);

  afterAll(async () => {
    // what the servers logged at warn and above, for a failure's post-mortem
    const logged = servers
      .flatMap((server) => server.output)
      .filter((line) => !/Shortlist is running/.test(line));
    if (logged.length > 0) console.warn(logged.join('\n'));
    for (const socket of sockets) socket.terminate();
    await Promise.allSettled(servers.map(stopServer));
    await database?.close();
    if (dbName) {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${dbName} with (force)`);
      await cleanup.end();
    }
  }, 30_000);

  it('delivers a stage move made through A to a socket on B within a second: the event and the owner’s notification', async () => {
    const owner = await connect(b, recruiter);
    const [applicationId] = await applicationsOwnedBy(recruiter.user.id, 1);

    const started = Date.now();
    expect((await move(a, applicationId!, 'deep_dive')).changed).toBe(true);
    await until(
      'the event and the notification on B',
      async () =>
        owner.events([applicationId!]).length > 0 && owner.notifications([applicationId!]).length > 0,
      2000,
    );

    const [event] = owner.events([applicationId!]);
    const [notification] = owner.notifications([applicationId!]);
    expect(event!.event).toMatchObject({
      type: 'application.stage_changed',
      actor_id: admin.user.id,
      job_id: jobId,
      data: { from_stage: 'applied', to_stage: 'deep_dive' },
    });
    expect(notification!.notification.title).toMatch(/moved to Deep Dive$/);
    expect(event!.at - started).toBeLessThan(1000);
    expect(notification!.at - started).toBeLessThan(1000);
    owner.socket.close();
  });

  it('runs every background job exactly once, whichever process enqueued it', async () => {
    const onA = await connect(a, recruiter);
    const onB = await connect(b, recruiter);
    const applicationIds = await applicationsOwnedBy(recruiter.user.id, 10);

    // 20 moves, alternating A and B: each application to screening and back to applied
    for (let i = 0; i < 20; i += 1) {
      const moved = await move(
        i % 2 === 0 ? a : b,
        applicationIds[i % 10]!,
        i < 10 ? 'screening' : 'applied',
      );
      expect(moved.changed).toBe(true);
    }
    const eventIds = (await stageEvents(applicationIds)).map((event) => event.id);
    expect(eventIds).toHaveLength(20);

    // Normally done within the moves; a job whose wake-up was missed waits for pg-boss's 2 s
    // poll, hence the generous limit.
    const jobs = await until(
      'the 20 notification jobs to complete',
      async () => {
        const rows = await jobsFor(eventIds);
        return rows.length === 20 && rows.every((row) => row.state === 'completed') && rows;
      },
      25_000,
    );
    // one job per event; pg-boss started each once and never retried it
    expect(jobs.map((job) => job.event_id).sort()).toEqual([...eventIds].sort());
    for (const job of jobs) {
      expect(job).toMatchObject({ state: 'completed', retry_count: 0 });
      expect(job.started_on).not.toBeNull();
    }

    // one notification per (event, owner) …
    const stored = await queryRows<{ event_id: number; user_id: number; n: number }>(
      database!.db,
      sql`select event_id::int as event_id, user_id, count(*)::int as n from notifications
           where event_id = any(${`{${eventIds.join(',')}}`}::bigint[]) group by event_id, user_id`,
    );
    expect(stored).toHaveLength(20);
    for (const row of stored) expect(row).toMatchObject({ user_id: recruiter.user.id, n: 1 });
    // … and the handler tried to write each once: a second run would have logged a second attempt
    const runs = await queryRows<{ event_id: number; user_id: number; n: number }>(
      database!.db,
      sql`select event_id::int as event_id, user_id, count(*)::int as n from spine_handler_runs
           where event_id = any(${`{${eventIds.join(',')}}`}::bigint[]) group by event_id, user_id`,
    );
    expect(runs).toHaveLength(20);
    for (const row of runs) expect(row).toMatchObject({ user_id: recruiter.user.id, n: 1 });

    // The owner's socket on each process heard every event and every notification, once.
    await until(
      'every message on both sockets',
      async () =>
        [onA, onB].every(
          (client) =>
            client.events(applicationIds).length >= 20 && client.notifications(applicationIds).length >= 20,
        ),
      3000,
    );
    for (const client of [onA, onB]) {
      expect(client.events(applicationIds).map(({ event }) => event.id)).toEqual(eventIds);
      expect(
        new Set(client.notifications(applicationIds).map(({ notification }) => notification.id)).size,
      ).toBe(20);
      expect(client.notifications(applicationIds)).toHaveLength(20);
    }

    // The control: the probe does see a second run. Deliver one event's job again, as pg-boss
    // would after an expiry — the handler runs, adds no notification, and the probe counts two.
    const again = eventIds[0]!;
    const boss = new PgBoss({
      connectionString: dbUrl,
      supervise: false,
      schedule: false,
      registerInstance: false,
    } as ConstructorParameters<typeof PgBoss>[0]);
    await boss.start();
    try {
      await boss.send(QUEUE, { event_id: again });
    } finally {
      await boss.stop({ graceful: false, close: true });
    }
    await until(
      'the repeated job to run',
      async () => (await jobsFor([again])).filter((job) => job.state === 'completed').length === 2,
      10_000,
    );
    const repeated = await queryRows<{ n: number }>(
      database!.db,
      sql`select count(*)::int as n from spine_handler_runs where event_id = ${again}`,
    );
    expect(repeated[0]!.n).toBe(2);
    const kept = await queryRows<{ n: number }>(
      database!.db,
      sql`select count(*)::int as n from notifications where event_id = ${again}`,
    );
    expect(kept[0]!.n).toBe(1);
    onA.socket.close();
    onB.socket.close();
  }, 45_000);

  it('loses no queued job when a process is killed: B runs every job A had queued', async () => {
    const owner = await connect(b, recruiter);
    const decoys = await applicationsOwnedBy(finance.user.id, 2);
    const applicationIds = await applicationsOwnedBy(recruiter.user.id, 5);

    // Hold both workers (one per process, pg-boss's localConcurrency 1) inside a notifications
    // job: the handler reads notification_preferences, which nothing else on these paths reads,
    // and this transaction locks it. The jobs A queues next then wait in the table, unclaimed.
    const lock = new pg.Client({ connectionString: dbUrl });
    await lock.connect();
    let locked = true;
    try {
      await lock.query('begin');
      await lock.query('lock table notification_preferences in access exclusive mode');
      // One decoy at a time: a worker fetches up to ten ready jobs at once, so two decoys
      // queued together could both land in one process's batch and leave the other free.
      await move(a, decoys[0]!, 'screening');
      await until(
        'the first decoy job to be taken',
        async () =>
          (await jobsFor((await stageEvents([decoys[0]!])).map((event) => event.id)))[0]?.state === 'active',
      );
      await move(a, decoys[1]!, 'screening');
      const decoyEvents = (await stageEvents(decoys)).map((event) => event.id);
      await until(
        'a decoy job to be taken by each process',
        async () => (await jobsFor(decoyEvents)).filter((job) => job.state === 'active').length === 2,
      );

      for (const applicationId of applicationIds) await move(a, applicationId, 'prospector');
      a.child.kill('SIGKILL');
      await a.exited;
      expect(a.child.signalCode).toBe('SIGKILL');

      const eventIds = (await stageEvents(applicationIds)).map((event) => event.id);
      expect(eventIds).toHaveLength(5);
      // A died with all five committed and none claimed
      const queued = await jobsFor(eventIds);
      expect(queued.map((job) => job.state)).toEqual(['created', 'created', 'created', 'created', 'created']);

      await lock.query('rollback');
      locked = false;

      // B takes them all, in one batch or a few
      await until(
        'B to deliver all five notifications',
        async () => owner.notifications(applicationIds).length === 5,
        20_000,
      );
      // a job is marked completed just after its handler's commit reached the socket
      const done = await until('the five jobs to be marked completed', async () => {
        const jobs = await jobsFor(eventIds);
        return jobs.every((job) => job.state === 'completed') && jobs;
      });
      expect(done.map((job) => [job.state, job.retry_count])).toEqual(
        Array.from({ length: 5 }, () => ['completed', 0]),
      );
      const stored = await queryRows<{ n: number }>(
        database!.db,
        sql`select count(*)::int as n from notifications
             where user_id = ${recruiter.user.id} and event_id = any(${`{${eventIds.join(',')}}`}::bigint[])`,
      );
      expect(stored[0]!.n).toBe(5);

      // The one job A had claimed is still `active`: pg-boss gives it to B only after its 60 s
      // expiry, which is the case this test arranged not to wait for.
      const decoyJobs = await jobsFor(decoyEvents);
      expect(decoyJobs.map((job) => job.state).sort()).toEqual(['active', 'completed']);
    } finally {
      if (locked) await lock.query('rollback').catch(() => {});
      await lock.end();
    }
  }, 40_000);
});
