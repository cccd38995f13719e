import { PIPELINE_BUCKETS, type PipelineBucket, type PipelineDistribution } from '@shortlist/contracts';
import { capitalize } from '../../../lib/format.ts';

const BUCKET_COLORS: Record<PipelineBucket, string> = {
  applied: 'bg-slate-400',
  screening: 'bg-sky-500',
  interview: 'bg-indigo-500',
  final: 'bg-violet-500',
  offer: 'bg-emerald-500',
  rejected: 'bg-red-400',
};

/** spec 01 §2.4: the job's applications across the six pipeline buckets. */
export function PipelineBar({ distribution }: { distribution: PipelineDistribution }) {
  const total = PIPELINE_BUCKETS.reduce((sum, bucket) => sum + distribution[bucket], 0);
  const summary = PIPELINE_BUCKETS.map((bucket) => `${capitalize(bucket)} ${distribution[bucket]}`).join(
    ', ',
  );
  return (
    <div
      role="img"
      aria-label={`Pipeline: ${summary}`}
      title={summary}
      className="flex h-1.5 w-full min-w-24 overflow-hidden rounded-full bg-slate-100"
    >
      {total > 0
        ? PIPELINE_BUCKETS.filter((bucket) => distribution[bucket] > 0).map((bucket) => (
            <span
              key={bucket}
              className={BUCKET_COLORS[bucket]}
              style={{ width: `${(distribution[bucket] / total) * 100}%` }}
            />
          ))
        : null}
    </div>
  );
}
