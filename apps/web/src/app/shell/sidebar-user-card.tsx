import { ROLE_LABELS } from '@shortlist/contracts';
import { LogOut } from 'lucide-react';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useAuth, useCurrentUser } from '../../lib/auth-session.tsx';

/** The signed-in user (not the spec's fixed 'Admin User' card; DESIGN.md §2) with a logout button. */
export function SidebarUserCard() {
  const user = useCurrentUser();
  const { signOut } = useAuth();
  return (
    <section
      aria-label="Signed-in user"
      className="flex items-center gap-3 border-t border-slate-200 px-4 py-3.5"
    >
      <Avatar name={user.full_name} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900">{user.full_name}</p>
        <p className="truncate text-xs text-slate-500">{ROLE_LABELS[user.role]}</p>
      </div>
      <Button variant="ghost" size="icon" aria-label="Log out" title="Log out" onClick={signOut}>
        <LogOut className="size-4" aria-hidden />
      </Button>
    </section>
  );
}
