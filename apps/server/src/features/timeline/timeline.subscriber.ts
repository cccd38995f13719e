import type { Tx } from '../../db/client.ts';
import type { RecordedEvent } from '../../platform/events.ts';
import { insertTimelineEvents, type TimelineEventInsert } from './timeline.queries.ts';

type Entry = Omit<TimelineEventInsert, 'id'>;
type Facts = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The timeline is written by this same-transaction subscriber (DESIGN.md §8): every domain
 * event that a person would want in an audit trail becomes one or two entries, committed or
 * rolled back with the change. Types follow spec 01 §3; a stage move is a status_change with
 * fromStage, toStage and the automated flag.
 */
export async function writeTimeline(tx: Tx, event: RecordedEvent): Promise<void> {
  await insertTimelineEvents(tx, timelineEntriesFor(event));
}

export function timelineEntriesFor(event: RecordedEvent): Entry[] {
  const facts = event.data as Facts;
  const actor = event.actorName ?? 'Someone';
  const base = {
    createdAt: event.occurredAt,
    jobId: event.jobId,
    candidateId: event.candidateId,
    applicationId: event.applicationId,
    userId: event.actorId,
  };
  // what an automation rule's run did is marked automated, whatever it was (issue 14)
  const automated = facts.automation ? { automated: true } : {};
  const entry = (type: string, title: string, description = '', metadata: Facts = {}): Entry => ({
    ...base,
    type,
    title,
    description,
    metadata: { ...metadata, ...automated },
  });

  switch (event.type) {
    case 'job.created':
      return [
        facts.duplicated_from
          ? entry('job_created', 'Job created', `${actor} duplicated ${text(facts.source_title)}.`, {
              duplicated_from: facts.duplicated_from,
            })
          : entry('job_created', 'Job created', `${actor} created ${text(facts.title)}.`),
      ];
    case 'job.status_changed': {
      const from = text(facts.from_status);
      const to = text(facts.to_status);
      const verb = to === 'open' ? (from === 'paused' ? 'resumed' : 'reopened') : to;
      return [
        entry('status_change', `Job ${verb}`, `${actor} changed the status from ${from} to ${to}.`, {
          fromStatus: from,
          toStatus: to,
        }),
      ];
    }
    case 'job.signed_off': {
      const approved = Boolean(facts.approved);
      const label = text(facts.label);
      return [
        entry(
          'signoff',
          `${label} sign-off ${approved ? 'approved' : 'withdrawn'}`,
          `${actor} ${approved ? 'approved' : 'withdrew'} the ${label} sign-off.`,
          { signoff: facts.signoff, approved },
        ),
      ];
    }
    case 'job.signoff_requested':
      return [
        entry(
          'signoff',
          `${text(facts.label)} sign-off requested`,
          `${actor} asked ${text(facts.requested_user_name)} for the ${text(facts.label)} sign-off.${facts.message ? ` “${text(facts.message)}”` : ''}`,
          { signoff: facts.signoff, requested_user_id: facts.requested_user_id },
        ),
      ];
    case 'job.updated': {
      const entries: Entry[] = [];
      if (facts.bar_raiser_changed) {
        entries.push(
          entry(
            'bar_raiser',
            'Bar raiser assigned',
            facts.bar_raiser_to ? `Bar raiser set to ${text(facts.bar_raiser_to)}.` : 'Bar raiser removed.',
            { from: facts.bar_raiser_from ?? null, to: facts.bar_raiser_to ?? null },
          ),
        );
      }
      const fields = Array.isArray(facts.fields) ? facts.fields : [];
      if (fields.length > 0)
        entries.push(entry('job_updated', 'Job updated', `${actor} updated the job.`, { fields }));
      return entries;
    }
    case 'job.workflow_changed':
      return [entry('workflow_change', text(facts.title), '', (facts.details as Facts | undefined) ?? {})];
    case 'note.added':
      if (event.candidateId === null)
        return [entry('note', 'Note', text(facts.text), { note_type: facts.note_type ?? 'general' })];
      return [
        entry(
          'note',
          facts.is_private ? 'Private note added' : 'Note added',
          facts.is_private ? '' : text(facts.text).slice(0, 200),
          { note_id: facts.note_id },
        ),
      ];
    case 'candidate.created':
      return [
        entry(
          'status_change',
          'Candidate created',
          `${text(facts.full_name)} was added${facts.with_cv ? ' with a CV' : ''}`,
          { source_type: facts.source_type },
        ),
      ];
    case 'candidates.imported': {
      // issue 16: one batch of an import, an entry on each candidate it created or updated
      const ids = (key: string) => (Array.isArray(facts[key]) ? (facts[key] as number[]) : []);
      const from = `from ${text(facts.file_name)}`;
      const metadata = { import_id: facts.import_id };
      return [
        ...ids('created_ids').map((candidateId) => ({
          ...entry('status_change', 'Candidate created', `Imported ${from}`, metadata),
          candidateId,
        })),
        ...ids('updated_ids').map((candidateId) => ({
          ...entry('status_change', 'Profile updated', `Updated by the import ${from}`, metadata),
          candidateId,
        })),
      ];
    }
    case 'candidate.updated': {
      const fields = Array.isArray(facts.fields) ? (facts.fields as string[]) : [];
      const title = facts.archived
        ? 'Candidate archived'
        : facts.flagged
          ? 'Candidate flagged'
          : 'Profile updated';
      return [entry('status_change', title, `Changed: ${fields.join(', ') || 'nothing'}`, { fields })];
    }
    case 'candidate.erased':
      // issue 16: who asked and why are on the privacy log, not here
      return [
        entry('status_change', 'Personal data erased', `${actor} erased the candidate's personal data.`, {}),
      ];
    case 'candidate.merged': {
      const moved = (facts.applications as number | undefined) ?? 0;
      return [
        entry(
          'status_change',
          'Duplicate record merged',
          `${actor} merged ${text(facts.merged_name)} (#${text(facts.merged_id)}) into this record: ${moved} application${moved === 1 ? '' : 's'} moved${facts.combined_applications ? `, ${facts.combined_applications} combined with this record's` : ''}.`,
          { merged_id: facts.merged_id },
        ),
      ];
    }
    case 'candidate.team_changed': {
      const team = Array.isArray(facts.user_ids) ? facts.user_ids : [];
      return [
        entry(
          'status_change',
          'Assigned team updated',
          `${team.length} team member${team.length === 1 ? '' : 's'}`,
          { assigned_team: team },
        ),
      ];
    }
    case 'application.created':
      return [
        entry(
          'status_change',
          'Application created',
          // issue 16: an application nobody signed in made came through the careers page
          `${event.actorId === null && facts.source === 'form' ? 'Applied on the careers page. ' : ''}Added to the pipeline in stage ${text(facts.stage_key)}`,
          {
            stage_key: facts.stage_key,
          },
        ),
      ];
    case 'application.stage_changed':
      return [
        entry(
          'status_change',
          `Moved from ${text(facts.from_label)} to ${text(facts.to_label)}`,
          text(facts.notes),
          { fromStage: facts.from_stage, toStage: facts.to_stage, automated: Boolean(facts.automated) },
        ),
      ];
    case 'application.status_changed':
      return [
        entry(
          'status_change',
          `Status changed from ${text(facts.from_status)} to ${text(facts.to_status)}`,
          text(facts.reason),
          { fromStatus: facts.from_status, toStatus: facts.to_status, reason: facts.reason ?? '' },
        ),
      ];
    case 'application.scored':
      // a score changed by an automation rule says why (issue 14); a recomputed one is not news
      if (!facts.reason) return [];
      return [
        entry(
          'status_change',
          `Match score ${facts.from_score ?? 'none'} → ${facts.to_score}`,
          `${actor}: ${text(facts.reason)}`,
          {
            fromScore: facts.from_score ?? null,
            toScore: facts.to_score,
            reason: facts.reason,
            automated: true,
          },
        ),
      ];
    case 'task.created':
      return [
        entry('note', `Task: ${text(facts.title)}`, `${actor} created a task.`, {
          task_id: facts.task_id,
          assignee_id: facts.assignee_id,
          due_at: facts.due_at ?? null,
        }),
      ];
    case 'document.uploaded':
      return [
        entry(
          'document_upload',
          'Document uploaded',
          `${text(facts.filename)} (${text(facts.document_type).replace('_', ' ')})`,
          { document_id: facts.document_id, filename: facts.filename, fileType: facts.document_type },
        ),
      ];
    case 'document.deleted':
      return [
        entry('document_upload', 'Document removed', text(facts.filename), {
          document_id: facts.document_id,
        }),
      ];
    case 'email.queued':
      // spec 01 §3: an email event carries direction, subject, recipient and template
      if (facts.delivery_status === 'scheduled')
        return [
          entry(
            'email',
            `Email scheduled: ${text(facts.subject)}`,
            `${actor} scheduled an e-mail to ${text(facts.recipient)} for ${text(facts.send_at)}.`,
            {
              direction: 'outbound',
              subject: facts.subject,
              recipient: facts.recipient,
              template: facts.template,
              email_id: facts.email_id,
              send_at: facts.send_at,
            },
          ),
        ];
      return [
        entry('email', `Email sent: ${text(facts.subject)}`, `${actor} e-mailed ${text(facts.recipient)}.`, {
          direction: 'outbound',
          subject: facts.subject,
          recipient: facts.recipient,
          template: facts.template,
          email_id: facts.email_id,
        }),
      ];
    case 'email.delivery_changed':
      // a delivered message was already on the timeline when it was sent; a failure is news
      if (facts.delivery_status === 'cancelled')
        return [
          entry(
            'email',
            `Email cancelled: ${text(facts.subject)}`,
            `${actor} cancelled it before it was sent.`,
            {
              direction: 'outbound',
              subject: facts.subject,
              recipient: facts.recipient,
              delivery_status: 'cancelled',
              email_id: facts.email_id,
            },
          ),
        ];
      if (facts.delivery_status !== 'failed' && facts.delivery_status !== 'bounced') return [];
      return [
        entry(
          'email',
          `Email ${facts.delivery_status === 'bounced' ? 'bounced' : 'not delivered'}: ${text(facts.subject)}`,
          text(facts.error),
          {
            direction: 'outbound',
            subject: facts.subject,
            recipient: facts.recipient,
            delivery_status: facts.delivery_status,
            email_id: facts.email_id,
          },
        ),
      ];
    case 'email.linked':
      // issue 12: a received message made a candidate, or attached to one
      return [
        entry(
          'email',
          `Email received: ${text(facts.subject)}`,
          `From ${text(facts.sender)}; added by ${actor}.`,
          {
            direction: 'inbound',
            subject: facts.subject,
            sender: facts.sender,
            email_id: facts.email_id,
          },
        ),
      ];
    case 'interview.scheduled':
    case 'interview.rescheduled':
    case 'interview.cancelled': {
      // spec 01 §3: a meeting carries its type, participants, duration and location
      const label = text(facts.interview_type_label);
      const names = Array.isArray(facts.participants) ? (facts.participants as string[]).join(', ') : '';
      const meeting = {
        meetingType: facts.interview_type,
        participants: facts.participants ?? [],
        duration: facts.duration_minutes,
        location: facts.location ?? 'Video call',
        scheduledAt: facts.scheduled_at,
        interviewId: facts.interview_id,
      };
      if (event.type === 'interview.cancelled')
        return [
          entry(
            'meeting',
            `${label} interview cancelled`,
            `${actor} cancelled the interview of ${text(facts.when)}.${facts.reason ? ` ${text(facts.reason)}` : ''}`,
            { ...meeting, status: 'cancelled', reason: facts.reason ?? '' },
          ),
        ];
      if (event.type === 'interview.rescheduled')
        return [
          entry(
            'meeting',
            `${label} interview ${facts.time_changed ? 'rescheduled' : 'updated'}`,
            `${actor} ${facts.time_changed ? 'moved it to' : 'updated the interview of'} ${text(facts.when)} with ${names}.`,
            { ...meeting, status: 'scheduled', previousScheduledAt: facts.previous_scheduled_at },
          ),
        ];
      return [
        entry(
          'meeting',
          `${label} interview scheduled`,
          `${actor} scheduled it for ${text(facts.when)} with ${names}.`,
          { ...meeting, status: 'scheduled' },
        ),
      ];
    }
    case 'interview.scorecard_submitted':
      // spec 01 §3 note metadata (note type interview, interview type); the ratings stay on the
      // scorecard, which interviewers who have not submitted cannot read
      return [
        entry(
          'note',
          `${text(facts.interview_type_label)} scorecard submitted`,
          `${actor} submitted their scorecard.`,
          {
            note_type: 'interview',
            interview_type: facts.interview_type,
            interview_id: facts.interview_id,
            scorecard_id: facts.scorecard_id,
          },
        ),
      ];
    case 'offer.created':
      return [
        entry('offer', 'Offer drafted', `${actor} drafted an offer letter.`, { offer_id: facts.offer_id }),
      ];
    case 'offer.status_changed': {
      const to = text(facts.to_status);
      const meta = { offer_id: facts.offer_id, version: facts.version, status: to };
      if (to === 'sent')
        // spec 01 §3: an offer letter carries recipientEmail, salary, currency and status 'sent'
        return [
          entry('offer', 'Offer sent', `${actor} sent the offer letter to ${text(facts.recipient_email)}.`, {
            ...meta,
            recipientEmail: facts.recipient_email,
            salary: facts.salary,
            currency: facts.currency ?? '$',
          }),
        ];
      const titles: Record<string, [string, string]> = {
        pending_approval: ['Offer submitted for approval', `${actor} submitted version ${facts.version}.`],
        approved: ['Offer approved', 'Every approval the offer needs is in.'],
        draft: ['Offer sent back', `${actor}: ${text(facts.comment)}`],
        accepted: ['Offer accepted', `Recorded by ${actor}.`],
        declined: ['Offer declined', text(facts.reason) || `Recorded by ${actor}.`],
        expired: ['Offer expired', 'No answer by the response deadline.'],
      };
      const [title, description] = titles[to] ?? ['Offer updated', ''];
      return [entry('offer', title, description, meta)];
    }
    default:
      return [];
  }
}
