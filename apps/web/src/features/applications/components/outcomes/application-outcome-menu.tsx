import { ChevronDown, MoreHorizontal } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../../components/ui/dropdown-menu.tsx';
import type { ApplicationOutcomeMenuProps } from '../../../../lib/application-outcome.ts';
import { useAuth } from '../../../../lib/auth-session.tsx';
import { ApplicationStatusBadge } from './application-status-badge.tsx';
import { allowedOutcomes, OUTCOME_ACTIONS } from './outcome-actions.ts';
import { useDecideOutcome } from './outcome-host.tsx';

/**
 * Reject, Withdraw, Mark hired or Reopen — only the changes `statusChangeRight` allows from the
 * application's status that the signed-in user has the right for (issue 13). Nothing to offer,
 * no menu.
 */
export function ApplicationOutcomeMenu({
  application,
  canManageJob,
  look = 'button',
  showStatus = false,
}: ApplicationOutcomeMenuProps) {
  const { can } = useAuth();
  const decide = useDecideOutcome();
  const outcomes = allowedOutcomes(application.status, {
    manageJob: canManageJob,
    approveHires: can('approve_hires'),
  });
  const badge = showStatus ? <ApplicationStatusBadge status={application.status} /> : null;
  if (outcomes.length === 0) return badge;

  const name = application.candidate.full_name;
  return (
    <span className="inline-flex items-center gap-2">
      {badge}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          {look === 'icon' ? (
            <button
              type="button"
              aria-label={`More actions for ${name}`}
              title="More actions"
              className="inline-flex size-6 items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-brand-700 data-[state=open]:bg-slate-100 data-[state=open]:text-brand-700"
            >
              <MoreHorizontal className="size-3.5" aria-hidden />
            </button>
          ) : (
            <Button variant="secondary" size="sm" aria-label={`Decide on ${name}`}>
              Decide
              <ChevronDown className="size-3.5 text-slate-400" aria-hidden />
            </Button>
          )}
        </DropdownMenuTrigger>
        <DropdownMenuContent className="min-w-44">
          {outcomes.map((to) => {
            const { label, icon: Icon } = OUTCOME_ACTIONS[to];
            return (
              <DropdownMenuItem
                key={to}
                destructive={to === 'rejected'}
                onSelect={() => decide(application, to)}
              >
                <Icon aria-hidden /> {label}
              </DropdownMenuItem>
            );
          })}
        </DropdownMenuContent>
      </DropdownMenu>
    </span>
  );
}
