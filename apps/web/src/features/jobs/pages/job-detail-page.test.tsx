import type { JobPatch } from '@shortlist/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type StubRequest, stubApi } from '../../../test/api-stub.ts';
import {
  adminUser,
  buildJobDetail,
  hiringManagerUser,
  pageOf,
  recruiterUser,
} from '../../../test/fixtures.ts';
import { renderApp, storeSignedInUser } from '../../../test/render-app.tsx';

afterEach(() => vi.restoreAllMocks());

/** The job route answers the latest saved job, like the server would. */
function stubDetail(
  user = adminUser,
  job = buildJobDetail({ id: 9, title: 'DevOps Engineer' }),
  routes: Record<string, unknown> = {},
) {
  storeSignedInUser(user);
  let current = job;
  const patch = routes[`PATCH /jobs/${job.id}/`] as ((request: StubRequest) => Response) | undefined;
  return stubApi({
    'GET /auth/me/': user,
    'GET /jobs/': pageOf([]),
    'GET /jobs/options/': { recruiters: [], sectors: [] },
    [`GET /jobs/${job.id}/`]: () => jsonResponse(current),
    [`GET /jobs/${job.id}/timeline/`]: pageOf([]),
    ...(routes as Record<string, object>),
    ...(patch
      ? {
          [`PATCH /jobs/${job.id}/`]: async (request: StubRequest) => {
            const response = patch(request);
            current = await response.clone().json();
            return response;
          },
        }
      : {}),
  });
}

