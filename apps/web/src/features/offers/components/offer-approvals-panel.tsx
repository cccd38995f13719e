import type { Offer } from '@shortlist/contracts';
import { CheckCircle2, ChevronRight, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { APPROVAL_ROLE_LABELS } from '../lib/offer-draft.ts';
import { OfferAnswerForm } from './offer-answer-form.tsx';
import { OfferDecisionForm } from './offer-decision-form.tsx';
import { OfferStatusBadge } from './offer-status-badge.tsx';

/**
 * Where an offer stands (issue 13): its status, why it was sent back, the approval rule's
 * requirements met or waiting, the approvals given, the approver's Approve / Reject, the team's
 * record of the candidate's answer once it is sent, and the audit trail.
 */
export function OfferApprovalsPanel({ offer }: { offer: Offer | null }) {
  if (!offer)
    return (
      <aside aria-label="Approvals" className="space-y-3 text-sm">
        <PanelSection title="Status">
          <p className="text-slate-600">Not saved yet.</p>
        </PanelSection>
        <p className="text-slate-500">
          Save the draft to see who must approve it: the salary’s band decides, and a bar raiser reviews every
          offer.
        </p>
      </aside>
    );
  return (
    <aside aria-label="Approvals" className="space-y-5 text-sm">
      <PanelSection title="Status">
        <div className="flex flex-wrap items-center gap-2">
          <OfferStatusBadge status={offer.status} />
          <span className="text-xs text-slate-500">
            Version {offer.version} · updated {formatDate(offer.updated_at)}
          </span>
        </div>
        {offer.expires_at && offer.status === 'sent' ? (
          <p className="mt-1 text-xs text-slate-500">Expires {formatDateTime(offer.expires_at)}</p>
        ) : null}
      </PanelSection>
      {offer.status === 'draft' && offer.rejection_comment ? (
        <Alert tone="warning" title="Sent back by an approver">
          {offer.rejection_comment}
        </Alert>
      ) : null}
      {offer.status === 'declined' && offer.decline_reason ? (
        <Alert title="Declined">{offer.decline_reason}</Alert>
      ) : null}
      <PanelSection title="Approvals needed">
        {offer.requirements.length === 0 ? (
          <p className="text-slate-500">Set the salary: its band decides who approves.</p>
        ) : (
          <ul className="space-y-2" aria-label="Approvals needed">
            {offer.requirements.map((requirement) => (
              <li key={requirement.key} className="flex gap-2">
                {requirement.met ? (
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-label="Met" />
                ) : (
                  <Clock className="mt-0.5 size-4 shrink-0 text-amber-500" aria-label="Waiting" />
                )}
                <div>
                  <p className="font-medium text-slate-800">{requirement.label}</p>
                  <p className="text-xs text-slate-500">{requirement.detail}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PanelSection>
      {offer.approvals.length > 0 ? (
        <PanelSection title="Decisions">
          <ul className="space-y-3" aria-label="Decisions">
            {offer.approvals.map((approval) => (
              <li key={`${approval.user_name}-${approval.version}-${approval.created_at}`}>
                <div className="flex flex-wrap items-center gap-1.5">
                  <span className="font-medium text-slate-800">{approval.user_name}</span>
                  <Badge tone={approval.decision === 'approved' ? 'green' : 'red'}>
                    {approval.decision === 'approved' ? 'Approved' : 'Rejected'}
                  </Badge>
                </div>
                <p className="text-xs text-slate-500">
                  {APPROVAL_ROLE_LABELS[approval.as]} · version {approval.version} ·{' '}
                  {formatDate(approval.created_at)}
                </p>
                {approval.comment ? (
                  <p className="mt-1 rounded-md bg-slate-50 px-2.5 py-1.5 text-slate-700">
                    {approval.comment}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </PanelSection>
      ) : null}
      {offer.can_decide ? <OfferDecisionForm offer={offer} /> : null}
      {offer.status === 'sent' && offer.can_manage ? <OfferAnswerForm offer={offer} /> : null}
      {offer.audit.length > 0 ? (
        <details className="group">
          <summary className="flex cursor-pointer list-none items-center gap-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <ChevronRight className="size-3.5 transition-transform group-open:rotate-90" aria-hidden />
            Audit trail ({offer.audit.length})
          </summary>
          <ol className="mt-2 space-y-2 border-l border-slate-200 pl-3">
            {offer.audit.map((entry) => (
              <li key={`${entry.action}-${entry.created_at}-${entry.details}`}>
                <p className="text-slate-800">
                  <span className="font-medium">{entry.action}</span>
                  {entry.user_name ? ` by ${entry.user_name}` : ''}
                </p>
                <p className="text-xs text-slate-500">{entry.details}</p>
                <p className="text-xs text-slate-400">{formatDateTime(entry.created_at)}</p>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </aside>
  );
}

function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}
