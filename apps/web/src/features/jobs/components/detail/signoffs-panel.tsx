import { BAR_RAISERS, type JobDetail, SIGNOFFS } from '@shortlist/contracts';
import { CheckCircle2, Clock } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card.tsx';
import { NativeSelect } from '../../../../components/ui/select.tsx';
import { getErrorMessage } from '../../../../lib/api-error.ts';
import { useAuth } from '../../../../lib/auth-session.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { usePatchJob } from '../../api/save-job.ts';
import { SignoffRequestDialog } from './signoff-request-dialog.tsx';

/** spec 01 §4: Fully Approved when the readiness flag is set, otherwise Pending Approvals. */
export function ApprovalBanner({ job }: { job: JobDetail }) {
  return job.is_ready ? (
    <div
      role="status"
      className="flex items-center gap-2 rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200"
    >
      <CheckCircle2 className="size-4" aria-hidden /> Fully Approved
    </div>
  ) : (
    <div
      role="status"
      className="flex items-center gap-2 rounded-lg bg-amber-50 px-4 py-3 text-sm font-medium text-amber-800 ring-1 ring-amber-200"
    >
      <Clock className="size-4" aria-hidden /> Pending Approvals
    </div>
  );
}

/** The six sign-offs (Approved / Pending, who and when) and the bar raiser; approvers change them. */
export function SignoffsPanel({ job }: { job: JobDetail }) {
  const { can } = useAuth();
  const approver = can('approve_hires');
  const patch = usePatchJob();
  const change = (changes: Parameters<typeof patch.mutate>[0]['changes'], done: string) =>
    patch.mutate(
      { id: job.id, changes },
      { onSuccess: () => toast.success(done), onError: (error) => toast.error(getErrorMessage(error)) },
    );
  return (
    <Card>
      <CardHeader
        title="Stakeholder sign-offs"
        description={
          approver
            ? 'Approve or withdraw each sign-off, or ask a colleague for one.'
            : 'Admins, hiring managers and finance give sign-offs; ask one of them with Request.'
        }
      />
      <CardContent className="space-y-4">
        <ApprovalBanner job={job} />
        <ul className="divide-y divide-slate-100">
          {SIGNOFFS.map((signoff) => {
            const approved = job[signoff.field];
            const record = job.signoff_records[signoff.key];
            return (
              <li key={signoff.key} className="flex items-center justify-between gap-3 py-2.5">
                <div>
                  <p className="text-sm font-medium text-slate-800">{signoff.label}</p>
                  {approved && record ? (
                    <p className="text-xs text-slate-500">
                      {record.user_name} · {formatDate(record.signed_at, 'long')}
                    </p>
                  ) : null}
                </div>
                <div className="flex items-center gap-2">
                  <Badge tone={approved ? 'green' : 'yellow'}>{approved ? 'Approved' : 'Pending'}</Badge>
                  {approved ? null : <SignoffRequestDialog jobId={job.id} signoff={signoff} />}
                  {approver ? (
                    <Button
                      variant={approved ? 'ghost' : 'secondary'}
                      size="sm"
                      disabled={patch.isPending}
                      aria-label={`${approved ? 'Withdraw' : 'Approve'} ${signoff.label}`}
                      onClick={() =>
                        change(
                          { [signoff.field]: !approved },
                          `${signoff.label} ${approved ? 'withdrawn' : 'approved'}`,
                        )
                      }
                    >
                      {approved ? 'Withdraw' : 'Approve'}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
        <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
          <label htmlFor="bar-raiser" className="text-sm font-medium text-slate-800">
            Bar raiser
          </label>
          <div className="w-56">
            <NativeSelect
              id="bar-raiser"
              disabled={!approver || patch.isPending}
              value={job.bar_raiser_id ?? ''}
              onChange={(event) => change({ bar_raiser_id: event.target.value || null }, 'Bar raiser saved')}
            >
              <option value="">Not assigned</option>
              {BAR_RAISERS.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name} ({person.id})
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
