import { hiringTeamRoleLabel, type JobDetail } from '@shortlist/contracts';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { fillTargetDate } from '../../job-format.ts';
import { NotesCard } from './notes-card.tsx';
import { WorkflowStagesCard } from './workflow-stages-card.tsx';

function Collapsible({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="group rounded-lg ring-1 ring-slate-200">
      <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-medium text-slate-800 hover:bg-slate-50">
        <ChevronRight
          className="size-4 text-slate-400 transition-transform group-open:rotate-90"
          aria-hidden
        />
        {title}
      </summary>
      <div className="border-t border-slate-100 px-4 py-3 text-sm whitespace-pre-line text-slate-600">
        {children}
      </div>
    </details>
  );
}

function Skills({ title, skills }: { title: string; skills: string[] }) {
  return (
    <div>
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {skills.length ? (
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {skills.map((skill) => (
            <li
              key={skill}
              className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
            >
              {skill}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-400">None listed</p>
      )}
    </div>
  );
}

/** spec 01 §2.6 overview: sanitised description, skills, collapsible panels, framework note, cards. */
export function OverviewTab({ job, canEdit }: { job: JobDetail; canEdit: boolean }) {
  return (
    <div className="space-y-5">
      <Card>
        <CardHeader title="About the role" description={job.compelling_headline || undefined} />
        <CardContent className="space-y-5">
          {job.description ? (
            // sanitised on the server when written (no script, no handlers)
            <div
              className="prose-sm space-y-3 text-sm leading-relaxed text-slate-700 [&_a]:text-brand-600 [&_ul]:list-disc [&_ul]:pl-5"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises descriptions on write
              dangerouslySetInnerHTML={{ __html: job.description }}
            />
          ) : (
            <p className="text-sm text-slate-400">No description yet.</p>
          )}
          <div className="grid gap-5 md:grid-cols-2">
            <Skills title="Required skills" skills={job.skills_required} />
            <Skills title="Nice-to-have skills" skills={job.skills_nice} />
          </div>
          {job.ideal_profile || job.interview_guidance || job.scoring_rubric ? (
            <div className="space-y-2">
              {job.ideal_profile ? (
                <Collapsible title="Ideal Candidate Profile">{job.ideal_profile}</Collapsible>
              ) : null}
              {job.interview_guidance ? (
                <Collapsible title="Interview Guidance">{job.interview_guidance}</Collapsible>
              ) : null}
              {job.scoring_rubric ? (
                <Collapsible title="Assessment Rubric">{job.scoring_rubric}</Collapsible>
              ) : null}
            </div>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader
          title="Hiring framework"
          description="Seven points every role is set up with before hiring starts."
        />
        <CardContent>
          <ol className="grid list-decimal gap-1 pl-5 text-sm text-slate-600 md:grid-cols-2">
            <li>Target results (at least 5)</li>
            <li>Competencies with weights totalling 100 (at least 6)</li>
            <li>A business case</li>
            <li>A compelling headline</li>
            <li>The four cultural mantras</li>
            <li>A bar raiser</li>
            <li>Six stakeholder sign-offs</li>
          </ol>
        </CardContent>
      </Card>
      <div className="grid gap-5 md:grid-cols-2">
        <Card>
          <CardHeader title="Team" />
          <CardContent>
            {job.hiring_team.length ? (
              <ul className="space-y-2 text-sm">
                {/* one address may stand twice (in two roles, or twice in one): the position tells them apart */}
                {job.hiring_team.map((member, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the saved list has no ids, and is only shown
                  <li key={`${index}:${member.email}`}>
                    {/* the role under the address, so the address has the card's whole width */}
                    <span className="block truncate text-slate-700" title={member.email}>
                      {member.email}
                    </span>
                    <span className="block text-xs text-slate-500">{hiringTeamRoleLabel(member.role)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-400">No hiring team yet.</p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader title="Timeline" />
          <CardContent>
            <dl className="space-y-1.5 text-sm">
              <div className="flex justify-between">
                <dt className="text-slate-500">Opened</dt>
                <dd className="text-slate-900">{formatDate(job.created_at, 'long')}</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-slate-500">Target fill date</dt>
                <dd className="text-slate-900">{fillTargetDate()}</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-slate-500">Created by</dt>
                <dd className="text-slate-900">{job.created_by_name ?? 'Unknown'}</dd>
              </div>
            </dl>
          </CardContent>
        </Card>
      </div>
      <WorkflowStagesCard job={job} canEdit={canEdit} />
      <NotesCard jobId={job.id} />
    </div>
  );
}
