import type { OfferListQuery } from '@shortlist/contracts';
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { offers, users } from '../../db/schema/index.ts';
import type { OfferRecord } from './offers.queries.ts';

/*
 * Reads of the offers tables joined with the applications, candidates, jobs and users tables
 * that other features own (docs/decisions/008). Reads only.
 */

/** What an offer's rules need to know about its job and application. */
export type OfferContext = {
  application_id: number;
  application_status: string;
  candidate_id: number;
  candidate_name: string;
  candidate_email: string | null;
  job_id: number;
  job_title: string;
  department: string;
  location: string;
  employment_type: string;
  salary_min: number | null;
  job_created_by: number | null;
  job_hiring_team: { email: string; role: string }[];
  /** How many of the job's six stakeholder sign-offs are approved. */
  signoffs_approved: number;
};

export async function selectOfferContext(db: Tx, applicationId: number): Promise<OfferContext | undefined> {
  const [row] = await queryRows<OfferContext>(
    db,
    sql`
    select a.id as application_id, a.status as application_status, a.candidate_id,
           c.full_name as candidate_name, c.emails->>0 as candidate_email,
           j.id as job_id, j.title as job_title, coalesce(j.department, '') as department,
           coalesce(j.location, '') as location, coalesce(j.employment_type, '') as employment_type,
           j.salary_min, j.created_by as job_created_by, j.hiring_team as job_hiring_team,
           (j.signoff_people_ops::int + j.signoff_strategy::int + j.signoff_ops_delivery::int
            + j.signoff_sector_lead::int + j.signoff_responsible_person::int
            + j.signoff_executive_sponsor::int) as signoffs_approved
    from applications a
    join candidates c on c.id = a.candidate_id
    join jobs j on j.id = a.job_id
    where a.id = ${applicationId}`,
  );
  return row;
}

export type OfferRow = OfferRecord & { createdByName: string | null };

function listWhere(filters: Omit<OfferListQuery, 'page' | 'page_size'>): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.application_id) conditions.push(sql`o.application_id = ${filters.application_id}`);
  if (filters.candidate_id) conditions.push(sql`o.candidate_id = ${filters.candidate_id}`);
  if (filters.job_id) conditions.push(sql`o.job_id = ${filters.job_id}`);
  if (filters.status) conditions.push(sql`o.status = ${filters.status}`);
  return sql.join(conditions, sql` and `);
}

export async function countOffers(db: Tx, filters: Omit<OfferListQuery, 'page' | 'page_size'>) {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from offers o where ${listWhere(filters)}`,
  );
  return row?.total ?? 0;
}

/** Newest first. */
export async function selectOfferIds(
  db: Tx,
  filters: Omit<OfferListQuery, 'page' | 'page_size'>,
  page: { limit: number; offset: number },
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select o.id from offers o where ${listWhere(filters)}
        order by o.created_at desc, o.id desc limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((row) => row.id);
}

/** Offers pending approval that this user has not yet decided on at their current version. */
export async function selectPendingOfferIdsUndecidedBy(db: Tx, userId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select o.id from offers o where o.status = 'pending_approval'
        and not exists (select 1 from offer_approvals a
          where a.offer_id = o.id and a.version = o.version and a.user_id = ${userId})
        order by o.created_at desc, o.id desc`,
  );
  return rows.map((row) => row.id);
}

/** The offer with its author's name. */
export async function selectOffer(db: Tx, id: number): Promise<OfferRow | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(offers), createdByName: users.fullName })
    .from(offers)
    .leftJoin(users, eq(users.id, offers.createdBy))
    .where(eq(offers.id, id));
  return row;
}

export type ApprovalRow = {
  user_id: number | null;
  user_name: string;
  as: 'lead' | 'bar_raiser' | 'approver';
  decision: 'approved' | 'rejected';
  comment: string;
  version: number;
  created_at: Date | string;
};

export async function selectApprovals(db: Tx, offerId: number): Promise<ApprovalRow[]> {
  return queryRows<ApprovalRow>(
    db,
    sql`select user_id, user_name, "as", decision, comment, version, created_at
        from offer_approvals where offer_id = ${offerId} order by created_at, id`,
  );
}

export async function selectAudit(db: Tx, offerId: number) {
  return queryRows<{
    action: string;
    user_name: string | null;
    details: string;
    data: Record<string, unknown>;
    created_at: Date | string;
  }>(
    db,
    sql`select action, user_name, details, data, created_at
        from offer_audit_entries where offer_id = ${offerId} order by created_at, id`,
  );
}

/** Active users whose address is among these (the job's bar raisers on its hiring team). */
export async function selectUsersByEmail(db: Tx, emails: string[]) {
  if (emails.length === 0) return [];
  return queryRows<{ id: number; full_name: string; email: string; role: string }>(
    db,
    sql`select u.id, u.full_name, u.email, u.role from users u
        where u.is_active and lower(u.email) in (${sql.join(
          emails.map((email) => sql`${email.toLowerCase()}`),
          sql`, `,
        )})`,
  );
}

/** Active users of these roles (who may give a band's lead approval). */
export async function selectUsersByRole(db: Tx, roles: string[]) {
  return queryRows<{ id: number; full_name: string; email: string; role: string }>(
    db,
    sql`select u.id, u.full_name, u.email, u.role from users u
        where u.is_active and u.role in (${sql.join(
          roles.map((role) => sql`${role}`),
          sql`, `,
        )})`,
  );
}

/** Sent offers whose response deadline has passed (the expiry job). */
export async function selectExpiredOfferIds(db: Tx, now: Date): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select o.id from offers o where o.status = 'sent' and o.expires_at < ${now.toISOString()}::timestamptz`,
  );
  return rows.map((row) => row.id);
}
