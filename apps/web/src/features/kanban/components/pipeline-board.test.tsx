import type { KanbanBoard, KanbanCard } from '@shortlist/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { requestsMade, stubApi } from '../../../test/api-stub.ts';
import { buildKanbanBoard, buildKanbanCard, buildKanbanStage } from '../../../test/kanban-fixtures.ts';
import { renderComponent } from '../../../test/render-component.tsx';
import { PipelineBoard } from './pipeline-board.tsx';

/** Ada Lovelace's card in the Offer stage, as the first test reads it. */
const card = (overrides: Partial<KanbanCard>): KanbanCard =>
  buildKanbanCard({
    id: 1,
    candidate_id: 11,
    candidate_name: 'Ada Lovelace',
    primary_email: 'ada@example.com',
    priority_level: 'urgent',
    match_score: 92,
    quality_score: null,
    skills_match: [],
    candidate_skills: ['React', 'TypeScript', 'SQL', 'AWS', 'Go'],
    culture_fit_score: 81,
    days_in_stage: 1,
    current_stage: 'offer',
    ...overrides,
  });

const board = buildKanbanBoard(
  {},
  {
    stages: {
      screening: buildKanbanStage('screening', { label: 'CV Review', actions: ['score_match'] }),
      offer: buildKanbanStage('offer', { label: 'Offer', applications: [card({})] }),
    },
  },
);

