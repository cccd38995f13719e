import type { JobDetail } from '@shortlist/contracts';
import { ArrowLeft, Copy, Link2, Pause, Pencil, Play } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { getErrorMessage } from '../../../../lib/api-error.ts';
import { useAuth } from '../../../../lib/auth-session.tsx';
import { usePatchJob } from '../../api/save-job.ts';
import { duplicateHref } from '../../job-format.ts';
import { JobPriorityBadge, JobStatusBadge, ReadinessBadge } from '../job-badges.tsx';

/** spec 01 §2.6 header: back, Edit Job, Pause/Resume (persisted), Duplicate, Share Link. */
export function JobDetailHeader({ job, canEdit }: { job: JobDetail; canEdit: boolean }) {
  const { can } = useAuth();
  const navigate = useNavigate();
  const patch = usePatchJob();
  const paused = job.status === 'paused';

  const toggle = () =>
    patch.mutate(
      { id: job.id, changes: { status: paused ? 'open' : 'paused' } },
      {
        onSuccess: () => toast.success(paused ? 'Job resumed successfully!' : 'Job paused successfully!'),
        onError: (error) => toast.error(getErrorMessage(error)),
      },
    );
  const duplicate = () => {
    if (window.confirm('This will create a copy of this job. Continue?')) navigate(duplicateHref(job));
  };
  const share = async () => {
    const link = `${window.location.origin}/apply/${job.id}`;
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Job application link copied to clipboard!');
    } catch {
      toast.error(`Copy this link: ${link}`);
    }
  };

  return (
    <div className="mb-6">
      <Link
        to="/jobs"
        className="mb-3 inline-flex items-center gap-1 text-sm text-slate-500 hover:text-slate-800"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to Jobs
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{job.title}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-500">
            <JobStatusBadge status={job.status} />
            <JobPriorityBadge priority={job.priority} />
            <ReadinessBadge readiness={job.readiness} />
            <span>
              {job.department} · {job.location} · {job.employment_type}
            </span>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {canEdit ? (
            <Button variant="secondary" asChild>
              <Link to={`/jobs/${job.id}/edit`}>
                <Pencil className="size-4" aria-hidden /> Edit Job
              </Link>
            </Button>
          ) : null}
          {job.status !== 'closed' && canEdit ? (
            <Button
              variant="secondary"
              onClick={toggle}
              loading={patch.isPending}
              icon={paused ? <Play className="size-4" /> : <Pause className="size-4" />}
            >
              {paused ? 'Resume Job' : 'Pause Job'}
            </Button>
          ) : null}
          {can('create_jobs') ? (
            <Button variant="secondary" onClick={duplicate} icon={<Copy className="size-4" />}>
              Duplicate
            </Button>
          ) : null}
          <Button onClick={share} icon={<Link2 className="size-4" />}>
            Share Link
          </Button>
        </div>
      </div>
    </div>
  );
}
