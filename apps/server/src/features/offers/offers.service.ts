import { Readable } from 'node:stream';
import {
  canLeadApprove,
  defaultOfferFields,
  hasPermission,
  OFFER_DEFAULTS,
  OFFER_MESSAGES,
  type Offer,
  type OfferFields,
  type OfferListQuery,
  type OfferStatus,
  type OfferTemplate,
  type offerAcceptSchema,
  offerBand,
  type offerCreateSchema,
  type offerDecisionSchema,
  type offerDeclineSchema,
  offerFileName,
  type offerUpdateSchema,
} from '@shortlist/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, forbidden, HttpError, notFound, ValidationError } from '../../platform/errors.ts';
import type { UserContext } from '../../platform/service-context.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { AuthUser } from '../../platform/tokens.ts';
import { changeApplicationStatus } from '../applications/application-outcomes.service.ts';
import { draftForApplication, type SendingDeps, storeOutgoing } from '../email/email-sending.service.ts';
import { canManageJob } from '../jobs/job-access.ts';
import { type ApprovalFacts, approvalRole, requirementsOf, unmet } from './offer-approvals.ts';
import { renderOfferPdf } from './offer-pdf.ts';
import { presentOffer } from './offers.presenter.ts';
import {
  insertApproval,
  insertOffer,
  insertOfferAudit,
  lockOffer,
  type OfferRecord,
  updateOffer,
} from './offers.queries.ts';
import {
  countOffers,
  type OfferContext,
  selectApprovals,
  selectAudit,
  selectOffer,
  selectOfferContext,
  selectOfferIds,
  selectPendingOfferIdsUndecidedBy,
  selectUsersByEmail,
  selectUsersByRole,
} from './offers.read-model.ts';

export type OfferDeps = SendingDeps;

type CreateInput = z.output<typeof offerCreateSchema>;
type UpdateInput = z.output<typeof offerUpdateSchema>;
type DecisionInput = z.output<typeof offerDecisionSchema>;
type AcceptInput = z.output<typeof offerAcceptSchema>;
type DeclineInput = z.output<typeof offerDeclineSchema>;

const DAY = 86_400_000;

/** The job's bar raisers: active users on its hiring team as bar_raiser. */
async function barRaisersOf(db: Tx, context: OfferContext) {
  const emails = context.job_hiring_team
    .filter((member) => member.role === 'bar_raiser')
    .map((member) => member.email.trim())
    .filter(Boolean);
  return selectUsersByEmail(db, emails);
}

/** Who this user is to the offer: may they manage it, see its salary, decide on it. */
async function standing(db: Tx, user: AuthUser, context: OfferContext) {
  const raisers = await barRaisersOf(db, context);
  const isBarRaiser = raisers.some((person) => person.id === user.id);
  return {
    canManage: canManageJob(user, { createdBy: context.job_created_by, hiringTeam: context.job_hiring_team }),
    isBarRaiser,
    jobHasBarRaiser: raisers.length > 0,
    salaryVisible:
      hasPermission(user.role, 'view_salary') || hasPermission(user.role, 'approve_hires') || isBarRaiser,
  };
}

async function contextOf(db: Tx, applicationId: number) {
  const context = await selectOfferContext(db, applicationId);
  if (!context) throw notFound(OFFER_MESSAGES.applicationNotFound);
  return context;
}

async function offerOrThrow(db: Tx, id: number) {
  const offer = await selectOffer(db, id);
  if (!offer) throw notFound(OFFER_MESSAGES.notFound);
  return offer;
}

/** GET /offers/{id}/: the offer as this user may read it now. */
export async function getOffer(
  { db, clock, user }: UserContext<OfferDeps>,
  { id }: { id: number },
): Promise<Offer> {
  return readOffer(db, user, id, clock());
}

