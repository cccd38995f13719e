import { type CandidateListQuery, type CandidateOrdering, COUNTED_MATCHES } from '@shortlist/contracts';
import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { CandidateMove } from '../../db/candidate-move.ts';
import { queryJsonRows, queryRows, type Tx } from '../../db/client.ts';
import { inlined } from '../../db/page-bounds.ts';
import { readRowCount } from '../../db/row-counts.ts';
import {
  applications,
  candidateMatchAverages,
  candidateNotes,
  candidateSearchMatches,
  candidates,
  candidateTeamMembers,
  documents,
  users,
} from '../../db/schema/index.ts';
import { intArray, textArray } from '../../db/sql-lists.ts';
import { transactionTime } from '../../db/transaction-time.ts';
import { containsPattern } from '../../platform/like-pattern.ts';
import type { SearchTotal } from '../../platform/pagination.ts';

export type CandidateRow = typeof candidates.$inferSelect;
export type CandidateInsert = typeof candidates.$inferInsert;

/** Average match over the candidate's scored applications; zero and missing scores are ignored (spec 02 §2). */
// Qualified by hand: in a one-table select Drizzle renders columns unqualified, and inside a
// subquery an unqualified "id" would bind to the subquery's own table.
const candidateIdColumn = sql.raw('"candidates"."id"');
const averageMatch = sql<
  number | null
>`(select round(avg(a.match_score))::int from ${applications} a where a.candidate_id = ${candidateIdColumn} and a.match_score > 0)`;
const applicationCount = sql<number>`(select count(*) from ${applications} a where a.candidate_id = ${candidateIdColumn})::int`;

function listConditions(filters: CandidateListQuery): SQL | undefined {
  const skills = (filters.skills ?? '')
    .split(',')
    .map((skill) => skill.trim())
    .filter(Boolean);
  const place = filters.location ? containsPattern(filters.location) : undefined;
  const band: Record<string, SQL> = {
    '90': sql`${averageMatch} >= 90`,
    '80': sql`${averageMatch} >= 80 and ${averageMatch} < 90`,
    '70': sql`${averageMatch} >= 70 and ${averageMatch} < 80`,
    low: sql`${averageMatch} < 70`,
    none: sql`${averageMatch} is null`,
  };
  return and(
    filters.search ? candidateSearchMatches(containsPattern(filters.search)) : undefined,
    ...skills.map((skill) => ilike(sql`(${candidates.skillsExtracted})::text`, containsPattern(skill))),
    place
      ? or(ilike(candidates.location, place), ilike(candidates.city, place), ilike(candidates.country, place))
      : undefined,
    filters.source_type ? eq(candidates.sourceType, filters.source_type) : undefined,
    filters.score_band ? band[filters.score_band] : undefined,
    filters.stage_key
      ? sql`exists (select 1 from ${applications} a where a.candidate_id = ${candidateIdColumn} and a.stage_key = ${filters.stage_key})`
      : undefined,
  );
}

function orderingOf(ordering: CandidateOrdering | undefined): SQL[] {
  switch (ordering) {
    case 'name':
      return [asc(candidates.fullName), asc(candidates.id)];
    case 'ai_score':
      // spec 02 §2: highest first, candidates without a score last — the maintained average's
      // index order (candidate_match_averages_order_idx, docs/decisions/018).
      return [
        sql`${candidateMatchAverages.averageMatch} desc nulls last`,
        desc(candidateMatchAverages.candidateId),
      ];
    default:
      return [desc(candidates.createdAt), desc(candidates.id)];
  }
}

/**
 * The columns a list row shows (presentCandidateRow): not the CV's text, work history and search
 * text a candidate's own page reads, which made a page of 25 read every one of its people's CVs.
 * Named as the row's JSON has them (queryJsonRows).
 */
