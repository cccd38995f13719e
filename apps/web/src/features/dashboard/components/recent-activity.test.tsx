import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '../../../test/render-component.tsx';
import { buildRecentApplication } from '../test/dashboard-fixtures.ts';
import { RecentActivity } from './recent-activity.tsx';

describe('Recent Activity', () => {
  it('lists each application with its candidate, job, status, date and match, NEW only where it is new', () => {
    renderComponent(
      <RecentActivity
        applications={[
          buildRecentApplication({
            id: 1,
            is_new: true,
            match_score: 86,
            applied_at: '2026-03-12T12:00:00Z',
          }),
          buildRecentApplication({
            id: 2,
            candidate_id: 41,
            candidate_name: 'Grace Hopper',
            job_id: 8,
            job_title: 'Data Analyst',
            stage_label: 'CV Review',
            match_score: null,
            is_new: false,
            applied_at: '2026-03-05T12:00:00Z',
          }),
          buildRecentApplication({
            id: 3,
            candidate_id: 42,
            candidate_name: 'Alan Turing',
            status: 'rejected',
            match_score: 65,
            is_new: false,
          }),
          buildRecentApplication({
            id: 4,
            candidate_name: 'Edsger Dijkstra',
            status: 'hired',
            match_score: 42,
          }),
        ]}
      />,
    );

    const rows = within(screen.getByRole('list', { name: 'Recent applications' })).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    const [ada, grace, alan, edsger] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];

    expect(within(ada).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/candidates/40');
    expect(within(ada).getByRole('link', { name: 'Senior Software Engineer' })).toHaveAttribute(
      'href',
      '/jobs/7',
    );
    expect(within(ada).getByText('NEW')).toBeInTheDocument();
    expect(ada).toHaveTextContent('Phone Screen');
    expect(ada).toHaveTextContent('Mar 12');
    expect(within(ada).getByText('86% match')).toBeInTheDocument();

    expect(within(grace).queryByText('NEW')).not.toBeInTheDocument();
    expect(grace).toHaveTextContent('CV Review');
    expect(grace).toHaveTextContent('Mar 5');
    expect(within(grace).getByText('Pending review')).toBeInTheDocument();
    expect(within(grace).getByRole('link', { name: 'Data Analyst' })).toHaveAttribute('href', '/jobs/8');

    expect(alan).toHaveTextContent('Rejected');
    expect(alan).not.toHaveTextContent('Phone Screen');
    expect(edsger).toHaveTextContent('Hired');
    expect(screen.getAllByText('NEW')).toHaveLength(1);
  });

  it('colours the match by the spec’s bands: 80 and over green, 60 and over yellow, else red', () => {
    renderComponent(
      <RecentActivity
        applications={[
          buildRecentApplication({ id: 1, match_score: 80 }),
          buildRecentApplication({ id: 2, match_score: 60 }),
          buildRecentApplication({ id: 3, match_score: 59 }),
        ]}
      />,
    );

    expect(screen.getByText('80% match')).toHaveClass('bg-emerald-50');
    expect(screen.getByText('60% match')).toHaveClass('bg-amber-50');
    expect(screen.getByText('59% match')).toHaveClass('bg-red-50');
  });

  it('says there are no applications yet, with a hint, when there are none', () => {
    renderComponent(<RecentActivity applications={[]} />);

    expect(screen.getByText('No applications yet')).toBeInTheDocument();
    expect(screen.getByText(/Applications appear here as candidates apply/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recent applications' })).not.toBeInTheDocument();
  });
});
