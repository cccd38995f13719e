import { DEFAULT_PAGE_SIZE, ROLE_LABELS, type Role, type UserAccount } from '@shortlist/contracts';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CardPagination } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { useAuth, useCurrentUser } from '../../../lib/auth-session.tsx';
import { useUsers } from '../api/get-users.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { InviteUserDialog } from './invite-user-dialog.tsx';
import { UsersTable } from './users-table.tsx';

type PendingChange =
  | { kind: 'role'; user: UserAccount; role: Role }
  | { kind: 'active'; user: UserAccount; active: boolean };

/** Settings → Users (administrators): the accounts, invitations, role changes and deactivation. */
export function UsersPanel() {
  const me = useCurrentUser();
  const { signOut } = useAuth();
  const [page, setPage] = useState(1);
  const users = useUsers({ page, page_size: DEFAULT_PAGE_SIZE });
  const update = useUpdateUser();
  const [pending, setPending] = useState<PendingChange | null>(null);

  const confirm = () => {
    if (!pending) return;
    const body =
      pending.kind === 'role'
        ? { id: pending.user.id, role: pending.role }
        : { id: pending.user.id, is_active: pending.active };
    update.mutate(body, {
      onSuccess: (user) => {
        toast.success(successMessage(pending, user));
        setPending(null);
        // changing one's own role ends one's own sessions too (the server revoked them)
        if (user.id === me.id) signOut();
      },
      onError: (error) => {
        toast.error(getErrorMessage(error));
        setPending(null);
      },
    });
  };

  return (
    <Card className="overflow-hidden">
      <CardHeader
        title="Users"
        description="Everyone who can sign in, and what their role lets them do."
        actions={<InviteUserDialog />}
      />
      <QueryState
        query={users}
        loadingLabel="Loading users"
        errorTitle="Couldn't load users"
        isEmpty={(data) => data.results.length === 0}
        empty={
          <EmptyState icon={<Users />} title="No users yet" description="Invite your team to get started." />
        }
      >
        {(data) => (
          <>
            <UsersTable
              users={data.results}
              currentUserId={me.id}
              onChangeRole={(user, role) => setPending({ kind: 'role', user, role })}
              onToggleActive={(user) => setPending({ kind: 'active', user, active: !user.is_active })}
            />
            <CardPagination
              page={page}
              pageSize={DEFAULT_PAGE_SIZE}
              count={data.count}
              noun="users"
              onPageChange={setPage}
            />
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        pending={update.isPending}
        onConfirm={confirm}
        {...(pending ? confirmText(pending) : { title: '', description: '', confirmLabel: '' })}
      />
    </Card>
  );
}

function confirmText(change: PendingChange) {
  const name = change.user.full_name;
  if (change.kind === 'role') {
    return {
      title: 'Change role?',
      description: `${name} becomes ${ROLE_LABELS[change.role]} (now ${ROLE_LABELS[change.user.role]}). They are signed out everywhere and sign in again with the new role.`,
      confirmLabel: 'Change role',
      tone: 'primary' as const,
    };
  }
  return change.active
    ? {
        title: 'Reactivate user?',
        description: `${name} can sign in again with the role ${ROLE_LABELS[change.user.role]}.`,
        confirmLabel: 'Reactivate',
        tone: 'primary' as const,
      }
    : {
        title: 'Deactivate user?',
        description: `${name} is signed out everywhere and can no longer sign in. You can reactivate them later.`,
        confirmLabel: 'Deactivate',
        tone: 'danger' as const,
      };
}

function successMessage(change: PendingChange, user: UserAccount): string {
  if (change.kind === 'role') return `${user.full_name} is now ${ROLE_LABELS[user.role]}`;
  return user.is_active ? `${user.full_name} reactivated` : `${user.full_name} deactivated`;
}
