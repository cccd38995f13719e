import { type Interview, SCORECARD_MESSAGES, type ScorecardSheet } from '@shortlist/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestsMade, stubApi } from '../../../test/api-stub.ts';
import { hiringManagerUser, pageOf } from '../../../test/fixtures.ts';
import { storeSignedInUser } from '../../../test/render-app.tsx';
import { renderComponent } from '../../../test/render-component.tsx';
import {
  buildInterview,
  buildInterviewApplication,
  buildScorecard,
  buildScorecardSheet,
} from '../test/interview-fixtures.ts';
import { CandidateInterviewsTab } from './candidate-interviews-tab.tsx';

/** This morning's Deep Dive (it has started, so it takes scorecards). */
const thisMorning = buildInterview({
  id: 5,
  scheduled_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  duration_minutes: 60,
});

function renderTab(sheet: ScorecardSheet, interviews: Interview[] = [thisMorning]) {
  storeSignedInUser(hiringManagerUser);
  const fetchMock = stubApi({
    'GET /auth/me/': hiringManagerUser,
    'GET /interviews/': pageOf(interviews),
    'GET /interviews/5/scorecards/': sheet,
  });
  const view = renderComponent(
    <CandidateInterviewsTab candidateId={1} applications={[buildInterviewApplication()]} />,
  );
  return { ...view, fetchMock };
}

const scorecards = async () =>
  within(await screen.findByRole('region', { name: 'Scorecards' }, { timeout: 3000 }));

describe('Scorecards in the Interviews tab', () => {
  it('keeps the others’ scorecards from an interviewer who has not submitted, and offers theirs', async () => {
    const { user } = renderTab(buildScorecardSheet({ panel_size: 3, submitted: 2, hidden: 2 }));
    const section = await scorecards();
    expect(
      await section.findByText('2 scorecards submitted — you will see them once you submit yours.'),
    ).toBeInTheDocument();
    expect(section.getByText('2 of 3 submitted')).toBeInTheDocument();
    expect(section.queryByRole('list', { name: 'Submitted scorecards' })).not.toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Submit scorecard' }));
    expect(await screen.findByRole('dialog', { name: 'Submit scorecard' })).toBeInTheDocument();
  });

  it('says "it" when one scorecard is hidden', async () => {
    renderTab(buildScorecardSheet({ submitted: 1, hidden: 1 }));
    const section = await scorecards();
    expect(
      await section.findByText('1 scorecard submitted — you will see it once you submit yours.'),
    ).toBeInTheDocument();
  });

  it('lists the submitted scorecards in one line each, with the ratings and notes when opened', async () => {
    const riley = buildScorecard({
      id: 41,
      interviewer: { id: 3, full_name: 'Riley Morgan', email: 'riley.recruiter@meridian.example' },
      is_bar_raiser: true,
      recommendation: 'no',
      quality_score: 5.4,
      notes: '',
    });
    const { user } = renderTab(
      buildScorecardSheet({
        submitted: 2,
        can_submit: false,
        submitted_by_me: true,
        cannot_submit_reason: SCORECARD_MESSAGES.alreadySubmitted,
        scorecards: [buildScorecard(), riley],
      }),
    );
    const section = await scorecards();
    const list = within(await section.findByRole('list', { name: 'Submitted scorecards' }));
    expect(section.getByText('2 of 2 submitted')).toBeInTheDocument();
    expect(section.getByText('Your scorecard is in.')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Submit scorecard' })).not.toBeInTheDocument();

    const harper = list.getByRole('button', { name: /Harper Lin/ });
    expect(harper).toHaveAttribute('aria-expanded', 'false');
    expect(harper).toHaveTextContent('Strong yes');
    expect(harper).toHaveTextContent('8.6/10');
    expect(harper).not.toHaveTextContent('Bar raiser');
    const second = list.getByRole('button', { name: /Riley Morgan/ });
    expect(second).toHaveTextContent('Bar raiser');
    expect(second).toHaveTextContent('No');
    expect(second).toHaveTextContent('5.4/10');
    // collapsed: the ratings stay out of the way
    expect(
      list.queryByText('Led the migration herself and explained every trade-off.'),
    ).not.toBeInTheDocument();

    await user.click(harper);
    expect(harper).toHaveAttribute('aria-expanded', 'true');
    expect(list.getByText('Led the migration herself and explained every trade-off.')).toBeInTheDocument();
    const systemDesign = list.getByText('System design').closest('div')!;
    expect(systemDesign).toHaveTextContent('System design(60%)9/10');
    expect(list.getByText('Learn & Grow Together').closest('div')).toHaveTextContent('9/10');
  });

  it('tells a panel member why they cannot submit yet', async () => {
    renderTab(
      buildScorecardSheet({ can_submit: false, cannot_submit_reason: SCORECARD_MESSAGES.notStarted }),
    );
    const section = await scorecards();
    expect(await section.findByText(SCORECARD_MESSAGES.notStarted)).toBeInTheDocument();
    expect(section.getByText('No scorecards submitted yet.')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Submit scorecard' })).not.toBeInTheDocument();
  });

  it('asks for the sheets of started interviews only, not of ones to come or cancelled', async () => {
    const toCome = buildInterview({ id: 6 });
    const cancelled = buildInterview({
      id: 7,
      status: 'cancelled',
      scheduled_at: new Date(Date.now() - 86_400_000).toISOString(),
    });
    const { fetchMock } = renderTab(buildScorecardSheet(), [thisMorning, toCome, cancelled]);
    await (await scorecards()).findByText('No scorecards submitted yet.');
    expect(screen.getAllByRole('region', { name: 'Scorecards' })).toHaveLength(1);
    expect(requestsMade(fetchMock).filter((request) => request.includes('/scorecards/'))).toEqual([
      'GET /interviews/5/scorecards/',
    ]);
  });

  it('shows a failed sheet with Retry', async () => {
    let failing = true;
    storeSignedInUser(hiringManagerUser);
    stubApi({
      'GET /auth/me/': hiringManagerUser,
      'GET /interviews/': pageOf([thisMorning]),
      'GET /interviews/5/scorecards/': () =>
        failing
          ? jsonResponse({ detail: 'The server ran into a problem.' }, 500)
          : jsonResponse(buildScorecardSheet()),
    });
    const { user } = renderComponent(
      <CandidateInterviewsTab candidateId={1} applications={[buildInterviewApplication()]} />,
    );
    const section = await scorecards();
    expect(await section.findByText(/Couldn't load the scorecards/)).toBeInTheDocument();
    failing = false;
    await user.click(section.getByRole('button', { name: 'Retry' }));
    expect(await section.findByText('No scorecards submitted yet.')).toBeInTheDocument();
  });
});
