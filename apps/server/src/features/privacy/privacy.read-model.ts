import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

/**
 * Issue 16: everything Shortlist holds about one candidate, gathered from the tables of the
 * features that wrote it, for their data export (GDPR articles 15 and 20); and the candidates the
 * retention rule is about to erase. A read model: it never writes.
 */

type Row = Record<string, unknown>;

export type StoredFileRef = { path: string; storageKey: string };

export type CandidateDataset = {
  sections: Record<string, Row[] | Row>;
  files: StoredFileRef[];
};

export async function selectCandidateProfile(db: Tx, id: number) {
  const [row] = await queryRows<Row & { erased_at: Date | null; full_name: string }>(
    db,
    sql`select id, full_name, emails, phones, location, country, city, current_company, current_role,
          employment_type, years_experience, summary, skills_extracted, work_experience,
          education_history, links, source_type, recruiter_name, desired_salary_min,
          desired_salary_max, offered_salary, is_flagged, is_archived, erased_at, created_at,
          updated_at, cv_text
        from candidates where id = ${id}`,
  );
  return row;
}

/** Every section of the export but the profile, each in the order it happened. */
export async function selectCandidateDataset(db: Tx, id: number): Promise<CandidateDataset> {
  const [applications, consents, notes, interviews, offers, emails, timeline, documents] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select a.id, j.title as job_title, a.stage_key, a.status, a.source, a.match_score,
            a.applied_at, a.decided_at, a.tags
          from applications a join jobs j on j.id = a.job_id
          where a.candidate_id = ${id} order by a.applied_at, a.id`,
    ),
    queryRows<Row>(
      db,
      sql`select c.notice_version, c.consented_at, j.title as job_title
          from application_consents c
          join applications a on a.id = c.application_id join jobs j on j.id = a.job_id
          where c.candidate_id = ${id} order by c.consented_at, c.id`,
    ),
    queryRows<Row>(
      db,
      sql`select n.text, n.note_type, n.is_private, n.tags, u.full_name as author, n.created_at
          from candidate_notes n left join users u on u.id = n.author_id
          where n.candidate_id = ${id} order by n.created_at, n.id`,
    ),
    queryRows<Row>(
      db,
      sql`select i.id, j.title as job_title, i.interview_type, i.scheduled_at, i.duration_minutes,
            i.time_zone, i.location, i.status,
            coalesce((select json_agg(json_build_object('interviewer', u.full_name,
              'recommendation', s.recommendation, 'notes', s.notes, 'submitted_at', s.submitted_at)
              order by s.submitted_at)
              from interview_scorecards s join users u on u.id = s.interviewer_id
              where s.interview_id = i.id), '[]'::json) as scorecards
          from interviews i join jobs j on j.id = i.job_id
          where i.candidate_id = ${id} order by i.scheduled_at, i.id`,
    ),
    queryRows<Row & { id: number; pdf_key: string | null }>(
      db,
      sql`select o.id, j.title as job_title, o.status, o.fields, o.sent_at, o.responded_at,
            o.decline_reason, o.pdf_key
          from offers o join jobs j on j.id = o.job_id
          where o.candidate_id = ${id} order by o.created_at, o.id`,
    ),
    queryRows<Row & { id: number; attachments: { filename: string; storage_key: string | null }[] | null }>(
      db,
      sql`select e.id, e.direction, e.from_address, e.to_address, e.subject, e.body_text,
            coalesce(e.received_at, e.sent_at, e.created_at) as date, e.attachments
          from emails e
          where e.candidate_id = ${id}
            or e.application_id in (select a.id from applications a where a.candidate_id = ${id})
            -- mail from or to one of their addresses that nobody has linked to them yet
            or exists (select 1 from candidates c, jsonb_array_elements_text(c.emails) address
              where c.id = ${id} and (position(lower(address) in lower(e.from_address)) > 0
                or position(lower(address) in lower(e.to_address)) > 0))
          order by coalesce(e.received_at, e.sent_at, e.created_at), e.id`,
    ),
    queryRows<Row>(
      db,
      sql`select t.title, t.description, t.created_at
          from timeline_events t where t.candidate_id = ${id} order by t.created_at, t.id`,
    ),
    queryRows<Row & { id: number; filename: string; storage_key: string }>(
      db,
      sql`select d.id, d.type, d.filename, d.content_type, d.file_size, d.uploaded_at, d.storage_key
          from documents d where d.candidate_id = ${id} order by d.uploaded_at, d.id`,
    ),
  ]);

  const files: StoredFileRef[] = [];
  const documentsOut = documents.map(({ storage_key, ...document }) => {
    const path = `files/${document.id}-${safeName(document.filename)}`;
    files.push({ path, storageKey: storage_key });
    return { ...document, file: path };
  });
  const offersOut = offers.map(({ pdf_key, ...offer }) => {
    if (!pdf_key) return offer;
    const path = `offers/offer-${offer.id}.pdf`;
    files.push({ path, storageKey: pdf_key });
    return { ...offer, file: path };
  });
  const emailsOut = emails.map(({ attachments, ...email }) => ({
    ...email,
    attachments: (attachments ?? []).map((attachment, index) => {
      if (!attachment.storage_key || email.direction !== 'inbound') return { filename: attachment.filename };
      const path = `emails/${email.id}/${index + 1}-${safeName(attachment.filename)}`;
      files.push({ path, storageKey: attachment.storage_key });
      return { filename: attachment.filename, file: path };
    }),
  }));

  return {
    sections: {
      applications,
      consents,
      notes,
      interviews,
      offers: offersOut,
      emails: emailsOut,
      timeline,
      documents: documentsOut,
    },
    files,
  };
}

/** A file name safe inside a ZIP on every system: no folders, no control or reserved characters. */
function safeName(name: string): string {
  const cleaned = [...name]
    .map((char) => (char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 ? '_' : char))
    .join('')
    .replace(/[<>:"/\\|?*]+/g, '_')
    .replace(/^\.+/, '')
    .trim()
    .slice(-120);
  return cleaned || 'file';
}

export type RetentionDueRow = {
  id: number;
  full_name: string;
  current_company: string;
  last_activity_at: Date;
};

/**
 * The candidates not erased whose last activity (their record's change or anything on their
 * timeline) is before `before`, oldest activity first.
 */
export async function selectInactiveCandidates(
  db: Tx,
  before: Date,
  page: { limit: number; offset: number },
): Promise<RetentionDueRow[]> {
  return queryRows<RetentionDueRow>(
    db,
    sql`select c.id, c.full_name, c.current_company, ${lastActivity} as last_activity_at
        from candidates c
        where c.erased_at is null and c.updated_at < ${before.toISOString()}::timestamptz
          and ${lastActivity} < ${before.toISOString()}::timestamptz
        order by ${lastActivity}, c.id
        limit ${page.limit} offset ${page.offset}`,
  );
}

export async function countInactiveCandidates(db: Tx, before: Date): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from candidates c
        where c.erased_at is null and c.updated_at < ${before.toISOString()}::timestamptz and ${lastActivity} < ${before.toISOString()}::timestamptz`,
  );
  return row?.total ?? 0;
}

const lastActivity = sql`greatest(c.updated_at,
  coalesce((select max(t.created_at) from timeline_events t where t.candidate_id = c.id), c.updated_at))`;
