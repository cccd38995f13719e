import {
  canLeadApprove,
  hasPermission,
  type OfferRequirement,
  offerBand,
  type Role,
} from '@shortlist/contracts';
import type { ApprovalRow, OfferContext } from './offers.read-model.ts';

/**
 * The approval rule of an offer (spec 01 §9, docs/decisions/016): the salary band's lead
 * approver, the job's stakeholder sign-offs the band asks for, and the bar raiser's review. Only
 * approvals of the offer's current version count.
 */
export type ApprovalFacts = {
  salary: number | null;
  version: number;
  approvals: ApprovalRow[];
  context: Pick<OfferContext, 'signoffs_approved'>;
};

const current = (facts: ApprovalFacts) =>
  facts.approvals.filter((row) => row.version === facts.version && row.decision === 'approved');

export function requirementsOf(facts: ApprovalFacts): OfferRequirement[] {
  if (facts.salary === null) return [];
  const band = offerBand(facts.salary);
  const approved = current(facts);
  const lead = approved.find((row) => row.as === 'lead');
  const raiser = approved.find((row) => row.as === 'bar_raiser');
  return [
    {
      key: 'lead',
      label: band.lead,
      met: Boolean(lead),
      detail: lead ? `Approved by ${lead.user_name}` : 'Waiting',
    },
    {
      key: 'signoffs',
      label: `${band.signoffs} of the job’s 6 sign-offs`,
      met: facts.context.signoffs_approved >= band.signoffs,
      detail: `${facts.context.signoffs_approved} of 6 signed off`,
    },
    {
      key: 'bar_raiser',
      label: 'Bar raiser review',
      met: Boolean(raiser),
      detail: raiser ? `Reviewed by ${raiser.user_name}` : 'Waiting',
    },
  ];
}

export const unmet = (requirements: OfferRequirement[]) =>
  requirements.filter((requirement) => !requirement.met).map((requirement) => requirement.label);

/**
 * What this person's approval counts as, or null when they are not an approver of it: the bar
 * raiser's review while it is missing and they are the job's bar raiser (an administrator records
 * it for a job without one), else the lead while it is missing and their role may give it, else an
 * approval of one more person who approves hires. The review comes first because fewer people may
 * give it: an administrator whose approval took the lead would leave the review to a second
 * administrator, and a job's bar raiser whose approval took the lead could never give it.
 */
export function approvalRole(
  facts: ApprovalFacts,
  user: { role: Role; isBarRaiser: boolean; jobHasBarRaiser: boolean },
): ApprovalRow['as'] | null {
  if (facts.salary === null) return null;
  const approved = current(facts);
  const band = offerBand(facts.salary).key;
  const raiser = user.isBarRaiser || (!user.jobHasBarRaiser && user.role === 'admin');
  if (!approved.some((row) => row.as === 'bar_raiser') && raiser) return 'bar_raiser';
  if (!approved.some((row) => row.as === 'lead') && canLeadApprove(user.role, band)) return 'lead';
  if (hasPermission(user.role, 'approve_hires') || raiser) return 'approver';
  return null;
}
