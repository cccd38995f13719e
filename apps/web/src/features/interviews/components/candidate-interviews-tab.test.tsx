import { INTERVIEW_MESSAGES, type Interview } from '@shortlist/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestsMade, type StubRequest, stubApi } from '../../../test/api-stub.ts';
import { pageOf, recruiterUser } from '../../../test/fixtures.ts';
import { storeSignedInUser } from '../../../test/render-app.tsx';
import { renderComponent } from '../../../test/render-component.tsx';
import {
  buildInterview,
  buildInterviewApplication,
  buildInterviewResult,
  DIRECTORY,
} from '../test/interview-fixtures.ts';
import { CandidateInterviewsTab } from './candidate-interviews-tab.tsx';

const LIST = 'GET /interviews/';

function renderTab(list: (request: StubRequest) => Response, routes: Record<string, object> = {}) {
  storeSignedInUser(recruiterUser);
  const onSchedule = vi.fn();
  const fetchMock = stubApi({
    'GET /auth/me/': recruiterUser,
    'GET /users/directory/': DIRECTORY,
    'GET /interviews/conflicts/': { conflicts: [] },
    [LIST]: list,
    ...routes,
  });
  const view = renderComponent(
    <CandidateInterviewsTab
      candidateId={1}
      applications={[buildInterviewApplication()]}
      onSchedule={onSchedule}
    />,
  );
  return { ...view, fetchMock, onSchedule };
}

const listOf = (interviews: Interview[]) => () => jsonResponse(pageOf(interviews));

describe('Interviews tab', () => {
  it('says when there are none yet and offers to schedule one', async () => {
    const { user, onSchedule, fetchMock } = renderTab(listOf([]));
    expect(await screen.findByText('No interviews scheduled yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schedule Interview' }));
    expect(onSchedule).toHaveBeenCalledOnce();
    expect(requestsMade(fetchMock)).toContain('GET /interviews/?candidate_id=1&page_size=100');
  });

  it('shows a failed load with Retry, then the interviews', async () => {
    const answers = [
      jsonResponse({ detail: 'The server ran into a problem.' }, 500),
      jsonResponse(pageOf([buildInterview()])),
    ];
    const { user } = renderTab(() => answers.shift() ?? jsonResponse(pageOf([])));
    expect(await screen.findByText("Couldn't load the interviews")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Deep Dive' })).toBeInTheDocument();
  });

  it('lists upcoming interviews first, then past and cancelled ones with their reason', async () => {
    const past = buildInterview({
      id: 6,
      interview_type: 'prospector',
      interview_type_label: 'Prospector',
      scheduled_at: '2026-01-05T10:00:00Z',
      duration_minutes: 45,
      can_manage: true,
    });
    const cancelled = buildInterview({
      id: 7,
      interview_type: 'facet',
      interview_type_label: 'Facet Interview',
      status: 'cancelled',
      cancel_reason: 'The candidate asked to move it.',
    });
    renderTab(listOf([past, buildInterview({ time_zone: 'Asia/Tokyo' }), cancelled]));

    const upcoming = within(await screen.findByRole('region', { name: 'Upcoming' }));
    expect(upcoming.getByRole('heading', { name: 'Deep Dive' })).toBeInTheDocument();
    expect(upcoming.getByText('Scheduled')).toBeInTheDocument();
    expect(upcoming.getByText(/1 h 30 min/)).toBeInTheDocument();
    expect(upcoming.getByText(/in Asia\/Tokyo$/)).toBeInTheDocument();
    expect(upcoming.getByText('Harper Lin, Riley Morgan')).toBeInTheDocument();
    expect(upcoming.getByRole('link', { name: 'https://meet.example.com/ada' })).toBeInTheDocument();
    expect(upcoming.getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();

    const earlier = within(screen.getByRole('region', { name: 'Past and cancelled' }));
    const headings = earlier.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Facet Interview', 'Prospector']);
    expect(earlier.getByText('Cancelled: The candidate asked to move it.')).toBeInTheDocument();
    expect(earlier.getByText('Past')).toBeInTheDocument();
    // what has passed or was cancelled cannot be moved or cancelled again
    expect(earlier.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it('offers no Reschedule or Cancel on the interviews of a job the user does not manage', async () => {
    renderTab(listOf([buildInterview({ can_manage: false })]));
    expect(await screen.findByRole('heading', { name: 'Deep Dive' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '.ics' })).toBeInTheDocument();
  });

  it('cancels with a reason and the e-mail, then shows it cancelled', async () => {
    const cancels: unknown[] = [];
    let cancelled = false;
    const { user } = renderTab(
      () =>
        jsonResponse(
          pageOf([buildInterview(cancelled ? { status: 'cancelled', cancel_reason: 'Role on hold' } : {})]),
        ),
      {
        'POST /interviews/5/cancel/': (request: StubRequest) => {
          cancels.push(request.body);
          cancelled = true;
          return jsonResponse(buildInterviewResult({ status: 'cancelled' }, { invitations_sent: 3 }));
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel interview?' }));
    expect(dialog.getByRole('checkbox', { name: /E-mail the cancellation/ })).toBeChecked();
    await user.type(dialog.getByLabelText('Reason (optional)'), 'Role on hold');
    await user.click(dialog.getByRole('button', { name: 'Cancel interview' }));

    expect(await screen.findByText('Deep Dive with Ada Lovelace cancelled')).toBeInTheDocument();
    expect(screen.getByText('3 cancellations sent.')).toBeInTheDocument();
    expect(cancels).toEqual([{ reason: 'Role on hold', notify: true }]);
    expect(await screen.findByText('Cancelled: Role on hold')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the cancel dialog open with the refusal when someone cancelled it meanwhile', async () => {
    const { user } = renderTab(listOf([buildInterview()]), {
      'POST /interviews/5/cancel/': () => jsonResponse({ detail: INTERVIEW_MESSAGES.alreadyCancelled }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Cancel interview' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(INTERVIEW_MESSAGES.alreadyCancelled);
  });

  it('reschedules through the same dialog, sending only what changed', async () => {
    const patches: unknown[] = [];
    const interview = buildInterview({ scheduled_at: '2027-02-01T14:00:00Z', time_zone: 'Europe/London' });
    const { user } = renderTab(listOf([interview]), {
      'PATCH /interviews/5/': (request: StubRequest) => {
        patches.push(request.body);
        return jsonResponse(buildInterviewResult({ sequence: 1 }, { invitations_sent: 3 }));
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reschedule Interview' }));
    expect(dialog.getByLabelText('Time')).toHaveValue('14:00');
    expect(dialog.getByLabelText('Time zone')).toHaveValue('Europe/London');
    await user.clear(dialog.getByLabelText('Time'));
    await user.type(dialog.getByLabelText('Time'), '16:30');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Deep Dive with Ada Lovelace rescheduled')).toBeInTheDocument();
    expect(patches).toEqual([{ scheduled_at: '2027-02-01T16:30:00+00:00', notify: true }]);
  });
});
