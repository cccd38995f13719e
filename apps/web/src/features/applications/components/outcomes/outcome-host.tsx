import type { ApplicationStatus, ApplicationStatusResult, JobPositions } from '@shortlist/contracts';
import { createContext, type ReactNode, use, useCallback, useState } from 'react';
import { toast } from 'sonner';
import { getErrorMessage } from '../../../../lib/api-error.ts';
import type { OutcomeApplication } from '../../../../lib/application-outcome.ts';
import { useRefreshAfterChange } from '../../../../lib/change-refresh.tsx';
import { OutcomeDialog } from './outcome-dialog.tsx';
import type { OutcomeServices } from './outcome-services.ts';
import { toastDecided } from './outcome-toast.ts';
import { PositionsFilledDialog } from './positions-filled-dialog.tsx';

type Decide = (application: OutcomeApplication, to: ApplicationStatus) => void;

const DecideContext = createContext<Decide | null>(null);

/** Opens the dialog for one change of one application (the menus call it). */
export function useDecideOutcome(): Decide {
  const decide = use(DecideContext);
  if (!decide) throw new Error('useDecideOutcome needs <ApplicationOutcomesProvider> (app/providers.tsx)');
  return decide;
}

type Deciding = { application: OutcomeApplication; to: ApplicationStatus };
type Filled = { positions: JobPositions; jobTitle: string };

/**
 * Draws the outcome dialogs once for the whole app, so a dialog outlives the row or card that
 * opened it — a rejected card leaves the board, a hired row leaves a list of active ones.
 */
export function ApplicationOutcomesProvider({
  services,
  children,
}: {
  services: OutcomeServices;
  children: ReactNode;
}) {
  const refresh = useRefreshAfterChange();
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [filled, setFilled] = useState<Filled | null>(null);
  const decide = useCallback<Decide>((application, to) => setDeciding({ application, to }), []);

  const { cancelScheduledEmail } = services;
  const cancelEmail = (candidateId: number) => async (emailId: number) => {
    try {
      await cancelScheduledEmail?.(emailId);
      toast.success('Rejection e-mail cancelled: it will not be sent.');
    } catch (error) {
      // 409: it went already, or someone cancelled it
      toast.error(getErrorMessage(error));
    } finally {
      refresh({ type: 'email.delivery_changed', candidate_id: candidateId });
    }
  };
  const decided = (result: ApplicationStatusResult) => {
    setDeciding(null);
    toastDecided(result, cancelScheduledEmail ? cancelEmail(result.application.candidate_id) : undefined);
    const { positions, application } = result;
    if (application.status === 'hired' && positions.all_filled && positions.job_status === 'open')
      setFilled({ positions, jobTitle: application.job.title });
  };

  return (
    <DecideContext value={decide}>
      {children}
      {deciding ? (
        <OutcomeDialog
          key={`${deciding.application.id}-${deciding.to}`}
          application={deciding.application}
          to={deciding.to}
          templateSelect={services.rejectionTemplateSelect}
          onClose={() => setDeciding(null)}
          onDecided={decided}
        />
      ) : null}
      {filled ? (
        <PositionsFilledDialog
          key={filled.positions.job_id}
          positions={filled.positions}
          jobTitle={filled.jobTitle}
          services={services}
          onClose={() => setFilled(null)}
        />
      ) : null}
    </DecideContext>
  );
}
