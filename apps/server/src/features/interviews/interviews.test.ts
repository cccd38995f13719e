import { INTERVIEW_MESSAGES, type InterviewResult, type Role } from '@shortlist/contracts';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, timelineEvents } from '../../db/schema/index.ts';
import { testApp } from '../../test/app.ts';
import { createApplication, createJob } from '../../test/factories.ts';
import { mailEnv, type ReceivedMail, type SmtpPeer, startSmtpPeer } from '../../test/mail/smtp-peer.ts';
import {
  createJobWithWorkflow,
  createApplication as createPipelineApplication,
} from '../../test/pipeline-factories.ts';
import { createUser } from '../../test/user-factories.ts';
import { remindInterviewers } from './interview-changes.service.ts';

/**
 * Issue 13 "Interviews": scheduling, rescheduling and cancelling through the API with the role
 * rules and refusals; the invitations as a real SMTP server receives them, their calendar part
 * read back by a real iCalendar parser (ical.js); double bookings, the reminder, the timeline,
 * the panel's notifications and the board's cards.
 */
let peer: SmtpPeer;
let panel: { id: number; email: string; fullName: string }[];

beforeAll(async () => {
  peer = await startSmtpPeer();
});
afterAll(async () => peer?.close());
const t = testApp({ env: () => mailEnv(peer) });

beforeAll(async () => {
  panel = [
    await createUser(t.database.db, { fullName: 'Noor Haddad', role: 'hiring_manager' }),
    await createUser(t.database.db, { fullName: 'Jonas Berg', role: 'recruiter' }),
  ];
});

const call = t.call;

const HOUR = 3_600_000;
/** A time `hours` from now, whole minutes, as ISO 8601 with a +01:00 offset. */
function inHours(hours: number): string {
  const at = new Date(Math.floor((Date.now() + hours * HOUR) / 60_000) * 60_000);
  const local = new Date(at.getTime() + HOUR).toISOString().replace(/\.\d{3}Z$/, '');
  return `${local}+01:00`;
}

async function anApplication(options: { createdBy?: number; strategy?: Record<string, unknown> } = {}) {
  const job = await createJob(t.database.db, {
    title: 'Data Engineer',
    createdBy: options.createdBy ?? null,
    assessmentStrategy: options.strategy ?? null,
  });
  const application = await createApplication(
    t.database.db,
    job.id,
    {},
    { fullName: 'Ana Novak', emails: [`ana.${Math.random().toString(36).slice(2)}@example.com`] },
  );
  return { job, application };
}

async function schedule(role: Role, body: object) {
  const response = await call(role, 'POST', '/interviews/', body);
  return { response, result: response.json<InterviewResult>() };
}

const basics = (applicationId: number, hours = 48) => ({
  application_id: applicationId,
  interview_type: 'prospector',
  scheduled_at: inHours(hours),
  time_zone: 'Europe/Berlin',
  interviewer_ids: panel.map((person) => person.id),
  notes: 'Probe the data modelling work at her last job.',
});

/** The mails that arrived after `before`, once `count` of them have. */
async function mailsAfter(before: number, count: number) {
  return (await peer.waitFor(before + count)).slice(before);
}

/** The calendar part of a received message, parsed by ical.js. */
async function calendarOf(mail: ReceivedMail) {
  const parsed = await simpleParser(mail.raw);
  const part = parsed.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  expect(part, 'a text/calendar part').toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(part!.content.toString('utf8')));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    text: parsed.text ?? '',
    subject: parsed.subject ?? '',
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: event.getFirstPropertyValue('status'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate(),
    organizer: String(event.getFirstPropertyValue('organizer')),
    attendees: event.getAllProperties('attendee').map((property) => String(property.getFirstValue())),
    description: String(event.getFirstPropertyValue('description')),
  };
}

