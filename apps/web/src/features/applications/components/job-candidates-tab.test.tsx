import type { Application } from '@shortlist/contracts';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestsMade, stubApi } from '../../../test/api-stub.ts';
import { buildApplication } from '../../../test/candidate-fixtures.ts';
import { buildJobDetail, pageOf } from '../../../test/fixtures.ts';
import { renderComponent } from '../../../test/render-component.tsx';
import { JobCandidatesTab } from './job-candidates-tab.tsx';

const job = buildJobDetail({ id: 7 });

function candidate(id: number, name: string, email: string | null, rest: Partial<Application> = {}) {
  return buildApplication({
    id: 100 + id,
    candidate_id: id,
    job_id: 7,
    candidate: { id, full_name: name, email },
    ...rest,
  });
}

const ADA = candidate(1, 'Ada Lovelace', 'ada@example.com', {
  match_score: 92,
  stage_key: 'applied',
  stage_label: 'Stale label',
  source: 'linkedin',
  updated_at: '2025-03-14T09:30:00Z',
});
const GRACE = candidate(2, 'Grace Hopper', 'grace@navy.example', {
  match_score: 65,
  stage_key: 'screening',
  source: 'form',
});
const ALAN = candidate(3, 'Alan Turing', null, {
  match_score: 41,
  stage_key: 'screening',
  source: 'referral',
});
const UNSCORED = candidate(4, '=HYPERLINK("x")', '+evil@example.com', { match_score: null, source: 'email' });

function renderTab(applications: Application[] = [ADA, GRACE, ALAN, UNSCORED]) {
  const fetchMock = stubApi({ 'GET /applications/': pageOf(applications) });
  const view = renderComponent(<JobCandidatesTab job={job} />);
  return { ...view, fetchMock };
}

