import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useJob } from '../api/get-job.ts';
import { useSaveJob } from '../api/save-job.ts';
import { JobForm } from '../components/job-form/job-form.tsx';
import {
  duplicateValues,
  emptyJobValues,
  type JobFormOutput,
  type JobFormValues,
  jobToValues,
} from '../components/job-form/job-form-values.ts';

/**
 * /jobs/new (optionally ?duplicate={jobId}&title=…) and /jobs/{jobId}/edit — spec 01 §2.5.
 * The route itself is guarded by the create-jobs permission (router.tsx).
 */
export function JobFormPage() {
  const { jobId } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const editId = jobId ? Number(jobId) : undefined;
  const duplicateId = searchParams.get('duplicate') ? Number(searchParams.get('duplicate')) : undefined;
  const sourceId = editId ?? duplicateId;
  const source = useJob(sourceId);
  const save = useSaveJob();
  const mode = editId ? 'edit' : 'create';
  useDocumentTitle(mode === 'edit' ? 'Edit Job' : 'Create Job');

  const header = (
    <>
      <Link
        to={editId ? `/jobs/${editId}` : '/jobs'}
        className="mb-3 inline-flex items-center gap-1 text-sm text-slate-500 hover:text-slate-800"
      >
        <ArrowLeft className="size-4" aria-hidden /> {editId ? 'Back to job' : 'Back to jobs'}
      </Link>
      <PageHeader
        title={mode === 'edit' ? 'Edit Job' : duplicateId ? 'Duplicate Job' : 'Create Job'}
        description="Fields marked * are required. The hiring framework is completed on the job's setup tab."
      />
    </>
  );

  const submit = async (payload: JobFormOutput) => {
    const saved = await save.mutateAsync({ id: editId, payload });
    toast.success(mode === 'edit' ? 'Job updated' : 'Job created');
    navigate(`/jobs/${saved.id}`);
  };
  const form = (defaultValues: JobFormValues) => (
    <div className="mx-auto max-w-4xl">
      {header}
      <JobForm
        key={`${sourceId ?? 'new'}-${source.dataUpdatedAt}`}
        mode={mode}
        defaultValues={defaultValues}
        onSubmit={submit}
        onCancel={() => navigate('/jobs')}
      />
    </div>
  );

  if (!sourceId) return form({ ...emptyJobValues(), title: searchParams.get('title') ?? '' });
  return (
    <QueryState
      query={source}
      loading={
        <>
          {header}
          <CentredSpinner label="Loading job" className="py-20" />
        </>
      }
      errorTitle="Failed to load job data."
      frame={(message) => (
        <>
          {header}
          {message}
        </>
      )}
    >
      {(job) =>
        form(
          editId
            ? jobToValues(job)
            : duplicateValues(job, searchParams.get('title') ?? `${job.title} (Copy)`),
        )
      }
    </QueryState>
  );
}