const listRowColumns = {
  id: candidates.id,
  full_name: candidates.fullName,
  current_company: candidates.currentCompany,
  current_role: candidates.currentRole,
  location: candidates.location,
  city: candidates.city,
  country: candidates.country,
  years_experience: candidates.yearsExperience,
  emails: candidates.emails,
  phones: candidates.phones,
  summary: candidates.summary,
  skills_extracted: candidates.skillsExtracted,
  source_type: candidates.sourceType,
  created_at: candidates.createdAt,
  application_count: applicationCount.as('application_count'),
  average_match: averageMatch.as('average_match'),
};

/** A list row as its statement gives it: one JSON text (timestamps as ISO text). */
export type CandidateListColumns = {
  [K in Exclude<
    keyof typeof listRowColumns,
    'application_count' | 'average_match' | 'created_at'
  >]: (typeof listRowColumns)[K]['_']['data'];
} & { created_at: string; application_count: number; average_match: number | null };

/**
 * A page of the list. Its rows come back as one JSON text: on PGlite, 26 rows of 16 columns took
 * 3 ms as rows and 2.1 as text (docs/decisions/032).
 */
export async function listCandidateRows(
  db: Tx,
  filters: CandidateListQuery,
  page: { limit: number; offset: number },
): Promise<CandidateListColumns[]> {
  const query = db.select(listRowColumns).from(candidates).$dynamic();
  // every candidate has a maintained average row (a trigger makes it with the candidate)
  if (filters.ordering === 'ai_score')
    query.innerJoin(candidateMatchAverages, eq(candidateMatchAverages.candidateId, candidates.id));
  return queryJsonRows<CandidateListColumns>(
    db,
    query
      .where(listConditions(filters))
      .orderBy(...orderingOf(filters.ordering))
      .limit(inlined(page.limit))
      .offset(inlined(page.offset))
      .getSQL(),
  );
}

/** The list rows of these candidates (a page the search index found), in the list's order. */
export async function listCandidateRowsByIds(db: Tx, ids: number[]): Promise<CandidateListColumns[]> {
  if (ids.length === 0) return [];
  return queryJsonRows<CandidateListColumns>(
    db,
    db
      .select(listRowColumns)
      .from(candidates)
      .where(sql`${candidates.id} = any(${intArray(ids)})`)
      .orderBy(...orderingOf(undefined))
      .getSQL(),
  );
}

/**
 * Matching candidates; with no filter, the maintained total instead of counting every row. A
 * search counts up to COUNTED_MATCHES and stops (docs/decisions/019): past it, the total is a
 * lower bound, as a term a tenth of all names share would otherwise check 10,000 search texts.
 */
export async function countCandidates(db: Tx, filters: CandidateListQuery): Promise<SearchTotal> {
  const where = listConditions(filters);
  if (!where) return { count: await readRowCount(db, 'candidates'), isLowerBound: false };
  if (!filters.search) {
    const [row] = await db.select({ value: count() }).from(candidates).where(where);
    return { count: row?.value ?? 0, isLowerBound: false };
  }
  const found = db
    .select({ id: candidates.id })
    .from(candidates)
    .where(where)
    .limit(inlined(COUNTED_MATCHES + 1))
    .as('found');
  const [row] = await db.select({ value: count() }).from(found);
  const value = row?.value ?? 0;
  return value > COUNTED_MATCHES
    ? { count: COUNTED_MATCHES, isLowerBound: true }
    : { count: value, isLowerBound: false };
}

export async function selectCandidateDetail(db: Tx, id: number) {
  const [row] = await db
    .select({
      candidate: candidates,
      applicationCount,
      averageMatch,
      latestCvId: sql<
        number | null
      >`(select d.id from ${documents} d where d.candidate_id = ${candidateIdColumn} and d.type = 'cv' order by d.uploaded_at desc, d.id desc limit 1)`,
      assignedTeam: sql<
        number[]
      >`coalesce((select json_agg(t.user_id order by t.added_at) from ${candidateTeamMembers} t where t.candidate_id = ${candidateIdColumn}), '[]'::json)`,
    })
    .from(candidates)
    .where(eq(candidates.id, id));
  return row;
}
export type CandidateDetailRow = NonNullable<Awaited<ReturnType<typeof selectCandidateDetail>>>;

