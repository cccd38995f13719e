import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestsMade, type StubRoute, stubApi } from '../../../test/api-stub.ts';
import { adminUser, pageOf } from '../../../test/fixtures.ts';
import { buildKanbanBoard, buildKanbanCard } from '../../../test/kanban-fixtures.ts';
import { renderApp, storeSignedInUser } from '../../../test/render-app.tsx';

const ada = buildKanbanCard({ id: 41, candidate_name: 'Ada Lovelace', tags: ['referral'] });

/** The board as the server keeps it: a tag change answers the card and shows on the next read. */
function stubBoard(routes: Record<string, StubRoute | object>, canManage = true) {
  storeSignedInUser(adminUser);
  let card = ada;
  const board = () => {
    const data = buildKanbanBoard({ applied: [card], screening: [] });
    data.can_manage = canManage;
    data.tags = ['referral', 'urgent', 'relocation'];
    return data;
  };
  const changing =
    (route: StubRoute): StubRoute =>
    async (request) => {
      const answer = await route(request);
      if (answer.ok) card = await answer.clone().json();
      return answer;
    };
  return stubApi({
    'GET /auth/me/': adminUser,
    'GET /jobs/': pageOf([]),
    'GET /kanban/7/board/': () => jsonResponse(board()),
    ...Object.fromEntries(
      Object.entries(routes).map(([key, route]) => [
        key,
        typeof route === 'function' ? changing(route as StubRoute) : route,
      ]),
    ),
  });
}

async function openTags(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit tags for Ada Lovelace' }));
  return screen.findByRole('dialog', { name: 'Tags for Ada Lovelace' });
}

describe("a card's tags on the Kanban board", () => {
  it('adds a typed tag, shown on the card as the server returns it', async () => {
    let sent: unknown;
    stubBoard({
      'POST /candidate-cards/41/tags/': (request) => {
        sent = request.body;
        return jsonResponse({ ...ada, tags: ['referral', 'night-shift'] });
      },
    });
    const { user } = renderApp('/jobs/7/kanban');
    const editor = await openTags(user);
    await user.type(within(editor).getByRole('textbox', { name: 'New tag' }), 'Night shift{Enter}');

    expect(sent).toEqual({ tag: 'Night shift' });
    const card = screen.getByRole('button', { name: /^Ada Lovelace/ });
    expect(await within(card).findByText('#night-shift')).toBeInTheDocument();
    expect(within(editor).getByRole('textbox', { name: 'New tag' })).toHaveValue('');
  });

  it("offers the board's other tags, and removes one", async () => {
    const fetchMock = stubBoard({
      'POST /candidate-cards/41/tags/': () => jsonResponse({ ...ada, tags: ['referral', 'urgent'] }),
      'DELETE /candidate-cards/41/tags/referral/': () => jsonResponse({ ...ada, tags: ['urgent'] }),
    });
    const { user } = renderApp('/jobs/7/kanban');
    const editor = await openTags(user);
    const offered = within(editor).getByRole('list', { name: 'Tags used on this board' });
    expect(
      within(offered)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['urgent', 'relocation']);

    await user.click(within(offered).getByRole('button', { name: 'Add tag urgent' }));
    await user.click(await within(editor).findByRole('button', { name: 'Remove tag referral' }));
    const card = screen.getByRole('button', { name: /^Ada Lovelace/ });
    expect(await within(card).findByText('#urgent')).toBeInTheDocument();
    expect(within(card).queryByText('#referral')).not.toBeInTheDocument();
    expect(requestsMade(fetchMock)).toEqual(
      expect.arrayContaining(['POST /candidate-cards/41/tags/', 'DELETE /candidate-cards/41/tags/referral/']),
    );
  });

  it('says why a tag was refused and keeps what was typed', async () => {
    stubBoard({
      'POST /candidate-cards/41/tags/': () => jsonResponse({ tag: ['Tag is too long'] }, 400),
    });
    const { user } = renderApp('/jobs/7/kanban');
    const editor = await openTags(user);
    await user.type(within(editor).getByRole('textbox', { name: 'New tag' }), 'anything{Enter}');

    expect(await within(editor).findByRole('alert')).toHaveTextContent('Tag: Tag is too long');
    expect(within(editor).getByRole('textbox', { name: 'New tag' })).toHaveValue('anything');
  });

  it('is not offered to someone who does not manage the job', async () => {
    stubBoard({}, false);
    renderApp('/jobs/7/kanban');
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit tags for Ada Lovelace' })).not.toBeInTheDocument();
  });
});
