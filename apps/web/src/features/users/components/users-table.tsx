import {
  ROLE_LABELS,
  ROLES,
  type Role,
  USER_STATUS_LABELS,
  type UserAccount,
  type UserStatus,
} from '@shortlist/contracts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { formatDate } from '../../../lib/format.ts';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const STATUS_TONES: Record<UserStatus, BadgeTone> = {
  active: 'green',
  invited: 'blue',
  deactivated: 'neutral',
};

type UsersTableProps = {
  users: UserAccount[];
  currentUserId: number;
  onChangeRole: (user: UserAccount, role: Role) => void;
  onToggleActive: (user: UserAccount) => void;
};

export function UsersTable({ users, currentUserId, onChangeRole, onToggleActive }: UsersTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>User</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Last sign-in</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => {
          const isMe = user.id === currentUserId;
          return (
            <TableRow key={user.id}>
              <TableCell>
                <div className="flex items-center gap-3">
                  <Avatar name={user.full_name} size="sm" />
                  <div className="min-w-0">
                    <p className="truncate font-medium text-slate-900">
                      {user.full_name}
                      {isMe ? <span className="ml-1.5 text-xs font-normal text-slate-400">(you)</span> : null}
                    </p>
                    <p className="truncate text-xs text-slate-500">{user.email}</p>
                  </div>
                </div>
              </TableCell>
              <TableCell>
                <Select
                  aria-label={`Role of ${user.full_name}`}
                  value={user.role}
                  options={ROLE_OPTIONS}
                  className="w-44"
                  disabled={!user.is_active}
                  onValueChange={(role) => onChangeRole(user, role as Role)}
                />
              </TableCell>
              <TableCell>
                <Badge tone={STATUS_TONES[user.status]} dot>
                  {USER_STATUS_LABELS[user.status]}
                </Badge>
              </TableCell>
              <TableCell className="text-slate-500">
                {user.last_login_at ? formatDate(user.last_login_at) : 'Never'}
              </TableCell>
              <TableCell className="text-right">
                <Button
                  variant={user.is_active ? 'ghost' : 'secondary'}
                  size="sm"
                  onClick={() => onToggleActive(user)}
                  aria-label={`${user.is_active ? 'Deactivate' : 'Reactivate'} ${user.full_name}`}
                >
                  {user.is_active ? 'Deactivate' : 'Reactivate'}
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
