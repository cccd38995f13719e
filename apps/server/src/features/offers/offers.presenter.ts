import {
  hourlyRate,
  type Offer,
  type OfferRequirement,
  type OfferStatus,
  type OfferTemplate,
  offerBand,
} from '@shortlist/contracts';
import type { ApprovalRow, OfferRow } from './offers.read-model.ts';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

type Extras = {
  requirements: OfferRequirement[];
  approvals: ApprovalRow[];
  audit: { action: string; user_name: string | null; details: string; created_at: Date | string }[];
  salaryVisible: boolean;
  canManage: boolean;
  canDecide: boolean;
  now: Date;
};

/**
 * An offer as the API shows it. Without salary visibility the salary, the hourly rate and the
 * band (which would tell the salary's range) are withheld; the requirements keep their labels.
 */
export function presentOffer(offer: OfferRow, extras: Extras): Offer {
  const salary = extras.salaryVisible ? offer.fields.salary : null;
  return {
    id: offer.id,
    application_id: offer.applicationId,
    candidate_id: offer.candidateId,
    job_id: offer.jobId,
    template: offer.template as OfferTemplate,
    status: offer.status as OfferStatus,
    version: offer.version,
    fields: { ...offer.fields, salary },
    salary_visible: extras.salaryVisible,
    hourly_rate: salary === null ? null : hourlyRate(salary),
    band: salary === null ? null : offerBand(salary),
    requirements: extras.salaryVisible
      ? extras.requirements
      : // the band's labels would tell the salary's range: the lead and the sign-offs are named without it
        extras.requirements.map((requirement) =>
          requirement.key === 'lead'
            ? { ...requirement, label: 'Salary band approval' }
            : requirement.key === 'signoffs'
              ? { ...requirement, label: 'The job’s sign-offs for this salary band' }
              : requirement,
        ),
    approvals: extras.approvals.map((row) => ({
      user_id: row.user_id,
      user_name: row.user_name,
      as: row.as,
      decision: row.decision,
      comment: row.comment,
      version: row.version,
      created_at: iso(row.created_at)!,
    })),
    audit: extras.audit.map((row) => ({
      action: row.action,
      user_name: row.user_name,
      details: row.details,
      created_at: iso(row.created_at)!,
    })),
    rejection_comment: offer.rejectionComment,
    decline_reason: offer.declineReason,
    created_by: offer.createdByName,
    created_at: iso(offer.createdAt)!,
    updated_at: iso(offer.updatedAt)!,
    submitted_at: iso(offer.submittedAt),
    sent_at: iso(offer.sentAt),
    responded_at: iso(offer.respondedAt),
    expires_at: iso(offer.expiresAt),
    can_manage: extras.canManage,
    can_decide: extras.canDecide,
  };
}
