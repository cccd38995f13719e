import {
  DEFAULT_BENEFITS,
  defaultOfferFields,
  EXTRA_BENEFITS,
  employmentTypeFor,
  OFFER_SENT_TIMINGS,
  OFFER_STAGES,
  type Offer,
  type OfferFields,
  type OfferStatus,
  type OfferTemplate,
} from '@shortlist/contracts';
import type { BadgeTone } from '../../../components/ui/badge.tsx';
import type { OfferApplication } from '../../../lib/offer-letter.ts';

export { employmentTypeFor };

/** spec 02 §9: the confirmation reverts to editing after 3 s; the dialog closes 2 s after a send. */
export const SENT_CONFIRMATION_MS = OFFER_SENT_TIMINGS.revertMs;
export const CLOSE_AFTER_SEND_MS = OFFER_SENT_TIMINGS.closeMs;

/** spec 02 §9 "Response deadline 7 days from today". */

/** What a new letter takes from its job, when the page that opened it does not know (a board card). */
export type OfferJobFacts = { department: string; location: string; salary_min: number | null };

/**
 * A new letter as the server will draft it (contracts' `defaultOfferFields`: spec 02 §9 defaults
 * and the application's facts), shown before the first save; only the fields changed here are
 * sent, the server fills the rest the same way.
 */
export function newOfferFields(
  application: OfferApplication,
  template: OfferTemplate,
  facts: OfferJobFacts | undefined,
  now = new Date(),
): OfferFields {
  const { job } = application;
  return defaultOfferFields(
    {
      candidate_name: application.candidate.full_name,
      candidate_email: application.candidate.email,
      job_title: job.title,
      department: job.department ?? facts?.department ?? '',
      location: job.location ?? facts?.location ?? '',
      salary_min: job.salary_min ?? facts?.salary_min ?? null,
    },
    template,
    now,
  );
}

/**
 * The fields that differ from what the server has (or will draft): a save sends only those, so
 * each version's audit entry names what changed. A salary the user may not see is never sent.
 */
export function changedFields(
  saved: OfferFields,
  values: OfferFields,
  salaryVisible: boolean,
): Partial<OfferFields> {
  const changes: Partial<Record<keyof OfferFields, unknown>> = {};
  for (const key of Object.keys(values) as (keyof OfferFields)[]) {
    if (key === 'salary' && !salaryVisible) continue;
    if (JSON.stringify(values[key]) !== JSON.stringify(saved[key])) changes[key] = values[key];
  }
  return changes as Partial<OfferFields>;
}

/** The benefits to choose from: spec 02 §9's four defaults, its two extras, and any other the letter has. */
export function benefitChoices(current: readonly string[]): string[] {
  const known: string[] = [...DEFAULT_BENEFITS, ...EXTRA_BENEFITS];
  return [...known, ...current.filter((benefit) => !known.includes(benefit))];
}

export const OFFER_STATUS_TONES: Record<OfferStatus, BadgeTone> = {
  draft: 'neutral',
  pending_approval: 'yellow',
  approved: 'blue',
  sent: 'brand',
  accepted: 'green',
  declined: 'red',
  expired: 'orange',
};

/** Who an approver was to the offer's approval rule (docs/decisions/016), for approvals and rejections alike. */
export const APPROVAL_ROLE_LABELS: Record<Offer['approvals'][number]['as'], string> = {
  lead: 'Lead approver',
  bar_raiser: 'Bar raiser',
  approver: 'Approver',
};

/**
 * Why Send Offer is not available yet: a draft is submitted first; a submitted offer waits for
 * every requirement of its approval rule (the server checks the same at send). Empty: it may go.
 */
export function sendBlockers(offer: Offer): string[] {
  if (offer.status === 'draft') return ['Submit it for approval first.'];
  if (offer.status !== 'pending_approval' && offer.status !== 'approved') return [`It is ${offer.status}.`];
  if (offer.requirements.length === 0) return ['The salary must be set before it can be approved.'];
  return offer.requirements.filter((requirement) => !requirement.met).map((requirement) => requirement.label);
}

/** Statuses an offer can still be sent from (the dialog shows Send Offer for them). */
export const SENDABLE: readonly OfferStatus[] = ['draft', 'pending_approval', 'approved'];

/** An offer's application as far as the offer tells it (a notification opens the offer alone). */
export function applicationOfOffer(offer: Offer): OfferApplication {
  return {
    id: offer.application_id,
    // the offer does not say; its application is taken as the active one it was drafted for
    status: 'active',
    stage_key: '',
    candidate: {
      id: offer.candidate_id,
      full_name: offer.fields.candidate_name,
      email: offer.fields.candidate_email || null,
    },
    job: { id: offer.job_id, title: offer.fields.job_title, can_manage: offer.can_manage },
  };
}

/** Whether the signed-in user may draft a new letter for the application. */
export function canDraftFor(application: OfferApplication): boolean {
  return application.status === 'active' && application.job.can_manage;
}

/** spec 02 Pipeline board: the stages whose cards offer "Generate offer letter". */
export function isOfferStage(stageKey: string): boolean {
  return (OFFER_STAGES as readonly string[]).includes(stageKey);
}
