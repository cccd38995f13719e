import type { Task } from '@shortlist/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestsMade, stubApi } from '../../../test/api-stub.ts';
import { adminUser, pageOf } from '../../../test/fixtures.ts';
import { storeSignedInUser } from '../../../test/render-app.tsx';
import { renderComponent } from '../../../test/render-component.tsx';
import { TasksMenu } from './tasks-menu.tsx';

function buildTask(overrides: Partial<Task> = {}): Task {
  return {
    id: 1,
    title: 'Review stale application',
    description: '',
    assignee_id: adminUser.id,
    assignee_name: adminUser.full_name,
    application_id: 300,
    candidate_id: 40,
    candidate_name: 'Ada Lovelace',
    job_id: 7,
    job_title: 'Senior Software Engineer',
    due_at: '2026-03-14T15:00:00Z',
    overdue: false,
    completed_at: null,
    completed_by_name: null,
    rule_id: 9,
    rule_name: 'Stale application reminder',
    created_at: '2026-03-13T15:00:00Z',
    ...overrides,
  };
}

describe('My tasks', () => {
  it('says "No open tasks" when there are none, with no badge', async () => {
    storeSignedInUser(adminUser);
    stubApi({
      'GET /auth/me/': adminUser,
      'GET /tasks/counts/': { open: 0, overdue: 0 },
      'GET /tasks/': pageOf([]),
    });
    const { user } = renderComponent(<TasksMenu />);

    await user.click(await screen.findByRole('button', { name: 'My tasks' }));

    expect(await screen.findByText('No open tasks')).toBeInTheDocument();
    expect(screen.queryByTestId('task-badge')).not.toBeInTheDocument();
  });

  it('counts open tasks in a red badge when one is overdue, and marks the overdue task', async () => {
    storeSignedInUser(adminUser);
    stubApi({
      'GET /auth/me/': adminUser,
      'GET /tasks/counts/': { open: 2, overdue: 1 },
      'GET /tasks/': pageOf([
        buildTask({ id: 1, overdue: true, due_at: '2026-03-10T15:00:00Z' }),
        buildTask({ id: 2, title: 'Call the referee', candidate_name: 'Grace Hopper', candidate_id: 41 }),
      ]),
    });
    const { user } = renderComponent(<TasksMenu />);

    const trigger = await screen.findByRole('button', { name: 'My tasks, 2 open, 1 overdue' });
    const badge = screen.getByTestId('task-badge');
    expect(badge).toHaveTextContent('2');
    expect(badge).toHaveClass('bg-red-600');

    await user.click(trigger);
    const list = await screen.findByRole('list', { name: 'Open tasks' });
    const [overdue, dueLater] = within(list).getAllByRole('listitem');
    expect(overdue).toHaveTextContent('Overdue');
    expect(overdue).toHaveTextContent('From rule “Stale application reminder”');
    expect(within(overdue!).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/candidates/40',
    );
    expect(dueLater).not.toHaveTextContent('Overdue');
    expect(dueLater).toHaveTextContent(/Due Mar 14, 2026/);
  });

  it('completes a task from its checkbox, says so, and the list follows', async () => {
    storeSignedInUser(adminUser);
    let done = false;
    const fetchMock = stubApi({
      'GET /auth/me/': adminUser,
      'GET /tasks/counts/': () => jsonResponse(done ? { open: 0, overdue: 0 } : { open: 1, overdue: 0 }),
      'GET /tasks/': () => jsonResponse(pageOf(done ? [] : [buildTask()])),
      'POST /tasks/1/complete/': () => {
        done = true;
        return jsonResponse(buildTask({ completed_at: '2026-03-14T10:00:00Z' }));
      },
    });
    const { user } = renderComponent(<TasksMenu />);

    await user.click(await screen.findByRole('button', { name: 'My tasks, 1 open' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Complete "Review stale application"' }));

    expect(await screen.findByText('Task completed')).toBeInTheDocument();
    expect(await screen.findByText('No open tasks')).toBeInTheDocument();
    expect(requestsMade(fetchMock)).toContain('POST /tasks/1/complete/');
    expect(await screen.findByRole('button', { name: 'My tasks' })).toBeInTheDocument();
  });
});
