import {
  type Application,
  type Candidate,
  niceSkillMatched,
  scoreBandColor,
  skillsComparison,
} from '@shortlist/contracts';
import { clsx } from 'clsx';
import { Check, Target, X } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../../components/ui/badge.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { ScoreBadge } from '../../../../components/ui/score-badge.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { Panel } from './overview-tab.tsx';

const BAR: Record<string, string> = {
  green: 'bg-emerald-500',
  yellow: 'bg-amber-500',
  red: 'bg-red-500',
  gray: 'bg-slate-300',
};

/** spec 02 §2 Skills Map, with the same matching rules the server scores with (contracts match-score.ts). */
export function SkillsMapTab({
  candidate,
  applications,
}: {
  candidate: Candidate;
  applications: Application[];
}) {
  const [jobId, setJobId] = useState(() => applications[0]?.job.id);
  const application = applications.find((item) => item.job.id === jobId) ?? applications[0];
  const skills = candidate.skills_extracted;

  if (!application) {
    return (
      <Panel title="Skills Map">
        <CandidateSkills skills={skills} />
        <EmptyState
          icon={<Target />}
          title="No Job Selected for Comparison"
          description="Add the candidate to a job to compare their skills with its requirements."
        />
      </Panel>
    );
  }
  const { job } = application;
  const comparison = skillsComparison(job, skills);
  const percent = comparison.required_match_percent;
  const band = scoreBandColor(percent);
  return (
    <div className="space-y-4">
      <Panel
        title="Skills Map"
        actions={
          applications.length > 1 ? (
            <Select
              aria-label="Compare with job"
              value={String(application.job.id)}
              onValueChange={(value) => setJobId(Number(value))}
              options={applications.map((item) => ({ value: String(item.job.id), label: item.job.title }))}
            />
          ) : null
        }
      >
        <CandidateSkills skills={skills} />
        <div className="mt-5 space-y-2">
          <div className="flex items-center justify-between text-sm">
            <span className="font-medium text-slate-900">Required skills match for {job.title}</span>
            <ScoreBadge score={percent} band={scoreBandColor} emptyLabel="No required skills" />
          </div>
          <div
            className="h-2 overflow-hidden rounded-full bg-slate-100"
            role="progressbar"
            aria-label="Required skills match"
            aria-valuenow={percent ?? 0}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className={clsx('h-full rounded-full', BAR[band])} style={{ width: `${percent ?? 0}%` }} />
          </div>
        </div>
      </Panel>
      <div className="grid gap-4 md:grid-cols-3">
        <SkillList
          title="Matched required skills"
          skills={comparison.matched_required}
          tone="green"
          icon={<Check className="size-3" aria-hidden />}
          empty="None yet"
        />
        <SkillList
          title="Missing required skills"
          skills={comparison.missing_required}
          tone="red"
          icon={<X className="size-3" aria-hidden />}
          empty="Nothing missing"
        />
        <Panel title="Nice-to-have skills">
          {job.skills_nice.length ? (
            <ul className="flex flex-wrap gap-1.5">
              {job.skills_nice.map((skill) => {
                const has = niceSkillMatched(skill, skills);
                return (
                  <li key={skill}>
                    <Badge tone={has ? 'green' : 'neutral'}>
                      {has ? <Check className="size-3" aria-hidden /> : null}
                      {skill}
                    </Badge>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="text-sm text-slate-500">The job lists none.</p>
          )}
        </Panel>
      </div>
    </div>
  );
}

function CandidateSkills({ skills }: { skills: string[] }) {
  return (
    <div>
      <p className="mb-2 text-xs font-medium tracking-wide text-slate-500 uppercase">Candidate skills</p>
      {skills.length ? (
        <ul className="flex flex-wrap gap-1.5">
          {skills.map((skill) => (
            <li key={skill}>
              <Badge tone="brand">{skill}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">No skills recorded.</p>
      )}
    </div>
  );
}

function SkillList({
  title,
  skills,
  tone,
  icon,
  empty,
}: {
  title: string;
  skills: string[];
  tone: 'green' | 'red';
  icon: React.ReactNode;
  empty: string;
}) {
  return (
    <Panel title={`${title} (${skills.length})`}>
      {skills.length ? (
        <ul className="flex flex-wrap gap-1.5">
          {skills.map((skill) => (
            <li key={skill}>
              <Badge tone={tone}>
                {icon}
                {skill}
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">{empty}</p>
      )}
    </Panel>
  );
}