/** A candidate (other than `exceptId`) holding any of these e-mails, compared case-insensitively. */
export async function findCandidateByEmails(db: Tx, emails: string[], exceptId?: number) {
  const wanted = emails.map((email) => email.toLowerCase());
  if (wanted.length === 0) return undefined;
  const [row] = await db
    .select({ id: candidates.id, fullName: candidates.fullName })
    .from(candidates)
    .where(
      and(
        exceptId ? ne(candidates.id, exceptId) : undefined,
        // candidates_email_keys_idx (migration 0028) answers this without reading every candidate
        sql`candidate_email_keys(${candidates.emails}) && ${textArray(wanted.map((email) => email.trim()))}`,
      ),
    )
    .limit(1);
  return row;
}

/**
 * Issue 16 import: every candidate one of these e-mails (compared without case) belongs to. One
 * index probe per address: given the whole list at once the planner reads every candidate.
 */
export async function selectCandidatesByEmails(db: Tx, emails: string[]) {
  if (emails.length === 0) return [];
  const wanted = emails.map((email) => email.trim().toLowerCase());
  return queryRows<Pick<CandidateRow, 'id' | 'fullName' | 'emails' | 'phones' | 'skillsExtracted'>>(
    db,
    sql`select distinct c.id, c.full_name as "fullName", c.emails, c.phones, c.skills_extracted as "skillsExtracted"
        from unnest(${textArray(wanted)}) as wanted(email)
        cross join lateral (
          select * from candidates where candidate_email_keys(candidates.emails) && array[wanted.email]
        ) c`,
  );
}

/** Issue 16 import: a batch of new candidates in one statement. */
export async function insertCandidates(tx: Tx, values: CandidateInsert[]) {
  if (values.length === 0) return [];
  return tx.insert(candidates).values(values).returning({ id: candidates.id });
}

export async function insertCandidate(tx: Tx, values: CandidateInsert): Promise<CandidateRow> {
  const [row] = await tx.insert(candidates).values(values).returning();
  return row!;
}

export async function updateCandidateRow(tx: Tx, id: number, values: Partial<CandidateInsert>) {
  const [row] = await tx
    .update(candidates)
    .set({ ...values, updatedAt: transactionTime })
    .where(eq(candidates.id, id))
    .returning();
  return row;
}

export async function selectCandidateRow(tx: Tx, id: number) {
  const [row] = await tx.select().from(candidates).where(eq(candidates.id, id));
  return row;
}

/**
 * Issue 16: blanks every personal field of the candidate under its anonymous label, and deletes
 * their notes and team. The row stays, so their applications keep their history.
 */
export async function anonymiseCandidateRow(tx: Tx, id: number, label: string, at: Date) {
  await tx
    .update(candidates)
    .set({
      fullName: label,
      emails: [],
      phones: [],
      location: '',
      country: '',
      city: '',
      currentCompany: '',
      currentRole: '',
      yearsExperience: null,
      summary: '',
      cvText: '',
      skillsExtracted: [],
      workExperience: [],
      educationHistory: [],
      links: {},
      cvUrl: null,
      sourceType: '',
      recruiterName: '',
      desiredSalaryMin: null,
      desiredSalaryMax: null,
      offeredSalary: null,
      isFlagged: false,
      isArchived: true,
      erasedAt: at,
      updatedAt: at,
    })
    .where(eq(candidates.id, id));
  await tx.delete(candidateNotes).where(eq(candidateNotes.candidateId, id));
  await tx.delete(candidateTeamMembers).where(eq(candidateTeamMembers.candidateId, id));
}

