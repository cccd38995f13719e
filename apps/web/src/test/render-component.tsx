import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { AuthProvider } from '../lib/auth-session.tsx';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * Renders one component with the app's providers, a router and the session (signed in as the user
 * `storeSignedInUser` stored, if any), for components app/ composes.
 */
export function renderComponent(element: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: <AuthProvider>{element}</AuthProvider> }], {
    initialEntries: ['/jobs/7'],
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={createQueryClient({ queries: { retry: false } })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}
