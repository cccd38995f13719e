import { NAME_SIMILARITY_THRESHOLD } from '@shortlist/contracts';
import { eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { candidateDuplicateDismissals, candidateDuplicatePairs } from '../../db/schema/index.ts';
import { intArray } from '../../db/sql-lists.ts';

/** Two records someone said are different people (stored lower id first; saying it twice is once). */
export async function insertDismissal(tx: Tx, ids: [number, number], userId: number): Promise<void> {
  const [firstId, secondId] = [...ids].sort((a, b) => a - b) as [number, number];
  await tx
    .insert(candidateDuplicateDismissals)
    .values({ firstId, secondId, dismissedBy: userId })
    .onConflictDoNothing();
}

/** A merged record's dismissals go with it (its other pairs are the kept record's to judge again). */
export async function deleteDismissalsOf(tx: Tx, candidateId: number): Promise<void> {
  await tx
    .delete(candidateDuplicateDismissals)
    .where(
      or(
        eq(candidateDuplicateDismissals.firstId, candidateId),
        eq(candidateDuplicateDismissals.secondId, candidateId),
      ),
    );
}

/** A candidate's pairs as just found: the old ones go, these come (each stored lower id first). */
export async function replacePairsOf(
  tx: Tx,
  candidateId: number,
  found: { otherId: number; reasons: string[] }[],
): Promise<void> {
  await tx
    .delete(candidateDuplicatePairs)
    .where(
      or(eq(candidateDuplicatePairs.firstId, candidateId), eq(candidateDuplicatePairs.secondId, candidateId)),
    );
  if (found.length === 0) return;
  await tx
    .insert(candidateDuplicatePairs)
    .values(
      found.map(({ otherId, reasons }) => ({
        firstId: Math.min(candidateId, otherId),
        secondId: Math.max(candidateId, otherId),
        reasons,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Every pair afresh, in one statement: records sharing an e-mail or phone key are grouped by the
 * key, records of one name block compared by similarity, so nothing compares every record with
 * every other.
 */
export async function rescanAllPairs(tx: Tx): Promise<number> {
  await tx.delete(candidateDuplicatePairs);
  const inserted = await tx.execute(sql`
    with live as (
      select id, emails, phones, full_name, current_company from candidates where erased_at is null
    ),
    contact as (
      select id, 'email' as reason, unnest(candidate_email_keys(emails)) as key from live
      union all
      select id, 'phone', unnest(candidate_phone_keys(phones)) from live
    ),
    shared as (
      select reason, array_agg(distinct id) as ids from contact group by reason, key having count(distinct id) > 1
    ),
    blocks as (
      select array_agg(id) as ids from live
      where candidate_name_block(full_name, current_company) is not null
      group by candidate_name_block(full_name, current_company) having count(*) > 1
    ),
    pairs as (
      select a.id as first_id, b.id as second_id, s.reason
      from shared s, unnest(s.ids) a(id), unnest(s.ids) b(id) where a.id < b.id
      union all
      select a.id, b.id, 'name_company'
      from blocks k, unnest(k.ids) a(id), unnest(k.ids) b(id), candidates ca, candidates cb
      where a.id < b.id and ca.id = a.id and cb.id = b.id
        and similarity(lower(ca.full_name), lower(cb.full_name)) >= ${NAME_SIMILARITY_THRESHOLD}
    )
    , inserted as (
      insert into candidate_duplicate_pairs (first_id, second_id, reasons)
      select first_id, second_id, array_agg(distinct reason order by reason) from pairs
      group by first_id, second_id
      returning 1
    )
    select count(*)::int as total from inserted`);
  return (inserted as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0;
}

/**
 * Many candidates' pairs found afresh in two statements (an import's batch, issue 16): each one's
 * e-mail keys, phone keys and name block probed through their indexes, as for one candidate, and
 * at most `limitEach` pairs kept per candidate. Their old pairs go first.
 */
export async function refreshPairsOfMany(tx: Tx, ids: number[], limitEach: number): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    delete from candidate_duplicate_pairs
    where first_id = any(${intArray(ids)}) or second_id = any(${intArray(ids)})`);
  // the planner cannot see the batch's keys, and may read every candidate once per batch row;
  // each row's keys are to be probed through the indexes, as for one candidate
  await tx.execute(sql`set local enable_seqscan = off`);
  await tx.execute(sql`
    with batch as (
      select id, candidate_email_keys(emails) as emails, candidate_phone_keys(phones) as phones,
        candidate_name_block(full_name, current_company) as block, lower(full_name) as name
      from candidates where id = any(${intArray(ids)}) and erased_at is null
    ),
    found as (
      select b.id as mine, c.id as other, 'email' as reason
        from batch b join candidates c on candidate_email_keys(c.emails) && b.emails
      union all
      select b.id, c.id, 'phone'
        from batch b join candidates c on candidate_phone_keys(c.phones) && b.phones
      union all
      select b.id, c.id, 'name_company'
        from batch b join candidates c on candidate_name_block(c.full_name, c.current_company) = b.block
        where similarity(lower(c.full_name), b.name) >= ${NAME_SIMILARITY_THRESHOLD}
    ),
    pairs as (
      select f.mine, f.other, array_agg(distinct f.reason order by f.reason) as reasons,
        row_number() over (partition by f.mine order by f.other desc) as rank
      from found f join candidates c on c.id = f.other
      where f.other <> f.mine and c.erased_at is null
      group by f.mine, f.other
    )
    insert into candidate_duplicate_pairs (first_id, second_id, reasons)
    select least(mine, other), greatest(mine, other), reasons from pairs where rank <= ${limitEach}
    on conflict do nothing`);
}
