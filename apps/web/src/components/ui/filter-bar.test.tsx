import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useDebouncedSearch, useUrlFilters } from '../../lib/use-url-filters.ts';
import { FilterBar, FilterSelect, FilterSelectField } from './filter-bar.tsx';

const STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];
const STAGES = [{ value: 'screening', label: 'Screening' }];

/** A list page's filter row over the address, as the pages build theirs. */
function ListFilters() {
  const { params, update } = useUrlFilters();
  const { searchText, setSearchText } = useDebouncedSearch(params, update);
  return (
    <FilterBar
      search={{
        label: 'Search things',
        placeholder: 'Search...',
        value: searchText,
        onChange: setSearchText,
      }}
      clear={{
        active: ['search', 'status', 'stage'].some((key) => params.get(key)),
        onClear: () => update({ search: undefined, status: undefined, stage: undefined }),
      }}
    >
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        value={params.get('status') ?? undefined}
        options={STATUSES}
        onChange={(status) => update({ status })}
      />
      <FilterSelectField
        label="Stage"
        allLabel="All stages"
        value={params.get('stage') ?? undefined}
        options={STAGES}
        unlistedLabel={(key) => `Stage ${key}`}
        onChange={(stage) => update({ stage })}
      />
    </FilterBar>
  );
}

function renderFilters(path = '/things') {
  const router = createMemoryRouter([{ path: '/things', element: <ListFilters /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('the filter bar', () => {
  it('writes a chosen option to the address and takes it out again with "All …"', async () => {
    const { router, user } = renderFilters('/things?page=3');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Closed' }));
    // a new filter goes back to the first page
    expect(router.state.location.search).toBe('?status=closed');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Closed');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'All statuses' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All statuses');
  });

  it('labels a panel select with its visible label', async () => {
    renderFilters();
    expect(screen.getByLabelText('Stage')).toHaveTextContent('All stages');
  });

  it('keeps a value the options do not list, named by the page', async () => {
    const { user } = renderFilters('/things?stage=archived');
    const stage = screen.getByRole('combobox', { name: 'Stage' });
    expect(stage).toHaveTextContent('Stage archived');
    await user.click(stage);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'All stages',
      'Screening',
      'Stage archived',
    ]);
  });

  it('sends the search after the debounce, and offers Clear filters only while a filter is on', async () => {
    const { router, user } = renderFilters();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search things' }), 'ada');
    await waitFor(() => expect(router.state.location.search).toBe('?search=ada'));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Open' }));
    expect(router.state.location.search).toBe('?search=ada&status=open');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search things' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All statuses');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });
});
