import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestsMade, stubApi } from '../../../test/api-stub.ts';
import { buildApplication } from '../../../test/candidate-fixtures.ts';
import { buildEmailTemplate } from '../../../test/email-fixtures.ts';
import { adminUser, buildJobDetail, financeUser, pageOf } from '../../../test/fixtures.ts';
import { buildKanbanBoard, buildKanbanCard } from '../../../test/kanban-fixtures.ts';
import { renderApp, storeSignedInUser } from '../../../test/render-app.tsx';

function stubBoard(route: () => Response, extra: Record<string, object> = {}, user = adminUser) {
  storeSignedInUser(user);
  return stubApi({
    'GET /auth/me/': user,
    'GET /jobs/': pageOf([]),
    'GET /kanban/7/board/': route,
    ...extra,
  });
}

describe('Kanban page', () => {
  it('says so when the address carries no job id', async () => {
    stubBoard(() => jsonResponse(buildKanbanBoard({})));
    renderApp('/jobs/abc/kanban');
    expect(await screen.findByText('No job ID provided')).toBeInTheDocument();
  });

  it('shows the real job title, the columns with their counts and the cards', async () => {
    stubBoard(() =>
      jsonResponse(
        buildKanbanBoard({
          applied: [buildKanbanCard({ candidate_name: 'Ada Lovelace', match_score: 93 })],
          screening: [],
        }),
      ),
    );
    renderApp('/jobs/7/kanban');
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform Engineer' })).toBeInTheDocument();
    const applied = screen.getByRole('region', { name: 'APPLIED: 1 candidate' });
    expect(within(applied).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(applied).getByText('93% match')).toHaveAttribute('data-match-color', 'green');
    expect(screen.getByText('No candidates in SCREENING')).toBeInTheDocument();
  });

  it("shows a card's last interview verdict and its quality score against the job's threshold", async () => {
    stubBoard(
      () =>
        jsonResponse(
          buildKanbanBoard({
            applied: [
              buildKanbanCard({
                candidate_name: 'Ada Lovelace',
                quality_score: 7.4,
                last_interview: { recommendation: 'no', score: 6.5 },
              }),
            ],
          }),
        ),
      { 'GET /jobs/7/': buildJobDetail({ id: 7, quality_threshold: 8 }) },
    );
    renderApp('/jobs/7/kanban');
    const ada = await screen.findByRole('button', { name: /^Ada Lovelace, APPLIED/ });
    expect(ada).toHaveTextContent('Last interviewNo· 6.5');
    expect(
      await within(ada).findByTitle("Quality score 7.4 of 10, below the job's quality threshold of 8"),
    ).toHaveTextContent('7.4/10· QT 8');
  });

  it('turns a column header red when the stage holds more than the limit, and loads the rest on demand', async () => {
    const first = Array.from({ length: 25 }, () => buildKanbanCard());
    const rest = [buildKanbanCard({ candidate_name: 'Late Arrival' })];
    const data = buildKanbanBoard({ applied: first });
    data.stages.applied!.count = 26;
    const fetchMock = stubBoard(() => jsonResponse(data), {
      'GET /kanban/7/stage/applied/cards/': { results: rest },
    });
    const { user, container } = renderApp('/jobs/7/kanban');
    await screen.findByRole('heading', { level: 1, name: 'Platform Engineer' });
    expect(container.querySelector('[data-stage-key="applied"] header')).toHaveAttribute(
      'data-over-limit',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Load 1 more (1 not shown)' }));
    expect(await screen.findByText('Late Arrival')).toBeInTheDocument();
    expect(requestsMade(fetchMock)).toContain(
      'GET /kanban/7/stage/applied/cards/?offset=25&limit=25&sort=match_score',
    );
  });

  it('filters the cards by the search box and by a quick tag', async () => {
    stubBoard(() =>
      jsonResponse(
        buildKanbanBoard(
          {
            applied: [
              buildKanbanCard({ candidate_name: 'Ada Lovelace', tags: ['referral'] }),
              buildKanbanCard({ candidate_name: 'Grace Hopper', current_company: 'Navy' }),
            ],
          },
          { tags: ['referral'] },
        ),
      ),
    );
    const { user } = renderApp('/jobs/7/kanban');
    await screen.findByText('Ada Lovelace');
    await user.type(screen.getByRole('searchbox', { name: 'Search the board' }), 'navy');
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search the board' }));
    await user.click(screen.getByRole('button', { name: '#referral' }));
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument();
  });

  it('searches the server too when a column holds cards it has not loaded, and counts every match', async () => {
    const data = buildKanbanBoard({
      applied: [
        buildKanbanCard({ candidate_name: 'Grace Hopper' }),
        ...Array.from({ length: 24 }, () => buildKanbanCard()),
      ],
    });
    data.stages.applied!.count = 60;
    const late = buildKanbanCard({ candidate_name: 'Grace Quill', current_stage: 'applied' });
    const fetchMock = stubBoard(() => jsonResponse(data), {
      'GET /kanban/7/search/': (request: { query: URLSearchParams }) =>
        jsonResponse(
          request.query.get('q') === 'grace'
            ? { results: [data.stages.applied!.applications[0], late], counts: { applied: 30 } }
            : { results: [], counts: {} },
        ),
    });
    const { user } = renderApp('/jobs/7/kanban');
    await screen.findByText('Grace Hopper');
    await user.type(screen.getByRole('searchbox', { name: 'Search the board' }), 'grace');
    // the loaded match shows at once; the server's joins it in its column
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
    const applied = screen.getByRole('region', { name: 'APPLIED: 60 candidates' });
    expect(await within(applied).findByText('Grace Quill')).toBeInTheDocument();
    expect(screen.getByText('30 candidates on this board match “grace”.')).toBeInTheDocument();
    expect(
      within(applied).getByText('28 more matches in APPLIED: narrow the search to see them'),
    ).toBeInTheDocument();
    expect(within(applied).queryByRole('button', { name: /^Load/ })).not.toBeInTheDocument();
    expect(requestsMade(fetchMock).filter((call) => call.startsWith('GET /kanban/7/search/'))).toEqual([
      'GET /kanban/7/search/?q=grace',
    ]);

    await user.clear(screen.getByRole('searchbox', { name: 'Search the board' }));
    expect(screen.queryByText('Grace Quill')).not.toBeInTheDocument();
    expect(within(applied).getByRole('button', { name: 'Load 25 more (35 not shown)' })).toBeInTheDocument();
  });

  it('asks the server nothing while every card is loaded', async () => {
    const fetchMock = stubBoard(() =>
      jsonResponse(buildKanbanBoard({ applied: [buildKanbanCard({ candidate_name: 'Grace Hopper' })] })),
    );
    const { user } = renderApp('/jobs/7/kanban');
    await screen.findByText('Grace Hopper');
    await user.type(screen.getByRole('searchbox', { name: 'Search the board' }), 'grace');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requestsMade(fetchMock).some((call) => call.includes('/search/'))).toBe(false);
    expect(screen.queryByText(/match “grace”/)).not.toBeInTheDocument();
  });

  it('says "Failed to search candidates" and keeps the loaded matches, with a Retry', async () => {
    const data = buildKanbanBoard({ applied: [buildKanbanCard({ candidate_name: 'Grace Hopper' })] });
    data.stages.applied!.count = 40;
    let attempts = 0;
    stubBoard(() => jsonResponse(data), {
      'GET /kanban/7/search/': () => {
        attempts += 1;
        return attempts === 1
          ? new Response(null, { status: 502 })
          : jsonResponse({ results: [], counts: { applied: 1 } });
      },
    });
    const { user } = renderApp('/jobs/7/kanban');
    await screen.findByText('Grace Hopper');
    await user.type(screen.getByRole('searchbox', { name: 'Search the board' }), 'grace');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Failed to search candidates — showing matches among the loaded cards only.',
    );
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 candidate on this board matches “grace”.')).toBeInTheDocument();
  });

  it('keeps the cards "Load more" brought in when the board is refreshed, where they now stand', async () => {
    const first = Array.from({ length: 25 }, () => buildKanbanCard());
    const late = buildKanbanCard({ id: 901, candidate_name: 'Late Arrival' });
    const later = buildKanbanCard({ id: 902, candidate_name: 'Later Still' });
    const data = buildKanbanBoard({ applied: first, screening: [] });
    data.stages.applied!.count = 27;
    let bulk: unknown;
    stubBoard(() => jsonResponse(data), {
      'GET /kanban/7/stage/applied/cards/': { results: [late, later] },
      'POST /candidate-cards/bulk/': (request: { body: unknown }) => {
        bulk = request.body;
        // since loaded, Late Arrival moved on to screening and Later Still was rejected
        return jsonResponse({
          results: [
            { ...late, current_stage: 'screening' },
            { ...later, status: 'rejected' },
          ],
        });
      },
    });
    const { user } = renderApp('/jobs/7/kanban');
    await user.click(await screen.findByRole('button', { name: 'Load 2 more (2 not shown)' }));
    expect(await screen.findByText('Later Still')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh board' }));
    const screening = screen.getByRole('region', { name: /^SCREENING/ });
    expect(await within(screening).findByText('Late Arrival')).toBeInTheDocument();
    expect(screen.queryByText('Later Still')).not.toBeInTheDocument();
    expect(bulk).toEqual({ application_ids: [901, 902] });
  });

  it('says "Failed to load candidate card" or "… cards" when the loaded cards cannot be fetched again', async () => {
    const data = buildKanbanBoard({ applied: Array.from({ length: 25 }, () => buildKanbanCard()) });
    data.stages.applied!.count = 26;
    stubBoard(() => jsonResponse(data), {
      'GET /kanban/7/stage/applied/cards/': {
        results: [buildKanbanCard({ id: 901, candidate_name: 'Late Arrival' })],
      },
      'GET /candidate-cards/901/': () => new Response(null, { status: 500 }),
    });
    const { user } = renderApp('/jobs/7/kanban');
    await user.click(await screen.findByRole('button', { name: 'Load 1 more (1 not shown)' }));
    await screen.findByText('Late Arrival');
    await user.click(screen.getByRole('button', { name: 'Refresh board' }));
    expect(await screen.findByText('Failed to load candidate card')).toBeInTheDocument();
    // the board shows its first page again, and can load the rest
    expect(screen.getByRole('button', { name: 'Load 1 more (1 not shown)' })).toBeInTheDocument();
  });

  it('shows the load failure with the server message and a Retry that recovers', async () => {
    let attempts = 0;
    stubBoard(() => {
      attempts += 1;
      return attempts === 1
        ? jsonResponse({ detail: 'Job not found' }, 404)
        : jsonResponse(buildKanbanBoard({ applied: [] }));
    });
    const { user } = renderApp('/jobs/7/kanban');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load Kanban board');
    expect(alert).toHaveTextContent('Job not found');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform Engineer' })).toBeInTheDocument();
  });

  it('says "Failed to load Kanban board data" under the load failure when the server gives no message', async () => {
    stubBoard(() => new Response(null, { status: 500 }));
    renderApp('/jobs/7/kanban');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load Kanban board');
    expect(alert).toHaveTextContent('Failed to load Kanban board data');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says "Failed to load stage cards" when the next cards cannot be loaded, or the server\'s own message', async () => {
    const data = buildKanbanBoard({ applied: Array.from({ length: 25 }, () => buildKanbanCard()) });
    data.stages.applied!.count = 27;
    let attempts = 0;
    stubBoard(() => jsonResponse(data), {
      'GET /kanban/7/stage/applied/cards/': () => {
        attempts += 1;
        return attempts === 1
          ? new Response(null, { status: 502 })
          : jsonResponse({ detail: 'Stage not found.' }, 404);
      },
    });
    const { user } = renderApp('/jobs/7/kanban');
    const more = await screen.findByRole('button', { name: 'Load 2 more (2 not shown)' });
    await user.click(more);
    expect(await screen.findByText('Failed to load stage cards')).toBeInTheDocument();
    await user.click(more);
    expect(await screen.findByText('Stage not found.')).toBeInTheDocument();
  });

  it('says "Failed to load board metrics" when Export cannot load the metrics', async () => {
    stubBoard(() => jsonResponse(buildKanbanBoard({ applied: [] })), {
      'GET /kanban/7/metrics/': () => new Response(null, { status: 503 }),
    });
    const { user } = renderApp('/jobs/7/kanban');
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Failed to load board metrics')).toBeInTheDocument();
  });

  it('says "Failed to update Kanban configuration" and "Failed to reset Kanban configuration" when the settings fail', async () => {
    const data = buildKanbanBoard({ applied: [] });
    data.configuration.id = 3;
    stubBoard(() => jsonResponse(data), {
      'POST /kanban-configs/create_for_job/': () => new Response(null, { status: 500 }),
      'POST /kanban-configs/3/reset_to_defaults/': () => new Response(null, { status: 500 }),
    });
    const { user } = renderApp('/jobs/7/kanban');
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    await user.click(screen.getByRole('button', { name: 'Apply Settings' }));
    expect(await screen.findByText('Failed to update Kanban configuration')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(await screen.findByText('Failed to reset Kanban configuration')).toBeInTheDocument();
  });

  it('tells a viewer who does not manage the job that the cards cannot be moved', async () => {
    stubBoard(() => jsonResponse(buildKanbanBoard({ applied: [buildKanbanCard()] }, { can_manage: false })));
    renderApp('/jobs/7/kanban');
    expect(await screen.findByText(/View only/)).toBeInTheDocument();
  });
  it("opens the compose dialog from a card's Send email with its application, address, name and job", async () => {
    let sent: unknown;
    const ada = buildKanbanCard({
      id: 321,
      candidate_name: 'Ada Lovelace',
      primary_email: 'ada@example.com',
    });
    stubBoard(() => jsonResponse(buildKanbanBoard({ applied: [ada] })), {
      'GET /email-ingestion/templates/': pageOf([
        buildEmailTemplate({
          id: 4,
          name: 'Quick hello',
          subject: 'Hi',
          body: '{{candidate_name}}: {{job_title}}',
        }),
      ]),
      'POST /email-ingestion/send/': (request: { body: unknown }) => {
        sent = request.body;
        return jsonResponse({ email_id: 1, delivery_status: 'queued', message: '' }, 201);
      },
    });
    const { user } = renderApp('/jobs/7/kanban');
    await user.click(await screen.findByRole('button', { name: 'Send email to Ada Lovelace' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Send Email' }));
    expect(dialog.getByRole('textbox', { name: 'To' })).toHaveValue('ada@example.com');
    await user.click(await dialog.findByRole('radio', { name: /Quick hello/ }));
    expect(dialog.getByRole('region', { name: 'Preview' })).toHaveTextContent(
      'Ada Lovelace: Platform Engineer',
    );
    await user.click(dialog.getByRole('button', { name: 'Send Email' }));
    expect(await dialog.findByText('Email Sent Successfully!')).toBeInTheDocument();
    expect(sent).toMatchObject({ to: 'ada@example.com', application_id: 321 });
  });

  it("shows a card's next interview and opens Schedule Interview from the card for a job the user manages", async () => {
    const ada = buildKanbanCard({
      id: 321,
      candidate_name: 'Ada Lovelace',
      current_stage: 'deep_dive',
      upcoming_interview: { type: 'prospector', scheduled_at: new Date(2027, 0, 5, 14, 0).toISOString() },
    });
    stubBoard(() => jsonResponse(buildKanbanBoard({ deep_dive: [ada] })), {
      'GET /users/directory/': { results: [] },
    });
    const { user } = renderApp('/jobs/7/kanban');
    expect(await screen.findByText('Prospector · Tue, Jan 5, 2027, 2:00 PM')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schedule interview for Ada Lovelace' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Schedule Interview' }));
    expect(dialog.getByText('Ada Lovelace · Platform Engineer')).toBeInTheDocument();
    // a card in the Deep Dive stage suggests a Deep Dive, 90 minutes unless the job says otherwise
    expect(dialog.getByRole('combobox', { name: 'Interview type' })).toHaveTextContent('Deep Dive');
    expect(dialog.getByLabelText('Duration (minutes)')).toHaveValue(90);
  });

  it('offers no Schedule interview on the board of a job the user does not manage', async () => {
    stubBoard(() =>
      jsonResponse(
        buildKanbanBoard(
          { applied: [buildKanbanCard({ candidate_name: 'Ada Lovelace' })] },
          { can_manage: false },
        ),
      ),
    );
    renderApp('/jobs/7/kanban');
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Schedule interview/ })).not.toBeInTheDocument();
  });

  it('gives the cards no Send email for a role that may not send e-mail', async () => {
    stubBoard(
      () =>
        jsonResponse(buildKanbanBoard({ applied: [buildKanbanCard({ candidate_name: 'Ada Lovelace' })] })),
      {},
      financeUser,
    );
    renderApp('/jobs/7/kanban');
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send email/ })).not.toBeInTheDocument();
  });

  it("withdraws a card's application from its More actions, and the card leaves once the server confirms", async () => {
    const ada = buildKanbanCard({ id: 321, candidate_name: 'Ada Lovelace' });
    let withdrawn = false;
    stubBoard(() => jsonResponse(buildKanbanBoard({ applied: withdrawn ? [] : [ada] })), {
      'POST /applications/321/status/': () => {
        withdrawn = true;
        return jsonResponse({
          application: buildApplication({ id: 321, status: 'withdrawn' }),
          positions: {
            job_id: 7,
            job_status: 'open',
            positions: 1,
            hired: 0,
            all_filled: false,
            remaining_active: 0,
          },
          scheduled_email: null,
        });
      },
    });
    const { user } = renderApp('/jobs/7/kanban');
    await user.click(await screen.findByRole('button', { name: 'More actions for Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Withdraw' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark Ada Lovelace withdrawn' }));
    await user.click(dialog.getByRole('combobox', { name: 'Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Accepted another offer' }));
    await user.click(dialog.getByRole('button', { name: 'Mark withdrawn' }));

    await waitFor(() =>
      expect(screen.queryByText('Ada Lovelace', { selector: 'p' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('No candidates in APPLIED')).toBeInTheDocument();
  });
});
