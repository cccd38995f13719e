import {
  DEFAULT_BENEFITS,
  EXTRA_BENEFITS,
  OFFER_DEFAULTS,
  OFFER_SENT_TIMINGS,
  OFFER_STAGES,
  type Offer,
  type OfferFields,
  type OfferStatus,
  type OfferTemplate,
} from '@shortlist/contracts';
import type { BadgeTone } from '../../../components/ui/badge.tsx';
import type { OfferApplication } from '../../../lib/offer-letter.ts';

/** spec 02 §9: the confirmation reverts to editing after 3 s; the dialog closes 2 s after a send. */
export const SENT_CONFIRMATION_MS = OFFER_SENT_TIMINGS.revertMs;
export const CLOSE_AFTER_SEND_MS = OFFER_SENT_TIMINGS.closeMs;

/** spec 02 §9 "Response deadline 7 days from today". */
const RESPONSE_DAYS_MS = OFFER_DEFAULTS.responseDays * 86_400_000;

/** What a new letter takes from its job, when the page that opened it does not know (a board card). */
export type OfferJobFacts = { department: string; location: string; salary_min: number | null };

/**
 * A new letter as the server will draft it (spec 02 §9 defaults, the application's facts; the
 * server's `defaultFields`): shown before the first save, of which only the fields changed here
 * are sent — the server fills the rest the same way.
 */
export function newOfferFields(
  application: OfferApplication,
  template: OfferTemplate,
  facts: OfferJobFacts | undefined,
  now = new Date(),
): OfferFields {
  const { job } = application;
  return {
    candidate_name: application.candidate.full_name,
    candidate_email: application.candidate.email ?? '',
    job_title: job.title,
    department: job.department ?? facts?.department ?? '',
    location: job.location ?? facts?.location ?? '',
    start_date: '',
    salary: job.salary_min ?? facts?.salary_min ?? null,
    currency: OFFER_DEFAULTS.currency,
    employment_type: employmentTypeFor(template),
    benefits: [...DEFAULT_BENEFITS],
    reporting_manager: OFFER_DEFAULTS.reportingManager,
    additional_terms: '',
    signer_name: OFFER_DEFAULTS.signerName,
    signer_title: OFFER_DEFAULTS.signerTitle,
    company_name: OFFER_DEFAULTS.companyName,
    // the server counts the days in UTC: so does the form, so both show the same date
    response_deadline: new Date(now.getTime() + RESPONSE_DAYS_MS).toISOString().slice(0, 10),
    contract_duration_months: OFFER_DEFAULTS.contractMonths,
    work_description: '',
  };
}

/** The server drafts a contract as "Contract" and anything else as OFFER_DEFAULTS.employmentType. */
export function employmentTypeFor(template: OfferTemplate): string {
  return template === 'contract_standard'
    ? OFFER_DEFAULTS.contractEmploymentType
    : OFFER_DEFAULTS.employmentType;
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
