import { PERMISSION_LABELS, PERMISSIONS, type Permission, ROLE_LABELS } from '@shortlist/contracts';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useAuth, useCurrentUser } from '../../../lib/auth-session.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { SessionsCard } from '../components/sessions-card.tsx';

const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

/** What other features put on the profile page; `app/router.tsx` fills them. */
export type ProfileSlots = {
  /** which notifications I receive (issue 9: "users choose in their profile which kinds they receive") */
  preferences?: ReactNode;
};

/** /profile: who I am (as the identity provider and administrators set it) and where I am signed in. */
export function ProfilePage({ slots = {} }: { slots?: ProfileSlots }) {
  useDocumentTitle('My Profile');
  const user = useCurrentUser();
  const { can } = useAuth();
  const granted = ALL_PERMISSIONS.filter((permission) => can(permission));

  return (
    <>
      <PageHeader title="My Profile" description="Your account, your role and your sign-ins." />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <Card>
          <CardContent className="flex items-center gap-4 py-5">
            <Avatar name={user.full_name} className="size-14 text-base" />
            <div className="min-w-0">
              <h2 className="truncate text-lg font-semibold text-slate-900">{user.full_name}</h2>
              <p className="truncate text-sm text-slate-500">{user.email}</p>
              <Badge tone="brand" className="mt-2">
                {ROLE_LABELS[user.role]}
              </Badge>
            </div>
          </CardContent>
          <div className="border-t border-slate-100 px-5 py-4">
            <h3 className="text-xs font-medium tracking-wide text-slate-500 uppercase">
              What your role allows
            </h3>
            {granted.length === 0 ? (
              <p className="mt-2 text-sm text-slate-500">Viewing jobs, candidates and applications.</p>
            ) : (
              <ul className="mt-2 space-y-1.5">
                {granted.map((permission) => (
                  <li key={permission} className="flex items-center gap-2 text-sm text-slate-700">
                    <Check className="size-4 text-emerald-600" aria-hidden />
                    {PERMISSION_LABELS[permission]}
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-3 text-xs text-slate-400">
              Your name and e-mail come from your sign-in provider; an administrator sets your role.
            </p>
          </div>
        </Card>
        <SessionsCard />
        {slots.preferences ? <div className="lg:col-span-2">{slots.preferences}</div> : null}
      </div>
    </>
  );
}
