import type { InboxCounts, InboxFilter, InboxQuery } from '@shortlist/contracts';
import { and, asc, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inlined } from '../../db/page-bounds.ts';
import { candidates, emails, jobs } from '../../db/schema/index.ts';
import { containsPattern } from '../../platform/like-pattern.ts';

/*
 * Reads for the inbox (issue 12): received messages, and the candidates and jobs a message is
 * matched with (tables the candidates and jobs features own; read only).
 */

const inbound = eq(emails.direction, 'inbound');
const failed = sql`(${emails.deliveryStatus} in ('failed', 'bounced') and ${emails.resolvedAt} is null)`;

/** What each filter of spec 02's inbox shows. `all` is everything not archived. */
const FILTER_WHERE: Record<InboxFilter, SQL> = {
  all: sql`${emails.inboxStatus} <> 'archived'`,
  matched: sql`${emails.inboxStatus} = 'matched'`,
  processing: sql`${emails.inboxStatus} = 'processing'`,
  unread: sql`${emails.inboxStatus} = 'unread'`,
  failed,
  archived: sql`${emails.inboxStatus} = 'archived'`,
};

function searchWhere(filters: Pick<InboxQuery, 'search' | 'candidate_id'>): SQL | undefined {
  const term = filters.search ? containsPattern(filters.search) : undefined;
  return and(
    filters.candidate_id ? eq(emails.candidateId, filters.candidate_id) : undefined,
    term
      ? or(
          ilike(emails.fromAddress, term),
          ilike(emails.fromName, term),
          ilike(emails.subject, term),
          sql`${emails.parsedFields}->>'email' ilike ${term}`,
          sql`${emails.parsedFields}->>'name' ilike ${term}`,
        )
      : undefined,
  );
}

/** The number behind every filter, for the same search (one scan). */
export async function countInbox(db: Tx, filters: Pick<InboxQuery, 'search' | 'candidate_id'>) {
  const [row] = await db
    .select(
      Object.fromEntries(
        Object.entries(FILTER_WHERE).map(([filter, where]) => [
          filter,
          sql<number>`count(*) filter (where ${where})`.mapWith(Number),
        ]),
      ) as Record<InboxFilter, SQL<number>>,
    )
    .from(emails)
    .where(and(inbound, searchWhere(filters)));
  return row as InboxCounts;
}

export type InboxRow = Omit<typeof emails.$inferSelect, 'attachmentTexts' | 'bodyHtml'>;

const { attachmentTexts: _texts, bodyHtml: _html, ...listColumns } = getTableColumns(emails);

/** Newest first; the list leaves out the HTML and attachment texts (the detail reads them). */
export async function selectInbox(
  db: Tx,
  filters: InboxQuery,
  page: { limit: number; offset: number },
): Promise<InboxRow[]> {
  return db
    .select(listColumns)
    .from(emails)
    .where(and(inbound, FILTER_WHERE[filters.filter ?? 'all'], searchWhere(filters)))
    .orderBy(desc(emails.receivedAt), desc(emails.id))
    .limit(inlined(page.limit))
    .offset(inlined(page.offset));
}

// ── matching (candidates) ────────────────────────────────────────────────────

export type CandidateRef = { id: number; fullName: string };

/** The oldest candidate with any of these addresses (e-mail matching is case-insensitive). */
export async function selectCandidateByAnyEmail(
  db: Tx,
  addresses: string[],
): Promise<CandidateRef | undefined> {
  const wanted = [...new Set(addresses.map((address) => address.toLowerCase()))];
  if (wanted.length === 0) return undefined;
  const [row] = await db
    .select({ id: candidates.id, fullName: candidates.fullName })
    .from(candidates)
    .where(
      sql`exists (select 1 from jsonb_array_elements_text(${candidates.emails}) e where lower(e) in (${sql.join(
        wanted.map((address) => sql`${address}`),
        sql`, `,
      )}))`,
    )
    .orderBy(asc(candidates.id))
    .limit(1);
  return row;
}

/** Candidates whose phone has these digits (the last 9: country codes and trunk zeros differ). */
export async function selectCandidateByPhoneDigits(
  db: Tx,
  digits: string,
): Promise<CandidateRef | undefined> {
  if (digits.length < 9) return undefined;
  const tail = digits.slice(-9);
  const [row] = await db
    .select({ id: candidates.id, fullName: candidates.fullName })
    .from(candidates)
    .where(
      sql`exists (select 1 from jsonb_array_elements_text(${candidates.phones}) p where right(regexp_replace(p, '[^0-9]', '', 'g'), 9) = ${tail})`,
    )
    .orderBy(asc(candidates.id))
    .limit(1);
  return row;
}

