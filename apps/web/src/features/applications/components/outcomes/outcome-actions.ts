import { type ApplicationStatus, statusChangeRight } from '@shortlist/contracts';
import { type LucideIcon, RotateCcw, UserCheck, UserMinus, UserX } from 'lucide-react';

export type OutcomeRights = { manageJob: boolean; approveHires: boolean };

/** The order the menu lists them in. */
const OUTCOMES = ['hired', 'rejected', 'withdrawn', 'active'] as const satisfies readonly ApplicationStatus[];

/** The changes `statusChangeRight` allows from `from` that these rights cover (issue 13). */
export function allowedOutcomes(from: ApplicationStatus, rights: OutcomeRights): ApplicationStatus[] {
  return OUTCOMES.filter((to) => {
    const right = statusChangeRight(from, to);
    if (right === 'manage_job') return rights.manageJob;
    return right === 'approve_hires' && rights.approveHires;
  });
}

type OutcomeAction = {
  /** the menu item */
  label: string;
  icon: LucideIcon;
  title: (candidate: string) => string;
  description: (job: string) => string;
  submit: string;
  /** the toast once the server confirms */
  done: (candidate: string) => string;
};

/** What each change is called, from the menu to the toast. */
export const OUTCOME_ACTIONS: Record<ApplicationStatus, OutcomeAction> = {
  hired: {
    label: 'Mark hired',
    icon: UserCheck,
    title: (candidate) => `Mark ${candidate} hired`,
    description: (job) => `${job}: the hire takes one of the job's positions.`,
    submit: 'Mark hired',
    done: (candidate) => `${candidate} hired`,
  },
  rejected: {
    label: 'Reject',
    icon: UserX,
    title: (candidate) => `Reject ${candidate}`,
    description: (job) => `${job}: the application leaves the board. You can reopen it later.`,
    submit: 'Reject',
    done: (candidate) => `${candidate} rejected`,
  },
  withdrawn: {
    label: 'Withdraw',
    icon: UserMinus,
    title: (candidate) => `Mark ${candidate} withdrawn`,
    description: (job) => `${job}: the candidate leaves the process. You can reopen it later.`,
    submit: 'Mark withdrawn',
    done: (candidate) => `${candidate} marked withdrawn`,
  },
  active: {
    label: 'Reopen',
    icon: RotateCcw,
    title: (candidate) => `Reopen ${candidate}'s application`,
    description: (job) => `${job}: the application is active again, in the stage it was in.`,
    submit: 'Reopen',
    done: (candidate) => `${candidate}'s application reopened`,
  },
};
