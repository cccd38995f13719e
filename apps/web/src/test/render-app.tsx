import { STORAGE_KEYS, type User } from '@shortlist/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
import { createQueryClient } from '../lib/query-client.ts';

export const TEST_TOKENS = { access: 'access-token-1', refresh: 'refresh-token-1' } as const;

/** Puts a signed-in session in storage, as a previous visit would have left it. */
export function storeSignedInUser(user: User): void {
  localStorage.setItem(STORAGE_KEYS.authToken, TEST_TOKENS.access);
  localStorage.setItem(STORAGE_KEYS.refreshToken, TEST_TOKENS.refresh);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/** Renders the whole app (router, providers, guard, shell) at `path`; stub fetch first. */
export function renderApp(path: string, options: { strictMode?: boolean } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient({ queries: { retry: false } });
  const user = userEvent.setup();
  const app = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  // strict mode runs effects twice, as the real entry point does in development
  const view = render(options.strictMode ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router, user, queryClient };
}