describe('scheduling an interview', () => {
  it('stores it with the job’s duration and e-mails a calendar invitation to the candidate and each interviewer', async () => {
    const { application } = await anApplication({
      strategy: { interview_duration_minutes: { prospector: 50, deep_dive: 90, facet_interviews: 75 } },
    });
    const before = peer.received.length;
    const { response, result } = await schedule('recruiter', basics(application.id));
    expect(response.statusCode).toBe(201);
    const { interview } = result;
    expect(interview).toMatchObject({
      application_id: application.id,
      interview_type: 'prospector',
      interview_type_label: 'Prospector',
      duration_minutes: 50,
      location: 'Video call',
      time_zone: 'Europe/Berlin',
      status: 'scheduled',
      sequence: 0,
      can_manage: true,
    });
    expect(new Date(interview.ends_at).getTime() - new Date(interview.scheduled_at).getTime()).toBe(
      50 * 60_000,
    );
    expect(interview.interviewers.map((person) => person.full_name).sort()).toEqual([
      'Jonas Berg',
      'Noor Haddad',
    ]);
    expect(result.invitations_sent).toBe(3);

    const mails = await mailsAfter(before, 3);
    const candidateEmail = (await call('recruiter', 'GET', `/candidates/${application.candidateId}/`)).json()
      .emails[0];
    const byRecipient = new Map(mails.map((mail) => [mail.to[0], mail]));
    expect([...byRecipient.keys()].sort()).toEqual(
      [candidateEmail, ...panel.map((person) => person.email)].sort(),
    );

    const invites = await Promise.all(mails.map(calendarOf));
    for (const invite of invites) {
      expect(invite.method).toBe('REQUEST');
      expect(invite.sequence).toBe(0);
      expect(invite.status).toBe('CONFIRMED');
      expect(invite.start.toISOString()).toBe(interview.scheduled_at);
      expect(invite.end.toISOString()).toBe(interview.ends_at);
      expect(invite.organizer).toBe('mailto:riley.recruiter@meridian.example');
      expect(invite.attendees.sort()).toEqual(
        [candidateEmail, ...panel.map((person) => person.email)].map((email) => `mailto:${email}`).sort(),
      );
    }
    // one event: every copy has the same UID
    expect(new Set(invites.map((invite) => invite.uid)).size).toBe(1);

    // the candidate reads the invitation template with the date; the note to interviewers stays with them
    const forCandidate = await calendarOf(byRecipient.get(candidateEmail)!);
    expect(forCandidate.subject).toMatch(/^Interview invitation: Data Engineer/);
    expect(forCandidate.text).toContain('(Europe/Berlin)');
    expect(forCandidate.text).not.toContain('Probe the data modelling');
    expect(forCandidate.description).not.toContain('Probe the data modelling');
    const forInterviewer = await calendarOf(byRecipient.get(panel[0]!.email)!);
    expect(forInterviewer.text).toContain('Note to interviewers: Probe the data modelling');
    expect(forInterviewer.description).toContain('Probe the data modelling');
  });

  it('takes the default durations, a chosen duration, a place and a meeting link', async () => {
    const { application } = await anApplication();
    const deep = await schedule('recruiter', {
      ...basics(application.id),
      interview_type: 'deep_dive',
      notify: false,
    });
    expect(deep.result.interview.duration_minutes).toBe(90);
    expect(deep.result.invitations_sent).toBe(0);
    const facet = await schedule('recruiter', {
      ...basics(application.id, 72),
      interview_type: 'facet',
      duration_minutes: 120,
      location: 'Room 4.12, Berlin office',
      meeting_url: 'https://meet.example.com/abc-defg',
      notify: false,
    });
    expect(facet.result.interview).toMatchObject({
      duration_minutes: 120,
      location: 'Room 4.12, Berlin office',
      meeting_url: 'https://meet.example.com/abc-defg',
    });
  });

  it.each([
    ['admin', 201],
    ['recruiter', 201],
    ['hiring_manager', 403],
    ['finance', 403],
  ] as const)('%s on a job they do not manage gets %i', async (role, code) => {
    const { application } = await anApplication();
    const { response } = await schedule(role, { ...basics(application.id), notify: false });
    expect(response.statusCode).toBe(code);
    if (code === 403) expect(response.json().detail).toBe(INTERVIEW_MESSAGES.cannotManage);
  });

  it('lets a hiring manager schedule on a job they created', async () => {
    const { application } = await anApplication({ createdBy: t.session('hiring_manager').user.id });
    const { response } = await schedule('hiring_manager', { ...basics(application.id), notify: false });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    [
      'a time without an offset',
      { scheduled_at: '2030-12-01T14:00:00' },
      'scheduled_at',
      INTERVIEW_MESSAGES.scheduledAtInvalid,
    ],
    [
      'a time that has passed',
      { scheduled_at: '2020-01-01T10:00:00+00:00' },
      'scheduled_at',
      INTERVIEW_MESSAGES.inThePast,
    ],
    ['no interviewers', { interviewer_ids: [] }, 'interviewer_ids', INTERVIEW_MESSAGES.interviewersRequired],
    [
      'an unknown interviewer',
      { interviewer_ids: [2_000_000_000] },
      'interviewer_ids',
      INTERVIEW_MESSAGES.interviewerUnknown,
    ],
    ['an unknown time zone', { time_zone: 'Mars/Olympus' }, 'time_zone', INTERVIEW_MESSAGES.timeZoneInvalid],
    ['an unknown type', { interview_type: 'coffee' }, 'interview_type', INTERVIEW_MESSAGES.typeRequired],
    ['a short interview', { duration_minutes: 5 }, 'duration_minutes', INTERVIEW_MESSAGES.durationRange],
    [
      'a link that is not a web address',
      { meeting_url: 'javascript:alert(1)' },
      'meeting_url',
      INTERVIEW_MESSAGES.meetingUrlInvalid,
    ],
    [
      'an unknown application',
      { application_id: 2_000_000_000 },
      'application_id',
      INTERVIEW_MESSAGES.applicationNotFound,
    ],
  ])('refuses %s with a 400 on the field', async (_case, change, field, message) => {
    const { application } = await anApplication();
    const { response } = await schedule('recruiter', { ...basics(application.id), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toEqual([message]);
  });

  it('refuses an application that is no longer active', async () => {
    const { application } = await anApplication();
    await call('recruiter', 'POST', `/applications/${application.id}/status/`, {
      status: 'rejected',
      reason: 'Not enough experience',
    });
    const { response } = await schedule('recruiter', basics(application.id));
    expect(response.statusCode).toBe(400);
    expect(response.json().application_id).toEqual([INTERVIEW_MESSAGES.applicationNotActive]);
  });

  it('invites only the panel when the candidate has no address, and says so', async () => {
    const job = await createJob(t.database.db, { title: 'Analyst' });
    const application = await createApplication(t.database.db, job.id, {}, { emails: [] });
    const before = peer.received.length;
    const { response, result } = await schedule('recruiter', basics(application.id));
    expect(response.statusCode).toBe(201);
    expect(result.invitations_sent).toBe(2);
    expect(result.warnings).toEqual([INTERVIEW_MESSAGES.candidateNoEmail]);
    expect((await mailsAfter(before, 2)).map((mail) => mail.to[0]).sort()).toEqual(
      panel.map((person) => person.email).sort(),
    );
  });
});

describe('panel suggestions', () => {
  it('lists the job’s hiring team who have accounts, in the team’s order, then its recruiter', async () => {
    const job = await createJob(t.database.db, {
      title: 'Platform Engineer',
      recruiterId: t.session('recruiter').user.id,
      hiringTeam: [
        { email: panel[1]!.email.toUpperCase(), role: 'bar_raiser' },
        { email: 'nobody@elsewhere.example', role: 'interviewer' },
        { email: panel[0]!.email, role: 'hiring_manager' },
      ],
    });
    const application = await createApplication(t.database.db, job.id);
    const response = await call(
      'finance',
      'GET',
      `/interviews/panel-suggestions/?application_id=${application.id}`,
    );
    expect(response.json().results).toEqual([
      { id: panel[1]!.id, full_name: 'Jonas Berg', job_role: 'bar_raiser' },
      { id: panel[0]!.id, full_name: 'Noor Haddad', job_role: 'hiring_manager' },
      { id: t.session('recruiter').user.id, full_name: 'Riley Morgan', job_role: 'job_recruiter' },
    ]);
    expect(
      (await call('finance', 'GET', '/interviews/panel-suggestions/?application_id=2000000000')).statusCode,
    ).toBe(404);
  });
});

describe('double bookings', () => {
  it('warns about an interviewer who already has an overlapping interview, and not about one who does not', async () => {
    const [noor] = panel;
    const first = await anApplication();
    const at = inHours(300);
    await schedule('recruiter', { ...basics(first.application.id), scheduled_at: at, notify: false });

    const second = await anApplication();
    const thirtyLater = new Date(new Date(at).getTime() + 30 * 60_000).toISOString();
    const clash = await schedule('recruiter', {
      ...basics(second.application.id),
      interviewer_ids: [noor!.id],
      scheduled_at: thirtyLater,
      notify: false,
    });
    expect(clash.response.statusCode).toBe(201);
    expect(clash.result.conflicts).toEqual([
      expect.objectContaining({ interviewer_id: noor!.id, interviewer_name: 'Noor Haddad' }),
    ]);

    // back to back is not a clash: the first (45 min) ends as this one starts
    const adjacent = new Date(new Date(at).getTime() + 45 * 60_000).toISOString();
    const check = await call(
      'recruiter',
      'GET',
      `/interviews/conflicts/?interviewer_ids=${noor!.id}&scheduled_at=${encodeURIComponent(adjacent)}&duration_minutes=30&exclude_id=${clash.result.interview.id}`,
    );
    expect(check.statusCode).toBe(200);
    expect(check.json().conflicts).toEqual([]);
    const overlapping = await call(
      'recruiter',
      'GET',
      `/interviews/conflicts/?interviewer_ids=${noor!.id}&scheduled_at=${encodeURIComponent(at)}&duration_minutes=60`,
    );
    expect(overlapping.json().conflicts).toHaveLength(2);
    const bad = await call(
      'recruiter',
      'GET',
      '/interviews/conflicts/?interviewer_ids=a,b&scheduled_at=x&duration_minutes=30',
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('rescheduling and cancelling', () => {
  it('moves the same calendar event: a higher SEQUENCE for everyone, a cancellation for who left the panel', async () => {
    const { application } = await anApplication();
    const { result } = await schedule('recruiter', basics(application.id));
    const id = result.interview.id;
    await peer.waitFor(peer.received.length); // the three invitations may still be arriving
    await t.settle();
    const before = peer.received.length;
    const newcomer = await createUser(t.database.db, { fullName: 'Ines Duarte' });

    const moved = await call('recruiter', 'PATCH', `/interviews/${id}/`, {
      scheduled_at: inHours(72),
      interviewer_ids: [panel[0]!.id, newcomer.id],
    });
    expect(moved.statusCode).toBe(200);
    const { interview } = moved.json<InterviewResult>();
    expect(interview.sequence).toBe(1);
    expect(interview.interviewers.map((person) => person.full_name).sort()).toEqual([
      'Ines Duarte',
      'Noor Haddad',
    ]);

    // candidate + Noor + Ines get the update; Jonas, taken off, a cancellation
    const mails = await mailsAfter(before, 4);
    const invites = new Map(
      await Promise.all(mails.map(async (mail) => [mail.to[0]!, await calendarOf(mail)] as const)),
    );
    expect(new Set([...invites.values()].map((invite) => invite.uid)).size).toBe(1);
    expect(invites.get(panel[1]!.email)).toMatchObject({ method: 'CANCEL', sequence: 1 });
    for (const email of [panel[0]!.email, newcomer.email]) {
      expect(invites.get(email)).toMatchObject({ method: 'REQUEST', sequence: 1 });
      expect(invites.get(email)!.start.toISOString()).toBe(interview.scheduled_at);
    }
    const candidateCopy = [...invites.entries()].find(([email]) => email.startsWith('ana.'))![1];
    expect(candidateCopy.subject).toMatch(/^Updated: Interview invitation/);

    // the download is the event as it stands
    const file = await call('recruiter', 'GET', `/interviews/${id}/invite.ics`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/calendar');
    const downloaded = new ICAL.Component(ICAL.parse(file.body));
    expect(downloaded.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(downloaded.getFirstSubcomponent('vevent')!.getFirstPropertyValue('sequence')).toBe(1);

    // then cancelled: METHOD:CANCEL, the same UID, one more SEQUENCE
    await t.settle();
    const beforeCancel = peer.received.length;
    const cancelled = await call('recruiter', 'POST', `/interviews/${id}/cancel/`, {
      reason: 'The candidate asked to move it.',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<InterviewResult>().interview).toMatchObject({
      status: 'cancelled',
      sequence: 2,
      cancel_reason: 'The candidate asked to move it.',
    });
    const cancellations = await Promise.all((await mailsAfter(beforeCancel, 3)).map(calendarOf));
    for (const invite of cancellations) {
      expect(invite).toMatchObject({
        method: 'CANCEL',
        status: 'CANCELLED',
        sequence: 2,
        uid: candidateCopy.uid,
      });
    }

    expect((await call('recruiter', 'POST', `/interviews/${id}/cancel/`, {})).statusCode).toBe(409);
    const afterCancel = await call('recruiter', 'PATCH', `/interviews/${id}/`, { scheduled_at: inHours(96) });
    expect(afterCancel.statusCode).toBe(409);
    expect(afterCancel.json().detail).toBe(INTERVIEW_MESSAGES.alreadyCancelled);
  });

  it('changes nothing, and sends nothing, for a PATCH that changes nothing', async () => {
    const { application } = await anApplication();
    const { result } = await schedule('recruiter', { ...basics(application.id), notify: false });
    const same = await call('recruiter', 'PATCH', `/interviews/${result.interview.id}/`, {
      location: result.interview.location,
    });
    expect(same.json<InterviewResult>()).toMatchObject({ interview: { sequence: 0 }, invitations_sent: 0 });
  });

  it('keeps the note to interviewers out of the download for someone neither on the panel nor running the job', async () => {
    const { application } = await anApplication();
    const { result } = await schedule('recruiter', { ...basics(application.id), notify: false });
    const description = async (role: Role) => {
      const file = await call(role, 'GET', `/interviews/${result.interview.id}/invite.ics`);
      const calendar = new ICAL.Component(ICAL.parse(file.body));
      return String(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('description'));
    };
    expect(await description('recruiter')).toContain('Probe the data modelling');
    expect(await description('finance')).not.toContain('Probe the data modelling');
  });

  it('takes a change to an interview whose time has passed, as long as the time stays', async () => {
    const { application } = await anApplication();
    const { result } = await schedule('recruiter', { ...basics(application.id), notify: false });
    const same = await call('recruiter', 'PATCH', `/interviews/${result.interview.id}/`, {
      scheduled_at: result.interview.scheduled_at,
      notes: 'Ask about the migration',
      notify: false,
    });
    expect(same.statusCode).toBe(200);
    const past = await call('recruiter', 'PATCH', `/interviews/${result.interview.id}/`, {
      scheduled_at: '2020-01-01T10:00:00+00:00',
    });
    expect(past.json().scheduled_at).toEqual([INTERVIEW_MESSAGES.inThePast]);
  });

  it('refuses a change by someone who does not manage the job', async () => {
    const { application } = await anApplication();
    const { result } = await schedule('recruiter', { ...basics(application.id), notify: false });
    for (const role of ['hiring_manager', 'finance'] as const) {
      expect(
        (await call(role, 'PATCH', `/interviews/${result.interview.id}/`, { notes: 'x' })).statusCode,
      ).toBe(403);
      expect((await call(role, 'POST', `/interviews/${result.interview.id}/cancel/`, {})).statusCode).toBe(
        403,
      );
      // looking is for everyone
      const seen = await call(role, 'GET', `/interviews/${result.interview.id}/`);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().can_manage).toBe(false);
    }
    expect((await call('recruiter', 'GET', '/interviews/2000000000/')).statusCode).toBe(404);
  });
});

describe('what follows from an interview', () => {
  it('is a meeting on the timeline with its type, participants, duration and location', async () => {
    const { application } = await anApplication();
    await schedule('recruiter', { ...basics(application.id), notify: false });
    const [entry] = await t.database.db
      .select()
      .from(timelineEvents)
      .where(and(eq(timelineEvents.applicationId, application.id), eq(timelineEvents.type, 'meeting')));
    expect(entry!.title).toBe('Prospector interview scheduled');
    expect(entry!.metadata).toMatchObject({
      meetingType: 'prospector',
      participants: expect.arrayContaining(['Noor Haddad', 'Jonas Berg']),
      duration: 45,
      location: 'Video call',
    });
  });

  it('tells the panel, and reminds them once, an hour before it starts', async () => {
    const { application } = await anApplication();
    const { result } = await schedule('recruiter', { ...basics(application.id, 3), notify: false });
    await t.settle();
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.templateType, 'interview'));
    const aboutThis = told.filter(
      (notice) => (notice.contextData as { interview_id?: number }).interview_id === result.interview.id,
    );
    expect(aboutThis.map((notice) => notice.userId).sort()).toEqual(panel.map((person) => person.id).sort());

    // the reminder job may run twice; an old version's job does nothing
    const deps = { db: t.database.db, clock: () => new Date(), events: t.app.spine.events };
    await remindInterviewers(deps, { interview_id: result.interview.id, sequence: 0 });
    await remindInterviewers(deps, { interview_id: result.interview.id, sequence: 0 });
    await t.settle();
    const reminders = (
      await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.templateType, 'interview_reminder'))
    ).filter(
      (notice) => (notice.contextData as { interview_id?: number }).interview_id === result.interview.id,
    );
    expect(reminders).toHaveLength(2);
    expect(reminders[0]!.priorityLevel).toBe('high');
  });

  it('sends the reminder by itself an hour before the start', async () => {
    const { application } = await anApplication();
    // starts an hour and three seconds from now: the reminder is due in three seconds
    const startsAt = new Date(Date.now() + 60 * 60_000 + 3_000).toISOString();
    const { result } = await schedule('recruiter', {
      ...basics(application.id),
      scheduled_at: startsAt,
      notify: false,
    });
    const deadline = Date.now() + 20_000;
    for (;;) {
      const reminders = (
        await t.database.db
          .select()
          .from(notifications)
          .where(eq(notifications.templateType, 'interview_reminder'))
      ).filter(
        (notice) => (notice.contextData as { interview_id?: number }).interview_id === result.interview.id,
      );
      if (reminders.length === 2) {
        expect(reminders[0]!.message).toContain('starts within the hour');
        break;
      }
      if (Date.now() > deadline) throw new Error(`reminders: ${reminders.length} of 2`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 30_000);

  it('shows on the board: the card’s next interview and count, and the upcoming interviews metric', async () => {
    const job = await createJobWithWorkflow(t.database.db);
    const { application } = await createPipelineApplication(t.database.db, job.id, { name: 'Ana Novak' });
    const { result } = await schedule('recruiter', { ...basics(application.id), notify: false });
    const board = (await call('recruiter', 'GET', `/kanban/${job.id}/board/`)).json();
    expect(board.metrics.upcoming_interviews).toBe(1);
    const card = Object.values(board.stages as Record<string, { applications: { id: number }[] }>)
      .flatMap((stage) => stage.applications)
      .find((row) => row.id === application.id) as Record<string, unknown>;
    expect(card.upcoming_interview).toEqual({
      type: 'prospector',
      scheduled_at: result.interview.scheduled_at,
    });
    expect(card.interview_count).toBe(1);

    await call('recruiter', 'POST', `/interviews/${result.interview.id}/cancel/`, { notify: false });
    const after = (await call('recruiter', 'GET', `/kanban/${job.id}/board/`)).json();
    expect(after.metrics.upcoming_interviews).toBe(0);
  });

  it('lists by candidate, interviewer and time window, soonest first', async () => {
    const { application } = await anApplication();
    const later = await schedule('recruiter', { ...basics(application.id, 500), notify: false });
    const sooner = await schedule('recruiter', {
      ...basics(application.id, 400),
      interviewer_ids: [panel[1]!.id],
      notify: false,
    });
    const byCandidate = (
      await call('finance', 'GET', `/interviews/?candidate_id=${application.candidateId}`)
    ).json();
    expect(byCandidate.results.map((row: { id: number }) => row.id)).toEqual([
      sooner.result.interview.id,
      later.result.interview.id,
    ]);
    const byNoor = (
      await call(
        'recruiter',
        'GET',
        `/interviews/?candidate_id=${application.candidateId}&interviewer=${panel[0]!.id}`,
      )
    ).json();
    expect(byNoor.results.map((row: { id: number }) => row.id)).toEqual([later.result.interview.id]);
    const window = (
      await call(
        'recruiter',
        'GET',
        `/interviews/?candidate_id=${application.candidateId}&from=${encodeURIComponent(inHours(450))}`,
      )
    ).json();
    expect(window.count).toBe(1);
  });
});
