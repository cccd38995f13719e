import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '../../../test/render-component.tsx';
import { buildActiveJob } from '../test/dashboard-fixtures.ts';
import { ActiveJobsPanel } from './active-jobs-panel.tsx';

describe('Active Jobs panel', () => {
  it('links each open job with its department, location, active candidates and this week’s arrivals', () => {
    renderComponent(
      <ActiveJobsPanel
        canCreateJobs
        jobs={[
          buildActiveJob(),
          buildActiveJob({
            id: 8,
            title: 'Data Analyst',
            department: 'Analytics',
            location: 'Remote',
            active_candidates: 1,
            new_this_week: 0,
          }),
        ]}
      />,
    );

    const list = screen.getByRole('list', { name: 'Open jobs' });
    const engineer = within(list).getByRole('link', { name: /Senior Software Engineer/ });
    expect(engineer).toHaveAttribute('href', '/jobs/7');
    expect(engineer).toHaveTextContent('Engineering · Full-time');
    expect(engineer).toHaveTextContent('Berlin, Germany');
    expect(engineer).toHaveTextContent('12 active candidates');
    expect(engineer).toHaveTextContent('+3 this week');
    const analyst = within(list).getByRole('link', { name: /Data Analyst/ });
    expect(analyst).toHaveAttribute('href', '/jobs/8');
    expect(analyst).toHaveTextContent('1 active candidate+0 this week');
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/jobs?status=open');
  });

  it('with no open job says so, and offers Create Job to those who may create jobs', () => {
    const { unmount } = renderComponent(<ActiveJobsPanel jobs={[]} canCreateJobs />);

    expect(screen.getByText('No open jobs')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Job' })).toHaveAttribute('href', '/jobs/new');
    expect(screen.queryByRole('link', { name: 'View all' })).not.toBeInTheDocument();
    unmount();

    renderComponent(<ActiveJobsPanel jobs={[]} canCreateJobs={false} />);
    expect(screen.getByText('No open jobs')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Job' })).not.toBeInTheDocument();
  });
});
