import type { Document, KanbanCard } from '@shortlist/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type StubRequest, type StubRoute, stubApi } from '../../test/api-stub.ts';
import { buildKanbanBoard, buildKanbanCard, buildKanbanStage } from '../../test/kanban-fixtures.ts';
import { renderComponent } from '../../test/render-component.tsx';
import { JobPipelineTab } from './job-pipeline-tab.tsx';
import { OfferLetters } from './offer-letter.tsx';

/** Ada Lovelace's card in CV Review. */
const card = (overrides: Partial<KanbanCard>): KanbanCard =>
  buildKanbanCard({
    id: 1,
    candidate_id: 11,
    candidate_name: 'Ada Lovelace',
    primary_email: 'ada@example.com',
    match_score: 84,
    quality_score: null,
    skills_match: [],
    candidate_skills: [],
    days_in_stage: 1,
    current_stage: 'screening',
    ...overrides,
  });

const board = buildKanbanBoard(
  {},
  {
    can_manage: false,
    stages: {
      screening: buildKanbanStage('screening', {
        label: 'CV Review',
        applications: [card({}), card({ id: 2, candidate_id: 12, candidate_name: 'Alan Turing' })],
      }),
    },
  },
);

const CV: Document = {
  id: 5,
  candidate_id: 11,
  application_id: 1,
  type: 'cv',
  filename: 'ada-lovelace-cv.pdf',
  content_type: 'application/pdf',
  file_size: 2048,
  checksum: 'a'.repeat(64),
  has_text: true,
  warning: null,
  url: '/api/v1/documents/5/file/',
  uploaded_at: '2026-11-20T10:00:00Z',
};

function renderTab(routes: Record<string, StubRoute | object>) {
  stubApi({ 'GET /kanban/7/board/': board, 'GET /jobs/7/stages/': [], ...routes });
  // the shell hosts the offer-letter dialog the cards' Generate offer letter opens
  return renderComponent(
    <OfferLetters>
      <JobPipelineTab jobId={7} canEdit={false} />
    </OfferLetters>,
  );
}

/** A response the test releases when it has seen the pending state. */
function heldResponse() {
  let release: (response: Response) => void = () => {};
  const response = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { response, release };
}

describe("the pipeline card's Add note", () => {
  it('posts the note, says Adding... while saving, then closes with the success toast', async () => {
    const sent: unknown[] = [];
    const held = heldResponse();
    const { user, router } = renderTab({
      'POST /candidates/11/notes/': (request: StubRequest) => {
        sent.push(request.body);
        return held.response;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add note for Ada Lovelace' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add note for Ada Lovelace' });
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    expect(note).toHaveFocus();
    const add = within(dialog).getByRole('button', { name: 'Add Note' });
    expect(add).toBeDisabled();
    await user.type(note, '   ');
    expect(add).toBeDisabled();

    await user.type(note, 'Strong systems thinker');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Private' }));
    await user.click(add);
    expect(await within(dialog).findByRole('button', { name: 'Adding...' })).toBeDisabled();
    expect(sent).toEqual([{ text: 'Strong systems thinker', is_private: true, note_type: 'general' }]);

    held.release(jsonResponse({ id: 1, text: 'Strong systems thinker' }, 201));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    // the card's buttons open dialogs; they never open the candidate
    expect(router.state.location.pathname).toBe('/jobs/7');
  });

  it("shows the server's message, or 'Failed to add note' when it sends none, and keeps the text", async () => {
    const answers = [
      jsonResponse({ detail: "This candidate's personal data was erased." }, 409),
      new Response(null, { status: 502 }),
    ];
    const { user } = renderTab({ 'POST /candidates/12/notes/': () => answers.shift() as Response });
    await user.click(await screen.findByRole('button', { name: 'Add note for Alan Turing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add note for Alan Turing' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Call back on Monday');

    await user.click(within(dialog).getByRole('button', { name: 'Add Note' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "This candidate's personal data was erased.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to add note'));
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('Call back on Monday');
  });

  it('closes on Escape without saving and gives the focus back to the button', async () => {
    const { user } = renderTab({});
    const button = await screen.findByRole('button', { name: 'Add note for Ada Lovelace' });
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Add note for Ada Lovelace' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });
});

describe("the pipeline card's View documents", () => {
  it('lists the documents with their name, type and a Download button', async () => {
    const held = heldResponse();
    const { user } = renderTab({ 'GET /candidates/11/documents/': () => held.response });
    const button = await screen.findByRole('button', { name: 'View documents of Ada Lovelace' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Documents of Ada Lovelace' });
    expect(within(dialog).getByText('Loading documents...')).toBeInTheDocument();
    held.release(jsonResponse([CV]));
    const documents = await within(dialog).findByRole('list', { name: 'Documents' });
    expect(within(documents).getByText('ada-lovelace-cv.pdf')).toBeInTheDocument();
    expect(within(documents).getByText('CV/Resume · 2 KB · Nov 20, 2026')).toBeInTheDocument();
    expect(
      within(documents).getByRole('button', { name: 'Download ada-lovelace-cv.pdf' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open the Documents tab' })).toHaveAttribute(
      'href',
      '/candidates/11?tab=documents',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('says so when the candidate has no documents', async () => {
    const { user } = renderTab({ 'GET /candidates/12/documents/': [] });
    await user.click(await screen.findByRole('button', { name: 'View documents of Alan Turing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Documents of Alan Turing' });
    expect(await within(dialog).findByText('No documents yet.')).toBeInTheDocument();
  });

  it("shows a failed load with the server's message and loads again on Retry", async () => {
    const answers = [jsonResponse({ detail: 'File storage is unavailable.' }, 503), jsonResponse([CV])];
    const { user } = renderTab({ 'GET /candidates/11/documents/': () => answers.shift() as Response });
    await user.click(await screen.findByRole('button', { name: 'View documents of Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Documents of Ada Lovelace' });
    const failure = await within(dialog).findByRole('alert');
    expect(failure).toHaveTextContent("Couldn't load documents");
    expect(failure).toHaveTextContent('File storage is unavailable.');
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('ada-lovelace-cv.pdf')).toBeInTheDocument();
  });
});
