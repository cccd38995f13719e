import { EMPTY_PARSED_FIELDS, PERMISSIONS } from '@shortlist/contracts';
import { candidates, emails, emailTemplates } from '../../db/schema/index.ts';
import type { AccessCase, AccessFixtures } from './access-case.ts';

/**
 * E-mail (issue 12): the people who hire (send_email: admin, hiring manager, recruiter) send,
 * read the outbox and use templates; admins and recruiters (manage_email_templates) write the
 * templates. Finance reaches none of it. The matrix's server has no SMTP_URL, so mail is held.
 */
async function templateUrl(fx: AccessFixtures) {
  const [row] = await fx.db
    .insert(emailTemplates)
    .values({
      name: fx.unique('Template'),
      subject: 'Hello',
      body: 'Hello {{candidate_name}}',
      type: 'custom',
    })
    .returning();
  return `/api/v1/email-ingestion/templates/${row!.id}/`;
}

/** An outgoing message in a delivery status (a scheduled one goes in an hour). */
export async function emailUrl(fx: AccessFixtures, status: string, suffix = '') {
  const [row] = await fx.db
    .insert(emails)
    .values({
      direction: 'outbound',
      messageId: `<${fx.unique('message')}@meridian.example>`,
      fromAddress: 'careers@meridian.example',
      toAddress: 'someone@example.com',
      subject: 'Hello',
      deliveryStatus: status,
      errorDetails: status === 'failed' ? '550 Mailbox unavailable' : null,
      sendAt: status === 'scheduled' ? new Date(Date.now() + 3_600_000) : null,
    })
    .returning();
  return `/api/v1/email-ingestion/emails/${row!.id}/${suffix}`;
}

/** A received message, read and waiting in the inbox: from someone new, or from a known candidate. */
async function incomingUrl(fx: AccessFixtures, suffix = '', options: { candidateId?: number } = {}) {
  const address = `${fx.unique('applicant')}@example.com`;
  const [row] = await fx.db
    .insert(emails)
    .values({
      direction: 'inbound',
      messageId: `<${fx.unique('incoming')}@example.com>`,
      fromAddress: address,
      toAddress: 'careers@meridian.example',
      subject: 'Application',
      bodyText: 'I would like to apply.',
      deliveryStatus: 'delivered',
      inboxStatus: options.candidateId ? 'matched' : 'unread',
      receivedAt: new Date(),
      processedAt: new Date(),
      processingConfidence: 0.9,
      parsedFields: { ...EMPTY_PARSED_FIELDS, name: 'Ada Applicant', email: address },
      attachments: [],
      attachmentTexts: [],
      jobSuggestions: [],
      candidateMatch: options.candidateId
        ? { candidate_id: options.candidateId, name: 'Known', score: 100, reason: 'email' }
        : null,
    })
    .returning();
  return `/api/v1/email-ingestion/emails/${row!.id}/${suffix}`;
}

async function knownCandidate(fx: AccessFixtures) {
  const [row] = await fx.db
    .insert(candidates)
    .values({ fullName: 'Known Candidate', emails: [`${fx.unique('known')}@example.com`] })
    .returning();
  return row!.id;
}

const templateBody = (fx: AccessFixtures) => ({
  name: fx.unique('Template'),
  subject: 'Hello {{candidate_name}}',
  body: 'Dear {{candidate_name}}',
  type: 'custom',
});

