import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CreateCandidateModal } from '../../features/candidates/components/create-candidate-modal.tsx';
import { jobsQueryKeys } from '../../features/jobs/index.ts';
import { AuthProvider } from '../../lib/auth-session.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { jsonResponse, requestsMade, stubApi } from '../../test/api-stub.ts';
import { adminUser, buildJob, pageOf } from '../../test/fixtures.ts';
import { storeSignedInUser } from '../../test/render-app.tsx';
import { refreshAfterChange } from '../live-updates.ts';
import { AppProviders } from '../providers.tsx';
import { useOpenJobChoices } from './job-choices.ts';

const OPEN_JOBS = 'GET /jobs/?status=open&page_size=100';

/** The create form with the app's providers, and the query cache it shares with the jobs feature. */
function renderCreateForm(open: boolean) {
  const queryClient = createQueryClient({ queries: { retry: false } });
  const element = (
    <CreateCandidateModal open={open} onOpenChange={() => {}} useOpenJobs={useOpenJobChoices} />
  );
  const router = createMemoryRouter([{ path: '*', element: <AuthProvider>{element}</AuthProvider> }]);
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { queryClient, user: userEvent.setup() };
}

function stubJobs(titles: () => string[]) {
  storeSignedInUser(adminUser);
  return stubApi({
    'GET /auth/me/': adminUser,
    'GET /jobs/': () =>
      jsonResponse(pageOf(titles().map((title) => buildJob({ title, department: 'Engineering' })))),
  });
}

describe("the create-candidate form's job dropdown (issue 17)", () => {
  it('asks for the open jobs only once the form opens', async () => {
    const fetchMock = stubJobs(() => ['Data Engineer']);
    renderCreateForm(false);
    await waitFor(() => expect(requestsMade(fetchMock)).toContain('GET /auth/me/'));
    expect(requestsMade(fetchMock).filter((request) => request.startsWith('GET /jobs/'))).toEqual([]);
  });

  it("reads the jobs feature's list, so a job closed elsewhere leaves the dropdown", async () => {
    let titles = ['Data Engineer', 'Product Designer'];
    const fetchMock = stubJobs(() => titles);
    const { queryClient, user } = renderCreateForm(true);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Candidate' });

    await user.click(within(dialog).getByRole('combobox', { name: 'Job' }));
    expect(await screen.findByRole('option', { name: 'Product Designer — Engineering' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    // one cache entry, under the jobs feature's own key
    expect(queryClient.getQueryData(jobsQueryKeys.list({ status: 'open', page_size: 100 }))).toBeDefined();
    expect(requestsMade(fetchMock).filter((request) => request === OPEN_JOBS)).toHaveLength(1);

    titles = ['Data Engineer'];
    refreshAfterChange(queryClient, { type: 'job.status_changed', job_id: 2 });
    await waitFor(() =>
      expect(requestsMade(fetchMock).filter((request) => request === OPEN_JOBS)).toHaveLength(2),
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Job' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('option', { name: 'Product Designer — Engineering' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('option', { name: 'Data Engineer — Engineering' })).toBeInTheDocument();
  });
});