describe('job detail', () => {
  it('shows the overview by default and keeps the chosen tab in the URL', async () => {
    stubDetail();
    const { user, router } = renderApp('/jobs/9');
    expect(await screen.findByRole('heading', { name: 'DevOps Engineer' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Timeline' }));
    expect(router.state.location.search).toBe('?tab=timeline');
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
  });

  it("says 'Job not found' with a Back to Jobs link for a missing job", async () => {
    stubDetail(adminUser, buildJobDetail({ id: 9 }), {
      'GET /jobs/9/': () => jsonResponse({ detail: 'Job not found' }, 404),
    });
    renderApp('/jobs/9');
    expect(await screen.findByText('Job not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('pauses the job through the server', async () => {
    let sent: JobPatch | undefined;
    stubDetail(adminUser, buildJobDetail({ id: 9, title: 'DevOps Engineer' }), {
      'PATCH /jobs/9/': (request: StubRequest) => {
        sent = request.body as JobPatch;
        return jsonResponse(buildJobDetail({ id: 9, title: 'DevOps Engineer', status: 'paused' }));
      },
    });
    const { user } = renderApp('/jobs/9');
    await user.click(await screen.findByRole('button', { name: 'Pause Job' }));
    expect(await screen.findByRole('button', { name: 'Resume Job' })).toBeInTheDocument();
    expect(sent).toEqual({ status: 'paused' });
    expect(await screen.findByText('Job paused successfully!')).toBeInTheDocument();
  });

  it('copies the share link {origin}/apply/{jobId}', async () => {
    stubDetail();
    const { user } = renderApp('/jobs/9');
    // after userEvent.setup(), which installs its own clipboard
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Share Link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/apply/9`);
    expect(await screen.findByText('Job application link copied to clipboard!')).toBeInTheDocument();
  });

  it('goes to the prefilled form after the duplicate confirmation', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    stubDetail();
    const { user, router } = renderApp('/jobs/9');
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
    expect(window.confirm).toHaveBeenCalledWith('This will create a copy of this job. Continue?');
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/new'));
    expect(new URLSearchParams(router.state.location.search).get('title')).toBe('DevOps Engineer (Copy)');
  });

  it('shows the setup completion, what is missing, and Pending Approvals', async () => {
    stubDetail(
      recruiterUser,
      buildJobDetail({
        id: 9,
        signoff_people_ops: true,
        signoff_records: {
          people_ops: { user_id: 1, user_name: 'Avery Quinn', signed_at: '2026-11-01T10:00:00Z' },
        },
      }),
    );
    renderApp('/jobs/9?tab=complete-setup');
    expect(await screen.findByRole('progressbar', { name: 'Setup completion' })).toHaveAttribute(
      'aria-valuenow',
      '29',
    );
    const requirements = screen.getByRole('list', { name: 'Setup requirements' });
    expect(within(requirements).getByText('At least 5 target results')).toHaveTextContent('(missing)');
    expect(within(requirements).getByText('Business case')).toHaveTextContent('(done)');
    expect(screen.getByText('Pending Approvals')).toBeInTheDocument();
    expect(screen.getAllByText('Approved')).toHaveLength(1);
    expect(screen.getAllByText('Pending')).toHaveLength(5);
    expect(screen.getByText(/Avery Quinn · Nov 1, 2026/)).toBeInTheDocument();
    // a recruiter is not an approver
    expect(screen.queryByRole('button', { name: /Approve People Ops/ })).not.toBeInTheDocument();
  });

  it('updates the completion live while the framework is edited', async () => {
    stubDetail(adminUser);
    const { user } = renderApp('/jobs/9?tab=complete-setup');
    await user.click(await screen.findByRole('button', { name: 'Add the four mantras' }));
    expect(screen.getByRole('progressbar', { name: 'Setup completion' })).toHaveAttribute(
      'aria-valuenow',
      '43',
    );
  });

  it('lets any role ask a colleague for a pending sign-off, with a message', async () => {
    let sent: unknown;
    stubDetail(
      recruiterUser,
      buildJobDetail({
        id: 9,
        signoff_people_ops: true,
        signoff_records: {
          people_ops: { user_id: 1, user_name: 'Avery Quinn', signed_at: '2026-11-01T10:00:00Z' },
        },
      }),
      {
        'GET /users/directory/': {
          results: [
            { id: 1, full_name: 'Avery Quinn' },
            { id: 2, full_name: 'Harper Lin' },
          ],
        },
        'POST /jobs/9/signoff-requests/': (request: StubRequest) => {
          sent = request.body;
          return jsonResponse({ detail: 'Sign-off request sent.' }, 202);
        },
      },
    );
    const { user } = renderApp('/jobs/9?tab=complete-setup');

    expect(await screen.findByRole('button', { name: 'Request Strategy Team sign-off' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request People Ops sign-off' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request Strategy Team sign-off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Strategy Team sign-off' });
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.click(await within(dialog).findByRole('radio', { name: 'Harper Lin' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Message (optional)' }), 'Budget is agreed.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Sign-off request sent')).toBeInTheDocument();
    expect(sent).toEqual({ signoff: 'strategy', user_id: 2, message: 'Budget is agreed.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lets an approver approve a sign-off and shows Fully Approved when the job is ready', async () => {
    let sent: JobPatch | undefined;
    stubDetail(adminUser, buildJobDetail({ id: 9 }), {
      'PATCH /jobs/9/': (request: StubRequest) => {
        sent = request.body as JobPatch;
        return jsonResponse(buildJobDetail({ id: 9, is_ready: true, signoff_strategy: true }));
      },
    });
    const { user } = renderApp('/jobs/9?tab=complete-setup');
    await user.click(await screen.findByRole('button', { name: 'Approve Strategy Team' }));
    expect(sent).toEqual({ signoff_strategy: true });
    expect(await screen.findByText('Fully Approved')).toBeInTheDocument();
  });

  it('saves the settings tab', async () => {
    let sent: JobPatch | undefined;
    stubDetail(adminUser, buildJobDetail({ id: 9 }), {
      'PATCH /jobs/9/': (request: StubRequest) => {
        sent = request.body as JobPatch;
        return jsonResponse(buildJobDetail({ id: 9 }));
      },
    });
    const { user } = renderApp('/jobs/9?tab=settings');
    await user.click(await screen.findByLabelText('Auto-advance applications at 85% match or more'));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(sent?.settings).toEqual({
        auto_reject_below_50: true,
        auto_advance_at_85: true,
        auto_acknowledge: true,
      }),
    );
  });

  it("keeps the settings tab's stage removal off at 3 stages and says a minimum of 3 is required", async () => {
    const stage = (id: number, key: string, label: string) => ({
      id,
      key,
      label,
      order: id,
      color: '#64748b',
      description: '',
    });
    stubDetail(
      adminUser,
      buildJobDetail({
        id: 9,
        workflow_stages: [
          stage(1, 'applied', 'Applied'),
          stage(2, 'screening', 'CV Review'),
          stage(3, 'technical', 'Technical Interview'),
          stage(4, 'offer', 'Offer'),
        ],
      }),
    );
    const { user } = renderApp('/jobs/9?tab=settings');
    await user.click(await screen.findByRole('button', { name: 'Edit stages' }));
    expect(screen.getByText('A minimum of 3 stages is required.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove stage 4' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Remove stage 4' }));
    expect(screen.queryByRole('textbox', { name: 'Stage 4 name' })).not.toBeInTheDocument();
    for (const index of [1, 2, 3]) {
      expect(screen.getByRole('button', { name: `Remove stage ${index}` })).toBeDisabled();
    }
    expect(screen.getByText('A minimum of 3 stages is required.')).toBeInTheDocument();
  });

  it('publishes the salary range and a closing day for the careers page from the settings tab', async () => {
    let sent: JobPatch | undefined;
    stubDetail(adminUser, buildJobDetail({ id: 9 }), {
      'PATCH /jobs/9/': (request: StubRequest) => {
        sent = request.body as JobPatch;
        return jsonResponse(buildJobDetail({ id: 9 }));
      },
    });
    const { user } = renderApp('/jobs/9?tab=settings');
    await user.click(await screen.findByLabelText('Show this range on the careers page'));
    await user.type(screen.getByLabelText('Applications close on'), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(sent).toMatchObject({ publish_salary: true, applications_close_on: '2026-12-31' }),
    );
  });

  it('offers Edit Job and Pause Job to a hiring manager only on the jobs they may edit', async () => {
    stubDetail(
      hiringManagerUser,
      buildJobDetail({ id: 9, title: 'Not Mine', created_by: 1, hiring_team: [] }),
    );
    renderApp('/jobs/9');
    expect(await screen.findByRole('heading', { name: 'Not Mine' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Job' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause Job' })).not.toBeInTheDocument();
    // a hiring manager may still create jobs, so may start a copy
    expect(screen.queryByRole('button', { name: 'Duplicate' })).toBeInTheDocument();
  });

  it('offers them on a job whose hiring team lists the hiring manager in a managing role', async () => {
    stubDetail(
      hiringManagerUser,
      buildJobDetail({
        id: 9,
        title: 'On My Team',
        created_by: 1,
        hiring_team: [{ email: 'harper.manager@meridian.example', role: 'coordinator' }],
      }),
    );
    renderApp('/jobs/9');
    expect(await screen.findByRole('link', { name: 'Edit Job' })).toHaveAttribute('href', '/jobs/9/edit');
    expect(screen.getByRole('button', { name: 'Pause Job' })).toBeInTheDocument();
  });
});
