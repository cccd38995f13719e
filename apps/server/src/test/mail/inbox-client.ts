import type { InboxPage, IncomingEmailDetail, Session } from '@shortlist/contracts';
import { expect } from 'vitest';
import { bearer, type TestContext } from '../app.ts';

/**
 * The inbox's calls as its tests make them (issue 12): hand a raw message in (an administrator
 * by default), wait for it to be read, and read the inbox as a recruiter.
 */
export function inboxClient(t: TestContext, sessions: { admin: Session; recruiter: Session }) {
  const ingest = (raw: Buffer, authorization: Record<string, string> = bearer(sessions.admin)) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/email-ingestion/ingest/',
      headers: { ...authorization, 'content-type': 'message/rfc822' },
      payload: raw,
    });

  const detail = async (id: number) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/email-ingestion/emails/${id}/`,
      headers: bearer(sessions.recruiter),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<IncomingEmailDetail>();
  };

  return {
    ingest,
    detail,
    /**
     * Hands a message in and waits for its parse job: the message as the inbox shows it. The wait
     * is a safeguard, not a speed target (`settleMs`: a longer one for a message that takes long).
     */
    async received(raw: Buffer, settleMs?: number): Promise<IncomingEmailDetail> {
      const response = await ingest(raw);
      expect(response.statusCode, response.body).toBe(201);
      await t.settle(settleMs);
      return detail(response.json().email_id);
    },
    /** GET, POST or PATCH /api/v1/email-ingestion/{url} as a recruiter (or the session given). */
    call(method: 'POST' | 'PATCH' | 'GET', url: string, payload: object = {}, session = sessions.recruiter) {
      return t.app.inject({
        method,
        url: `/api/v1/email-ingestion/${url}`,
        headers: bearer(session),
        payload: method === 'GET' ? undefined : payload,
      });
    },
    async inbox(query = ''): Promise<InboxPage> {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/email-ingestion/inbox/?${query}`,
        headers: bearer(sessions.recruiter),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<InboxPage>();
    },
  };
}

export type InboxClient = ReturnType<typeof inboxClient>;
