import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/api-stub.ts';
import { adminUser, buildJobDetail } from '../../../../test/fixtures.ts';
import {
  buildPositions,
  buildStatusResult,
  choose,
  pickReason,
  renderOutcomeMenu,
} from '../../test/outcome-scenario.tsx';

const FILLED = buildPositions({ positions: 2, hired: 2, all_filled: true, remaining_active: 250 });

/** Three batches: 100, 100 (held until the test lets it answer), then the last 50. */
function batchedRejection() {
  const bodies: unknown[] = [];
  const state = { remaining: FILLED.remaining_active };
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answers = [
    { rejected: 100, remaining: 150, emails_scheduled: 100 },
    { rejected: 100, remaining: 50, emails_scheduled: 99 },
    { rejected: 50, remaining: 0, emails_scheduled: 50 },
  ];
  const route = async ({ body }: { body: unknown }) => {
    bodies.push(body);
    const answer = answers[bodies.length - 1]!;
    if (bodies.length === 2) await held;
    state.remaining = answer.remaining;
    return jsonResponse(answer);
  };
  return { bodies, release, route, state };
}

/** `state.remaining`: the job's active applications as GET /jobs/5/positions/ counts them. */
function renderHiring(
  routes: Parameters<typeof renderOutcomeMenu>[0]['routes'] = {},
  state = { remaining: FILLED.remaining_active },
) {
  return renderOutcomeMenu({
    user: adminUser,
    canManageJob: true,
    routes: {
      'POST /applications/11/status/': buildStatusResult({ status: 'hired' }, { positions: FILLED }),
      'GET /jobs/5/positions/': () => jsonResponse({ ...FILLED, remaining_active: state.remaining }),
      ...routes,
    },
  });
}

async function hire(user: ReturnType<typeof renderHiring>['user']) {
  const dialog = within(await choose(user, 'Mark hired'));
  await user.click(dialog.getByRole('button', { name: 'Mark hired' }));
  return within(await screen.findByRole('dialog', { name: 'Every position is filled' }));
}

describe('positions filled dialog', () => {
  it('rejects the remaining applications batch after batch until none remain, showing progress', async () => {
    const rejection = batchedRejection();
    const { user } = renderHiring(
      { 'POST /applications/reject-remaining/': rejection.route },
      rejection.state,
    );
    const dialog = await hire(user);
    expect(dialog.getByText('Frontend Engineer: 2 of 2 positions hired.')).toBeInTheDocument();

    await pickReason(user, 'Position filled');
    await user.click(dialog.getByRole('button', { name: 'Reject 250 applications' }));
    const progress = await dialog.findByRole('progressbar', { name: 'Rejecting the remaining applications' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '100'));
    expect(progress).toHaveAttribute('aria-valuemax', '250');
    expect(dialog.getByText('Rejected 100 of 250…')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Done' })).toBeDisabled();

    rejection.release();
    expect(await dialog.findByRole('status')).toHaveTextContent(
      'Rejected 250 applications; 249 rejection e-mails go in 4 hours.',
    );
    const batch = { job_id: 5, reason: 'Position filled', notify: true };
    expect(rejection.bodies).toEqual([batch, batch, batch]);
  });

  it('stops at a batch that rejects nothing instead of calling forever', async () => {
    const bodies: unknown[] = [];
    const { user } = renderHiring({
      'POST /applications/reject-remaining/': ({ body }) => {
        bodies.push(body);
        return jsonResponse({ rejected: 0, remaining: 3, emails_scheduled: 0 });
      },
    });
    const dialog = await hire(user);
    await pickReason(user, 'Position filled');
    await user.click(dialog.getByRole('button', { name: 'Reject 250 applications' }));
    expect(await dialog.findByText(/3 applications could not be rejected/)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('closes the job', async () => {
    const patches: unknown[] = [];
    const { user } = renderHiring({
      'PATCH /jobs/5/': ({ body }) => {
        patches.push(body);
        return jsonResponse(buildJobDetail({ id: 5, status: 'closed' }));
      },
    });
    const dialog = await hire(user);
    await user.click(dialog.getByRole('button', { name: 'Close the job' }));
    expect(await dialog.findByText(/The job is closed/)).toBeInTheDocument();
    expect(patches).toEqual([{ status: 'closed' }]);
  });
});
