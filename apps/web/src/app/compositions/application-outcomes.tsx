import type { ReactNode } from 'react';
import {
  ApplicationOutcomeMenu,
  ApplicationOutcomesProvider,
  type OutcomeServices,
} from '../../features/applications/index.ts';
import { cancelScheduledEmail } from '../../features/email/index.ts';
import { patchJob } from '../../features/jobs/index.ts';
import type { ApplicationOutcomeSlot } from '../../lib/application-outcome.ts';
import { RejectionTemplateSelect } from './rejection-template-select.tsx';

/** Issue 13: deciding an application cancels e-mails and picks templates (e-mail) and closes jobs (jobs). */
const OUTCOME_SERVICES: OutcomeServices = {
  cancelScheduledEmail,
  closeJob: (jobId) => patchJob({ id: jobId, changes: { status: 'closed' } }),
  rejectionTemplateSelect: (props) => <RejectionTemplateSelect {...props} />,
};

/** The outcome dialogs, drawn once for every page that offers the outcome menu. */
export function ApplicationOutcomes({ children }: { children: ReactNode }) {
  return <ApplicationOutcomesProvider services={OUTCOME_SERVICES}>{children}</ApplicationOutcomesProvider>;
}

/** The applications feature's outcome menu, for the board and the candidate page. */
export const applicationOutcome: ApplicationOutcomeSlot = (props) => <ApplicationOutcomeMenu {...props} />;
