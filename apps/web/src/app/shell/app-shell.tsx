import { Menu, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useNotificationLiveUpdates } from '../../features/notifications/index.ts';
import { useCurrentUser } from '../../lib/auth-session.tsx';
import { LiveConnectionProvider } from '../../lib/live-connection.tsx';
import { OfferLetters } from '../compositions/offer-letter.tsx';
import { useLiveQueryUpdates } from '../live-updates.ts';
import { SideNav } from './side-nav.tsx';
import { TopBar } from './top-bar.tsx';

/**
 * spec 01 §2.2: side navigation, top bar, and the current page; one live connection per signed-in
 * user (a different user gets a new one) keeps them all current. The offer-letter dialog (issue 13)
 * is drawn here once, inside the session, so it outlives the card or row that opened it.
 */
export function AppShell() {
  const user = useCurrentUser();
  return (
    <LiveConnectionProvider key={user.id}>
      <LiveQueryUpdates />
      <OfferLetters>
        <ShellLayout />
      </OfferLetters>
    </LiveConnectionProvider>
  );
}

/** What the live connection's messages change: cached queries, the bell's counts, toasts. */
function LiveQueryUpdates() {
  useLiveQueryUpdates();
  useNotificationLiveUpdates();
  return null;
}

function ShellLayout() {
  return (
    <div className="min-h-screen">
      {/* the first Tab: past the sidebar's links and the top bar, to the page itself */}
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white text-sm font-medium text-brand-700 shadow-lg ring-1 ring-slate-200 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-3 focus:py-2"
      >
        Skip to main content
      </a>
      <aside
        aria-label="Sidebar"
        className="fixed inset-y-0 left-0 z-40 hidden w-64 border-r border-slate-200 bg-white lg:block"
      >
        <SideNav />
      </aside>
      <div className="lg:pl-64">
        <TopBar navigationToggle={<MobileNavigation />} />
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto max-w-7xl px-4 py-8 focus:outline-none sm:px-6 lg:px-8"
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** Below the lg breakpoint the side navigation opens as a drawer. */
function MobileNavigation() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the visitor navigates
  useEffect(() => setOpen(false), [location.key]);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open navigation">
          <Menu className="size-5" aria-hidden />
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/40 lg:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-white shadow-xl lg:hidden"
        >
          <DialogPrimitive.Title className="sr-only">Navigation</DialogPrimitive.Title>
          <DialogPrimitive.Close
            aria-label="Close navigation"
            className="absolute top-4 right-3 rounded-md p-1.5 text-slate-400 hover:bg-slate-100"
          >
            <X className="size-4" aria-hidden />
          </DialogPrimitive.Close>
          <SideNav />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
