import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { Card } from './card.tsx';
import { EmptyState } from './empty-state.tsx';
import { QueryState, type QueryStateProps } from './query-state.tsx';

const JOBS_KEY = ['jobs'];

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** Everything but the query and the data view; the error title defaults to the jobs list's. */
type Ladder = DistributiveOmit<QueryStateProps<string[]>, 'query' | 'children' | 'errorTitle'> & {
  errorTitle?: string;
};

/** A list of job titles behind the ladder, fed by `fetchJobs`. */
function JobTitles({ fetchJobs, ladder }: { fetchJobs: () => Promise<string[]>; ladder: Ladder }) {
  const jobs = useQuery({ queryKey: JOBS_KEY, queryFn: fetchJobs });
  return (
    <>
      {/* what the query says, beside what the ladder shows */}
      {jobs.isError && jobs.data ? <p>The refetch failed</p> : null}
      <QueryState query={jobs} errorTitle="Couldn't load jobs" {...ladder}>
        {(titles) => (
          <ul aria-label="Jobs">
            {titles.map((title) => (
              <li key={title}>{title}</li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}

function renderLadder(fetchJobs: () => Promise<string[]>, ladder: Ladder = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <JobTitles fetchJobs={fetchJobs} ladder={ladder} />
    </QueryClientProvider>,
  );
  return { ...view, client, user: userEvent.setup() };
}

/** A fetch the test settles when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const unavailable = () => new ApiError(503, { detail: 'Database unavailable' });

describe('QueryState', () => {
  it('announces the loading with its label until the data arrives, then shows the data', async () => {
    const fetch = deferred<string[]>();
    renderLadder(() => fetch.promise, { loadingLabel: 'Loading jobs' });

    expect(screen.getByRole('status')).toHaveTextContent('Loading jobs');

    await act(async () => fetch.resolve(['Consultant', 'Data Engineer']));

    const list = await screen.findByRole('list', { name: 'Jobs' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Consultant', 'Data Engineer']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the loading presentation it is given instead of the spinner (a skeleton)', () => {
    renderLadder(() => new Promise(() => {}), {
      loading: <div role="status" aria-label="Loading the job list" className="animate-pulse" />,
    });

    expect(screen.getByRole('status', { name: 'Loading the job list' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it("shows the error's title and the server's message with Retry, which refetches until the data shows", async () => {
    const fetchJobs = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(unavailable())
      .mockResolvedValueOnce(['Consultant']);
    const { user } = renderLadder(fetchJobs);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load jobs");
    expect(alert).toHaveTextContent('Database unavailable');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Consultant')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchJobs).toHaveBeenCalledTimes(2);
  });

  it('says the fallback when the server sent no message, and loads again while Retry refetches', async () => {
    const retry = deferred<string[]>();
    const fetchJobs = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new ApiError(502, {}))
      .mockReturnValueOnce(retry.promise);
    const { user } = renderLadder(fetchJobs, {
      loadingLabel: 'Loading jobs',
      errorFallback: 'Failed to load the job list',
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the job list');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    // a query with nothing to show is pending again while it refetches (TanStack v5)
    expect(await screen.findByRole('status')).toHaveTextContent('Loading jobs');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => retry.resolve(['Consultant']));
    expect(await screen.findByText('Consultant')).toBeInTheDocument();
  });

  it('shows the empty state when the data has nothing to show', async () => {
    renderLadder(async () => [], {
      isEmpty: (titles) => titles.length === 0,
      empty: <EmptyState title="No jobs found" />,
    });

    expect(await screen.findByRole('heading', { name: 'No jobs found' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Jobs' })).not.toBeInTheDocument();
  });

  it('gives the empty state the data when it depends on it', async () => {
    renderLadder(async () => ['Consultant'], {
      isEmpty: (titles) => !titles.includes('Data Engineer'),
      empty: (titles: string[]) => <EmptyState title={`${titles.length} job, none in data`} />,
    });

    expect(await screen.findByRole('heading', { name: '1 job, none in data' })).toBeInTheDocument();
  });

  it('keeps the data on screen when a refetch fails (isError with the last data kept)', async () => {
    const fetchJobs = vi
      .fn<() => Promise<string[]>>()
      .mockResolvedValueOnce(['Consultant'])
      .mockRejectedValueOnce(unavailable());
    const { client } = renderLadder(fetchJobs);
    expect(await screen.findByText('Consultant')).toBeInTheDocument();

    await act(() => client.refetchQueries({ queryKey: JOBS_KEY }));

    expect(await screen.findByText('The refetch failed')).toBeInTheDocument();
    expect(client.getQueryState(JOBS_KEY)).toMatchObject({ status: 'error', data: ['Consultant'] });
    expect(screen.getByText('Consultant')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('frames the error and the empty state, never the loading or the data', async () => {
    const framed = (message: ReactNode) => <Card data-testid="frame">{message}</Card>;
    const fetch = deferred<string[]>();
    const { client } = renderLadder(() => fetch.promise, {
      loadingLabel: 'Loading jobs',
      frame: framed,
      isEmpty: (titles) => titles.length === 0,
      empty: <EmptyState title="No jobs found" />,
    });

    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByTestId('frame')).not.toBeInTheDocument();

    await act(async () => fetch.reject(unavailable()));
    expect(within(await screen.findByTestId('frame')).getByRole('alert')).toBeInTheDocument();

    act(() => client.setQueryData(JOBS_KEY, []));
    const empty = await screen.findByRole('heading', { name: 'No jobs found' });
    expect(screen.getByTestId('frame')).toContainElement(empty);

    act(() => client.setQueryData(JOBS_KEY, ['Consultant']));
    expect(await screen.findByText('Consultant')).toBeInTheDocument();
    expect(screen.queryByTestId('frame')).not.toBeInTheDocument();
  });
});