/** An offer as `user` may read it at `now`: one clock reading serves a whole list. */
async function readOffer(db: Tx, user: AuthUser, id: number, now: Date): Promise<Offer> {
  const offer = await offerOrThrow(db, id);
  const context = await contextOf(db, offer.applicationId);
  const [who, approvals, audit] = await Promise.all([
    standing(db, user, context),
    selectApprovals(db, id),
    selectAudit(db, id),
  ]);
  const facts = { salary: offer.fields.salary, version: offer.version, approvals, context };
  const as = offer.status === 'pending_approval' ? approvalRole(facts, { role: user.role, ...who }) : null;
  const decided = approvals.some((row) => row.version === offer.version && row.user_id === user.id);
  return presentOffer(offer, {
    requirements: requirementsOf(facts),
    approvals,
    audit,
    salaryVisible: who.salaryVisible,
    canManage: who.canManage,
    canDecide: as !== null && !decided,
    now,
  });
}

export async function listOffers(
  { user, ...deps }: UserContext<Pick<OfferDeps, 'db' | 'clock'>>,
  {
    filters,
    page,
  }: { filters: Omit<OfferListQuery, 'page' | 'page_size'>; page: { limit: number; offset: number } },
) {
  const [total, ids] = await Promise.all([
    countOffers(deps.db, filters),
    selectOfferIds(deps.db, filters, page),
  ]);
  const now = deps.clock();
  const results = [];
  for (const id of ids) results.push(await readOffer(deps.db, user, id, now));
  return { total, results };
}

/**
 * Offers waiting for this user's decision (issue 15's "My work"): pending approval, not yet decided
 * by them, and one the approval rules let them decide now — each judged as GET /offers/{id}/ does.
 */
export async function offersAwaitingDecision(db: Tx, user: AuthUser, now: Date): Promise<Offer[]> {
  const ids = await selectPendingOfferIdsUndecidedBy(db, user.id);
  const offers: Offer[] = [];
  for (const id of ids) {
    const offer = await readOffer(db, user, id, now);
    if (offer.can_decide) offers.push(offer);
  }
  return offers;
}

async function audit(
  tx: Tx,
  offerId: number,
  user: AuthUser | null,
  action: string,
  details: string,
  data = {},
) {
  await insertOfferAudit(tx, {
    offerId,
    action,
    userId: user?.id ?? null,
    userName: user?.full_name ?? null,
    details,
    data,
  });
}

function offerEvent(
  type: 'offer.created' | 'offer.updated' | 'offer.status_changed' | 'offer.approval_recorded',
  actor: AuthUser | null,
  offer: OfferRecord,
  data: Record<string, unknown>,
) {
  return {
    type,
    actor,
    jobId: offer.jobId,
    candidateId: offer.candidateId,
    applicationId: offer.applicationId,
    data: { offer_id: offer.id, version: offer.version, ...data },
  };
}

/** Refuses a salary from someone who may not see salaries: they leave it to finance and the approvers. */
function checkSalaryInput(input: { salary?: number | null }, salaryVisible: boolean) {
  if (input.salary !== undefined && !salaryVisible)
    throw new ValidationError({
      salary: ['Only finance, administrators and the offer’s approvers set the salary.'],
    });
}

const fieldsOf = (input: Partial<OfferFields> & Record<string, unknown>): Partial<OfferFields> =>
  Object.fromEntries(
    Object.entries(input).filter(
      ([key, value]) => value !== undefined && key !== 'template' && key !== 'application_id',
    ),
  ) as Partial<OfferFields>;

/**
 * POST /offers/: a draft from the application's facts and the spec's defaults (the salary is the
 * job's salary_min), for someone who manages the job. A recruiter never sends or sees a salary.
 */
