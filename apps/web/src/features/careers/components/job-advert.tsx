import type { PublicJob } from '@shortlist/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { JobDates } from './job-dates.tsx';
import { JobFacts, RemoteBadge } from './job-facts.tsx';

/**
 * The description's HTML, readable: the server sanitises it when a job is saved (issue 16), so
 * it is drawn as it comes; these rules give its paragraphs, headings, lists and links their look.
 */
const DESCRIPTION_LOOK = [
  'space-y-4 text-[15px] leading-7 break-words text-slate-700',
  '[&_h1]:mt-7 [&_h1]:text-xl [&_h1]:font-semibold [&_h1]:text-slate-900',
  '[&_h2]:mt-7 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-slate-900',
  '[&_h3]:mt-6 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:space-y-1 [&_ol]:space-y-1 [&_ul]:pl-5 [&_ol]:pl-5',
  '[&_li]:pl-1 [&_li]:marker:text-slate-400',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 [&_b]:font-semibold',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&>:first-child]:mt-0',
].join(' ');

/** The top of a job's page: its title, headline and facts, and when it was posted. */
export function JobAdvertHeader({ job }: { job: PublicJob }) {
  return (
    <header className="space-y-4">
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold tracking-tight break-words text-slate-900">{job.title}</h1>
        {job.compelling_headline ? (
          <p className="text-lg leading-relaxed text-slate-600">{job.compelling_headline}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1.5">
        <JobFacts job={job} />
        <RemoteBadge remote={job.remote} />
      </div>
      <JobDates
        className="text-sm text-slate-500"
        facts={[
          job.experience_range ? `Experience: ${job.experience_range}` : null,
          `Posted ${formatDate(job.posted_at)}`,
          job.closes_on && job.accepting_applications
            ? `Applications close ${formatDate(job.closes_on)}`
            : null,
        ]}
      />
    </header>
  );
}

/** The role itself: the description and the skills, required and nice to have. */
export function JobAdvertBody({ job }: { job: PublicJob }) {
  return (
    <div className="space-y-8">
      {job.description ? (
        <div
          className={DESCRIPTION_LOOK}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on write (issue 16)
          dangerouslySetInnerHTML={{ __html: job.description }}
        />
      ) : null}
      <SkillList title="Required skills" skills={job.skills_required} tone="brand" />
      <SkillList title="Nice to have" skills={job.skills_nice} tone="neutral" />
    </div>
  );
}

function SkillList({ title, skills, tone }: { title: string; skills: string[]; tone: 'brand' | 'neutral' }) {
  if (skills.length === 0) return null;
  return (
    <section className="space-y-2.5">
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      <ul className="flex flex-wrap gap-2" aria-label={title}>
        {skills.map((skill) => (
          <li key={skill}>
            <Badge tone={tone} className="px-2.5 py-1 text-[13px]">
              {skill}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
