import type { Application } from '@shortlist/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../../test/api-stub.ts';
import { buildApplication } from '../../../../test/candidate-fixtures.ts';
import { buildJobDetail, pageOf, recruiterUser } from '../../../../test/fixtures.ts';
import { renderApp, storeSignedInUser } from '../../../../test/render-app.tsx';
import { quickFiltersOf } from './quick-filters.tsx';

const stage = (id: number, key: string, label: string) => ({
  id,
  key,
  label,
  order: id,
  color: '#64748b',
  description: '',
});

const job = buildJobDetail({
  id: 9,
  title: 'DevOps Engineer',
  workflow_stages: [
    stage(1, 'applied', 'Applied'),
    stage(2, 'screening', 'CV Review'),
    stage(3, 'prospector', 'Prospector'),
    stage(4, 'decision', 'Decision'),
  ],
});

const application = (id: number, name: string, rest: Partial<Application>) =>
  buildApplication({
    id: 100 + id,
    candidate_id: id,
    job_id: 9,
    candidate: { id, full_name: name, email: `${name.split(' ')[0]?.toLowerCase()}@example.com` },
    ...rest,
  });

const APPLICATIONS = [
  application(1, 'Ada Lovelace', { match_score: 92, stage_key: 'applied' }),
  application(2, 'Grace Hopper', { match_score: 65, stage_key: 'applied' }),
  application(3, 'Alan Turing', { match_score: 85, stage_key: 'prospector' }),
  application(4, 'Edsger Dijkstra', { match_score: null, stage_key: 'decision' }),
];

function renderJob(path: string) {
  storeSignedInUser(recruiterUser);
  stubApi({
    'GET /auth/me/': recruiterUser,
    'GET /jobs/': pageOf([]),
    'GET /jobs/options/': { recruiters: [], sectors: [] },
    'GET /jobs/9/': () => jsonResponse(job),
    'GET /applications/': pageOf(APPLICATIONS),
  });
  return renderApp(path);
}

const shownCandidates = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    // the candidate cell's name, which links to the candidate
    .map((row) => within(within(row).getAllByRole('cell')[0] as HTMLElement).getByRole('link').textContent);

describe("the job page's Quick Filters", () => {
  it('filters the candidates tab from the overview and marks the filter in use', async () => {
    const { user, router } = renderJob('/jobs/9');
    const panel = await screen.findByRole('navigation', { name: 'Quick filters' });
    expect(within(panel).getByRole('link', { name: 'All candidates' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await user.click(within(panel).getByRole('link', { name: 'High match (80+)' }));

    expect(router.state.location.search).toBe('?tab=candidates&score=high');
    expect(screen.getByRole('tab', { name: 'Candidates' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('table');
    expect(shownCandidates()).toEqual(['Ada Lovelace', 'Alan Turing']);
    expect(screen.getByText('Showing 2 of 4 applications')).toBeInTheDocument();
    const bar = screen.getByRole('navigation', { name: 'Quick filters' });
    expect(within(bar).getByRole('link', { name: 'High match (80+)' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(bar).getByRole('link', { name: 'All candidates' })).not.toHaveAttribute('aria-current');
  });

  it("offers the job's first, interview and last stages and filters by each", async () => {
    const { user, router } = renderJob('/jobs/9?tab=candidates');
    await screen.findByRole('table');
    const bar = screen.getByRole('navigation', { name: 'Quick filters' });

    await user.click(within(bar).getByRole('link', { name: 'In interview Prospector' }));
    expect(new URLSearchParams(router.state.location.search).get('stage')).toBe('prospector');
    expect(shownCandidates()).toEqual(['Alan Turing']);
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveTextContent('Prospector');

    await user.click(within(bar).getByRole('link', { name: 'New applicants Applied' }));
    expect(shownCandidates()).toEqual(['Ada Lovelace', 'Grace Hopper']);

    await user.click(within(bar).getByRole('link', { name: 'Final stage Decision' }));
    expect(shownCandidates()).toEqual(['Edsger Dijkstra']);
    expect(within(bar).getByRole('link', { name: 'Final stage Decision' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await user.click(within(bar).getByRole('link', { name: 'All candidates' }));
    expect(router.state.location.search).toBe('?tab=candidates');
    expect(shownCandidates()).toHaveLength(4);
  });

  it('marks no quick filter while the list is filtered some other way', async () => {
    renderJob('/jobs/9?tab=candidates&search=ada');
    await screen.findByRole('table');
    const bar = screen.getByRole('navigation', { name: 'Quick filters' });
    expect(within(bar).queryByRole('link', { current: true })).not.toBeInTheDocument();
    expect(shownCandidates()).toEqual(['Ada Lovelace']);
  });

  it('offers each stage once, and no interview filter without an interview stage', () => {
    const filters = quickFiltersOf([stage(1, 'applied', 'Applied'), stage(2, 'screening', 'CV Review')]);
    expect(filters.map(({ label, hint }) => (hint ? `${label}: ${hint}` : label))).toEqual([
      'All candidates',
      'High match (80+)',
      'New applicants: Applied',
      'Final stage: CV Review',
    ]);
    const single = quickFiltersOf([stage(1, 'applied', 'Applied')]);
    expect(single.map(({ label }) => label)).toEqual([
      'All candidates',
      'High match (80+)',
      'New applicants',
    ]);
  });
});
