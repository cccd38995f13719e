import { PERMISSIONS } from '@shortlist/contracts';
import { emails, emailTemplates } from '../../db/schema/index.ts';
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

async function emailUrl(fx: AccessFixtures, status: string, suffix = '') {
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
    })
    .returning();
  return `/api/v1/email-ingestion/emails/${row!.id}/${suffix}`;
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
];
