import { NAME_SIMILARITY_THRESHOLD } from '@shortlist/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { textArray } from '../../db/sql-lists.ts';

/**
 * Issue 16: which candidate records may be one person. Two records match on a shared e-mail, a
 * shared phone number (its last nine digits) or — at the same company — a near-identical name:
 * the same initial and a trigram similarity of at least NAME_SIMILARITY_THRESHOLD. The keys are
 * the indexed functions of migration 0027. Erased records and pairs marked as different people
 * are left out. A read model: it never writes.
 */

export type DuplicateSideRow = {
  id: number;
  full_name: string;
  current_company: string;
  current_role: string;
  emails: string[];
  phones: string[];
  application_count: number;
  created_at: Date;
  updated_at: Date;
};

const sideColumns = sql.raw(`c.id, c.full_name, c.current_company, c.current_role, c.emails, c.phones,
  (select count(*)::int from applications a where a.candidate_id = c.id) as application_count,
  c.created_at, c.updated_at`);

const nameKey = (column: string) => sql.raw(`regexp_replace(lower(${column}), '[^[:alpha:]]', '', 'g')`);

export async function selectDuplicateSides(db: Tx, ids: number[]): Promise<DuplicateSideRow[]> {
  if (ids.length === 0) return [];
  return queryRows<DuplicateSideRow>(
    db,
    sql`select ${sideColumns} from candidates c
        where c.id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`,
  );
}

/** The records that may be the same person as candidate `id`, with why, newest first. */
export async function selectDuplicatesOf(db: Tx, id: number, limit: number) {
  const [me] = await queryRows<{
    emails: string[];
    phones: string[];
    company: string | null;
    name: string;
    initial: string;
  }>(
    db,
    sql`select candidate_email_keys(emails) as emails, candidate_phone_keys(phones) as phones,
          candidate_company_key(current_company) as company, lower(full_name) as name,
          left(${nameKey('full_name')}, 1) as initial
        from candidates where id = ${id} and erased_at is null`,
  );
  if (!me) return [];
  const emails = textArray(me.emails);
  const phones = textArray(me.phones);
  const byEmail = sql`candidate_email_keys(c.emails) && ${emails}`;
  const byPhone = sql`candidate_phone_keys(c.phones) && ${phones}`;
  const byName = me.company
    ? sql`(candidate_company_key(c.current_company) = ${me.company}
          and left(${nameKey('c.full_name')}, 1) = ${me.initial}
          and similarity(lower(c.full_name), ${me.name}) >= ${NAME_SIMILARITY_THRESHOLD})`
    : sql`false`;
  return queryRows<DuplicateSideRow & { reasons: string[] }>(
    db,
    sql`select ${sideColumns},
          array_remove(array[
            case when ${byEmail} then 'email' end,
            case when ${byPhone} then 'phone' end,
            case when ${byName} then 'name_company' end
          ], null) as reasons
        from candidates c
        where c.id <> ${id} and c.erased_at is null and (${byEmail} or ${byPhone} or ${byName})
          and not exists (select 1 from candidate_duplicate_dismissals d
            where d.first_id = least(c.id, ${id}) and d.second_id = greatest(c.id, ${id}))
        order by c.id desc
        limit ${limit}`,
  );
}

/** Every pair of possible duplicates, the newest pair first, with the total for paging. */
export async function selectDuplicatePairs(db: Tx, page: { limit: number; offset: number }) {
  return queryRows<{ first_id: number; second_id: number; reasons: string[]; total: number }>(
    db,
    sql`with live as (
          select id, emails, phones, full_name, current_company from candidates where erased_at is null
        ),
        contact as (
          select id, 'email' as reason, unnest(candidate_email_keys(emails)) as key from live
          union all
          select id, 'phone', unnest(candidate_phone_keys(phones)) from live
        ),
        named as (
          select id, full_name, candidate_company_key(current_company) as company,
            left(${nameKey('full_name')}, 1) as initial
          from live where candidate_company_key(current_company) is not null
        ),
        pairs as (
          select a.id as first_id, b.id as second_id, a.reason
          from contact a join contact b on b.key = a.key and b.reason = a.reason and a.id < b.id
          union all
          select a.id, b.id, 'name_company'
          from named a join named b on b.company = a.company and b.initial = a.initial and a.id < b.id
          where similarity(lower(a.full_name), lower(b.full_name)) >= ${NAME_SIMILARITY_THRESHOLD}
        )
        select p.first_id, p.second_id, array_agg(distinct p.reason order by p.reason) as reasons,
          count(*) over ()::int as total
        from pairs p
        where not exists (select 1 from candidate_duplicate_dismissals d
          where d.first_id = p.first_id and d.second_id = p.second_id)
        group by p.first_id, p.second_id
        order by p.second_id desc, p.first_id desc
        limit ${page.limit} offset ${page.offset}`,
  );
}
