import { mentionedNames, type NotificationPriority, type NotificationType } from '@shortlist/contracts';
import type { Tx } from '../../db/client.ts';
import type { RecordedEvent } from '../../platform/events.ts';
import {
  selectActiveUserNames,
  selectApplicationPeople,
  selectJobPeople,
} from './notifications.read-model.ts';

export type NotificationDraft = {
  userIds: number[];
  templateType: NotificationType;
  priority: NotificationPriority;
  title: string;
  message: string;
  actionUrl: string;
  context: Record<string, unknown>;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const numbers = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
const snippet = (value: string, max = 160) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/**
 * Who hears of an event, and what they read (issue 9 "Notifications. Sources now"). The actor
 * is removed by the caller; so are people who turned the kind off.
 */
export async function draftNotifications(db: Tx, event: RecordedEvent): Promise<NotificationDraft[]> {
  const facts = event.data;
  const actor = event.actorName ?? 'Someone';
  const context = {
    event_type: event.type,
    job_id: event.jobId,
    candidate_id: event.candidateId,
    application_id: event.applicationId,
  };
  switch (event.type) {
    case 'application.created': {
      const [job, people] = await Promise.all([
        selectJobPeople(db, event.jobId!),
        selectApplicationPeople(db, event.applicationId!),
      ]);
      if (!job || !people) return [];
      return [
        {
          userIds: job.userIds,
          templateType: 'new_application',
          priority: 'medium',
          title: 'New application',
          message: `${people.candidateName} applied to ${job.title}.`,
          actionUrl: `/candidates/${event.candidateId}`,
          context: {
            ...context,
            candidate_name: people.candidateName,
            job_title: job.title,
            source: facts.source,
          },
        },
      ];
    }
    case 'application.stage_changed': {
      const people = await selectApplicationPeople(db, event.applicationId!);
      if (!people) return [];
      const how = facts.automated ? 'was moved automatically' : `was moved by ${actor}`;
      return [
        {
          userIds: people.userIds,
          templateType: 'stage_change',
          priority: 'medium',
          title: `${people.candidateName} moved to ${text(facts.to_label)}`,
          message: `${people.candidateName} ${how} from ${text(facts.from_label)} to ${text(facts.to_label)} for ${people.jobTitle}.`,
          actionUrl: `/candidates/${event.candidateId}`,
          context: {
            ...context,
            candidate_name: people.candidateName,
            job_title: people.jobTitle,
            from_stage: facts.from_stage,
            to_stage: facts.to_stage,
          },
        },
      ];
    }
    case 'application.status_changed': {
      // "reject the rest" of a filled job: its actor chose it for all at once; no one is told of each
      if (facts.bulk) return [];
      const people = await selectApplicationPeople(db, event.applicationId!);
      if (!people) return [];
      const to = text(facts.to_status);
      return [
        {
          userIds: people.userIds,
          templateType: 'status_change',
          priority: to === 'hired' ? 'high' : 'medium',
          title: `${people.candidateName}: ${to}`,
          message: `${actor} changed ${people.candidateName}'s application for ${people.jobTitle} from ${text(facts.from_status)} to ${to}.`,
          actionUrl: `/candidates/${event.candidateId}`,
          context: {
            ...context,
            candidate_name: people.candidateName,
            from_status: facts.from_status,
            to_status: to,
          },
        },
      ];
    }
    case 'note.added': {
      // A private note is its author's alone: mentioning someone in it tells them nothing.
      if (facts.is_private) return [];
      const users = await selectActiveUserNames(db);
      const names = new Set(
        mentionedNames(
          text(facts.text),
          users.map((user) => user.fullName),
        ),
      );
      const userIds = users.filter((user) => names.has(user.fullName)).map((user) => user.id);
      if (userIds.length === 0) return [];
      const onCandidate = event.candidateId !== null;
      return [
        {
          userIds,
          templateType: 'mention',
          priority: 'high',
          title: `${actor} mentioned you`,
          message: `On ${text(facts.subject)}: “${snippet(text(facts.text))}”`,
          actionUrl: onCandidate
            ? `/candidates/${event.candidateId}?tab=notes`
            : `/jobs/${event.jobId}#notes`,
          context: { ...context, note_id: facts.note_id ?? null, subject: facts.subject },
        },
      ];
    }
    case 'job.signoff_requested':
      return [
        {
          userIds: [Number(facts.requested_user_id)],
          templateType: 'signoff_request',
          priority: 'high',
          title: 'Sign-off requested',
          message: `${actor} asked for your ${text(facts.label)} sign-off on ${text(facts.job_title)}.${facts.message ? ` “${snippet(text(facts.message))}”` : ''}`,
          actionUrl: `/jobs/${event.jobId}?tab=signoffs`,
          context: { ...context, signoff: facts.signoff, job_title: facts.job_title },
        },
      ];
    case 'interview.scheduled':
    case 'interview.rescheduled':
    case 'interview.cancelled': {
      // issue 13: the panel hears of it, and anyone taken off it
      const panel = numbers(facts.interviewer_ids);
      const removed = numbers(facts.removed_interviewer_ids);
      const label = text(facts.interview_type_label);
      const what = `the ${label} interview with ${text(facts.candidate_name)} for ${text(facts.job_title)}`;
      const drafts: NotificationDraft[] = [];
      const verb =
        event.type === 'interview.scheduled'
          ? `added you to ${what} on ${text(facts.when)}`
          : event.type === 'interview.cancelled'
            ? `cancelled ${what} of ${text(facts.when)}`
            : `changed ${what}: it is now ${text(facts.when)}`;
      const title =
        event.type === 'interview.scheduled'
          ? 'Interview scheduled'
          : event.type === 'interview.cancelled'
            ? 'Interview cancelled'
            : 'Interview changed';
      const interviewContext = {
        ...context,
        interview_id: facts.interview_id,
        scheduled_at: facts.scheduled_at,
      };
      if (panel.length > 0)
        drafts.push({
          userIds: panel,
          templateType: 'interview',
          priority: 'medium',
          title,
          message: `${actor} ${verb}.`,
          actionUrl: `/candidates/${event.candidateId}?tab=interviews`,
          context: interviewContext,
        });
      if (removed.length > 0)
        drafts.push({
          userIds: removed,
          templateType: 'interview',
          priority: 'medium',
          title: 'Taken off an interview',
          message: `${actor} took you off ${what}.`,
          actionUrl: `/candidates/${event.candidateId}?tab=interviews`,
          context: interviewContext,
        });
      return drafts;
    }
    case 'interview.reminder_due':
      return [
        {
          userIds: numbers(facts.interviewer_ids),
          templateType: 'interview_reminder',
          priority: 'high',
          title: `Interview at ${text(facts.when)}`,
          message: `The ${text(facts.interview_type_label)} interview with ${text(facts.candidate_name)} for ${text(facts.job_title)} starts within the hour (${text(facts.location)}).`,
          actionUrl: `/candidates/${event.candidateId}?tab=interviews`,
          context: { ...context, interview_id: facts.interview_id, scheduled_at: facts.scheduled_at },
        },
      ];
    case 'interview.scorecard_submitted': {
      // the application's people hear who submitted; the ratings stay on the scorecard
      const people = await selectApplicationPeople(db, event.applicationId!);
      if (!people) return [];
      return [
        {
          userIds: people.userIds,
          templateType: 'scorecard_submitted',
          priority: 'medium',
          title: 'Scorecard submitted',
          message: `${actor} submitted the ${text(facts.interview_type_label)} scorecard for ${people.candidateName} (${people.jobTitle}).`,
          actionUrl: `/candidates/${event.candidateId}?tab=interviews`,
          context: { ...context, interview_id: facts.interview_id, scorecard_id: facts.scorecard_id },
        },
      ];
    }
    case 'offer.status_changed': {
      // issue 13: approvers are asked; the author hears the verdict; the application's people the answer
      const to = text(facts.to_status);
      const url = `/candidates/${event.candidateId}?offer=${facts.offer_id}`;
      const offerContext = { ...context, offer_id: facts.offer_id, to_status: to };
      if (to === 'pending_approval')
        return [
          {
            userIds: numbers(facts.approver_ids),
            templateType: 'offer_approval',
            priority: 'high',
            title: 'Offer waiting for your approval',
            message: `${actor} submitted the offer for ${text(facts.candidate_name)} (${text(facts.job_title)}).`,
            actionUrl: url,
            context: offerContext,
          },
        ];
      if ((to === 'approved' || to === 'draft') && typeof facts.author_id === 'number')
        return [
          {
            userIds: [facts.author_id],
            templateType: 'offer_update',
            priority: 'high',
            title: to === 'approved' ? 'Offer approved' : 'Offer sent back',
            message:
              to === 'approved'
                ? 'Every approval is in: the offer can be sent.'
                : `${actor} sent the offer back: “${snippet(text(facts.comment))}”`,
            actionUrl: url,
            context: offerContext,
          },
        ];
      if (!['sent', 'accepted', 'declined', 'expired'].includes(to)) return [];
      const people = await selectApplicationPeople(db, event.applicationId!);
      if (!people) return [];
      return [
        {
          userIds: people.userIds,
          templateType: 'offer_update',
          priority: to === 'accepted' ? 'high' : 'medium',
          title: `Offer ${to}`,
          message: `The offer to ${people.candidateName} for ${people.jobTitle} was ${to}${to === 'sent' ? ` by ${actor}` : ''}.`,
          actionUrl: url,
          context: offerContext,
        },
      ];
    }
    case 'email.delivery_changed': {
      // issue 12: the sender hears that their message was refused or bounced
      const to = text(facts.delivery_status);
      if ((to !== 'failed' && to !== 'bounced') || typeof facts.sent_by !== 'number') return [];
      return [
        {
          userIds: [facts.sent_by],
          templateType: 'email_failed',
          priority: 'high',
          title: to === 'bounced' ? 'E-mail bounced' : 'E-mail not delivered',
          message: `Your e-mail “${snippet(text(facts.subject), 80)}” to ${text(facts.recipient)} was ${to === 'bounced' ? 'bounced' : 'not delivered'}: ${snippet(text(facts.error), 120)}`,
          actionUrl: `/email?tab=outbox&delivery_status=${to}`,
          context: { ...context, email_id: facts.email_id, delivery_status: to },
        },
      ];
    }
    case 'task.created': {
      // issue 14: an automation rule's create_task tells the person it is for
      if (typeof facts.assignee_id !== 'number') return [];
      const people = event.applicationId ? await selectApplicationPeople(db, event.applicationId) : null;
      const due = typeof facts.due_at === 'string' ? ` Due ${facts.due_at.slice(0, 10)}.` : '';
      return [
        {
          userIds: [facts.assignee_id],
          templateType: 'task',
          priority: 'medium',
          title: `New task: ${snippet(text(facts.title), 80)}`,
          message: people ? `${people.candidateName} for ${people.jobTitle}.${due}` : `From ${actor}.${due}`,
          actionUrl: event.candidateId ? `/candidates/${event.candidateId}` : '/',
          context: { ...context, task_id: facts.task_id },
        },
      ];
    }
    case 'automation.run_finished': {
      // issue 14: whoever manages a rule hears when it failed after its retries
      if (facts.status !== 'failed') return [];
      return [
        {
          userIds: numbers(facts.notify_user_ids),
          templateType: 'automation_failed',
          priority: 'high',
          title: `Automation rule failed: ${snippet(text(facts.rule_name), 80)}`,
          message: snippet(text(facts.error), 160),
          actionUrl: `/settings/automation?rule=${facts.rule_id}`,
          context: { ...context, rule_id: facts.rule_id, run_id: facts.run_id },
        },
      ];
    }
    default:
      return [];
  }
}

/** The event types that can notify someone: the notifications queue's subscription. */
export const NOTIFYING_EVENTS = [
  'application.created',
  'application.stage_changed',
  'application.status_changed',
  'note.added',
  'job.signoff_requested',
  'email.delivery_changed',
  'interview.scheduled',
  'interview.rescheduled',
  'interview.cancelled',
  'interview.reminder_due',
  'interview.scorecard_submitted',
  'offer.status_changed',
  'task.created',
  'automation.run_finished',
] as const;
