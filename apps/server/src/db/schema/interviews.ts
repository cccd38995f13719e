import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { candidates } from './candidates.ts';
import { jobs } from './jobs.ts';
import { users } from './users.ts';

/**
 * Issue 13 "Interviews": one interview of an application, and the calendar event its invitations
 * carry. `uid` names that event for good (RFC 5545 §3.8.4.7); `sequence` is raised on every
 * reschedule so calendars replace the old time instead of adding a second event. Written by the
 * interviews service only.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    // the application's candidate and job, kept here so lists filter without a join
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** prospector, deep_dive, facet (contracts INTERVIEW_TYPES). */
    interviewType: text('interview_type').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** The IANA zone the scheduler chose: how the time is shown in invitations; stored instants are UTC. */
    timeZone: text('time_zone').notNull().default('UTC'),
    location: text('location').notNull().default('Video call'),
    meetingUrl: text('meeting_url'),
    notes: text('notes').notNull().default(''),
    /** scheduled, cancelled (contracts INTERVIEW_STATUSES). */
    status: text('status').notNull().default('scheduled'),
    uid: text('uid').notNull().unique(),
    sequence: integer('sequence').notNull().default(0),
    organizerId: integer('organizer_id').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason').notNull().default(''),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The sequence whose reminder went out: a reminder job run twice, or for an old time, does nothing. */
    remindedSequence: integer('reminded_sequence'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [
    index('interviews_application_idx').on(table.applicationId),
    index('interviews_candidate_idx').on(table.candidateId),
    index('interviews_job_scheduled_idx').on(table.jobId, table.scheduledAt),
    index('interviews_scheduled_idx').on(table.scheduledAt),
  ],
);

/** The panel of an interview: each interviewer is invited and reminded. */
export const interviewInterviewers = pgTable(
  'interview_interviewers',
  {
    interviewId: integer('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.interviewId, table.userId] }),
    index('interview_interviewers_user_idx').on(table.userId),
  ],
);

/**
 * Issue 13 "Scorecards": one per interviewer per interview, final once submitted. Ratings are
 * kept with the weight and name they were given against, so a later change to the job's
 * framework does not rewrite a past assessment.
 */
export const interviewScorecards = pgTable(
  'interview_scorecards',
  {
    id: serial('id').primaryKey(),
    interviewId: integer('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    interviewerId: integer('interviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    competencyRatings: jsonb('competency_ratings')
      .$type<{ name: string; weight: number; rating: number }[]>()
      .notNull()
      .default([]),
    mantraRatings: jsonb('mantra_ratings').$type<{ key: string; rating: number }[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    /** strong_yes, yes, no, strong_no (contracts RECOMMENDATIONS). */
    recommendation: text('recommendation').notNull(),
    qualityScore: real('quality_score').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [
    unique('interview_scorecards_interview_interviewer_uq').on(table.interviewId, table.interviewerId),
    index('interview_scorecards_application_idx').on(table.applicationId),
  ],
);