export async function selectCandidateRowForUpdate(tx: Tx, id: number) {
  const [row] = await tx.select().from(candidates).where(eq(candidates.id, id)).for('update');
  return row;
}

export async function deleteCandidateRow(tx: Tx, id: number) {
  await tx.delete(candidates).where(eq(candidates.id, id));
}

export async function insertNote(tx: Tx, values: typeof candidateNotes.$inferInsert) {
  const [row] = await tx.insert(candidateNotes).values(values).returning();
  return row!;
}

/** Private notes are visible to their author only (and to admins). */
function visibleNotes(candidateId: number, viewer: { id: number; isAdmin: boolean }) {
  return and(
    eq(candidateNotes.candidateId, candidateId),
    viewer.isAdmin
      ? undefined
      : or(eq(candidateNotes.isPrivate, false), eq(candidateNotes.authorId, viewer.id)),
  );
}

export async function selectNotes(
  db: Tx,
  candidateId: number,
  viewer: { id: number; isAdmin: boolean },
  page: { limit: number; offset: number },
) {
  return db
    .select({ note: candidateNotes, authorName: users.fullName })
    .from(candidateNotes)
    .leftJoin(users, eq(users.id, candidateNotes.authorId))
    .where(visibleNotes(candidateId, viewer))
    .orderBy(desc(candidateNotes.createdAt), desc(candidateNotes.id))
    .limit(inlined(page.limit))
    .offset(inlined(page.offset));
}
export type NoteRow = Awaited<ReturnType<typeof selectNotes>>[number];

export async function countNotes(db: Tx, candidateId: number, viewer: { id: number; isAdmin: boolean }) {
  const [row] = await db
    .select({ value: count() })
    .from(candidateNotes)
    .where(visibleNotes(candidateId, viewer));
  return row?.value ?? 0;
}

export async function selectActiveUsers(db: Tx) {
  return db
    .select({ id: users.id, name: users.fullName, role: users.role })
    .from(users)
    .where(eq(users.isActive, true))
    .orderBy(asc(users.fullName));
}

export async function selectTeamUserIds(db: Tx, candidateId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: candidateTeamMembers.userId })
    .from(candidateTeamMembers)
    .where(eq(candidateTeamMembers.candidateId, candidateId))
    .orderBy(asc(candidateTeamMembers.addedAt));
  return rows.map((row) => row.userId);
}

export async function replaceTeam(tx: Tx, candidateId: number, userIds: number[]) {
  await tx.delete(candidateTeamMembers).where(eq(candidateTeamMembers.candidateId, candidateId));
  if (userIds.length > 0)
    await tx.insert(candidateTeamMembers).values(userIds.map((userId) => ({ candidateId, userId })));
}

export async function insertTeamMembers(tx: Tx, candidateId: number, userIds: number[]) {
  if (userIds.length > 0)
    await tx
      .insert(candidateTeamMembers)
      .values(userIds.map((userId) => ({ candidateId, userId })))
      .onConflictDoNothing();
}

/**
 * Issue 16 merge: the duplicate's notes and team go to the kept record, whose profile has been
 * completed from it; then the duplicate's row goes. Returns how many notes moved.
 */
export async function absorbCandidateRow(
  tx: Tx,
  move: CandidateMove,
  profile: Partial<CandidateInsert>,
): Promise<number> {
  const notes = await tx
    .update(candidateNotes)
    .set({ candidateId: move.to })
    .where(eq(candidateNotes.candidateId, move.from))
    .returning({ id: candidateNotes.id });
  await tx.execute(
    sql`insert into candidate_team_members (candidate_id, user_id, added_at)
        select ${move.to}, user_id, added_at from candidate_team_members where candidate_id = ${move.from}
        on conflict do nothing`,
  );
  await tx
    .update(candidates)
    .set({ ...profile, updatedAt: transactionTime })
    .where(eq(candidates.id, move.to));
  await tx.delete(candidates).where(eq(candidates.id, move.from));
  return notes.length;
}
