import { APPLICATION_FILTER_MESSAGES, APPLICATION_MESSAGES } from '@shortlist/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestsMade, stubApi } from '../../../test/api-stub.ts';
import { buildApplication } from '../../../test/candidate-fixtures.ts';
import { adminUser, buildJob, hiringManagerUser, pageOf } from '../../../test/fixtures.ts';
import { renderApp, storeSignedInUser } from '../../../test/render-app.tsx';
import { buildStatusResult, pickReason } from '../test/outcome-scenario.tsx';

function stubApplications(applications: ReturnType<typeof buildApplication>[]) {
  storeSignedInUser(adminUser);
  return stubApi({
    'GET /auth/me/': adminUser,
    'GET /jobs/': pageOf([]),
    'GET /applications/stages/': [{ key: 'screening', label: 'CV Review' }],
    'GET /applications/': {
      ...pageOf(applications),
      counters: { total: 12, active: 7, hired: 3, rejected: 2 },
    },
  });
}

describe('applications page', () => {
  it('shows the counters and rows with match colours and View links', async () => {
    stubApplications([buildApplication({ match_score: 55 })]);
    renderApp('/applications');
    const table = await screen.findByRole('table');
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('Hired').nextSibling).toHaveTextContent('3');
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('55%')).toBeInTheDocument();
    expect(within(row).getByText('Frontend Engineer')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View Ada Lovelace' })).toHaveAttribute(
      'href',
      '/candidates/1',
    );
    // the candidate cell: initials, the name linking to the candidate, the e-mail
    expect(within(row).getByText('AL')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/candidates/1');
    expect(within(row).getByText('ada@example.com')).toBeInTheDocument();
  });

  it('passes the status filter from the address and shows the empty message', async () => {
    const fetchMock = stubApplications([]);
    renderApp('/applications?status=rejected');
    expect(await screen.findByText('No applications found matching your criteria.')).toBeInTheDocument();
    expect(requestsMade(fetchMock)).toContain('GET /applications/?status=rejected&page=1&page_size=25');
  });
});

describe('applications stage filter', () => {
  it('puts the chosen status in the address, asks the server for it, and All statuses drops it', async () => {
    const fetchMock = stubApplications([buildApplication()]);
    const { user, router } = renderApp('/applications');
    await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Hired' }));
    expect(router.state.location.search).toBe('?status=hired');
    await waitFor(() =>
      expect(requestsMade(fetchMock)).toContain('GET /applications/?status=hired&page=1&page_size=25'),
    );
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'All statuses' }));
    expect(router.state.location.search).toBe('');
  });

  it('offers the stages present in the data', async () => {
    stubApplications([buildApplication()]);
    const { user } = renderApp('/applications');
    await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: 'Stage' }));
    expect(screen.getByRole('option', { name: 'CV Review' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Bar Raiser' })).not.toBeInTheDocument();
  });
});

