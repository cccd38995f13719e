import type { AuthSession } from '@shortlist/contracts';
import { Laptop, LogOut } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/auth-session.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useSessions } from '../api/get-sessions.ts';
import { useRevokeAllSessions } from '../api/revoke-all-sessions.ts';
import { useRevokeSession } from '../api/revoke-session.ts';
import { describeUserAgent } from './describe-user-agent.ts';

/** My sign-ins (refresh-token families) with "Sign out" per device and "Sign out everywhere". */
export function SessionsCard() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeAll = useRevokeAllSessions();
  const { signOut } = useAuth();
  const [confirmingAll, setConfirmingAll] = useState(false);

  const signOutEverywhere = () =>
    revokeAll.mutate(undefined, {
      onSuccess: () => {
        setConfirmingAll(false);
        toast.success('Signed out everywhere');
        signOut();
      },
      onError: (error) => toast.error(getErrorMessage(error)),
    });

  return (
    <Card className="overflow-hidden">
      <CardHeader
        title="Sessions"
        description="Browsers where you are signed in. Sign out of any you do not recognise."
        actions={
          <Button
            variant="secondary"
            icon={<LogOut className="size-4" />}
            onClick={() => setConfirmingAll(true)}
          >
            Sign out everywhere
          </Button>
        }
      />
      <QueryState
        query={sessions}
        loading={<CentredSpinner label="Loading sessions" size="md" className="py-12" />}
        errorTitle="Couldn't load your sessions"
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState icon={<Laptop />} title="No active sessions" />}
      >
        {(data) => (
          <ul className="divide-y divide-slate-100" aria-label="Active sessions">
            {data.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                revoking={revoke.isPending && revoke.variables === session.id}
                onRevoke={() =>
                  revoke.mutate(session.id, {
                    onSuccess: () => toast.success('Signed out of that session'),
                    onError: (error) => toast.error(getErrorMessage(error)),
                  })
                }
              />
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={confirmingAll}
        onOpenChange={setConfirmingAll}
        title="Sign out everywhere?"
        description="Every browser where you are signed in, this one included, has to sign in again."
        confirmLabel="Sign out everywhere"
        tone="danger"
        pending={revokeAll.isPending}
        onConfirm={signOutEverywhere}
      />
    </Card>
  );
}

function SessionRow({
  session,
  revoking,
  onRevoke,
}: {
  session: AuthSession;
  revoking: boolean;
  onRevoke: () => void;
}) {
  const device = describeUserAgent(session.user_agent);
  return (
    <li className="flex items-center gap-4 px-5 py-3.5">
      <Laptop className="size-5 shrink-0 text-slate-400" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
          {device}
          {session.current ? <Badge tone="green">This browser</Badge> : null}
        </p>
        <p className="text-xs text-slate-500">
          Signed in {formatDate(session.started_at)} · last active {formatDate(session.last_used_at)}{' '}
          {formatDate(session.last_used_at, 'time')}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="ghost"
          size="sm"
          loading={revoking}
          onClick={onRevoke}
          aria-label={`Sign out of ${device}`}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}
