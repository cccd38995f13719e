import type { IncomingEmail } from '@shortlist/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CircleSlash, XCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog.tsx';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { getErrorMessage } from '../../../../lib/api-error.ts';
import { createCandidateFromEmail } from '../../api/create-candidate-from-email.ts';
import { emailKeys } from '../../api/email-keys.ts';
import { senderName, whyNoCandidate } from '../../lib/incoming-email.ts';

type Outcome =
  | { email: IncomingEmail; result: 'created'; candidateId: number; jobTitle: string | null }
  | { email: IncomingEmail; result: 'skipped' | 'failed'; reason: string };

type Run = { phase: 'confirm' } | { phase: 'running'; current: number } | { phase: 'done' };

type Props = {
  emails: IncomingEmail[] | null;
  onOpenChange: (open: boolean) => void;
  onFinished: () => void;
};

/**
 * spec 02 bulk "Create Profiles": a candidate from each selected e-mail with a parsed name and
 * e-mail, one after another with progress, then what was created and what was skipped and why.
 * A failure is recorded and the run goes on; nothing already created is undone.
 */
export function CreateProfilesDialog({ emails, onOpenChange, onFinished }: Props) {
  const [running, setRunning] = useState(false);
  const open = emails !== null && emails.length > 0;
  return (
    <Dialog open={open} onOpenChange={(next) => (running ? undefined : onOpenChange(next))}>
      {open ? (
        <DialogContent
          title="Create Profiles"
          className="max-h-[calc(100vh-2rem)] max-w-xl overflow-y-auto"
          onEscapeKeyDown={(event) => running && event.preventDefault()}
          onInteractOutside={(event) => running && event.preventDefault()}
        >
          <CreateProfiles
            key={emails.map((email) => email.id).join(',')}
            emails={emails}
            onRunningChange={setRunning}
            onFinished={onFinished}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function CreateProfiles({
  emails,
  onRunningChange,
  onFinished,
}: {
  emails: IncomingEmail[];
  onRunningChange: (running: boolean) => void;
  onFinished: () => void;
}) {
  const queryClient = useQueryClient();
  const [run, setRun] = useState<Run>({ phase: 'confirm' });
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [withJob, setWithJob] = useState(true);
  const stopping = useRef(false);
  const eligible = emails.filter((email) => whyNoCandidate(email) === null);
  const skipped: Outcome[] = emails.flatMap((email) => {
    const reason = whyNoCandidate(email);
    return reason ? [{ email, result: 'skipped' as const, reason }] : [];
  });

  const start = async () => {
    stopping.current = false;
    onRunningChange(true);
    const results: Outcome[] = [...skipped];
    for (const [index, email] of eligible.entries()) {
      if (stopping.current) {
        results.push({ email, result: 'skipped', reason: 'Stopped before it was created' });
        continue;
      }
      setRun({ phase: 'running', current: index + 1 });
      const job = withJob ? (email.job_suggestions[0] ?? null) : null;
      try {
        const created = await createCandidateFromEmail({ id: email.id, jobId: job?.job_id ?? null });
        results.push({
          email,
          result: 'created',
          candidateId: created.candidate_id,
          jobTitle: job?.title ?? null,
        });
      } catch (error) {
        results.push({ email, result: 'failed', reason: getErrorMessage(error) });
      }
      setOutcomes([...results]);
    }
    setOutcomes(results);
    setRun({ phase: 'done' });
    onRunningChange(false);
    onFinished();
    await queryClient.invalidateQueries({ queryKey: emailKeys.inbox() });
  };

  if (run.phase === 'confirm') {
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          {eligible.length === 0
            ? `None of the ${emails.length} selected e-mails can become a candidate.`
            : `${eligible.length} of the ${emails.length} selected e-mails can become candidates.`}
        </p>
        {skipped.length > 0 ? <OutcomeList title="Will be skipped" outcomes={skipped} /> : null}
        {eligible.length > 0 ? (
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="mt-0.5 size-4 rounded border-slate-300 accent-brand-600"
              checked={withJob}
              onChange={(event) => setWithJob(event.target.checked)}
            />
            <span>
              Apply each to its top suggested job
              <span className="block text-xs text-slate-500">
                E-mails without a suggested job become candidates without an application.
              </span>
            </span>
          </label>
        ) : null}
        <div className="flex justify-end gap-2 border-t border-slate-100 pt-4">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button onClick={start} disabled={eligible.length === 0}>
            {eligible.length === 1 ? 'Create 1 profile' : `Create ${eligible.length} profiles`}
          </Button>
        </div>
      </div>
    );
  }

  if (run.phase === 'running') {
    return (
      <div className="space-y-4">
        <p className="text-sm font-medium text-slate-800" aria-live="polite">
          Creating {run.current} of {eligible.length}…
        </p>
        <ProgressBar value={run.current - 1} max={eligible.length} label="Creating profiles" />
        <div className="flex justify-end border-t border-slate-100 pt-4">
          <Button
            variant="secondary"
            onClick={() => {
              stopping.current = true;
            }}
          >
            Stop after this one
          </Button>
        </div>
      </div>
    );
  }

  const created = outcomes.filter((outcome) => outcome.result === 'created');
  const failed = outcomes.filter((outcome) => outcome.result === 'failed');
  const notCreated = outcomes.filter((outcome) => outcome.result === 'skipped');
  return (
    <div className="space-y-4" role="status">
      <p className="text-sm font-medium text-slate-900">
        {created.length === 1 ? '1 profile created' : `${created.length} profiles created`}
        {notCreated.length > 0 ? `, ${notCreated.length} skipped` : ''}
        {failed.length > 0 ? `, ${failed.length} failed` : ''}.
      </p>
      {created.length > 0 ? <OutcomeList title="Created" outcomes={created} /> : null}
      {failed.length > 0 ? <OutcomeList title="Failed" outcomes={failed} /> : null}
      {notCreated.length > 0 ? <OutcomeList title="Skipped" outcomes={notCreated} /> : null}
      <div className="flex justify-end border-t border-slate-100 pt-4">
        <DialogClose asChild>
          <Button>Done</Button>
        </DialogClose>
      </div>
    </div>
  );
}

const ICONS = {
  created: <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />,
  skipped: <CircleSlash className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />,
  failed: <XCircle className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />,
};

function OutcomeList({ title, outcomes }: { title: string; outcomes: Outcome[] }) {
  return (
    <section aria-label={title}>
      <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <ul className="max-h-56 space-y-1.5 overflow-y-auto">
        {outcomes.map((outcome) => (
          <li key={outcome.email.id} className="flex items-start gap-2 text-sm">
            {ICONS[outcome.result]}
            <span className="min-w-0">
              {outcome.result === 'created' ? (
                <Link
                  to={`/candidates/${outcome.candidateId}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {outcome.email.parsed_fields.name}
                </Link>
              ) : (
                <span className="font-medium text-slate-800">
                  {outcome.email.parsed_fields.name ?? senderName(outcome.email)}
                </span>
              )}
              <span className="block truncate text-xs text-slate-500">
                {outcome.result === 'created'
                  ? outcome.jobTitle
                    ? `Applied to ${outcome.jobTitle}`
                    : 'No application'
                  : outcome.reason}
                {' · '}
                {outcome.email.subject || '(no subject)'}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
