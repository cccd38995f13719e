import { NAME_SIMILARITY_THRESHOLD } from '@shortlist/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { intList, textArray } from '../../db/sql-lists.ts';

/**
 * Issue 16: which candidate records may be one person. Two records match on a shared e-mail, a
 * shared phone number (its last nine digits) or a near-identical name at the same company: the
 * same `candidate_name_block` (company, initial, start of the last word) and a trigram similarity
 * of at least NAME_SIMILARITY_THRESHOLD. The keys are the indexed functions of migration 0027.
 * Erased records and pairs marked as different people are left out. A read model: it never writes.
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

export async function selectDuplicateSides(db: Tx, ids: number[]): Promise<DuplicateSideRow[]> {
  if (ids.length === 0) return [];
  return queryRows<DuplicateSideRow>(
    db,
    sql`select ${sideColumns} from candidates c
        where c.id in ${intList(ids)}`,
  );
}

/** The records that may be the same person as candidate `id`, with why, newest first. */
export async function selectDuplicatesOf(db: Tx, id: number, limit: number) {
  const [me] = await queryRows<{ emails: string[]; phones: string[]; block: string | null; name: string }>(
    db,
    sql`select candidate_email_keys(emails) as emails, candidate_phone_keys(phones) as phones,
          candidate_name_block(full_name, current_company) as block, lower(full_name) as name
        from candidates where id = ${id} and erased_at is null`,
  );
  if (!me) return [];
  const byEmail = sql`candidate_email_keys(c.emails) && ${textArray(me.emails)}`;
  const byPhone = sql`candidate_phone_keys(c.phones) && ${textArray(me.phones)}`;
  const byName = me.block
    ? sql`(candidate_name_block(c.full_name, c.current_company) = ${me.block}
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

/** The pairs last found, newest first, without those marked as different people. */
export async function selectDuplicatePairs(db: Tx, page: { limit: number; offset: number }) {
  return queryRows<{ first_id: number; second_id: number; reasons: string[] }>(
    db,
    sql`select p.first_id, p.second_id, p.reasons from candidate_duplicate_pairs p
        where not exists (select 1 from candidate_duplicate_dismissals d
          where d.first_id = p.first_id and d.second_id = p.second_id)
        order by p.second_id desc, p.first_id desc
        limit ${page.limit} offset ${page.offset}`,
  );
}

export async function countDuplicatePairs(db: Tx): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from candidate_duplicate_pairs p
        where not exists (select 1 from candidate_duplicate_dismissals d
          where d.first_id = p.first_id and d.second_id = p.second_id)`,
  );
  return row?.total ?? 0;
}