export async function selectCandidatesByName(db: Tx, name: string): Promise<CandidateRef[]> {
  return db
    .select({ id: candidates.id, fullName: candidates.fullName })
    .from(candidates)
    .where(sql`lower(${candidates.fullName}) = lower(${name})`)
    .orderBy(asc(candidates.id))
    .limit(2);
}

export async function selectCandidateRef(db: Tx, id: number): Promise<CandidateRef | undefined> {
  const [row] = await db
    .select({ id: candidates.id, fullName: candidates.fullName })
    .from(candidates)
    .where(eq(candidates.id, id));
  return row;
}

/** The candidate an outgoing message went to (a reply names it in In-Reply-To). */
export async function selectCandidateOfOutgoing(
  db: Tx,
  messageId: string,
): Promise<CandidateRef | undefined> {
  const [row] = await db
    .select({ id: candidates.id, fullName: candidates.fullName })
    .from(emails)
    .innerJoin(candidates, eq(candidates.id, emails.candidateId))
    .where(and(eq(emails.messageId, messageId), eq(emails.direction, 'outbound')));
  return row;
}

// ── job suggestions ──────────────────────────────────────────────────────────

export type OpenJobForMatch = {
  id: number;
  title: string;
  skillsRequired: string[];
  skillsNice: string[];
  experienceLevel: string | null;
  location: string;
  skillWeights: Record<string, number> | null;
  applyEmail: string | null;
};

/** Open jobs, newest first, with what the match score reads (a few hundred at most). */
export async function selectOpenJobsForMatch(db: Tx, limit = 500): Promise<OpenJobForMatch[]> {
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      skillsRequired: jobs.skillsRequired,
      skillsNice: jobs.skillsNice,
      experienceLevel: jobs.experienceLevel,
      location: jobs.location,
      skillWeights: jobs.skillWeights,
      applyEmail: jobs.applyEmail,
    })
    .from(jobs)
    .where(eq(jobs.status, 'open'))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit) as Promise<OpenJobForMatch[]>;
}

// ── metrics ──────────────────────────────────────────────────────────────────

export async function selectInboxMetrics(db: Tx, since: Date) {
  const [row] = await db
    .select({
      processed: sql<number>`count(*) filter (where ${emails.processedAt} is not null)`.mapWith(Number),
      successful: sql<number>`count(*) filter (where ${emails.candidateId} is not null)`.mapWith(Number),
      matched: sql<number>`count(*) filter (where ${emails.candidateMatch} is not null)`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${emails.deliveryStatus} = 'failed')`.mapWith(Number),
      processing: sql<number>`count(*) filter (where ${emails.inboxStatus} = 'processing')`.mapWith(Number),
      today: sql<number>`count(*) filter (where ${emails.processedAt} >= ${since.toISOString()})`.mapWith(
        Number,
      ),
      averageSeconds: sql<
        number | null
      >`avg(extract(epoch from (${emails.processedAt} - ${emails.receivedAt})))`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(emails)
    .where(and(inbound, sql`${emails.bounceOfEmailId} is null`));
  return row!;
}

export async function selectFailurePatterns(db: Tx, limit = 5) {
  return db
    .select({ pattern: emails.errorDetails, count: sql<number>`count(*)`.mapWith(Number) })
    .from(emails)
    .where(and(inbound, eq(emails.deliveryStatus, 'failed'), sql`${emails.errorDetails} is not null`))
    .groupBy(emails.errorDetails)
    .orderBy(sql`count(*) desc`, asc(emails.errorDetails))
    .limit(limit);
}

export async function selectSourceSplit(db: Tx) {
  return db
    .select({
      sourceType: sql<string>`coalesce(${emails.parsedFields}->>'source_type', 'Unknown')`,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(emails)
    .where(and(inbound, sql`${emails.processedAt} is not null`, sql`${emails.bounceOfEmailId} is null`))
    .groupBy(sql`1`)
    .orderBy(sql`count(*) desc`);
}

// ── the demo inbox ───────────────────────────────────────────────────────────

export async function countInbound(db: Tx) {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(emails)
    .where(inbound);
  return row?.total ?? 0;
}

/** What the demo messages refer to: candidates with an address, and a message the team sent. */
export async function selectDemoFacts(db: Tx) {
  const people = await db
    .select({ id: candidates.id, fullName: candidates.fullName, emails: candidates.emails })
    .from(candidates)
    .where(sql`jsonb_array_length(${candidates.emails}) > 0`)
    .orderBy(asc(candidates.id))
    .limit(2);
  const [sent] = await db
    .select({ messageId: emails.messageId, toAddress: emails.toAddress })
    .from(emails)
    .where(and(eq(emails.direction, 'outbound'), eq(emails.deliveryStatus, 'bounced')))
    .orderBy(desc(emails.id))
    .limit(1);
  return { people, sent };
}
