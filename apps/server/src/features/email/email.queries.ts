import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { type CandidateMove, repointCandidateRows } from '../../db/candidate-move.ts';
import type { Tx } from '../../db/client.ts';
import { emailAuditEntries, emails, emailTemplates, mailboxState } from '../../db/schema/index.ts';
import { containsPattern } from '../../platform/like-pattern.ts';

/*
 * The only code that writes the e-mail tables (email_templates, emails, email_audit_entries):
 * the e-mail feature is their one writer (docs/decisions/008). Reads joined with other
 * features' tables are in email.read-model.ts.
 */

export type EmailTemplateRecord = typeof emailTemplates.$inferSelect;
export type EmailRow = typeof emails.$inferSelect;
export type EmailInsert = typeof emails.$inferInsert;

/**
 * The template a message of a type uses for a job: the job's default, then any of the job's,
 * then the organisation's default, then any of the organisation's.
 */
export async function selectTemplateForType(
  db: Tx,
  type: string,
  jobId: number | null,
): Promise<EmailTemplateRecord | undefined> {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.type, type),
        jobId
          ? or(eq(emailTemplates.jobId, jobId), isNull(emailTemplates.jobId))
          : isNull(emailTemplates.jobId),
      ),
    )
    .orderBy(sql`${emailTemplates.jobId} is null`, desc(emailTemplates.isDefault), asc(emailTemplates.id))
    .limit(1);
  return row;
}

export type TemplateColumns = Omit<typeof emailTemplates.$inferInsert, 'id' | 'createdAt'>;

/** A template made the default takes the place of the one before it (one default per type and job). */
async function clearDefault(tx: Tx, type: string, jobId: number | null, exceptId?: number) {
  await tx
    .update(emailTemplates)
    .set({ isDefault: false })
    .where(
      and(
        eq(emailTemplates.type, type),
        jobId ? eq(emailTemplates.jobId, jobId) : isNull(emailTemplates.jobId),
        eq(emailTemplates.isDefault, true),
        exceptId ? sql`${emailTemplates.id} <> ${exceptId}` : undefined,
      ),
    );
}

export async function insertTemplate(tx: Tx, values: TemplateColumns) {
  if (values.isDefault) await clearDefault(tx, values.type, values.jobId ?? null);
  const [row] = await tx.insert(emailTemplates).values(values).returning({ id: emailTemplates.id });
  return row!.id;
}

export async function updateTemplate(tx: Tx, id: number, values: TemplateColumns) {
  if (values.isDefault) await clearDefault(tx, values.type, values.jobId ?? null, id);
  await tx.update(emailTemplates).set(values).where(eq(emailTemplates.id, id));
}

export async function deleteTemplate(tx: Tx, id: number) {
  await tx.delete(emailTemplates).where(eq(emailTemplates.id, id));
}

// ── messages ─────────────────────────────────────────────────────────────────

export async function insertEmail(tx: Tx, values: EmailInsert): Promise<EmailRow> {
  const [row] = await tx.insert(emails).values(values).returning();
  return row!;
}

export async function selectEmail(db: Tx, id: number): Promise<EmailRow | undefined> {
  const [row] = await db.select().from(emails).where(eq(emails.id, id));
  return row;
}

/** Locks the message for a state change, so a retry and a send job never cross. */
export async function selectEmailForUpdate(tx: Tx, id: number): Promise<EmailRow | undefined> {
  const [row] = await tx.select().from(emails).where(eq(emails.id, id)).for('update');
  return row;
}

export async function updateEmail(tx: Tx, id: number, values: Partial<EmailInsert>): Promise<EmailRow> {
  const [row] = await tx.update(emails).set(values).where(eq(emails.id, id)).returning();
  return row!;
}

// ── audit trail ──────────────────────────────────────────────────────────────

export type AuditInsert = typeof emailAuditEntries.$inferInsert;

export async function insertAudit(tx: Tx, entry: AuditInsert) {
  await tx.insert(emailAuditEntries).values(entry);
}

export async function selectAudit(db: Tx, emailId: number) {
  return db
    .select()
    .from(emailAuditEntries)
    .where(eq(emailAuditEntries.emailId, emailId))
    .orderBy(asc(emailAuditEntries.createdAt), asc(emailAuditEntries.id));
}

// ── received mail ────────────────────────────────────────────────────────────

/** Stores a received message unless one with its Message-ID is already here; its id, or null. */
export async function insertInboundEmail(tx: Tx, values: EmailInsert): Promise<number | null> {
  const [row] = await tx
    .insert(emails)
    .values(values)
    .onConflictDoNothing({ target: emails.messageId })
    .returning({ id: emails.id });
  return row?.id ?? null;
}

export async function selectEmailIdByMessageId(db: Tx, messageId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: emails.id }).from(emails).where(eq(emails.messageId, messageId));
  return row?.id;
}

/** The parse job's write: only a message still processing, so a job run twice writes once. */
export async function finishProcessing(tx: Tx, id: number, values: Partial<EmailInsert>) {
  const [row] = await tx
    .update(emails)
    .set(values)
    .where(and(eq(emails.id, id), eq(emails.inboxStatus, 'processing')))
    .returning();
  return row;
}