export async function createOffer(
  { db, clock, events, user }: UserContext<OfferDeps>,
  { offer: input }: { offer: CreateInput },
): Promise<Offer> {
  const context = await selectOfferContext(db, input.application_id);
  if (!context) throw new ValidationError({ application_id: [OFFER_MESSAGES.applicationNotFound] });
  const who = await standing(db, user, context);
  if (!who.canManage) throw forbidden(OFFER_MESSAGES.cannotManage);
  if (context.application_status !== 'active')
    throw new ValidationError({ application_id: [OFFER_MESSAGES.applicationNotActive] });
  checkSalaryInput(input, who.salaryVisible);
  const now = clock();
  const fields = { ...defaultOfferFields(context, input.template, now), ...fieldsOf(input) };
  const offer = await db.transaction(async (tx) => {
    const offer = await insertOffer(tx, {
      applicationId: context.application_id,
      candidateId: context.candidate_id,
      jobId: context.job_id,
      template: input.template,
      fields,
      createdBy: user.id,
      createdAt: now,
      updatedAt: now,
    });
    await audit(tx, offer.id, user, 'Drafted', `Version 1 from the ${input.template} template.`);
    await events.record(tx, offerEvent('offer.created', user, offer, { status: 'draft' }));
    return offer;
  });
  return readOffer(db, user, offer.id, now);
}

/** Loads an offer for a change by someone who manages its job. */
async function forManager(db: Tx, user: AuthUser, id: number) {
  const offer = await offerOrThrow(db, id);
  const context = await contextOf(db, offer.applicationId);
  const who = await standing(db, user, context);
  if (!who.canManage) throw forbidden(OFFER_MESSAGES.cannotManage);
  return { offer, context, who };
}

/** Runs `change` on the locked offer if it is in one of `allowed`, else a 409 with `message`. */
async function withLocked<T>(
  db: Db,
  id: number,
  allowed: OfferStatus[],
  message: string,
  change: (tx: Tx, offer: OfferRecord) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const offer = await lockOffer(tx, id);
    if (!offer) throw notFound(OFFER_MESSAGES.notFound);
    if (!allowed.includes(offer.status as OfferStatus)) throw conflict(message, { status: offer.status });
    return change(tx, offer);
  });
}

/**
 * PATCH /offers/{id}/: a draft's new version — by someone who manages the job, or only its
 * salary and currency by someone who may see salaries (finance, the approvers).
 */
export async function updateDraft(
  { db, clock, events, user }: UserContext<OfferDeps>,
  { id, changes: input }: { id: number; changes: UpdateInput },
): Promise<Offer> {
  const current = await offerOrThrow(db, id);
  const who = await standing(db, user, await contextOf(db, current.applicationId));
  // finance and the approvers set the figure on a draft they do not otherwise manage
  const salaryOnly =
    !input.template && Object.keys(fieldsOf(input)).every((key) => key === 'salary' || key === 'currency');
  if (!who.canManage && !(who.salaryVisible && salaryOnly)) throw forbidden(OFFER_MESSAGES.cannotManage);
  checkSalaryInput(input, who.salaryVisible);
  await withLocked(db, id, ['draft'], OFFER_MESSAGES.notDraft, async (tx, offer) => {
    const fields = { ...offer.fields, ...fieldsOf(input) };
    const updated = await updateOffer(tx, id, {
      fields,
      template: input.template ?? offer.template,
      version: offer.version + 1,
      updatedAt: clock(),
    });
    const changed = Object.keys(fieldsOf(input)).concat(input.template ? ['template'] : []);
    await audit(tx, id, user, 'Edited', `Version ${updated.version}: ${changed.join(', ') || 'no fields'}.`);
    await events.record(tx, offerEvent('offer.updated', user, updated, { fields: changed }));
  });
  return readOffer(db, user, id, clock());
}

