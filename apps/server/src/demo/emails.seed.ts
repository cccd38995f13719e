import {
  DEFAULT_MAIL_FROM,
  type DomainEventType,
  type EmailTemplateType,
  ORGANISATION_NAME,
} from '@shortlist/contracts';
import type { Tx } from '../db/client.ts';
import { emailAuditEntries, emails, emailTemplates, timelineEvents } from '../db/schema/index.ts';
import { ensureDefaultTemplates } from '../features/email/default-templates.ts';
import { renderMessage, variablesFor } from '../features/email/email-rendering.ts';
import { insertNotifications } from '../features/notifications/notifications.queries.ts';
import { notificationsFor } from '../features/notifications/notifications.service.ts';
import { timelineEntriesFor } from '../features/timeline/timeline.subscriber.ts';
import type { RecordedEvent } from '../platform/events.ts';
import type { DemoOrganisation } from './demo-organisation.ts';
import { DAY_MS } from './jobs.seed.ts';

const MINUTE_MS = 60_000;
/** The stages at which a candidate has been invited to an interview. */
const INTERVIEW_STAGES = new Set(['prospector', 'deep_dive', 'facet']);

type Planned = {
  application: DemoOrganisation['applications'][number];
  type: EmailTemplateType;
  at: Date;
  variables?: Record<string, string>;
  outcome: 'delivered' | 'failed' | 'bounced';
  error?: string;
};

/**
 * The demo outbox on a first start: what the team would have sent over the last weeks with the
 * product's own templates and rendering — acknowledgements of recent applications, interview
 * invitations, rejections — with one refused and one bounced message to show what a delivery
 * failure looks like. The timeline and the sender's bell carry them as the product writes them.
 */
export async function seedEmails(tx: Tx, demo: DemoOrganisation, now: Date) {
  await ensureDefaultTemplates(tx);
  const templates = await tx.select().from(emailTemplates);
  const templateOf = (type: EmailTemplateType) =>
    templates.find((row) => row.type === type && row.isDefault)!;

  const recent = demo.applications.filter(
    (row) => now.getTime() - (row.appliedAt as Date).getTime() < 21 * DAY_MS,
  );
  const planned: Planned[] = [];
  for (const application of recent) {
    const applied = (application.appliedAt as Date).getTime();
    planned.push({
      application,
      type: 'application_received',
      at: new Date(applied + 3 * MINUTE_MS),
      outcome: 'delivered',
    });
    if (INTERVIEW_STAGES.has(application.stageKey as string) && application.status === 'active') {
      const at = new Date(Math.min(applied + 2 * DAY_MS, now.getTime() - DAY_MS));
      const date = new Date(at.getTime() + 4 * DAY_MS);
      planned.push({
        application,
        type: 'interview_invitation',
        at,
        variables: {
          interview_date: date.toLocaleDateString('en-GB', {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            timeZone: 'UTC',
          }),
          interview_location: 'Video call',
        },
        outcome: 'delivered',
      });
    }
  }
  const rejected = demo.applications.filter((row) => row.status === 'rejected').slice(0, 4);
  rejected.forEach((application, index) => {
    planned.push({
      application,
      type: 'rejection',
      at: new Date(now.getTime() - (index + 1) * 9 * 3600 * 1000),
      outcome: index === 0 ? 'bounced' : index === 1 ? 'failed' : 'delivered',
      error:
        index === 0
          ? '550 5.1.1 The email account that you tried to reach does not exist (reported by the recipient\u2019s mail server)'
          : index === 1
            ? '553 5.1.3 Recipient address rejected: the address is not valid'
            : undefined,
    });
  });

  const candidateById = new Map(demo.candidates.map((row) => [row.id, row]));
  const jobById = new Map(demo.jobs.map((row) => [row.id, row]));
  const userById = new Map(demo.users.map((row) => [row.id, row]));
  let timelineCount = 0;
  const notices = [];
  for (const [index, item] of planned.entries()) {
    const { application } = item;
    const candidate = candidateById.get(application.candidateId)!;
    const job = jobById.get(application.jobId)!;
    const sender = userById.get(application.ownerUserId ?? -1) ?? null;
    const template = templateOf(item.type);
    const facts = {
      applicationId: application.id!,
      candidateId: candidate.id!,
      candidateName: candidate.fullName,
      candidateEmails: candidate.emails ?? [],
      jobId: job.id!,
      jobTitle: job.title,
    };
    const rendered = renderMessage(template, variablesFor(facts, item.variables));
    const to = candidate.emails?.[0] ?? 'unknown@example.com';
    const [email] = await tx
      .insert(emails)
      .values({
        direction: 'outbound',
        messageId: `<demo-${index + 1}-${item.type}@${ORGANISATION_NAME.toLowerCase()}.example>`,
        fromAddress: DEFAULT_MAIL_FROM,
        toAddress: to,
        subject: rendered.subject,
        bodyText: rendered.body,
        templateId: template.id,
        templateType: template.type,
        templateName: template.name,
        applicationId: facts.applicationId,
        candidateId: facts.candidateId,
        jobId: facts.jobId,
        sentBy: sender?.id ?? null,
        deliveryStatus: item.outcome,
        errorDetails: item.error ?? null,
        attempts: 1,
        createdAt: item.at,
        sentAt: item.outcome === 'failed' ? null : item.at,
      })
      .returning();
    const later = new Date(item.at.getTime() + (item.outcome === 'bounced' ? 20 : 0) * MINUTE_MS + 1000);
    await tx.insert(emailAuditEntries).values([
      {
        emailId: email!.id,
        action: 'Composed',
        userId: sender?.id ?? null,
        userName: sender?.fullName ?? null,
        details: `To ${to} with the “${template.name}” template.`,
        createdAt: item.at,
      },
      {
        emailId: email!.id,
        action:
          item.outcome === 'delivered' ? 'Delivered' : item.outcome === 'bounced' ? 'Bounced' : 'Failed',
        details: item.outcome === 'delivered' ? 'Accepted by the mail server: 250 OK' : item.error!,
        createdAt: later,
      },
    ]);

    const event = (type: DomainEventType, at: Date, data: Record<string, unknown>): RecordedEvent => ({
      id: 0,
      type,
      actorId: sender?.id ?? null,
      actorName: sender?.fullName ?? null,
      jobId: facts.jobId,
      candidateId: facts.candidateId,
      applicationId: facts.applicationId,
      data,
      occurredAt: at,
    });
    const about = { email_id: email!.id, subject: rendered.subject, recipient: to, template: template.name };
    const events = [event('email.queued', item.at, about)];
    if (item.outcome !== 'delivered')
      events.push({
        ...event('email.delivery_changed', later, {
          ...about,
          delivery_status: item.outcome,
          error: item.error,
          sent_by: sender?.id ?? null,
        }),
        actorId: null,
        actorName: null,
      });
    for (const recorded of events) {
      const entries = timelineEntriesFor(recorded);
      timelineCount += entries.length;
      if (entries.length) await tx.insert(timelineEvents).values(entries);
      notices.push(...(await notificationsFor(tx, recorded, recorded.occurredAt)));
    }
  }
  if (notices.length)
    await insertNotifications(
      tx,
      notices.map((row) => ({ ...row, eventId: null })),
    );
  return { emails: planned.length, timelineEvents: timelineCount, notifications: notices.length };
}
