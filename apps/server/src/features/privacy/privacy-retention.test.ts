/**
 * Issue 16: the retention rule. An administrator chooses how many months an inactive candidate is
 * kept; the warning list shows who goes within 30 days; the nightly job erases those past it (and,
 * run twice, nobody more), on the privacy log as the retention rule.
 */
import {
  erasedCandidateLabel,
  PRIVACY_MESSAGES,
  type PrivacyLogEntry,
  RETENTION_WARNING_DAYS,
  type RetentionOverview,
  type Session,
} from '@shortlist/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { timelineEvents } from '../../db/schema/index.ts';
import { bearer, createTestApp, type TestContext } from '../../test/app.ts';
import { createCandidateRow } from '../../test/candidate-factories.ts';
import { RETENTION_QUEUE } from './privacy.module.ts';
import { monthsBefore } from './privacy.service.ts';

let t: TestContext;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t?.close());

const DAY = 86_400_000;

const call = (method: 'GET' | 'PUT', url: string, payload?: object, session = admin) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(session), payload });

async function overview() {
  const response = await call('GET', '/privacy/retention/');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RetentionOverview>();
}

async function runRetention() {
  await t.spine.jobs.send(RETENTION_QUEUE, {});
  await t.settle();
}

async function log() {
  return (await call('GET', '/privacy/log/?page_size=100')).json<{ results: PrivacyLogEntry[] }>().results;
}

const nameOf = async (id: number) =>
  (
    await queryRows<{ full_name: string }>(
      t.database.db,
      sql`select full_name from candidates where id = ${id}`,
    )
  )[0]!.full_name;

describe('the retention rule', () => {
  it('is off until an administrator sets it, and only they may', async () => {
    expect(await overview()).toMatchObject({
      retention_months: null,
      warning_days: RETENTION_WARNING_DAYS,
      due: { count: 0, results: [] },
    });
    for (const months of [3, 121, 12.5, '12']) {
      const response = await call('PUT', '/privacy/retention/', { retention_months: months });
      expect(response.statusCode, `${months}`).toBe(400);
      expect(response.json()).toEqual({ retention_months: [PRIVACY_MESSAGES.retentionRange] });
    }
    const recruiter = await t.login('recruiter');
    expect((await call('GET', '/privacy/retention/', undefined, recruiter)).statusCode).toBe(403);
    expect((await call('PUT', '/privacy/retention/', { retention_months: 6 }, recruiter)).statusCode).toBe(
      403,
    );
  });

  it('lists who goes within the warning period, erases those past it, and runs twice harmlessly', async () => {
    const now = Date.now();
    const ago = (months: number, days = 0) =>
      new Date(monthsBefore(new Date(now), months).getTime() - days * DAY);
    const past = await createCandidateRow(t.database.db, {
      fullName: 'Wilhelmina Past',
      updatedAt: ago(12, 3),
    });
    const soon = await createCandidateRow(t.database.db, {
      fullName: 'Bartholomew Soon',
      updatedAt: ago(11, 10),
    });
    const recent = await createCandidateRow(t.database.db, {
      fullName: 'Clementine Recent',
      updatedAt: ago(2),
    });
    // an old record with something on its timeline last week is active
    const active = await createCandidateRow(t.database.db, {
      fullName: 'Desmond Active',
      updatedAt: ago(30),
    });
    await t.database.db.insert(timelineEvents).values({
      candidateId: active.id,
      type: 'note',
      title: 'Note added',
      createdAt: new Date(now - 7 * DAY),
    });

    const set = await call('PUT', '/privacy/retention/', { retention_months: 12 });
    expect(set.statusCode, set.body).toBe(200);
    const rule = set.json<RetentionOverview>();
    expect(rule).toMatchObject({ retention_months: 12, updated_by: admin.user.full_name });
    expect(rule.due.results.map((row) => row.full_name)).toEqual(['Wilhelmina Past', 'Bartholomew Soon']);
    const [first, second] = rule.due.results;
    expect(first!.erase_on).toBe(new Date(now).toISOString().slice(0, 10));
    const soonDay = new Date(monthsBefore(ago(11, 10), -12)).toISOString().slice(0, 10);
    expect(second!.erase_on).toBe(soonDay);

    await runRetention();
    expect(await nameOf(past.id)).toBe(erasedCandidateLabel(past.id));
    expect(await nameOf(soon.id)).toBe('Bartholomew Soon');
    expect(await nameOf(recent.id)).toBe('Clementine Recent');
    expect(await nameOf(active.id)).toBe('Desmond Active');
    expect((await overview()).due.results.map((row) => row.full_name)).toEqual(['Bartholomew Soon']);

    const entries = await log();
    expect(entries.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: 'retention_erased',
        actor_name: 'Retention rule',
        candidate_id: past.id,
        candidate_label: erasedCandidateLabel(past.id),
        reason: 'No activity for 12 months (retention rule)',
      }),
      expect.objectContaining({ action: 'retention_changed', details: { from: null, to: 12 } }),
    ]);

    await runRetention();
    expect(await log()).toHaveLength(entries.length);

    // turned off, nothing more is erased, and the warning list is empty
    await call('PUT', '/privacy/retention/', { retention_months: null });
    t.advanceClock(40 * DAY);
    admin = await t.login('admin');
    await runRetention();
    expect(await nameOf(soon.id)).toBe('Bartholomew Soon');
    expect((await overview()).due).toMatchObject({ count: 0, results: [] });
  });
});