/** POST /offers/{id}/submit/: the draft goes to its approvers, who are asked through notifications. */
export async function submitOffer(
  { db, clock, events, user }: UserContext<OfferDeps>,
  { id }: { id: number },
): Promise<Offer> {
  const { context } = await forManager(db, user, id);
  await withLocked(db, id, ['draft'], OFFER_MESSAGES.notDraft, async (tx, offer) => {
    if (offer.fields.salary === null) throw new ValidationError({ salary: [OFFER_MESSAGES.salaryRequired] });
    if (!offer.fields.candidate_email)
      throw new ValidationError({ candidate_email: [OFFER_MESSAGES.emailRequired] });
    const updated = await updateOffer(tx, id, {
      status: 'pending_approval',
      submittedAt: clock(),
      rejectionComment: '',
      updatedAt: clock(),
    });
    await audit(tx, id, user, 'Submitted', `Version ${offer.version} sent for approval.`);
    await events.record(
      tx,
      offerEvent('offer.status_changed', user, updated, {
        from_status: 'draft',
        to_status: 'pending_approval',
        approver_ids: await approversToAsk(tx, context, offer.fields.salary),
        candidate_name: context.candidate_name,
        job_title: context.job_title,
      }),
    );
  });
  return readOffer(db, user, id, clock());
}

/** The people an offer waits on: the band's lead approvers and the job's bar raisers (or admins). */
async function approversToAsk(tx: Tx, context: OfferContext, salary: number): Promise<number[]> {
  const band = offerBand(salary).key;
  const everyone = await selectUsersByRole(tx, ['admin', 'hiring_manager', 'finance']);
  const leads = everyone.filter((person) => canLeadApprove(person.role as AuthUser['role'], band));
  const raisers = await barRaisersOf(tx, context);
  const reviewers = raisers.length > 0 ? raisers : everyone.filter((person) => person.role === 'admin');
  return [...new Set([...leads, ...reviewers].map((person) => person.id))];
}

/**
 * POST /offers/{id}/approve/ and /reject/: an approver's decision on the current version. An
 * approval counts as what this person may give (see approvalRole); when the rule is met the offer
 * is approved. A rejection sends it back to draft with the comment, for the author to change.
 */
export async function decideOffer(
  { db, clock, events, user }: UserContext<OfferDeps>,
  { id, decision, input }: { id: number; decision: 'approved' | 'rejected'; input: DecisionInput },
): Promise<Offer> {
  const offer = await offerOrThrow(db, id);
  const context = await contextOf(db, offer.applicationId);
  const who = await standing(db, user, context);
  if (decision === 'rejected' && !input.comment)
    throw new ValidationError({ comment: [OFFER_MESSAGES.commentRequired] });
  await withLocked(db, id, ['pending_approval'], OFFER_MESSAGES.notPending, async (tx, current) => {
    const facts: ApprovalFacts = {
      salary: current.fields.salary,
      version: current.version,
      approvals: await selectApprovals(tx, id),
      context,
    };
    const as = approvalRole(facts, { role: user.role, ...who });
    if (!as) throw forbidden(OFFER_MESSAGES.cannotApprove);
    const recorded = await insertApproval(tx, {
      offerId: id,
      version: current.version,
      userId: user.id,
      userName: user.full_name,
      as,
      decision,
      comment: input.comment,
      createdAt: clock(),
    });
    if (!recorded) throw conflict(OFFER_MESSAGES.alreadyDecided);
    await audit(
      tx,
      id,
      user,
      decision === 'approved' ? 'Approved' : 'Rejected',
      `Version ${current.version} (${as === 'lead' ? 'lead approval' : as === 'bar_raiser' ? 'bar raiser review' : 'approval'})${input.comment ? `: ${input.comment}` : '.'}`,
    );
    await events.record(tx, offerEvent('offer.approval_recorded', user, current, { decision, as }));
    if (decision === 'rejected') {
      const updated = await updateOffer(tx, id, {
        status: 'draft',
        rejectionComment: input.comment,
        updatedAt: clock(),
      });
      await events.record(
        tx,
        offerEvent('offer.status_changed', user, updated, {
          from_status: 'pending_approval',
          to_status: 'draft',
          comment: input.comment,
          author_id: current.createdBy,
        }),
      );
      return;
    }
    const approvals = await selectApprovals(tx, id);
    if (unmet(requirementsOf({ ...facts, approvals })).length === 0) {
      const updated = await updateOffer(tx, id, { status: 'approved', updatedAt: clock() });
      await events.record(
        tx,
        offerEvent('offer.status_changed', user, updated, {
          from_status: 'pending_approval',
          to_status: 'approved',
          author_id: current.createdBy,
        }),
      );
    }
  });
  return readOffer(db, user, id, clock());
}

