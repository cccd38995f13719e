import type { ApplicationStatus } from '@shortlist/contracts';
import type { ReactNode } from 'react';

/** What deciding an application needs to know of it (an `Application` row is one). */
export type OutcomeApplication = {
  id: number;
  status: ApplicationStatus;
  job: { id: number; title: string };
  candidate: { id: number; full_name: string; email: string | null };
};

export type ApplicationOutcomeMenuProps = {
  application: OutcomeApplication;
  /**
   * Whether the signed-in user manages the application's job, as the server says (an
   * application row's `job.can_manage`, the board's `can_manage`).
   */
  canManageJob: boolean;
  /** 'icon': a small "More actions" button (board cards); 'button': a "Decide" button (rows) */
  look?: 'icon' | 'button';
  /** draws the application's status badge before the menu */
  showStatus?: boolean;
};

/**
 * The outcome menu as a slot (issue 13 "Application outcomes"): the applications feature draws it
 * and `app/router.tsx` hands it to the board and the candidate page, so no feature imports another.
 */
export type ApplicationOutcomeSlot = (props: ApplicationOutcomeMenuProps) => ReactNode;
