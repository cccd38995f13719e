import {
  type EmailTemplateListQuery,
  FAILED_DELIVERY_STATUSES,
  type OutboxQuery,
} from '@shortlist/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inlined } from '../../db/page-bounds.ts';
import { applications, candidates, emails, emailTemplates, jobs, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../platform/like-pattern.ts';
import type { EmailRow } from './email.queries.ts';

/*
 * Reads of the e-mail tables joined with the candidates, jobs, applications and users tables
 * that other features own (docs/decisions/008): names for the lists, facts for rendering.
 * Reads only.
 */

export type EmailTemplateRow = typeof emailTemplates.$inferSelect & { jobTitle: string | null };
export type OutgoingEmailRow = EmailRow & {
  candidateName: string | null;
  jobTitle: string | null;
  sentByName: string | null;
};

const templateColumns = { ...getTableColumns(emailTemplates), jobTitle: jobs.title };

function templateFilters(filters: Omit<EmailTemplateListQuery, 'page' | 'page_size'>): SQL | undefined {
  const term = filters.search ? containsPattern(filters.search) : undefined;
  return and(
    filters.type ? eq(emailTemplates.type, filters.type) : undefined,
    // a job's list holds its own templates and the organisation-wide ones
    filters.job_id ? or(eq(emailTemplates.jobId, filters.job_id), isNull(emailTemplates.jobId)) : undefined,
    term ? or(ilike(emailTemplates.name, term), ilike(emailTemplates.subject, term)) : undefined,
  );
}

export async function countTemplates(db: Tx, filters: EmailTemplateListQuery) {
  const [row] = await db.select({ total: count() }).from(emailTemplates).where(templateFilters(filters));
  return row?.total ?? 0;
}

/** Defaults first within a type, types in the spec's order (their names sort the same way here). */
export async function selectTemplates(
  db: Tx,
  filters: EmailTemplateListQuery,
  page: { limit: number; offset: number },
): Promise<EmailTemplateRow[]> {
  return db
    .select(templateColumns)
    .from(emailTemplates)
    .leftJoin(jobs, eq(jobs.id, emailTemplates.jobId))
    .where(templateFilters(filters))
    .orderBy(
      sql`array_position(array['application_received','interview_invitation','rejection','offer','follow_up','reference_request','custom']::text[], ${emailTemplates.type})`,
      desc(emailTemplates.isDefault),
      asc(emailTemplates.name),
      asc(emailTemplates.id),
    )
    .limit(inlined(page.limit))
    .offset(inlined(page.offset));
}

export async function selectTemplate(db: Tx, id: number): Promise<EmailTemplateRow | undefined> {
  const [row] = await db
    .select(templateColumns)
    .from(emailTemplates)
    .leftJoin(jobs, eq(jobs.id, emailTemplates.jobId))
    .where(eq(emailTemplates.id, id));
  return row;
}

const outgoingColumns = {
  email: emails,
  candidateName: candidates.fullName,
  jobTitle: jobs.title,
  sentByName: users.fullName,
};

/**
 * spec 02 Inbox: "Failed" means delivery status failed or bounced — and, once someone marked it
 * resolved, it is dealt with and leaves that list. Other statuses filter as they are.
 */
function deliveryFilter(status: OutboxQuery['delivery_status']): SQL | undefined {
  if (!status) return undefined;
  if (status === 'failed')
    return and(inArray(emails.deliveryStatus, [...FAILED_DELIVERY_STATUSES]), isNull(emails.resolvedAt));
  return eq(emails.deliveryStatus, status);
}

function outboxFilters(filters: OutboxQuery): SQL | undefined {
  const term = filters.search ? containsPattern(filters.search) : undefined;
  return and(
    eq(emails.direction, 'outbound'),
    deliveryFilter(filters.delivery_status),
    filters.candidate_id ? eq(emails.candidateId, filters.candidate_id) : undefined,
    filters.application_id ? eq(emails.applicationId, filters.application_id) : undefined,
    term
      ? or(ilike(emails.toAddress, term), ilike(emails.subject, term), ilike(candidates.fullName, term))
      : undefined,
  );
}

export async function countOutgoing(db: Tx, filters: OutboxQuery) {
  const [row] = await db
    .select({ total: count() })
    .from(emails)
    .leftJoin(candidates, eq(candidates.id, emails.candidateId))
    .where(outboxFilters(filters));
  return row?.total ?? 0;
}

/** Outgoing messages with the names a list shows: candidate, job and sender. */
function selectOutgoingRows(db: Tx, where: SQL | undefined) {
  return db
    .select(outgoingColumns)
    .from(emails)
    .leftJoin(candidates, eq(candidates.id, emails.candidateId))
    .leftJoin(jobs, eq(jobs.id, emails.jobId))
    .leftJoin(users, eq(users.id, emails.sentBy))
    .where(where)
    .$dynamic();
}

const flatten = ({ email, ...names }: { email: EmailRow } & Omit<OutgoingEmailRow, keyof EmailRow>) => ({
  ...email,
  ...names,
});

export async function selectOutgoing(
  db: Tx,
  filters: OutboxQuery,
  page: { limit: number; offset: number },
): Promise<OutgoingEmailRow[]> {
  const rows = await selectOutgoingRows(db, outboxFilters(filters))
    .orderBy(desc(emails.createdAt), desc(emails.id))
    .limit(inlined(page.limit))
    .offset(inlined(page.offset));
  return rows.map(flatten);
}

export async function selectOutgoingById(db: Tx, id: number): Promise<OutgoingEmailRow | undefined> {
  const [row] = await selectOutgoingRows(db, and(eq(emails.id, id), eq(emails.direction, 'outbound')));
  return row ? flatten(row) : undefined;
}

/** Outgoing mail written since `since` (the page header's "today"). */
/** Mail written or received since `since` (the page header's "today"). */
export async function countEmailsSince(db: Tx, since: Date) {
  const [row] = await db.select({ total: count() }).from(emails).where(sql`${emails.createdAt} >= ${since}`);
  return row?.total ?? 0;
}

/** What a message about an application says: the candidate, their addresses and the job. */
export type ApplicationFacts = {
  applicationId: number;
  candidateId: number;
  candidateName: string;
  candidateEmails: string[];
  jobId: number;
  jobTitle: string;
};

const applicationFactColumns = {
  applicationId: applications.id,
  candidateId: candidates.id,
  candidateName: candidates.fullName,
  candidateEmails: candidates.emails,
  jobId: jobs.id,
  jobTitle: jobs.title,
};

export async function selectApplicationFacts(
  db: Tx,
  applicationId: number,
): Promise<ApplicationFacts | undefined> {
  const [row] = await db
    .select(applicationFactColumns)
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, applicationId));
  return row;
}

/** A real candidate and job for a template preview when none is named: the newest application. */
export async function selectNewestApplicationFacts(db: Tx): Promise<ApplicationFacts | undefined> {
  const [row] = await db
    .select(applicationFactColumns)
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .orderBy(desc(applications.appliedAt), desc(applications.id))
    .limit(1);
  return row;
}
