import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, type StubRequest, stubApi } from '../../../test/api-stub.ts';
import { hiringManagerUser, pageOf } from '../../../test/fixtures.ts';
import { storeSignedInUser } from '../../../test/render-app.tsx';
import { renderComponent } from '../../../test/render-component.tsx';
import { buildInterview, buildScorecardSheet } from '../test/interview-fixtures.ts';
import { PendingScorecardsDialog } from './pending-scorecards-dialog.tsx';

const started = new Date(Date.now() - 2 * 3_600_000).toISOString();
const ada = buildInterview({ id: 5, application_id: 11, scheduled_at: started });
const alan = buildInterview({
  id: 6,
  application_id: 12,
  candidate_id: 2,
  candidate_name: 'Alan Turing',
  scheduled_at: started,
});
const elsewhere = buildInterview({
  id: 7,
  application_id: 99,
  candidate_name: 'Grace Hopper',
  scheduled_at: started,
});

function renderChooser(applications = [11, 12]) {
  storeSignedInUser(hiringManagerUser);
  const listQueries: URLSearchParams[] = [];
  stubApi({
    'GET /auth/me/': hiringManagerUser,
    'GET /interviews/': (request: StubRequest) => {
      listQueries.push(request.query);
      return jsonResponse(pageOf([ada, alan, elsewhere]));
    },
    'GET /interviews/5/scorecards/': buildScorecardSheet({ interview_id: 5 }),
    // Harper has already scored Alan
    'GET /interviews/6/scorecards/': buildScorecardSheet({
      interview_id: 6,
      can_submit: false,
      submitted: 1,
    }),
    'GET /interviews/7/scorecards/': buildScorecardSheet({ interview_id: 7 }),
  });
  const onClose = vi.fn();
  const view = renderComponent(
    <PendingScorecardsDialog
      jobId={5}
      stageLabel="Deep Dive"
      applications={applications.map((id) => ({ id, candidate_name: `Application ${id}` }))}
      onClose={onClose}
    />,
  );
  return { ...view, listQueries, onClose };
}

describe('Scorecards waiting for you (a stage’s Scorecard action)', () => {
  it("lists the stage's started interviews the user still owes a scorecard for, and opens one", async () => {
    const { user, listQueries } = renderChooser();
    const chooser = within(await screen.findByRole('dialog', { name: 'Scorecards waiting for you' }));
    const list = within(await chooser.findByRole('list', { name: 'Interviews waiting for your scorecard' }));
    expect(list.getAllByRole('listitem')).toHaveLength(1);
    expect(list.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Interviews tab' })).toHaveAttribute(
      'href',
      '/candidates/1?tab=interviews',
    );
    const query = listQueries[0]!;
    expect(query.get('job_id')).toBe('5');
    expect(query.get('interviewer')).toBe(String(hiringManagerUser.id));
    expect(query.get('status')).toBe('scheduled');
    expect(Date.parse(query.get('to')!)).toBeLessThanOrEqual(Date.now());

    await user.click(list.getByRole('button', { name: 'Submit scorecard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit scorecard' });
    expect(dialog).toHaveTextContent('Deep Dive with Ada Lovelace');
  });

  it('says so when nothing in the stage waits for the user', async () => {
    renderChooser([12]);
    expect(await screen.findByText('No scorecards wait for you in Deep Dive.')).toBeInTheDocument();
  });
});
