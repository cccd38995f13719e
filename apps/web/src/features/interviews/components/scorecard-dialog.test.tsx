import { SCORECARD_MESSAGES, type ScorecardCreate } from '@shortlist/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestsMade, type StubRequest, stubApi } from '../../../test/api-stub.ts';
import { hiringManagerUser } from '../../../test/fixtures.ts';
import { storeSignedInUser } from '../../../test/render-app.tsx';
import { renderComponent } from '../../../test/render-component.tsx';
import { buildInterview, buildScorecard, buildScorecardSheet } from '../test/interview-fixtures.ts';
import { ScorecardDialog } from './scorecard-dialog.tsx';

const POST = 'POST /interviews/5/scorecards/';

function renderDialog(answer?: (request: StubRequest) => Response) {
  storeSignedInUser(hiringManagerUser);
  const sent: ScorecardCreate[] = [];
  const fetchMock = stubApi({
    'GET /auth/me/': hiringManagerUser,
    [POST]: (request: StubRequest) => {
      sent.push(request.body as ScorecardCreate);
      return (
        answer?.(request) ?? jsonResponse(buildScorecard({ quality_score: 7.6, recommendation: 'yes' }), 201)
      );
    },
  });
  const onClose = vi.fn();
  const view = renderComponent(
    <ScorecardDialog
      interview={buildInterview({ scheduled_at: '2026-11-24T09:00:00Z' })}
      sheet={buildScorecardSheet()}
      onClose={onClose}
    />,
  );
  return { ...view, sent, fetchMock, onClose };
}

type User = ReturnType<typeof renderDialog>['user'];
const dialog = () => within(screen.getByRole('dialog', { name: 'Submit scorecard' }));
const group = (name: string) => dialog().getByRole('radiogroup', { name });

async function rate(user: User, name: string, rating: number) {
  await user.click(within(group(name)).getByRole('radio', { name: String(rating) }));
}

async function rateMantras(user: User, rating = 8) {
  for (const mantra of ['Always Be Helpful', 'Deliberately Fair', 'Learn & Grow Together', 'Show, Not Tell'])
    await rate(user, mantra, rating);
}

describe('Scorecard dialog', () => {
  it('shows each competency with its weight and meaning, the mantras, and says it is final', () => {
    renderDialog();
    expect(dialog().getByText('Deep Dive with Ada Lovelace')).toBeInTheDocument();
    expect(dialog().getByText('60% weight')).toBeInTheDocument();
    expect(group('System design')).toHaveAccessibleDescription('Shapes a system that will last.');
    expect(within(group('Communication')).getAllByRole('radio')).toHaveLength(10);
    expect(group('Show, Not Tell')).toBeInTheDocument();
    expect(within(group('Recommendation')).getByRole('radio', { name: 'Strong no' })).toBeInTheDocument();
    expect(dialog().getByText('Final once submitted.')).toBeInTheDocument();
    expect(dialog().getByText('The quality score shows as you rate.')).toBeInTheDocument();
  });

  it('names every unrated competency and mantra and the missing recommendation, and sends nothing', async () => {
    const { user, fetchMock } = renderDialog();
    await rate(user, 'Communication', 7);
    await rate(user, 'Always Be Helpful', 6);
    await user.click(dialog().getByRole('button', { name: 'Submit scorecard' }));

    expect(
      await dialog().findByText(SCORECARD_MESSAGES.competenciesIncomplete(['System design'])),
    ).toBeInTheDocument();
    expect(dialog().getByText(SCORECARD_MESSAGES.mantrasIncomplete)).toBeInTheDocument();
    expect(dialog().getByText(SCORECARD_MESSAGES.recommendationRequired)).toBeInTheDocument();
    expect(group('System design')).toHaveAttribute('aria-invalid', 'true');
    expect(group('Communication')).not.toHaveAttribute('aria-invalid');
    expect(requestsMade(fetchMock)).not.toContain(`${POST}`);

    // the messages follow the ratings as they come
    await rate(user, 'System design', 9);
    await rateMantras(user);
    expect(dialog().queryByText(/Rate every competency/)).not.toBeInTheDocument();
    expect(dialog().queryByText(SCORECARD_MESSAGES.mantrasIncomplete)).not.toBeInTheDocument();
    expect(group('System design')).not.toHaveAttribute('aria-invalid');
  });

  it('rates with the arrow keys and previews the weighted score as it goes', async () => {
    const { user } = renderDialog();
    await rate(user, 'System design', 8);
    expect(dialog().getByText(/1 of 2 rated/)).toBeInTheDocument();
    expect(dialog().getByText('8.0')).toBeInTheDocument();

    // the arrow keys move the choice within a scale, as radio buttons do
    await rate(user, 'Communication', 5);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(group('Communication')).getByRole('radio', { name: '7' })).toBeChecked();
    expect(within(group('Communication')).getByRole('radio', { name: '7' })).toHaveFocus();
    // 8 × 60% + 7 × 40%
    expect(dialog().getByText('7.6')).toBeInTheDocument();
    expect(dialog().queryByText(/of 2 rated/)).not.toBeInTheDocument();
  });

  it('sends every rating, the notes and the recommendation, then closes with the score', async () => {
    const { user, sent, onClose } = renderDialog();
    await rate(user, 'System design', 8);
    await rate(user, 'Communication', 7);
    await rateMantras(user);
    await user.type(dialog().getByLabelText('Notes'), '  Clear thinker.  ');
    await user.click(within(group('Recommendation')).getByRole('radio', { name: 'Yes' }));
    await user.click(dialog().getByRole('button', { name: 'Submit scorecard' }));

    expect(await screen.findByText('Scorecard submitted for Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Deep Dive: quality score 7.6/10, yes.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        competency_ratings: [
          { name: 'System design', rating: 8 },
          { name: 'Communication', rating: 7 },
        ],
        mantra_ratings: [
          { key: 'always_be_helpful', rating: 8 },
          { key: 'deliberately_fair', rating: 8 },
          { key: 'learn_grow_together', rating: 8 },
          { key: 'show_not_tell', rating: 8 },
        ],
        notes: 'Clear thinker.',
        recommendation: 'yes',
      },
    ]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("shows the server's field refusal under its part and keeps the ratings", async () => {
    const refusal = SCORECARD_MESSAGES.competencyUnknown('System design');
    const { user, onClose } = renderDialog(() => jsonResponse({ competency_ratings: [refusal] }, 400));
    await rate(user, 'System design', 8);
    await rate(user, 'Communication', 7);
    await rateMantras(user, 9);
    await user.click(within(group('Recommendation')).getByRole('radio', { name: 'No' }));
    await user.click(dialog().getByRole('button', { name: 'Submit scorecard' }));

    expect(await dialog().findByText(refusal)).toBeInTheDocument();
    expect(within(group('System design')).getByRole('radio', { name: '8' })).toBeChecked();
    expect(within(group('Recommendation')).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refusal that is not about a field above the form', async () => {
    const { user } = renderDialog(() => jsonResponse({ detail: SCORECARD_MESSAGES.alreadySubmitted }, 409));
    await rate(user, 'System design', 8);
    await rate(user, 'Communication', 7);
    await rateMantras(user);
    await user.click(within(group('Recommendation')).getByRole('radio', { name: 'Strong yes' }));
    await user.click(dialog().getByRole('button', { name: 'Submit scorecard' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent(SCORECARD_MESSAGES.alreadySubmitted);
  });
});
