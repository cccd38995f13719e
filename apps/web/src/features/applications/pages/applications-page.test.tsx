import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsMade, stubApi } from '../../../test/api-stub.ts';
import { buildApplication } from '../../../test/candidate-fixtures.ts';
import { adminUser, pageOf } from '../../../test/fixtures.ts';
import { renderApp, storeSignedInUser } from '../../../test/render-app.tsx';

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
