import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@shortlist/contracts';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';

/** Query cache and toasts (spec 02 §2: top-right, 4 s; spec 01 §9: at most 20). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="top-right"
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_MAX_VISIBLE}
        closeButton
        richColors
      />
    </QueryClientProvider>
  );
}
