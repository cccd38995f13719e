import { ensureDefaultTemplates } from './default-templates.ts';
import { deliverEmail, SEND_QUEUE, SEND_RETRY_LIMIT, type SendingDeps } from './email-sending.service.ts';

/**
 * Wires e-mail to the spine: the send queue whose jobs hand stored messages to the SMTP server,
 * and a default template of every type that has none (a new database).
 */
export async function registerEmail(deps: SendingDeps) {
  await ensureDefaultTemplates(deps.db);
  deps.jobs.define<{ email_id: number }>({
    name: SEND_QUEUE,
    retryLimit: SEND_RETRY_LIMIT,
    retryDelaySeconds: 10,
    // above the transport's own limits (10 s connect, 30 s idle socket)
    expireInSeconds: 120,
    handler: ({ email_id }, job) => deliverEmail(deps, email_id, job),
  });
}
