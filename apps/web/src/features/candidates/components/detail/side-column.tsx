import type { Application, Candidate } from '@shortlist/contracts';
import { differenceInCalendarDays, formatDistanceToNow } from 'date-fns';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useCandidateDocuments } from '../../api/candidate-documents.ts';
import { useCandidateTimeline } from '../../api/get-candidate-timeline.ts';
import { AssignedTeamCard } from './assigned-team-card.tsx';
import { Panel } from './overview-tab.tsx';
import { PipelineStepper } from './pipeline-stepper.tsx';

/** spec 02 §2 used fixed sample text here; these say what the data says. */
const STALE_AFTER_DAYS = 5;

type Alert = { tone: 'warning' | 'info'; text: string };

export function salaryAlert(candidate: Candidate, application: Application | undefined): Alert | null {
  const wanted = candidate.desired_salary_min ?? candidate.desired_salary_max;
  const { salary_min: min, salary_max: max } = application?.job ?? {};
  if (wanted === null || wanted === undefined || !application || (min === null && max === null)) return null;
  if (max !== null && max !== undefined && wanted > max)
    return { tone: 'warning', text: `Desired salary is above the range of ${application.job.title}` };
  if (min !== null && min !== undefined && wanted < min)
    return { tone: 'info', text: `Desired salary is below the range of ${application.job.title}` };
  return { tone: 'info', text: `Desired salary is within the range of ${application.job.title}` };
}

export function SideColumn({
  candidate,
  applications,
}: {
  candidate: Candidate;
  applications: Application[];
}) {
  const timeline = useCandidateTimeline(candidate.id);
  const documents = useCandidateDocuments(candidate.id);
  const latest = applications[0];
  const lastEvent = timeline.data?.results[0];
  const idleDays = lastEvent ? differenceInCalendarDays(new Date(), new Date(lastEvent.created_at)) : null;
  const firstApplied = applications.map((application) => application.applied_at).sort()[0];
  const daysInPipeline = firstApplied ? differenceInCalendarDays(new Date(), new Date(firstApplied)) : null;

  // issue 16: an erased record has no team and nothing to act on, only its applications' history
  const erased = candidate.erased_at !== null;
  const alerts: Alert[] = [];
  const salary = salaryAlert(candidate, latest);
  if (salary) alerts.push(salary);
  if (idleDays !== null && idleDays >= STALE_AFTER_DAYS)
    alerts.push({ tone: 'warning', text: `No activity for ${idleDays} days` });
  if (candidate.is_flagged) alerts.push({ tone: 'warning', text: 'Flagged for review' });
  if (documents.data && !documents.data.some((document) => document.type === 'cv'))
    alerts.push({ tone: 'info', text: 'No CV on file' });
  for (const document of documents.data ?? [])
    if (document.warning) alerts.push({ tone: 'warning', text: `${document.filename}: ${document.warning}` });

  return (
    <aside className="space-y-4">
      <Panel title="Pipeline Progress">
        {latest ? (
          <div className="space-y-1">
            <p className="text-xs text-slate-500">{latest.job.title}</p>
            <PipelineStepper application={latest} />
          </div>
        ) : (
          <p className="text-sm text-slate-500">Not in a pipeline yet.</p>
        )}
      </Panel>
      {erased ? null : <AssignedTeamCard candidateId={candidate.id} />}
      {erased ? null : (
        <Panel title="Alerts">
          {alerts.length ? (
            <ul className="space-y-2">
              {alerts.map((alert) => (
                <li key={alert.text} className="flex gap-2 text-sm text-slate-700">
                  <AlertTriangle
                    className={
                      alert.tone === 'warning'
                        ? 'size-4 shrink-0 text-amber-500'
                        : 'size-4 shrink-0 text-sky-500'
                    }
                    aria-hidden
                  />
                  {alert.text}
                </li>
              ))}
            </ul>
          ) : (
            <p className="flex items-center gap-2 text-sm text-slate-500">
              <CheckCircle2 className="size-4 text-emerald-500" aria-hidden /> Nothing needs attention
            </p>
          )}
        </Panel>
      )}
      <Panel title="Quick Stats">
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <Stat label="Days in pipeline" value={daysInPipeline === null ? '—' : String(daysInPipeline)} />
          <Stat
            label="Last activity"
            value={lastEvent ? formatDistanceToNow(new Date(lastEvent.created_at), { addSuffix: true }) : '—'}
          />
          <Stat label="Applications" value={String(applications.length)} />
          <Stat label="Documents" value={documents.data ? String(documents.data.length) : '—'} />
        </dl>
      </Panel>
    </aside>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}