/** jsdom's Blob has no text(); FileReader reads it. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    // the candidate cell's name, which links to the candidate
    .map((row) => within(within(row).getAllByRole('cell')[0] as HTMLElement).getByRole('link').textContent);

async function choose(user: ReturnType<typeof renderTab>['user'], combobox: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: combobox }));
  await user.click(screen.getByRole('option', { name: option }));
}

describe('job candidates tab', () => {
  it('loads the job’s applications and shows the columns with workflow stage labels, sources and match colours', async () => {
    const { fetchMock } = renderTab();
    expect(screen.getByText('Loading candidates...')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(requestsMade(fetchMock)).toEqual(['GET /applications/?job_id=7&page=1&page_size=100']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Candidate', 'Match %', 'Stage', 'Source', 'Last Updated', 'Actions']);
    const ada = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(ada).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(ada).getByText('Applied')).toBeInTheDocument(); // the workflow's label, not the row's
    expect(within(ada).getByText('LinkedIn')).toBeInTheDocument();
    expect(within(ada).getByText('Mar 14, 2025')).toBeInTheDocument();
    expect(within(ada).getByRole('link', { name: 'View Ada Lovelace' })).toHaveAttribute(
      'href',
      '/candidates/1',
    );
    // spec 01 §9: 80+ green, 60+ yellow, lower red
    expect(within(table).getByText('92%')).toHaveClass('text-emerald-700');
    expect(within(table).getByText('65%')).toHaveClass('text-amber-800');
    expect(within(table).getByText('41%')).toHaveClass('text-red-700');
    expect(within(table).getByText('Direct Apply')).toBeInTheDocument();
    expect(within(table).getByText('Referral')).toBeInTheDocument();
    expect(within(table).getByText('Email')).toBeInTheDocument();
    expect(within(table).getByText('N/A')).toBeInTheDocument();
  });

  it('follows next until it has every application of the job', async () => {
    stubApi({
      'GET /applications/': ({ query }) =>
        jsonResponse(
          query.get('page') === '1'
            ? { ...pageOf([ADA], 2), next: '/api/v1/applications/?page=2' }
            : { ...pageOf([GRACE], 2), previous: '/api/v1/applications/?page=1' },
        ),
    });
    renderComponent(<JobCandidatesTab job={job} />);
    await screen.findByRole('table');
    expect(names()).toEqual(['Ada Lovelace', 'Grace Hopper']);
  });

  it('filters by stage from the job’s workflow', async () => {
    const { user } = renderTab();
    await screen.findByRole('table');
    await choose(user, 'Stage', 'CV Review');
    expect(names()).toEqual(['Grace Hopper', 'Alan Turing', '=HYPERLINK("x")']);
    await choose(user, 'Stage', 'Applied');
    expect(names()).toEqual(['Ada Lovelace']);
  });

  it('filters by score band: high 80+, medium 60-79, low below 60', async () => {
    const { user } = renderTab();
    await screen.findByRole('table');
    await choose(user, 'Match score', 'High (80+)');
    expect(names()).toEqual(['Ada Lovelace']);
    await choose(user, 'Match score', 'Medium (60-79)');
    expect(names()).toEqual(['Grace Hopper']);
    await choose(user, 'Match score', 'Low (below 60)');
    expect(names()).toEqual(['Alan Turing']);
    await choose(user, 'Match score', 'All scores');
    expect(names()).toHaveLength(4);
  });

  it('searches by name or e-mail, ignoring case', async () => {
    const { user } = renderTab();
    await screen.findByRole('table');
    const search = screen.getByRole('searchbox', { name: 'Search by name or email' });
    await user.type(search, 'TURING');
    expect(names()).toEqual(['Alan Turing']);
    await user.clear(search);
    await user.type(search, 'navy.example');
    expect(names()).toEqual(['Grace Hopper']);
  });

  it('keeps the filters in the address and reads them back from it', async () => {
    const { user, router } = renderTab();
    await screen.findByRole('table');
    await choose(user, 'Stage', 'CV Review');
    await choose(user, 'Match score', 'Low (below 60)');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'alan');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      stage: 'screening',
      score: 'low',
      search: 'alan',
    });
    await act(() => router.navigate('/jobs/7?tab=candidates&stage=applied&score=nonsense'));
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveTextContent('Applied');
    expect(screen.getByRole('combobox', { name: 'Match score' })).toHaveTextContent('All scores');
    expect(names()).toEqual(['Ada Lovelace']);
  });

  it('says when no candidate matches and clears the filters on request', async () => {
    const { user, router } = renderTab();
    await screen.findByRole('table');
    await choose(user, 'Stage', 'Applied');
    await choose(user, 'Match score', 'Low (below 60)');
    expect(screen.getByText('No candidates match the current filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(names()).toHaveLength(4);
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveTextContent('All stages');
  });

  it('says when the job has no applications and points at the pipeline tab', async () => {
    renderTab([]);
    expect(await screen.findByText('No applications found for this job.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pipeline tab' })).toHaveAttribute(
      'href',
      '/jobs/7?tab=pipeline',
    );
  });

  it('shows a load failure with Retry, and retries', async () => {
    let calls = 0;
    stubApi({
      'GET /applications/': () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ detail: 'Database unavailable' }, 500)
          : jsonResponse(pageOf([ADA]));
      },
    });
    const { user } = renderComponent(<JobCandidatesTab job={job} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load this job's candidates");
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('exports the rows shown as CSV, defusing formula cells', async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL(blob: Blob) {
          blobs.push(blob);
          return 'blob:csv';
        }
        static override revokeObjectURL() {}
      },
    );
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { user } = renderTab();
    await screen.findByRole('table');
    await choose(user, 'Stage', 'CV Review');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloads).toEqual(['job-7-candidates.csv']);
    const text = await readBlob(blobs[0] as Blob);
    expect(text.split('\r\n')).toEqual([
      '"Candidate","Email","Match %","Stage","Source","Last Updated"',
      '"Grace Hopper","grace@navy.example","65","CV Review","Direct Apply","Mar 14, 2025"',
      '"Alan Turing","","41","CV Review","Referral","Mar 14, 2025"',
      '"\'=HYPERLINK(""x"")","\'+evil@example.com","N/A","CV Review","Email","Mar 14, 2025"',
    ]);
  });
});
