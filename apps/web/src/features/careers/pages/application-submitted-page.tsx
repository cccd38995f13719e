import { type ApplyResponse, CAREERS_SITE_NAME } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { CheckCircle2, Info } from 'lucide-react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PageColumn } from '../components/page-column.tsx';

/** What the apply page hands the confirmation: the server's answer and the job's title. */
export type SubmittedState = ApplyResponse & { jobTitle: string };

function readSubmittedState(state: unknown): SubmittedState | null {
  if (!state || typeof state !== 'object') return null;
  const { status, message, jobTitle } = state as Partial<Record<keyof SubmittedState, unknown>>;
  if ((status !== 'received' && status !== 'already_applied') || typeof message !== 'string') return null;
  return { status, message, jobTitle: typeof jobTitle === 'string' ? jobTitle : '' };
}

/**
 * /apply/{jobId}/submitted: the server's words after an application, kind to someone who had
 * already applied. The answer travels in the history entry, so a reload shows it again; an
 * address opened without one (typed, or shared) goes to the job's page instead.
 */
export function ApplicationSubmittedPage() {
  const { jobId } = useParams();
  const submitted = readSubmittedState(useLocation().state);
  const alreadyApplied = submitted?.status === 'already_applied';
  useDocumentTitle(
    submitted ? (alreadyApplied ? 'Already applied' : 'Application sent') : undefined,
    CAREERS_SITE_NAME,
  );

  if (!submitted) return <Navigate to={`/apply/${jobId}`} replace />;
  const Icon = alreadyApplied ? Info : CheckCircle2;
  return (
    <PageColumn>
      <Card className="px-6 py-12 text-center sm:px-12">
        <div
          className={clsx(
            'mx-auto mb-5 flex size-12 items-center justify-center rounded-full',
            alreadyApplied ? 'bg-sky-50 text-sky-600' : 'bg-emerald-50 text-emerald-600',
          )}
          aria-hidden
        >
          <Icon className="size-6" />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {alreadyApplied ? 'You have already applied' : 'Application sent'}
        </h1>
        {submitted.jobTitle ? <p className="mt-1 text-sm text-slate-500">{submitted.jobTitle}</p> : null}
        <p role="status" className="mx-auto mt-4 max-w-md text-base leading-relaxed text-slate-600">
          {submitted.message}
        </p>
        <Link to="/careers" className={buttonClassName({ size: 'lg', className: 'mt-8' })}>
          See other open positions
        </Link>
      </Card>
    </PageColumn>
  );
}
