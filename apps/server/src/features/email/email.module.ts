import { ensureDefaultTemplates } from './default-templates.ts';
import { deliverEmail, SEND_QUEUE, SEND_RETRY_LIMIT } from './email-sending.service.ts';
import { POLL_QUEUE, pollMailbox } from './imap-poller.ts';
import type { InboxDeps } from './inbox.service.ts';
import { PARSE_QUEUE } from './inbox-ingest.service.ts';
import { processEmail } from './inbox-reading.service.ts';

/**
 * Wires e-mail to the spine: the send queue whose jobs hand stored messages to the SMTP server,
 * the parse queue that reads each received message, the mailbox check (every minute while
 * IMAP_URL is set), and a default template of every type that has none (a new database).
 */
export async function registerEmail(deps: InboxDeps) {
  await ensureDefaultTemplates(deps.db);
  deps.jobs.define<{ email_id: number }>({
    name: SEND_QUEUE,
    retryLimit: SEND_RETRY_LIMIT,
    retryDelaySeconds: 10,
    // above the transport's own limits (10 s connect, 30 s idle socket)
    expireInSeconds: 120,
    handler: ({ email_id }, job) => deliverEmail(deps, email_id, job),
  });
  deps.jobs.define<{ email_id: number }>({
    name: PARSE_QUEUE,
    retryLimit: 3,
    retryDelaySeconds: 5,
    // a message's reading and its attachments' each have the file-text time limit (10 s)
    expireInSeconds: 300,
    // a message whose reader's process died is read again within ~30 s, not after the expiry
    heartbeatSeconds: 10,
    handler: ({ email_id }) => processEmail(deps, email_id),
  });
  const { imapUrl } = deps;
  if (imapUrl)
    deps.jobs.define({
      name: POLL_QUEUE,
      cron: '* * * * *',
      retryLimit: 0,
      expireInSeconds: 600,
      handler: async () => void (await pollMailbox(deps, imapUrl)),
    });
}
