import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '../../../test/render-component.tsx';
import { emptyMyWork } from '../test/dashboard-fixtures.ts';
import { MyWorkPanel } from './my-work-panel.tsx';

const section = (title: string) => screen.getByRole('list', { name: title });

describe('My work', () => {
  it('links every piece of work to where it is done, with each section’s count', () => {
    renderComponent(
      <MyWorkPanel
        work={{
          interviews_today: {
            total: 1,
            items: [
              {
                id: 5,
                candidate_id: 40,
                candidate_name: 'Ada Lovelace',
                job_title: 'Senior Software Engineer',
                interview_type: 'Phone Screen',
                scheduled_at: '2026-03-13T14:00:00Z',
                duration_minutes: 45,
              },
            ],
          },
          offer_approvals: {
            total: 1,
            items: [
              {
                offer_id: 9,
                application_id: 300,
                candidate_id: 41,
                candidate_name: 'Grace Hopper',
                job_title: 'Data Analyst',
                submitted_at: '2026-03-12T12:00:00Z',
              },
            ],
          },
          signoff_requests: {
            total: 1,
            items: [
              {
                job_id: 7,
                job_title: 'Senior Software Engineer',
                signoff: 'signoff_people_ops',
                label: 'People Ops',
                requested_by: 'Avery Quinn',
                requested_at: '2026-03-11T12:00:00Z',
              },
            ],
          },
          open_tasks: {
            total: 8,
            overdue: 1,
            items: [
              {
                id: 1,
                title: 'Review stale application',
                candidate_id: 42,
                candidate_name: 'Alan Turing',
                job_id: 7,
                due_at: '2026-03-10T12:00:00Z',
                overdue: true,
              },
              {
                id: 2,
                title: 'Prepare the job brief',
                candidate_id: null,
                candidate_name: null,
                job_id: 8,
                due_at: '2026-03-20T12:00:00Z',
                overdue: false,
              },
              {
                id: 3,
                title: 'Tidy my inbox',
                candidate_id: null,
                candidate_name: null,
                job_id: null,
                due_at: null,
                overdue: false,
              },
            ],
          },
        }}
      />,
    );

    const interview = within(section('Interviews today')).getByRole('link');
    expect(interview).toHaveAttribute('href', '/candidates/40?tab=interviews');
    expect(interview).toHaveTextContent('Ada Lovelace');
    expect(interview).toHaveTextContent('Phone Screen · Senior Software Engineer');

    const offer = within(section('Offers awaiting my approval')).getByRole('link');
    expect(offer).toHaveAttribute('href', '/candidates/41?offer=9');
    expect(offer).toHaveTextContent('Grace HopperData AnalystSent Mar 12');

    const signoff = within(section('Sign-offs requested of me')).getByRole('link');
    expect(signoff).toHaveAttribute('href', '/jobs/7?tab=signoffs');
    expect(signoff).toHaveTextContent('People Ops · asked by Avery Quinn');

    const tasks = within(section('My open tasks')).getAllByRole('listitem');
    expect(within(tasks[0]!).getByRole('link')).toHaveAttribute('href', '/candidates/42');
    expect(tasks[0]).toHaveTextContent('Review stale applicationAlan TuringOverdue');
    expect(within(tasks[0]!).getByText('Overdue')).toHaveClass('bg-red-50');
    expect(within(tasks[1]!).getByRole('link')).toHaveAttribute('href', '/jobs/8');
    expect(tasks[1]).toHaveTextContent('Due Mar 20');
    expect(tasks[1]).not.toHaveTextContent('Overdue');
    expect(within(tasks[2]!).queryByRole('link')).not.toBeInTheDocument();
    expect(tasks[2]).toHaveTextContent('Tidy my inbox');

    const taskHeading = screen.getByRole('heading', { name: 'My open tasks' }).parentElement!;
    expect(taskHeading).toHaveTextContent('My open tasks1 overdue8 in all');
    expect(screen.getByText('and 5 more')).toBeInTheDocument();
    expect(screen.queryByText("You're all caught up.")).not.toBeInTheDocument();
  });

  it('says quietly when a section has nothing, and that the viewer is all caught up', () => {
    renderComponent(<MyWorkPanel work={emptyMyWork()} />);

    expect(screen.getByText("You're all caught up.")).toBeInTheDocument();
    expect(screen.getByText('No interviews today')).toBeInTheDocument();
    expect(screen.getByText('Nothing waiting for your approval')).toBeInTheDocument();
    expect(screen.getByText('No sign-offs requested of you')).toBeInTheDocument();
    expect(screen.getByText('No open tasks')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    for (const title of [
      'Interviews today',
      'Offers awaiting my approval',
      'Sign-offs requested of me',
      'My open tasks',
    ]) {
      expect(screen.getByRole('heading', { name: title }).parentElement).toHaveTextContent(
        `${title}0 in all`,
      );
    }
  });
});
