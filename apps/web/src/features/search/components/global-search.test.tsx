import {
  SEARCH_DEBOUNCE_MS,
  type SearchApplication,
  type SearchCandidate,
  type SearchJob,
  type SearchResults,
} from '@shortlist/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestsMade, type StubRequest, stubApi } from '../../../test/api-stub.ts';
import { recruiterUser } from '../../../test/fixtures.ts';
import { storeSignedInUser } from '../../../test/render-app.tsx';
import { renderComponent } from '../../../test/render-component.tsx';
import { GlobalSearch } from './global-search.tsx';

function buildCandidate(overrides: Partial<SearchCandidate> = {}): SearchCandidate {
  return {
    id: 40,
    full_name: 'Ada Lovelace',
    email: 'ada@example.com',
    current_company: 'Analytical Engines',
    current_role: 'Engineer',
    ...overrides,
  };
}

function buildJob(overrides: Partial<SearchJob> = {}): SearchJob {
  return {
    id: 7,
    title: 'Data Engineer',
    department: 'Engineering',
    location: 'London',
    status: 'open',
    ...overrides,
  };
}

function buildApplication(overrides: Partial<SearchApplication> = {}): SearchApplication {
  return {
    id: 300,
    candidate_id: 40,
    candidate_name: 'Ada Lovelace',
    job_id: 7,
    job_title: 'Data Engineer',
    stage_key: 'interview',
    stage_label: 'Technical Interview',
    status: 'active',
    ...overrides,
  };
}

function buildResults(query: string, overrides: Partial<SearchResults> = {}): SearchResults {
  return { query, candidates: [], jobs: [], applications: [], ...overrides };
}

/** Ada as a candidate, one job, one application: what most tests search through. */
const adaResults = (query: string) =>
  buildResults(query, {
    candidates: [
      buildCandidate(),
      buildCandidate({ id: 41, full_name: 'Adam Smith', email: 'adam@example.com' }),
    ],
    jobs: [
      buildJob({
        id: 8,
        title: 'Academic Liaison',
        department: 'Research',
        location: 'Remote',
        status: 'paused',
      }),
    ],
    applications: [
      buildApplication(),
      buildApplication({ id: 301, job_title: 'Product Manager', stage_label: 'Offer', status: 'rejected' }),
    ],
  });

function renderSearch(search: (request: StubRequest) => Response | Promise<Response>) {
  storeSignedInUser(recruiterUser);
  const fetchMock = stubApi({ 'GET /auth/me/': recruiterUser, 'GET /search/': search });
  const view = renderComponent(
    <>
      <GlobalSearch />
      <button type="button">Elsewhere on the page</button>
      <textarea aria-label="A note" />
    </>,
  );
  const box = screen.getByRole('combobox', { name: 'Search candidates, jobs and applications' });
  const searches = () => requestsMade(fetchMock).filter((request) => request.startsWith('GET /search/'));
  return { ...view, fetchMock, box, searches };
}

const answer = (results: (query: string) => SearchResults) => (request: StubRequest) =>
  jsonResponse(results(request.query.get('q') ?? ''));

const selectedOption = () => screen.getAllByRole('option').find((option) => option.ariaSelected === 'true');

afterEach(() => {
  vi.useRealTimers();
});

