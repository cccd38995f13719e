import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@shortlist/contracts';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { Toaster } from 'sonner';
import { ChangeRefreshContext, type RefreshAfterChange } from '../lib/change-refresh.tsx';
import { ToastPlacementContext } from '../lib/toasts-beside.tsx';
import { ApplicationOutcomes } from './compositions/application-outcomes.tsx';
import { refreshAfterChange } from './live-updates.ts';

/** The top bar's height (h-16) and a gap: where the toasts begin. */
const TOAST_TOP_PX = 72;

/**
 * Query cache and toasts (spec 02 §2: top-right, 4 s; spec 01 §9: at most 20), which stand aside
 * for the bell's panel while it is open; the refresh after a change this browser made; the outcome
 * dialogs, which outlive the row or card that opened them.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const refresh = useMemo<RefreshAfterChange>(
    () => (change) => refreshAfterChange(queryClient, change),
    [queryClient],
  );
  const [toastsRight, setToastsRight] = useState<number | null>(null);
  return (
    <QueryClientProvider client={queryClient}>
      <ChangeRefreshContext value={refresh}>
        <ToastPlacementContext value={setToastsRight}>
          <ApplicationOutcomes>{children}</ApplicationOutcomes>
        </ToastPlacementContext>
      </ChangeRefreshContext>
      <Toaster
        position="top-right"
        // below the top bar (h-16), so a toast never covers the bell or the account menu (a pointer
        // resting on a toast also holds it open)
        offset={{ top: TOAST_TOP_PX, right: toastsRight ?? undefined }}
        mobileOffset={{ top: TOAST_TOP_PX }}
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_MAX_VISIBLE}
        closeButton
        richColors
      />
    </QueryClientProvider>
  );
}
