import type { InboxPage, Session } from '@shortlist/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../demo/seed.ts';
import { bearer, createTestApp, type TestContext } from '../../test/app.ts';

/**
 * Issue 12: a new user's first start shows a working inbox — the demo messages go through the
 * same ingest pipeline and parse jobs as real mail, once.
 */
let t: TestContext;
let recruiter: Session;

beforeAll(async () => {
  t = await createTestApp({}, { demoInbox: true, seed: (database) => seedDemo(database.db) });
  await t.settle();
  recruiter = await t.login('recruiter');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function inbox(query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/email-ingestion/inbox/?page_size=100&${query}`,
    headers: bearer(recruiter),
  });
  return response.json<InboxPage>();
}

describe('the demo inbox', () => {
  it('holds parsed application e-mails of every kind the inbox shows', async () => {
    const all = await inbox();
    expect(all.counts.processing).toBe(0);
    expect(all.count).toBeGreaterThanOrEqual(7);
    const kinds = all.results;
    // a direct application with a CV, read with high confidence and a job suggestion
    const direct = kinds.find((email) => email.from === 'sofia.marquez@example.com')!;
    expect(direct.attachments[0]).toMatchObject({ is_cv: true });
    expect(direct.processing_confidence).toBeGreaterThanOrEqual(0.8);
    expect(direct.job_suggestions[0]?.reason).toBe('subject');
    // one from a candidate the organisation already has: matched with score 100
    expect(all.counts.matched).toBeGreaterThanOrEqual(1);
    expect(kinds.some((email) => email.candidate_match?.score === 100)).toBe(true);
    // a recruiter's submission and a referral are told apart
    expect(kinds.map((email) => email.parsed_fields.source_type)).toEqual(
      expect.arrayContaining(['Recruiter', 'Employee Referral', 'Direct Application']),
    );
    // a delivery report and a message without a sender wait under Failed
    expect(all.counts.failed).toBeGreaterThanOrEqual(2);
  });

  it('went through the ingest pipeline: each message has its Received and Processed entries', async () => {
    const [first] = (await inbox()).results;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/email-ingestion/emails/${first!.id}/`,
      headers: bearer(recruiter),
    });
    const actions = response.json().audit_trail.map((entry: { action: string }) => entry.action);
    expect(actions[0]).toBe('Received');
    expect(actions[1]).toMatch(/Processed|Processing failed|Delivery report/);
  });
});
