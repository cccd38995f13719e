import { APPLICATION_MESSAGES } from '@shortlist/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestsMade, stubApi } from '../../../test/api-stub.ts';
import { buildApplication } from '../../../test/candidate-fixtures.ts';
import { adminUser, hiringManagerUser, pageOf } from '../../../test/fixtures.ts';
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
  });

  it('passes the status filter from the address and shows the empty message', async () => {
    const fetchMock = stubApplications([]);
    renderApp('/applications?status=rejected');
    expect(await screen.findByText('No applications found matching your criteria.')).toBeInTheDocument();
    expect(requestsMade(fetchMock)).toContain('GET /applications/?status=rejected&page=1&page_size=25');
  });
});

describe('applications stage filter', () => {
  it('offers the stages present in the data', async () => {
    stubApplications([buildApplication()]);
    const { user } = renderApp('/applications');
    await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: 'Stage' }));
    expect(screen.getByRole('option', { name: 'CV Review' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Bar Raiser' })).not.toBeInTheDocument();
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