export async function updateInboxStatus(tx: Tx, ids: number[], status: string, except?: string) {
  return tx
    .update(emails)
    .set({ inboxStatus: status })
    .where(
      and(
        inArray(emails.id, ids),
        eq(emails.direction, 'inbound'),
        sql`${emails.inboxStatus} <> 'processing'`,
        except ? sql`${emails.inboxStatus} <> ${except}` : undefined,
      ),
    )
    .returning({ id: emails.id });
}

// ── mailbox state (the IMAP poller's place) ──────────────────────────────────

export type MailboxStateRow = typeof mailboxState.$inferSelect;

export async function selectMailboxState(db: Tx, mailbox: string): Promise<MailboxStateRow | undefined> {
  const [row] = await db.select().from(mailboxState).where(eq(mailboxState.mailbox, mailbox));
  return row;
}

export async function upsertMailboxState(tx: Tx, mailbox: string, values: Partial<MailboxStateRow>) {
  await tx
    .insert(mailboxState)
    .values({ mailbox, ...values })
    .onConflictDoUpdate({ target: mailboxState.mailbox, set: values });
}

/**
 * The poller stored the message at `uid`: the mailbox's place moves to it, never back (two
 * polls at once), and starts again from it under a new UIDVALIDITY.
 */
export async function advanceMailboxState(
  tx: Tx,
  mailbox: string,
  place: { uidValidity: number; uid: number; at: Date },
) {
  await tx
    .insert(mailboxState)
    .values({ mailbox, uidValidity: place.uidValidity, lastUid: place.uid, lastPollAt: place.at })
    .onConflictDoUpdate({
      target: mailboxState.mailbox,
      set: {
        lastUid: sql`case when ${mailboxState.uidValidity} = ${place.uidValidity} then greatest(${mailboxState.lastUid}, ${place.uid}) else ${place.uid} end`,
        uidValidity: place.uidValidity,
        lastPollAt: place.at,
      },
    });
}

/**
 * Issue 16 erasure: every message to, from or about the candidate — by record, application or
 * any of their addresses; the panel's invitations, which are the job's, by the interviews'
 * calendar UIDs or the name in a message of one of their jobs — and the delivery reports on them.
 * Returns the messages' ids and the stored files only they held.
 */
export async function deleteEmailsOfCandidate(
  tx: Tx,
  scope: {
    candidateId: number;
    applicationIds: number[];
    jobIds: number[];
    addresses: string[];
    name: string;
    interviewUids: string[];
  },
): Promise<{ ids: number[]; keys: string[] }> {
  const byAddress = scope.addresses.flatMap((address) => [
    ilike(emails.fromAddress, containsPattern(address)),
    ilike(emails.toAddress, containsPattern(address)),
  ]);
  const byCalendar = scope.interviewUids.map((uid) =>
    ilike(emails.calendarIcs, containsPattern(`UID:${uid}`)),
  );
  const byName =
    scope.jobIds.length > 0 && scope.name.trim()
      ? and(
          inArray(emails.jobId, scope.jobIds),
          or(
            ilike(emails.subject, containsPattern(scope.name)),
            ilike(emails.bodyText, containsPattern(scope.name)),
          ),
        )
      : undefined;
  const columns = { id: emails.id, rawKey: emails.rawKey, attachments: emails.attachments };
  const deleted = await tx
    .delete(emails)
    .where(
      or(
        eq(emails.candidateId, scope.candidateId),
        scope.applicationIds.length > 0 ? inArray(emails.applicationId, scope.applicationIds) : undefined,
        ...byAddress,
        ...byCalendar,
        byName,
      ),
    )
    .returning(columns);
  const reports =
    deleted.length === 0
      ? []
      : await tx
          .delete(emails)
          .where(
            inArray(
              emails.bounceOfEmailId,
              deleted.map((row) => row.id),
            ),
          )
          .returning(columns);
  const rows = [...deleted, ...reports];
  const keys = new Set(
    rows.flatMap((row) => [
      ...(row.rawKey ? [row.rawKey] : []),
      ...(row.attachments ?? []).flatMap((attachment) =>
        attachment.storage_key ? [attachment.storage_key] : [],
      ),
    ]),
  );
  // raw messages are stored by content: another row may hold the same bytes
  const rawKeys = [...keys].filter((key) => key.startsWith('mail/raw/'));
  if (rawKeys.length > 0) {
    const kept = await tx.select({ key: emails.rawKey }).from(emails).where(inArray(emails.rawKey, rawKeys));
    for (const row of kept) if (row.key) keys.delete(row.key);
  }
  return { ids: rows.map((row) => row.id), keys: [...keys] };
}

/** Issue 16 merge: the duplicate's mail goes to the kept record. */
export const moveEmailsOfCandidate = (tx: Tx, move: CandidateMove) =>
  repointCandidateRows(
    tx,
    emails,
    { candidate: emails.candidateId, application: emails.applicationId },
    move,
  );