describe('global search', () => {
  it('sends nothing under 2 characters, then one request 300 ms after fast typing stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, box, searches } = renderSearch(answer(adaResults));

    await user.type(box, ' a ');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2));
    expect(searches()).toEqual([]);
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.clear(box);
    await user.type(box, 'ada lo');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50));
    expect(searches()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(50));

    expect(await screen.findByRole('listbox', { name: 'Search results' })).toBeInTheDocument();
    expect(searches()).toEqual(['GET /search/?q=ada+lo']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('aborts the request a newer text supersedes', async () => {
    const { user, box, fetchMock, searches } = renderSearch((request) =>
      request.query.get('q') === 'ad' ? new Promise<Response>(() => {}) : jsonResponse(adaResults('ada')),
    );

    await user.type(box, 'ad');
    await waitFor(() => expect(searches()).toEqual(['GET /search/?q=ad']));
    await user.type(box, 'a');

    await screen.findByRole('listbox');
    const first = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/search/?q=ad'));
    expect(first?.[1]?.signal?.aborted).toBe(true);
  });

  it('shows candidates, jobs and applications as links with their details, and See all for two of them', async () => {
    const { user, box } = renderSearch(answer(adaResults));

    await user.type(box, 'ada');

    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    const groups = within(listbox).getAllByRole('group');
    expect(groups).toHaveLength(3);
    const [candidates, jobs, applications] = groups;
    expect(candidates).toHaveAccessibleName('Candidates');
    expect(jobs).toHaveAccessibleName('Jobs');
    expect(applications).toHaveAccessibleName('Applications');

    const ada = within(candidates!).getByRole('option', { name: /^Ada Lovelace\s*Engineer at/ });
    expect(ada).toHaveAttribute('href', '/candidates/40');
    expect(ada).toHaveTextContent('Engineer at Analytical Engines · ada@example.com');
    expect(within(candidates!).getByRole('option', { name: /Adam Smith/ })).toHaveAttribute(
      'href',
      '/candidates/41',
    );
    expect(within(candidates!).getByRole('option', { name: 'See all candidates' })).toHaveAttribute(
      'href',
      '/candidates?search=ada',
    );

    const job = within(jobs!).getByRole('option', { name: /Academic Liaison/ });
    expect(job).toHaveAttribute('href', '/jobs/8');
    expect(job).toHaveTextContent('Research · Remote');
    expect(job).toHaveTextContent('Paused');
    expect(within(jobs!).getByRole('option', { name: 'See all jobs' })).toHaveAttribute(
      'href',
      '/jobs?search=ada',
    );

    const [active, rejected] = within(applications!).getAllByRole('option');
    expect(active).toHaveAttribute('href', '/candidates/40');
    expect(active).toHaveTextContent('Ada LovelaceData Engineer · Technical Interview');
    expect(active).not.toHaveTextContent('Active');
    expect(rejected).toHaveTextContent('Product Manager · Offer');
    expect(rejected).toHaveTextContent('Rejected');
    expect(within(applications!).queryByRole('option', { name: /See all/ })).not.toBeInTheDocument();
  });

  it('leaves out empty groups and a job badge for an open job', async () => {
    const { user, box } = renderSearch(answer((query) => buildResults(query, { jobs: [buildJob()] })));

    await user.type(box, 'data');

    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('group')).toHaveLength(1);
    expect(within(listbox).queryByText('Candidates')).not.toBeInTheDocument();
    expect(within(listbox).queryByText('Applications')).not.toBeInTheDocument();
    expect(within(listbox).queryByText('Open')).not.toBeInTheDocument();
  });

  it('marks every occurrence of the text in names and titles, whatever its case', async () => {
    const { user, box } = renderSearch(
      answer((query) =>
        buildResults(query, {
          candidates: [buildCandidate({ full_name: 'Anna Annabel', current_company: 'Annex', email: '' })],
          jobs: [buildJob({ title: 'Planner', department: 'Operations' })],
        }),
      ),
    );

    await user.type(box, 'AN');

    const listbox = await screen.findByRole('listbox');
    const candidate = within(listbox).getByRole('option', { name: /Anna Annabel/ });
    expect([...candidate.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'An',
      'An',
      'An',
    ]);
    const job = within(listbox).getByRole('option', { name: /Planner/ });
    expect([...job.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['an']);
  });

  it('puts the e-mail first when only the e-mail matched, so the reason shows', async () => {
    const { user, box } = renderSearch(
      answer((query) =>
        buildResults(query, {
          candidates: [
            buildCandidate({
              full_name: 'Grace Hopper',
              current_company: 'Navy',
              email: 'ada.fan@example.com',
            }),
          ],
        }),
      ),
    );

    await user.type(box, 'ada');

    const grace = await screen.findByRole('option', { name: /Grace Hopper/ });
    expect(grace).toHaveTextContent('Grace Hopperada.fan@example.com · Engineer at Navy');
    expect(grace.querySelector('mark')).toHaveTextContent('ada');
  });

  it('takes characters that mean something in a pattern literally when marking', async () => {
    const { user, box } = renderSearch(
      answer((query) =>
        buildResults(query, { jobs: [buildJob({ title: 'C++ (Senior) Developer', department: '' })] }),
      ),
    );

    await user.type(box, '+ (');

    const job = await screen.findByRole('option', { name: /Developer/ });
    expect([...job.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['+ (']);
  });

  it('says No results found for "…" when nothing matches', async () => {
    const { user, box } = renderSearch(answer((query) => buildResults(query)));

    await user.type(box, '  zzyzx ');

    expect(await screen.findByText('No results found for "zzyzx"')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('moves the active option through every group with the arrows, wrapping at both ends', async () => {
    const { user, box } = renderSearch(answer(adaResults));

    await user.type(box, 'ada');
    await screen.findByRole('listbox');
    // Ada, Adam, See all candidates, the job, See all jobs, two applications
    expect(screen.getAllByRole('option')).toHaveLength(7);
    expect(selectedOption()).toBeUndefined();
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(selectedOption()).toHaveAccessibleName(/^Ada Lovelace\s*Engineer at/);
    expect(box).toHaveAttribute('aria-activedescendant', selectedOption()?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(selectedOption()).toHaveAccessibleName(/^Academic Liaison/);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(selectedOption()).toHaveAccessibleName(/Product Manager · Offer/);
    await user.keyboard('{ArrowDown}');
    expect(selectedOption()).toHaveAccessibleName(/^Ada Lovelace\s*Engineer at/);
    await user.keyboard('{ArrowUp}');
    expect(selectedOption()).toHaveAccessibleName(/Product Manager · Offer/);
    expect(screen.getAllByRole('option', { selected: true })).toHaveLength(1);
    expect(box).toHaveFocus();

    await user.hover(screen.getByRole('option', { name: /Adam Smith/ }));
    expect(selectedOption()).toHaveAccessibleName(/^Adam Smith/);
  });

  it('opens the active option with Enter, closing the panel and emptying the box', async () => {
    const { user, box, router } = renderSearch(answer(adaResults));

    await user.type(box, 'ada');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(router.state.location.pathname).toBe('/candidates/41');
    expect(box).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('follows a clicked See all link to the filtered list, and empties the box', async () => {
    const { user, box, router } = renderSearch(answer(adaResults));

    await user.type(box, 'ada');
    await user.click(await screen.findByRole('option', { name: 'See all jobs' }));

    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/jobs?search=ada');
    expect(box).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes with Esc and empties the box with a second Esc', async () => {
    const { user, box } = renderSearch(answer(adaResults));

    await user.type(box, 'ada');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('ada');

    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}{Escape}');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('empties the box with X and keeps the focus there', async () => {
    const { user, box } = renderSearch(answer(adaResults));

    await user.type(box, 'ada');
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));

    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes on a click outside, and opens again when the box is clicked', async () => {
    const { user, box } = renderSearch(answer(adaResults));

    await user.type(box, 'ada');
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('button', { name: 'Elsewhere on the page' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(box);
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it('comes to the keyboard with / unless the user is typing elsewhere, and with Ctrl+K or Cmd+K from anywhere', async () => {
    const { user, box } = renderSearch(answer(adaResults));
    const note = screen.getByRole('textbox', { name: 'A note' });

    await user.click(screen.getByRole('button', { name: 'Elsewhere on the page' }));
    await user.keyboard('/');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');

    await user.click(note);
    await user.keyboard('/');
    expect(note).toHaveFocus();
    expect(note).toHaveValue('/');

    await user.keyboard('{Control>}k{/Control}');
    expect(box).toHaveFocus();
    await user.click(note);
    await user.keyboard('{Meta>}k{/Meta}');
    expect(box).toHaveFocus();
  });

  it('says the search failed and tries again with Retry, never showing made-up results', async () => {
    let calls = 0;
    const { user, box } = renderSearch((request) => {
      calls += 1;
      return calls === 1
        ? jsonResponse({ detail: 'Search is unavailable.' }, 503)
        : jsonResponse(adaResults(request.query.get('q') ?? ''));
    });

    await user.type(box, 'ada');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Search failed');
    expect(alert).toHaveTextContent('Search is unavailable.');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('option', { name: /Adam Smith/ })).toBeInTheDocument();
    expect(box).toHaveFocus();
  });
});
