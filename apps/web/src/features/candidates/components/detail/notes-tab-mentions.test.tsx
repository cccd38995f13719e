import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestsMade, type StubRequest, stubApi } from '../../../../test/api-stub.ts';
import { pageOf } from '../../../../test/fixtures.ts';
import { renderComponent } from '../../../../test/render-component.tsx';
import { NotesTab } from './notes-tab.tsx';

const colleagues = [
  { id: 5, full_name: 'Grace Hopper' },
  { id: 6, full_name: 'Greg Li' },
  { id: 7, full_name: 'Ada Lovelace' },
];

function stubNotes() {
  const added: unknown[] = [];
  const fetchMock = stubApi({
    'GET /candidates/1/notes_list/': pageOf([]),
    'GET /users/directory/': (request: StubRequest) => {
      const search = (request.query.get('search') ?? '').toLowerCase();
      return jsonResponse({
        results: colleagues.filter((person) => person.full_name.toLowerCase().includes(search)),
      });
    },
    'POST /candidates/1/notes/': (request: StubRequest) => {
      added.push(request.body);
      return jsonResponse({ id: 1 }, 201);
    },
  });
  return { fetchMock, added };
}

describe('mentions in candidate notes', () => {
  it('lists matching colleagues after @ and letters, and Enter on the chosen one writes @Full Name', async () => {
    const { fetchMock, added } = stubNotes();
    const { user } = renderComponent(<NotesTab candidateId={1} />);
    const note = await screen.findByRole('textbox', { name: 'Note' });

    await user.type(note, 'Great call, @gr');

    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    await waitFor(() => expect(list).not.toHaveTextContent('Ada Lovelace'));
    expect(list).toHaveTextContent('Grace Hopper');
    expect(list).toHaveTextContent('Greg Li');
    // "g" lists the same two, so wait for the list of "gr" itself
    await waitFor(() => expect(requestsMade(fetchMock)).toContain('GET /users/directory/?search=gr'));
    expect(screen.getByRole('option', { name: /Grace Hopper/ })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Greg Li/ })).toHaveAttribute('aria-selected', 'true');
    expect(note.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: /Greg Li/ }).id,
    );
    await user.keyboard('{Enter}');

    expect(note).toHaveValue('Great call, @Greg Li ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(note, 'will follow up');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toMatchObject({ text: 'Great call, @Greg Li will follow up' });
  });

  it('Tab picks too, and Escape closes the list and leaves the text alone', async () => {
    stubNotes();
    const { user } = renderComponent(<NotesTab candidateId={1} />);
    const note = await screen.findByRole('textbox', { name: 'Note' });

    await user.type(note, '@ada');
    await screen.findByRole('listbox', { name: 'People to mention' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(note).toHaveValue('@ada');

    await user.type(note, ' and @Gra');
    await screen.findByRole('option', { name: /Grace Hopper/ });
    await user.keyboard('{Tab}');
    expect(note).toHaveValue('@ada and @Grace Hopper ');
    expect(note).toHaveFocus();
  });

  it('opens no list for an @ inside a word, like an e-mail address', async () => {
    const { fetchMock } = stubNotes();
    const { user } = renderComponent(<NotesTab candidateId={1} />);
    const note = await screen.findByRole('textbox', { name: 'Note' });

    await user.type(note, 'mail grace@gr');
    await new Promise((resolve) => setTimeout(resolve, 400));

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(requestsMade(fetchMock).some((request) => request.startsWith('GET /users/directory/'))).toBe(
      false,
    );
  });
});
