import {
  APPLICATION_SOURCE_LABELS,
  type Application,
  type Candidate,
  scoreBandColor,
} from '@shortlist/contracts';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card.tsx';
import { ScoreBadge } from '../../../../components/ui/score-badge.tsx';
import { PipelineStepper } from './pipeline-stepper.tsx';

export function OverviewTab({
  candidate,
  application,
}: {
  candidate: Candidate;
  application: Application | undefined;
}) {
  const scores = application
    ? (
        [
          ['Skills Match', application.match_score],
          ['Culture Fit', application.culture_fit_score],
          ['Growth Potential', application.growth_potential_score],
        ] as const
      ).filter(([, score]) => score !== null && score !== undefined)
    : [];
  return (
    <div className="space-y-4">
      {application?.ai_summary ? (
        <Panel title="AI summary">
          <p className="text-sm text-slate-700">{application.ai_summary}</p>
        </Panel>
      ) : null}
      {scores.length ? (
        <div className="grid gap-3 sm:grid-cols-3">
          {scores.map(([label, score]) => (
            <div key={label} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <p className="text-xs font-medium text-slate-500">{label}</p>
              <div className="mt-1 flex items-center gap-2">
                <span className="text-2xl font-semibold text-slate-900">{score}%</span>
                <ScoreBadge score={score} band={scoreBandColor} />
              </div>
            </div>
          ))}
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Panel title="Application Source">
          <p className="text-sm text-slate-700">
            {application ? APPLICATION_SOURCE_LABELS[application.source] : 'Direct'}
            {candidate.recruiter_name ? ` · via ${candidate.recruiter_name}` : ''}
          </p>
        </Panel>
        <Panel title="Pipeline progress">
          {application ? (
            <PipelineStepper application={application} />
          ) : (
            <p className="text-sm text-slate-500">Not in a pipeline yet.</p>
          )}
        </Panel>
      </div>
      {/* issue 16: an erased candidate's profile is gone; the banner above says so */}
      {candidate.erased_at ? null : (
        <>
          <Panel title="Work experience">
            {candidate.work_experience.length ? (
              <ul className="space-y-3">
                {candidate.work_experience.map((job) => (
                  <li key={`${job.company}-${job.position}-${job.duration}`}>
                    <p className="text-sm font-medium text-slate-900">
                      {job.position} · {job.company}
                    </p>
                    <p className="text-xs text-slate-500">{job.duration}</p>
                    {job.description ? (
                      <p className="mt-1 text-sm text-slate-600">{job.description}</p>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-500">No work experience recorded.</p>
            )}
          </Panel>
          <Panel title="Education">
            {candidate.education_history.length ? (
              <ul className="space-y-2">
                {candidate.education_history.map((school) => (
                  <li key={`${school.institution}-${school.degree}`} className="text-sm text-slate-700">
                    <span className="font-medium text-slate-900">{school.degree}</span>, {school.institution}{' '}
                    {school.year}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-500">No education recorded.</p>
            )}
          </Panel>
          <Panel title="Professional summary">
            <p className="text-sm whitespace-pre-line text-slate-700">
              {candidate.summary || 'No summary yet.'}
            </p>
          </Panel>
        </>
      )}
    </div>
  );
}

export function Panel({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader title={title} actions={actions} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}