describe('applications advanced filters', () => {
  const applicationRequests = (fetchMock: ReturnType<typeof stubApi>) =>
    requestsMade(fetchMock).filter((request) => request.startsWith('GET /applications/?'));

  function stubFiltered() {
    storeSignedInUser(adminUser);
    return stubApi({
      'GET /auth/me/': adminUser,
      'GET /jobs/': pageOf([buildJob({ id: 4, title: 'Data Engineer' })]),
      'GET /applications/stages/': [],
      // nothing is a high-scoring referral
      'GET /applications/': ({ query }) =>
        jsonResponse({
          ...pageOf(query.get('source') ? [] : [buildApplication()]),
          counters: query.get('source')
            ? { total: 0, active: 0, hired: 0, rejected: 0 }
            : { total: 1, active: 1, hired: 0, rejected: 0 },
        }),
    });
  }

  it('sends the chosen source and score band, counts them on the button, and Clear removes them', async () => {
    const fetchMock = stubFiltered();
    const { user, router } = renderApp('/applications');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Advanced Filters' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Advanced filters' }));
    await user.click(panel.getByRole('combobox', { name: 'Source' }));
    await user.click(await screen.findByRole('option', { name: 'Referral' }));
    await user.click(panel.getByRole('combobox', { name: 'Match score' }));
    await user.click(await screen.findByRole('option', { name: 'High (80+)' }));

    expect(await screen.findByText('No applications found matching your criteria.')).toBeInTheDocument();
    expect(applicationRequests(fetchMock)).toContain(
      'GET /applications/?source=referral&score=high&page=1&page_size=25',
    );
    expect(screen.getByRole('button', { name: 'Advanced Filters (2)' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?source=referral&score=high');

    await user.click(panel.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Advanced Filters' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('offers the jobs, and Escape closes the panel keeping what was chosen', async () => {
    const fetchMock = stubFiltered();
    const { user } = renderApp('/applications');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Advanced Filters' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Advanced filters' }));
    await user.click(panel.getByRole('combobox', { name: 'Job' }));
    await user.click(await screen.findByRole('option', { name: 'Data Engineer' }));
    await waitFor(() =>
      expect(applicationRequests(fetchMock)).toContain('GET /applications/?job_id=4&page=1&page_size=25'),
    );
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Advanced filters' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Advanced Filters (1)' })).toHaveFocus();
  });

  it('reads the filters from the address, leaving out what the server would refuse, and exports with them', async () => {
    const fetchMock = stubFiltered();
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL() {
          return 'blob:csv';
        }
        static override revokeObjectURL() {}
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderApp(
      '/applications?applied_from=2026-03-01&applied_to=2026-03-31&score=excellent&job_id=4',
    );
    expect(await screen.findByRole('button', { name: 'Advanced Filters (2)' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(applicationRequests(fetchMock)).toEqual([
      'GET /applications/?job_id=4&applied_from=2026-03-01&applied_to=2026-03-31&page=1&page_size=25',
    ]);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 1 application')).toBeInTheDocument();
    expect(applicationRequests(fetchMock)).toContain(
      'GET /applications/?job_id=4&applied_from=2026-03-01&applied_to=2026-03-31&page=1&page_size=100',
    );
  });

  it('says when the applied days are reversed and leaves them out of the request', async () => {
    const fetchMock = stubFiltered();
    const { user } = renderApp('/applications?applied_from=2026-03-31&applied_to=2026-03-01');
    await screen.findByRole('table');
    expect(applicationRequests(fetchMock)).toEqual(['GET /applications/?page=1&page_size=25']);
    await user.click(screen.getByRole('button', { name: 'Advanced Filters' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Advanced filters' }));
    expect(panel.getByText(APPLICATION_FILTER_MESSAGES.appliedRangeReversed)).toBeInTheDocument();
    expect(panel.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('deciding from the applications page', () => {
  it('rejects from a row and the counters and the row move with the server', async () => {
    storeSignedInUser(adminUser);
    let decided = false;
    stubApi({
      'GET /auth/me/': adminUser,
      'GET /jobs/': pageOf([]),
      'GET /applications/stages/': [],
      'GET /email-ingestion/templates/': pageOf([]),
      'GET /applications/': () =>
        jsonResponse({
          ...pageOf([buildApplication({ status: decided ? 'rejected' : 'active' })]),
          counters: { total: 12, active: decided ? 6 : 7, hired: 3, rejected: decided ? 3 : 2 },
        }),
      'POST /applications/11/status/': () => {
        decided = true;
        return jsonResponse(buildStatusResult({ status: 'rejected' }));
      },
    });
    const { user } = renderApp('/applications');
    const table = await screen.findByRole('table');
    expect(screen.getByText('Rejected').nextSibling).toHaveTextContent('2');
    await user.click(within(table).getByRole('button', { name: 'Decide on Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject Ada Lovelace' }));
    await pickReason(user, 'Salary expectations too high');
    await user.click(dialog.getByRole('checkbox', { name: /Send the rejection e-mail/ }));
    await user.click(dialog.getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Ada Lovelace rejected')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Rejected', { selector: 'dt' }).nextSibling).toHaveTextContent('3'),
    );
    expect(screen.getByText('Active', { selector: 'dt' }).nextSibling).toHaveTextContent('6');
    expect(within(table).getByText('Rejected')).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog when a hiring manager does not manage the row's job", async () => {
    storeSignedInUser(hiringManagerUser);
    stubApi({
      'GET /auth/me/': hiringManagerUser,
      'GET /jobs/': pageOf([]),
      'GET /applications/stages/': [],
      'GET /applications/': {
        ...pageOf([buildApplication()]),
        counters: { total: 1, active: 1, hired: 0, rejected: 0 },
      },
      'POST /applications/11/status/': () => jsonResponse({ detail: APPLICATION_MESSAGES.cannotManage }, 403),
    });
    const { user } = renderApp('/applications');
    await user.click(await screen.findByRole('button', { name: 'Decide on Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Withdraw' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark Ada Lovelace withdrawn' }));
    await pickReason(user, 'Accepted another offer');
    await user.click(dialog.getByRole('button', { name: 'Mark withdrawn' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(APPLICATION_MESSAGES.cannotManage);
  });
});
