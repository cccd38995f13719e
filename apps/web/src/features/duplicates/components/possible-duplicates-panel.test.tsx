import { MERGE_MESSAGES, type MergeResult, type PossibleDuplicate, type User } from '@shortlist/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestsMade, type StubRequest, stubApi } from '../../../test/api-stub.ts';
import { hiringManagerUser, recruiterUser } from '../../../test/fixtures.ts';
import { storeSignedInUser } from '../../../test/render-app.tsx';
import { renderComponent } from '../../../test/render-component.tsx';
import { buildPair } from '../test/duplicate-fixtures.ts';
import { PossibleDuplicatesPanel } from './possible-duplicates-panel.tsx';

// this page is the newer record's; the older one is its possible duplicate
const { first: older, second: current } = buildPair();
const olderOne: PossibleDuplicate = { candidate: older, reasons: ['email', 'name_company'] };

function signIn(user: User) {
  storeSignedInUser(user);
  return { 'GET /auth/me/': user };
}

describe("the candidate page's possible duplicates", () => {
  it('renders nothing at all when the candidate has none', async () => {
    const fetchMock = stubApi({
      ...signIn(recruiterUser),
      'GET /candidates/52/duplicates/': { results: [] },
    });
    renderComponent(<PossibleDuplicatesPanel candidate={current} />);

    await waitFor(() => expect(requestsMade(fetchMock)).toContain('GET /candidates/52/duplicates/'));
    // let the answer reach the panel
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('heading', { name: 'Possible duplicates' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('lists each possible duplicate with why, and leads to its record', async () => {
    stubApi({ ...signIn(hiringManagerUser), 'GET /candidates/52/duplicates/': { results: [olderOne] } });
    renderComponent(<PossibleDuplicatesPanel candidate={current} />);

    const entry = await screen.findByRole('listitem', { name: 'Rosa Ibarra' });
    expect(screen.getByRole('heading', { name: 'Possible duplicates' })).toBeInTheDocument();
    expect(within(entry).getByRole('link', { name: 'Rosa Ibarra' })).toHaveAttribute(
      'href',
      '/candidates/40',
    );
    expect(within(entry).getByRole('list', { name: 'Reasons' })).toHaveTextContent(
      'Same e-mailSimilar name, same company',
    );
    // a hiring manager may look, not merge
    expect(within(entry).queryByRole('button')).not.toBeInTheDocument();
  });

  it('merges this record into the older one it preselects, and goes to the record kept', async () => {
    let sent: StubRequest | undefined;
    const result: MergeResult = {
      kept_id: 40,
      merged_id: 52,
      moved: { applications: 1, combined_applications: 0, documents: 0, notes: 1 },
    };
    stubApi({
      ...signIn(recruiterUser),
      'GET /candidates/52/duplicates/': { results: [olderOne] },
      'POST /candidates/40/merge/': (request) => {
        sent = request;
        return jsonResponse(result);
      },
    });
    const onMerged = vi.fn();
    const { user, router } = renderComponent(
      <PossibleDuplicatesPanel candidate={current} onMerged={onMerged} />,
    );

    await user.click(await screen.findByRole('button', { name: 'Merge…' }));
    const dialog = screen.getByRole('dialog', { name: 'Merge duplicate records' });
    expect(within(dialog).getByRole('radio', { name: /Keep R\. Ibarra/ })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Keep Rosa Ibarra/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));

    expect(await screen.findByText(MERGE_MESSAGES.merged('Rosa Ibarra'))).toBeInTheDocument();
    expect(sent?.body).toEqual({ duplicate_id: 52 });
    expect(onMerged).toHaveBeenCalledWith(result);
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidates/40'));
  });

  it('marks a possible duplicate as a different person, and it leaves the panel', async () => {
    let dismissed = false;
    stubApi({
      ...signIn(recruiterUser),
      'GET /candidates/52/duplicates/': () => jsonResponse({ results: dismissed ? [] : [olderOne] }),
      'POST /candidates/52/duplicates/40/dismiss/': () => {
        dismissed = true;
        return jsonResponse(null, 204);
      },
    });
    const { user } = renderComponent(<PossibleDuplicatesPanel candidate={current} />);

    await user.click(await screen.findByRole('button', { name: 'Not the same person' }));

    expect(await screen.findByText(MERGE_MESSAGES.dismissed)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Possible duplicates' })).not.toBeInTheDocument(),
    );
  });

  it('says briefly when the check failed, and checks again on Retry', async () => {
    let calls = 0;
    stubApi({
      ...signIn(recruiterUser),
      'GET /candidates/52/duplicates/': () =>
        ++calls === 1 ? jsonResponse({}, 500) : jsonResponse({ results: [olderOne] }),
    });
    const { user } = renderComponent(<PossibleDuplicatesPanel candidate={current} />);

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent("Couldn't check for possible duplicates.");
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('listitem', { name: 'Rosa Ibarra' })).toBeInTheDocument();
  });
});
