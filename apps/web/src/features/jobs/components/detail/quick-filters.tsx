import { type JobDetail, STAGE_BUCKETS } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card.tsx';
import {
  filtersFromParams,
  type JobCandidateFilters,
  NO_FILTERS,
  sameFilters,
  withFilters,
} from '../../../../lib/job-candidate-filters.ts';

type WorkflowStage = JobDetail['workflow_stages'][number];

export type QuickFilter = {
  label: string;
  /** the stage it stands for, beside the label */
  hint?: string;
  filters: JobCandidateFilters;
};

/**
 * The job's quick filters (spec 01 §2.6, inert there): every candidate, the high matches, and the
 * job's new-applicant, first interview and last stages — each stage once, only those the workflow has.
 */
export function quickFiltersOf(stages: readonly WorkflowStage[]): QuickFilter[] {
  const ordered = [...stages].sort((a, b) => a.order - b.order);
  const stageFilters = [
    { label: 'New applicants', stage: ordered[0] },
    // the default workflow's interview stages, as the jobs list buckets them
    { label: 'In interview', stage: ordered.find(({ key }) => STAGE_BUCKETS[key] === 'interview') },
    { label: 'Final stage', stage: ordered.at(-1) },
  ].filter(
    (entry, index, all): entry is { label: string; stage: WorkflowStage } =>
      entry.stage !== undefined && all.findIndex((other) => other.stage?.key === entry.stage?.key) === index,
  );
  return [
    { label: 'All candidates', filters: NO_FILTERS },
    { label: 'High match (80+)', filters: { ...NO_FILTERS, score: 'high' } },
    ...stageFilters.map(({ label, stage }) => ({
      label,
      hint: stage.label,
      filters: { ...NO_FILTERS, stage: stage.key },
    })),
  ];
}

type QuickFiltersProps = {
  job: Pick<JobDetail, 'workflow_stages'>;
  /** a side panel on the overview, or a row of chips above the candidates table */
  layout: 'panel' | 'bar';
};

/**
 * Links to the candidates tab with a quick filter's `?stage=&score=&search=` written in; the one
 * matching the filters in the address is marked current.
 */
export function QuickFilters({ job, layout }: QuickFiltersProps) {
  const [params] = useSearchParams();
  const current = filtersFromParams(
    params,
    job.workflow_stages.map(({ key }) => key),
  );
  const onCandidatesTab = params.get('tab') === 'candidates';
  const linkTo = (filters: JobCandidateFilters) => {
    const next = new URLSearchParams(params);
    next.set('tab', 'candidates');
    return { search: `?${withFilters(next, filters)}` };
  };
  const links = quickFiltersOf(job.workflow_stages).map(({ label, hint, filters }) => {
    const active = sameFilters(filters, current);
    return (
      <li key={label}>
        <Link
          to={linkTo(filters)}
          // on the candidates tab the filters replace each other, as its own selects do
          replace={onCandidatesTab}
          aria-current={active ? 'true' : undefined}
          className={clsx(
            'flex items-center gap-2 text-sm font-medium focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
            layout === 'panel' ? 'rounded-md px-2.5 py-1.5' : 'rounded-full px-3 py-1 ring-1',
            active
              ? 'bg-brand-50 text-brand-800 ring-brand-200'
              : 'text-slate-700 ring-slate-200 hover:bg-slate-50 hover:text-brand-700',
          )}
        >
          {active ? <Check className="size-3.5 shrink-0" aria-hidden /> : null}
          <span className="truncate">{label}</span>
          {/* the space keeps label and stage apart in the link's name ("In interview Prospector") */}
          {hint ? ' ' : null}
          {hint ? <span className="ml-auto truncate text-xs font-normal text-slate-500">{hint}</span> : null}
        </Link>
      </li>
    );
  });

  if (layout === 'bar') {
    return (
      <nav aria-label="Quick filters">
        <ul className="flex flex-wrap gap-2">{links}</ul>
      </nav>
    );
  }
  return (
    <Card>
      <CardHeader title="Quick Filters" />
      <CardContent className="px-3 py-3">
        <nav aria-label="Quick filters">
          <ul className="space-y-0.5">{links}</ul>
        </nav>
      </CardContent>
    </Card>
  );
}