/** GET /offers/{id}/pdf/: the letter as this user may read it (a hidden salary stays hidden). */
export async function offerPdf({ db, user }: UserContext<{ db: Tx }>, { id }: { id: number }) {
  const offer = await offerOrThrow(db, id);
  const who = await standing(db, user, await contextOf(db, offer.applicationId));
  const fields = who.salaryVisible ? offer.fields : { ...offer.fields, salary: null };
  return {
    filename: offerFileName(offer.fields.candidate_name),
    content: await renderOfferPdf(offer.template as OfferTemplate, fields),
  };
}

/** End of the response deadline's day (UTC); a week from now without one. */
function expiryOf(fields: OfferFields, now: Date): Date {
  if (fields.response_deadline) return new Date(`${fields.response_deadline}T23:59:59.999Z`);
  return new Date(now.getTime() + OFFER_DEFAULTS.responseDays * DAY);
}

/**
 * POST /offers/{id}/send/: refused until the approval rule is met (enforced here, whatever the
 * status says). The PDF is stored, then in one transaction: the job's offer e-mail with the PDF
 * attached goes to the outbox, the offer is sent, the audit record of spec 02 §9 (application,
 * candidate e-mail, salary, actor) and the offer timeline event are written.
 */
export async function sendOffer(caller: UserContext<OfferDeps>, { id }: { id: number }): Promise<Offer> {
  const { db, clock, events, storage, user } = caller;
  const { offer, context } = await forManager(db, user, id);
  if (!['pending_approval', 'approved'].includes(offer.status))
    throw conflict(
      OFFER_MESSAGES.notApproved([
        offer.status === 'draft' ? 'submit it for approval first' : `it is ${offer.status}`,
      ]),
      {
        status: offer.status,
      },
    );
  const missing = unmet(
    requirementsOf({
      salary: offer.fields.salary,
      version: offer.version,
      approvals: await selectApprovals(db, id),
      context,
    }),
  );
  if (missing.length > 0) throw conflict(OFFER_MESSAGES.notApproved(missing), { status: offer.status });
  const draft = await draftForApplication(db, offer.applicationId, 'offer');
  if (!draft) throw new ValidationError({ candidate_email: [OFFER_MESSAGES.emailRequired] });
  const stored = await storePdf(storage, offer);

  await withLocked(
    db,
    id,
    ['pending_approval', 'approved'],
    OFFER_MESSAGES.notPending,
    async (tx, current) => {
      if (current.version !== offer.version) throw conflict(OFFER_MESSAGES.changedWhileSending);
      const now = clock();
      const email = await storeOutgoing(tx, caller, user, {
        ...draft,
        to: current.fields.candidate_email,
        composed: `Offer letter to ${current.fields.candidate_email}, version ${current.version}.`,
        attachments: [
          {
            index: 0,
            filename: stored.filename,
            content_type: 'application/pdf',
            size: stored.size,
            is_cv: false,
            warning: null,
            storage_key: stored.key,
          },
        ],
      });
      const updated = await updateOffer(tx, id, {
        status: 'sent',
        sentAt: now,
        expiresAt: expiryOf(current.fields, now),
        emailId: email.id,
        pdfKey: stored.key,
        updatedAt: now,
      });
      const facts = {
        application_id: current.applicationId,
        candidate_email: current.fields.candidate_email,
        salary: current.fields.salary,
        currency: current.fields.currency,
        actor: user.full_name,
      };
      await audit(
        tx,
        id,
        user,
        'Sent',
        `To ${current.fields.candidate_email} with ${stored.filename}.`,
        facts,
      );
      await events.record(
        tx,
        offerEvent('offer.status_changed', user, updated, {
          from_status: current.status,
          to_status: 'sent',
          recipient_email: facts.candidate_email,
          salary: facts.salary,
          currency: facts.currency,
          email_id: email.id,
        }),
      );
    },
  );
  return readOffer(db, user, id, clock());
}

