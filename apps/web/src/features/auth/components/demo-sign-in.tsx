import { DEMO_USERS, ROLE_LABELS, type Session } from '@shortlist/contracts';
import { ChevronRight } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { useDevLogin } from '../api/dev-login.ts';

type DemoUser = (typeof DEMO_USERS)[number];

/** One button per demo identity (one per role); shown only when the server allows dev sign-in. */
export function DemoSignIn({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const devLogin = useDevLogin();
  const pendingEmail = devLogin.isPending ? devLogin.variables?.email : undefined;

  const signInAs = (demoUser: DemoUser) =>
    devLogin.mutate(
      { email: demoUser.email, role: demoUser.role, full_name: demoUser.full_name },
      { onSuccess: onSignedIn },
    );

  return (
    <section aria-labelledby="demo-sign-in-heading" className="space-y-3">
      <div>
        <h2 id="demo-sign-in-heading" className="text-sm font-semibold text-slate-900">
          Demo sign-in
        </h2>
        <p className="text-xs text-slate-500">Development only: one demo user per role.</p>
      </div>
      {devLogin.isError ? (
        <Alert tone="error" title="Sign-in failed">
          {getErrorMessage(devLogin.error)}
        </Alert>
      ) : null}
      <ul className="divide-y divide-slate-100 overflow-hidden rounded-lg ring-1 ring-slate-200">
        {DEMO_USERS.map((demoUser) => (
          <li key={demoUser.email}>
            <button
              type="button"
              onClick={() => signInAs(demoUser)}
              disabled={devLogin.isPending}
              className="group flex w-full items-center gap-3 bg-white px-3.5 py-2.5 text-left transition-colors hover:bg-slate-50 focus-visible:-outline-offset-2 disabled:cursor-wait disabled:opacity-60"
            >
              <Avatar name={demoUser.full_name} />
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-medium text-slate-900">{demoUser.full_name}</span>
                <span className="block text-xs text-slate-500">{ROLE_LABELS[demoUser.role]}</span>
              </span>
              {pendingEmail === demoUser.email ? (
                <Spinner size="sm" label={`Signing in as ${demoUser.full_name}`} className="text-brand-600" />
              ) : (
                <ChevronRight
                  className="size-4 text-slate-300 transition-transform group-hover:translate-x-0.5 group-hover:text-slate-500"
                  aria-hidden
                />
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