describe('pipeline board', () => {
  it('shows each stage with its empty texts, action buttons and cards as spec 02 describes', async () => {
    stubApi({ 'GET /kanban/7/board/': board });
    // the offers feature's button (app/ hands it in): here a stand-in that names its application
    const generateOfferLetter = vi.fn(
      ({ application }: { application: { candidate: { full_name: string } } }) => (
        <button type="button">Generate offer letter for {application.candidate.full_name}</button>
      ),
    );
    renderComponent(<PipelineBoard jobId={7} generateOfferLetter={generateOfferLetter} />);
    const screening = await screen.findByRole('region', { name: 'CV Review: 0 applications' });
    expect(within(screening).getByText('No applications in CV Review')).toBeInTheDocument();
    expect(within(screening).getByText('Drag candidates here to move them')).toBeInTheDocument();
    expect(within(screening).getByRole('button', { name: 'Score Match' })).toBeInTheDocument();

    const offer = screen.getByRole('region', { name: 'Offer: 1 application' });
    expect(within(offer).getByText('Exceptional candidate - fast track recommended')).toBeInTheDocument();
    expect(within(offer).getByText('92% match')).toHaveAttribute('data-match-color', 'green');
    expect(within(offer).getByText('Direct Apply')).toBeInTheDocument();
    expect(within(offer).getByText('+2')).toBeInTheDocument();
    expect(within(offer).getByText('Culture fit 81%')).toBeInTheDocument();
    expect(within(offer).getByText('Applied Nov 20, 2026')).toBeInTheDocument();
    expect(
      within(offer).getByRole('button', { name: 'Generate offer letter for Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(generateOfferLetter).toHaveBeenCalledWith({
      application: {
        id: 1,
        status: 'active',
        stage_key: 'offer',
        candidate: { id: 11, full_name: 'Ada Lovelace', email: 'ada@example.com' },
        job: { id: 7, title: 'Platform Engineer', can_manage: true },
      },
    });
  });

  it("opens scheduling from a card and from the stage's Schedule Meet with the stage's applications", async () => {
    const ada = card({
      id: 31,
      candidate_name: 'Ada Lovelace',
      current_stage: 'prospector',
      status: 'active',
    });
    const alan = card({
      id: 32,
      candidate_id: 12,
      candidate_name: 'Alan Turing',
      current_stage: 'prospector',
    });
    const withInterviews: KanbanBoard = {
      ...board,
      stage_order: ['prospector'],
      stages: {
        prospector: buildKanbanStage('prospector', {
          label: 'Prospector',
          actions: ['schedule_meet', 'scorecard'],
          applications: [
            { ...ada, upcoming_interview: { type: 'prospector', scheduled_at: '2027-01-05T14:00:00Z' } },
            alan,
          ],
        }),
      },
    };
    stubApi({ 'GET /kanban/7/board/': withInterviews });
    const onScheduleInterview = vi.fn();
    const { user } = renderComponent(<PipelineBoard jobId={7} onScheduleInterview={onScheduleInterview} />);
    const stage = within(await screen.findByRole('region', { name: 'Prospector: 2 applications' }));
    expect(stage.getByText(/^Prospector · /)).toBeInTheDocument();
    expect(stage.getByRole('button', { name: 'Scorecard' })).toBeDisabled();

    await user.click(stage.getByRole('button', { name: 'Schedule interview for Alan Turing' }));
    expect(onScheduleInterview).toHaveBeenLastCalledWith({
      applications: [
        {
          id: 32,
          status: 'active',
          stage_key: 'prospector',
          candidate: { id: 12, full_name: 'Alan Turing' },
          job: { id: 7, title: 'Platform Engineer', can_manage: true },
        },
      ],
    });
    await user.click(stage.getByRole('button', { name: 'Schedule Meet' }));
    const request = onScheduleInterview.mock.lastCall?.[0] as { applications: { id: number }[] };
    expect(request.applications.map((application) => application.id)).toEqual([31, 32]);
  });

  it('offers no scheduling on the board of a job the user does not manage', async () => {
    stubApi({ 'GET /kanban/7/board/': { ...board, can_manage: false } });
    renderComponent(<PipelineBoard jobId={7} onScheduleInterview={() => {}} />);
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Schedule interview/ })).not.toBeInTheDocument();
  });
  it("shows a card's first four tags, and a manager edits them all from its Tags button", async () => {
    const tags = ['referral', 'urgent', 'relocation', 'remote', 'visa', 'night-shift'];
    const fetchMock = stubApi({
      'GET /kanban/7/board/': {
        ...board,
        tags,
        stages: { ...board.stages, offer: { ...board.stages.offer!, applications: [card({ tags })] } },
      },
      'DELETE /candidate-cards/1/tags/visa/': card({ tags: tags.filter((tag) => tag !== 'visa') }),
    });
    const { user } = renderComponent(<PipelineBoard jobId={7} />);
    const shown = await screen.findByRole('list', { name: 'Tags' });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#referral', '#urgent', '#relocation', '#remote', '+2 more']);
    expect(within(shown).getByText('+2 more')).toHaveAttribute('title', '#visa #night-shift');

    await user.click(screen.getByRole('button', { name: 'Edit tags for Ada Lovelace' }));
    const editor = await screen.findByRole('dialog', { name: 'Tags for Ada Lovelace' });
    const onCard = within(editor).getByRole('list', { name: 'Tags on this card' });
    expect(within(onCard).getAllByRole('listitem')).toHaveLength(6);
    await user.click(within(editor).getByRole('button', { name: 'Remove tag visa' }));
    await waitFor(() => expect(requestsMade(fetchMock)).toContain('DELETE /candidate-cards/1/tags/visa/'));
  });

  it('offers no Tags button to someone who does not manage the job', async () => {
    stubApi({ 'GET /kanban/7/board/': { ...board, can_manage: false } });
    renderComponent(<PipelineBoard jobId={7} />);
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit tags for Ada Lovelace' })).not.toBeInTheDocument();
  });

  it("shows a card's last interview verdict and its quality score against the job's threshold", async () => {
    const scored: KanbanBoard = {
      ...board,
      stages: {
        ...board.stages,
        offer: {
          ...board.stages.offer!,
          count: 2,
          applications: [
            card({ quality_score: 8.1, last_interview: { recommendation: 'strong_yes', score: 8.4 } }),
            card({ id: 2, candidate_name: 'Alan Turing', quality_score: 6.2, last_interview: null }),
          ],
        },
      },
    };
    stubApi({ 'GET /kanban/7/board/': scored });
    renderComponent(<PipelineBoard jobId={7} qualityThreshold={7.5} />);
    const ada = await screen.findByRole('button', { name: 'Ada Lovelace, Offer' });
    expect(ada).toHaveTextContent('Last interviewStrong yes· 8.4');
    expect(
      within(ada).getByTitle("Quality score 8.1 of 10, meets the job's quality threshold of 7.5"),
    ).toHaveTextContent('8.1/10· QT 7.5');
    const alan = screen.getByRole('button', { name: 'Alan Turing, Offer' });
    expect(
      within(alan).getByTitle("Quality score 6.2 of 10, below the job's quality threshold of 7.5"),
    ).toBeInTheDocument();
    expect(alan).not.toHaveTextContent('Last interview');
  });

  it("opens the stage's waiting scorecards from its Scorecard action, for any role", async () => {
    const interviewing: KanbanBoard = {
      ...board,
      can_manage: false,
      stage_order: ['deep_dive'],
      stages: {
        deep_dive: buildKanbanStage('deep_dive', {
          label: 'Deep Dive',
          actions: ['schedule_meet', 'scorecard'],
          applications: [
            card({ id: 31, current_stage: 'deep_dive' }),
            card({ id: 32, candidate_name: 'Alan Turing', current_stage: 'deep_dive' }),
          ],
        }),
      },
    };
    stubApi({ 'GET /kanban/7/board/': interviewing });
    const onPendingScorecards = vi.fn();
    const { user } = renderComponent(
      <PipelineBoard jobId={7} onScheduleInterview={() => {}} onPendingScorecards={onPendingScorecards} />,
    );
    const stage = within(await screen.findByRole('region', { name: 'Deep Dive: 2 applications' }));
    // scheduling is for those who manage the job; a scorecard for whoever sat on the panel
    expect(stage.getByRole('button', { name: 'Schedule Meet' })).toBeDisabled();
    await user.click(stage.getByRole('button', { name: 'Scorecard' }));
    expect(onPendingScorecards).toHaveBeenCalledWith({
      jobId: 7,
      stageLabel: 'Deep Dive',
      applications: [
        { id: 31, candidate_name: 'Ada Lovelace' },
        { id: 32, candidate_name: 'Alan Turing' },
      ],
    });
  });

  it('offers Add note and View documents on each card, for any role, without opening the candidate', async () => {
    stubApi({ 'GET /kanban/7/board/': { ...board, can_manage: false } });
    const onAddNote = vi.fn();
    const onViewDocuments = vi.fn();
    const { user, router } = renderComponent(
      <PipelineBoard jobId={7} onAddNote={onAddNote} onViewDocuments={onViewDocuments} />,
    );
    const ada = await screen.findByRole('button', { name: 'Ada Lovelace, Offer' });
    // the buttons come after the card in the tab order, outside its drag handle
    ada.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add note for Ada Lovelace' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAddNote).toHaveBeenCalledWith({ id: 11, full_name: 'Ada Lovelace' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'View documents of Ada Lovelace' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onViewDocuments).toHaveBeenCalledWith({ id: 11, full_name: 'Ada Lovelace' });
    expect(router.state.location.pathname).toBe('/jobs/7');
  });

  it('shows neither button when the page offers neither', async () => {
    stubApi({ 'GET /kanban/7/board/': board });
    renderComponent(<PipelineBoard jobId={7} />);
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add note|View documents/ })).not.toBeInTheDocument();
  });

  it("points at the Kanban board for the cards past a column's first page, and its search finds them", async () => {
    const many = buildKanbanBoard(
      {},
      {
        stages: {
          offer: buildKanbanStage('offer', { label: 'Offer', count: 40, applications: [card({})] }),
        },
      },
    );
    stubApi({
      'GET /kanban/7/board/': many,
      'GET /kanban/7/search/': {
        results: [card({ id: 2, candidate_name: 'Ada Byron', primary_email: 'byron@example.com' })],
        counts: { offer: 1 },
      },
    });
    // the job page's search box, as the pipeline tab hands it in
    function WithSearch() {
      const [search, setSearch] = useState('');
      return (
        <>
          <input aria-label="Search" value={search} onChange={(event) => setSearch(event.target.value)} />
          <PipelineBoard jobId={7} search={search} />
        </>
      );
    }
    const { user } = renderComponent(<WithSearch />);
    const offer = await screen.findByRole('region', { name: 'Offer: 40 applications' });
    expect(within(offer).getByText(/39 more in Offer/)).toBeInTheDocument();
    expect(within(offer).getByRole('link', { name: 'Open the Kanban board' })).toHaveAttribute(
      'href',
      '/jobs/7/kanban',
    );

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'byron');
    expect(await within(offer).findByText('Ada Byron')).toBeInTheDocument();
    expect(within(offer).queryByText('Ada Lovelace')).not.toBeInTheDocument();
    expect(screen.getByText('1 candidate on this board matches “byron”.')).toBeInTheDocument();
    expect(within(offer).queryByText(/more in Offer/)).not.toBeInTheDocument();
  });
});