async function storePdf(storage: FileStorage, offer: OfferRecord) {
  const bytes = Buffer.from(await renderOfferPdf(offer.template as OfferTemplate, offer.fields));
  const key = `offers/${offer.id}/v${offer.version}-letter`;
  const written = await storage.write(key, Readable.from([bytes]), { maxBytes: 10 * 1024 * 1024 });
  return { key, size: written.size, filename: offerFileName(offer.fields.candidate_name) };
}

/**
 * POST /offers/{id}/accept/ and /decline/: the candidate's answer, recorded by the team. Accepting
 * with mark_hired also hires the application (approve_hires; refused beforehand otherwise).
 */
export async function answerOffer(
  caller: UserContext<OfferDeps>,
  {
    id,
    answer,
  }: {
    id: number;
    answer: { accepted: true; input: AcceptInput } | { accepted: false; input: DeclineInput };
  },
): Promise<Offer> {
  const { db, clock, events, user } = caller;
  const { offer } = await forManager(db, user, id);
  const markHired = answer.accepted && answer.input.mark_hired;
  if (markHired && !hasPermission(user.role, 'approve_hires')) throw forbidden(OFFER_MESSAGES.cannotHire);
  const to = answer.accepted ? 'accepted' : 'declined';
  const reason = answer.accepted ? '' : answer.input.reason;
  await withLocked(db, id, ['sent'], OFFER_MESSAGES.notSent, async (tx) => {
    const updated = await updateOffer(tx, id, {
      status: to,
      respondedAt: clock(),
      declineReason: reason,
      updatedAt: clock(),
    });
    await audit(
      tx,
      id,
      user,
      answer.accepted ? 'Accepted' : 'Declined',
      reason || `Recorded by ${user.full_name}.`,
    );
    await events.record(
      tx,
      offerEvent('offer.status_changed', user, updated, { from_status: 'sent', to_status: to, reason }),
    );
  });
  if (markHired) {
    try {
      await changeApplicationStatus(caller, {
        applicationId: offer.applicationId,
        change: { status: 'hired', reason: 'Offer accepted', notify: false },
      });
    } catch (error) {
      // already hired stands; anything else (all positions filled) is the answer to this request
      if (!(error instanceof HttpError && error.statusCode === 409 && /already hired/.test(error.message)))
        throw error;
    }
  }
  return readOffer(db, user, id, clock());
}

/** The expiry job (every few minutes, at least once): sent offers past their deadline expire. */
export async function expireOffers(deps: Pick<OfferDeps, 'db' | 'clock' | 'events'>, ids: number[]) {
  for (const id of ids)
    await deps.db.transaction(async (tx) => {
      const offer = await lockOffer(tx, id);
      if (offer?.status !== 'sent' || !offer.expiresAt || offer.expiresAt > deps.clock()) return;
      const updated = await updateOffer(tx, id, { status: 'expired', updatedAt: deps.clock() });
      await audit(tx, id, null, 'Expired', 'No answer by the response deadline.');
      await deps.events.record(
        tx,
        offerEvent('offer.status_changed', null, updated, { from_status: 'sent', to_status: 'expired' }),
      );
    });
}

/** Issue 16 erasure (privacy feature): the candidate's offers go; their PDFs' keys are returned. */
/** Issue 16 merge (duplicates feature). */
export {
  deleteOffersOfCandidate as eraseOffersOfCandidate,
  moveOffersOfCandidate,
} from './offers.queries.ts';