export const emailCases: AccessCase[] = [
  { route: 'GET /api/v1/email-ingestion/templates/', who: PERMISSIONS.send_email, ok: 200 },
  {
    route: 'POST /api/v1/email-ingestion/templates/',
    who: PERMISSIONS.manage_email_templates,
    ok: 201,
    build: async (fx) => ({ payload: templateBody(fx) }),
  },
  {
    route: 'POST /api/v1/email-ingestion/templates/preview/',
    who: PERMISSIONS.send_email,
    ok: 200,
    build: async () => ({ payload: { subject: 'Hi {{candidate_name}}', body: 'Hello' } }),
  },
  {
    route: 'GET /api/v1/email-ingestion/templates/:id/',
    who: PERMISSIONS.send_email,
    ok: 200,
    build: async (fx) => ({ url: await templateUrl(fx) }),
  },
  {
    route: 'PUT /api/v1/email-ingestion/templates/:id/',
    who: PERMISSIONS.manage_email_templates,
    ok: 200,
    build: async (fx) => ({ url: await templateUrl(fx), payload: templateBody(fx) }),
  },
  {
    route: 'DELETE /api/v1/email-ingestion/templates/:id/',
    who: PERMISSIONS.manage_email_templates,
    ok: 204,
    build: async (fx) => ({ url: await templateUrl(fx) }),
  },
  {
    route: 'POST /api/v1/email-ingestion/send/',
    who: PERMISSIONS.send_email,
    ok: 201,
    build: async () => ({
      payload: {
        to: 'candidate@example.com',
        template_type: 'custom',
        variables: { candidate_name: 'Ana', message: 'Hello' },
      },
    }),
  },
  { route: 'GET /api/v1/email-ingestion/outbox/', who: PERMISSIONS.send_email, ok: 200 },
  {
    route: 'GET /api/v1/email-ingestion/emails/:id/',
    who: PERMISSIONS.send_email,
    ok: 200,
    build: async (fx) => ({ url: await emailUrl(fx, 'delivered') }),
  },
  {
    route: 'POST /api/v1/email-ingestion/emails/:id/retry/',
    who: PERMISSIONS.send_email,
    // no SMTP_URL on this server: an allowed caller is told that mail delivery is off
    ok: 409,
    build: async (fx) => ({ url: await emailUrl(fx, 'held', 'retry/') }),
  },
  {
    route: 'POST /api/v1/email-ingestion/emails/:id/resolve/',
    who: PERMISSIONS.send_email,
    ok: 200,
    build: async (fx) => ({ url: await emailUrl(fx, 'failed', 'resolve/') }),
  },
  { route: 'GET /api/v1/email-ingestion/imap/status/', who: PERMISSIONS.send_email, ok: 200 },

  // receiving (issue 12)
  { route: 'GET /api/v1/email-ingestion/inbox/', who: PERMISSIONS.send_email, ok: 200 },
  { route: 'GET /api/v1/email-ingestion/metrics/', who: PERMISSIONS.send_email, ok: 200 },
  {
    route: 'POST /api/v1/email-ingestion/ingest/',
    // a person hands in mail only as an administrator (a relay uses INGEST_TOKEN)
    who: ['admin'],
    ok: 201,
    build: async (fx) => ({
      headers: { 'content-type': 'message/rfc822' },
      payload: Buffer.from(
        `From: a@example.com\r\nTo: careers@meridian.example\r\nSubject: Hi\r\nMessage-ID: <${fx.unique('raw')}@example.com>\r\n\r\nHello\r\n`,
      ),
    }),
  },
  {
    route: 'POST /api/v1/email-ingestion/imap/poll/',
    who: PERMISSIONS.send_email,
    // no IMAP_URL on this server: an allowed caller is told that receiving is off
    ok: 409,
  },
  {
    route: 'GET /api/v1/email-ingestion/emails/:id/attachments/:index/',
    who: PERMISSIONS.send_email,
    // the row names no stored file: an allowed caller learns only that
    ok: 404,
    build: async (fx) => ({ url: await incomingUrl(fx, 'attachments/0/') }),
  },
  {
    route: 'PATCH /api/v1/email-ingestion/emails/:id/',
    who: PERMISSIONS.send_email,
    ok: 200,
    build: async (fx) => ({ url: await incomingUrl(fx), payload: { status: 'archived' } }),
  },
  {
    route: 'POST /api/v1/email-ingestion/emails/archive/',
    who: PERMISSIONS.send_email,
    ok: 200,
    build: async (fx) => ({ payload: { ids: [Number((await incomingUrl(fx)).split('/').at(-2))] } }),
  },
  {
    route: 'POST /api/v1/email-ingestion/emails/:id/create-candidate/',
    who: PERMISSIONS.send_email,
    ok: 201,
    build: async (fx) => ({ url: await incomingUrl(fx, 'create-candidate/'), payload: {} }),
  },
  {
    route: 'POST /api/v1/email-ingestion/emails/:id/attach/',
    who: PERMISSIONS.send_email,
    ok: 200,
    build: async (fx) => ({
      url: await incomingUrl(fx, 'attach/', { candidateId: await knownCandidate(fx) }),
      payload: {},
    }),
  },
  {
    route: 'POST /api/v1/email-ingestion/emails/:id/reply/',
    who: PERMISSIONS.send_email,
    ok: 201,
    build: async (fx) => ({
      url: await incomingUrl(fx, 'reply/'),
      payload: { quick_reply: 'position_filled' },
    }),
  },
  {
    route: 'POST /api/v1/email-ingestion/emails/:id/forward/',
    who: PERMISSIONS.send_email,
    ok: 201,
    build: async (fx) => ({ url: await incomingUrl(fx, 'forward/'), payload: { to: 'manager@example.com' } }),
  },
];
