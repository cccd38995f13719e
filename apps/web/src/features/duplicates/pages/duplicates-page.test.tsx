import { DEFAULT_PAGE_SIZE, type User } from '@shortlist/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestsMade, stubApi } from '../../../test/api-stub.ts';
import { hiringManagerUser, pageOf, recruiterUser } from '../../../test/fixtures.ts';
import { storeSignedInUser } from '../../../test/render-app.tsx';
import { renderComponent } from '../../../test/render-component.tsx';
import { buildPair, buildSide } from '../test/duplicate-fixtures.ts';
import { DuplicatesPage } from './duplicates-page.tsx';

const rosa = buildPair();
const tomas = buildPair({
  first: buildSide({
    id: 61,
    full_name: 'Tomás Reyes',
    current_company: 'Acme Ltd.',
    phones: ['020 7946 0322'],
  }),
  second: buildSide({
    id: 77,
    full_name: 'Tomas Reyes',
    current_company: 'ACME ltd',
    phones: ['+44 20 7946 0322'],
  }),
  reasons: ['phone', 'name_company'],
});

function signIn(user: User) {
  storeSignedInUser(user);
  return { 'GET /auth/me/': user };
}

describe('the possible duplicates page', () => {
  it('lists each pair with the reasons and both records, each name leading to its page', async () => {
    stubApi({ ...signIn(recruiterUser), 'GET /candidates/duplicates/': pageOf([rosa, tomas]) });
    renderComponent(<DuplicatesPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Possible duplicates' })).toBeInTheDocument();
    expect(
      screen.getByText(/share an e-mail address or a phone number, or have a similar name/),
    ).toBeInTheDocument();
    const pairs = await screen.findByRole('list', { name: 'Possible duplicates' });
    const [first, second] = within(pairs).getAllByRole('listitem', { name: /and/ });
    expect(first).toHaveAccessibleName('Rosa Ibarra and R. Ibarra');
    expect(within(first!).getByRole('list', { name: 'Reasons' })).toHaveTextContent('Same e-mail');
    expect(within(first!).getByRole('link', { name: 'Rosa Ibarra' })).toHaveAttribute(
      'href',
      '/candidates/40',
    );
    expect(within(first!).getByRole('link', { name: 'R. Ibarra' })).toHaveAttribute('href', '/candidates/52');
    expect(first).toHaveTextContent('rosa.ibarra@example.com');
    expect(first).toHaveTextContent('Rosa.Ibarra@Example.com');
    expect(first).toHaveTextContent('Data Engineer at Harbour Analytics');
    expect(first).toHaveTextContent('AddedJan 10, 2025');
    expect(within(second!).getByRole('list', { name: 'Reasons' })).toHaveTextContent(
      'Same phoneSimilar name, same company',
    );
    expect(within(first!).getByRole('button', { name: 'Merge…' })).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Not the same person' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Possible duplicates/);
  });

  it('shows a hiring manager the pairs but neither Merge nor Not the same person', async () => {
    stubApi({ ...signIn(hiringManagerUser), 'GET /candidates/duplicates/': pageOf([rosa]) });
    renderComponent(<DuplicatesPage />);

    expect(await screen.findByRole('listitem', { name: 'Rosa Ibarra and R. Ibarra' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Merge…' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Not the same person' })).not.toBeInTheDocument();
  });

  it('explains that no two records match when there are no possible duplicates', async () => {
    stubApi({ ...signIn(recruiterUser), 'GET /candidates/duplicates/': pageOf([]) });
    renderComponent(<DuplicatesPage />);

    expect(await screen.findByText('No possible duplicates')).toBeInTheDocument();
    expect(
      screen.getByText('No two records share an e-mail or phone, or a similar name at one company.'),
    ).toBeInTheDocument();
  });

  it("shows the server's message when the list fails, and loads it again on Retry", async () => {
    let calls = 0;
    stubApi({
      ...signIn(recruiterUser),
      'GET /candidates/duplicates/': () =>
        ++calls === 1 ? jsonResponse({ detail: 'The database is busy.' }, 503) : jsonResponse(pageOf([rosa])),
    });
    const { user } = renderComponent(<DuplicatesPage />);

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent("Couldn't load possible duplicates");
    expect(failure).toHaveTextContent('The database is busy.');
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('listitem', { name: 'Rosa Ibarra and R. Ibarra' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks a pair as different people, and the pair leaves the list', async () => {
    let dismissed = false;
    const fetchMock = stubApi({
      ...signIn(recruiterUser),
      'GET /candidates/duplicates/': () => jsonResponse(pageOf(dismissed ? [tomas] : [rosa, tomas])),
      'POST /candidates/40/duplicates/52/dismiss/': () => {
        dismissed = true;
        return jsonResponse(null, 204);
      },
    });
    const { user } = renderComponent(<DuplicatesPage />);

    const pair = await screen.findByRole('listitem', { name: 'Rosa Ibarra and R. Ibarra' });
    await user.click(within(pair).getByRole('button', { name: 'Not the same person' }));

    expect(await screen.findByText('Marked as different people')).toBeInTheDocument();
    expect(requestsMade(fetchMock)).toContain('POST /candidates/40/duplicates/52/dismiss/');
    expect(screen.queryByRole('listitem', { name: 'Rosa Ibarra and R. Ibarra' })).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Tomás Reyes and Tomas Reyes' })).toBeInTheDocument();
  });

  it('pages through more pairs than one page holds', async () => {
    const fetchMock = stubApi({
      ...signIn(recruiterUser),
      'GET /candidates/duplicates/': ({ query }) =>
        jsonResponse(pageOf(query.get('page') === '2' ? [tomas] : [rosa], DEFAULT_PAGE_SIZE + 1)),
    });
    const { user } = renderComponent(<DuplicatesPage />);

    expect(await screen.findByText(/of/, { selector: 'nav p' })).toHaveTextContent(
      `Showing 1–${DEFAULT_PAGE_SIZE} of ${DEFAULT_PAGE_SIZE + 1} pairs`,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('listitem', { name: 'Tomás Reyes and Tomas Reyes' })).toBeInTheDocument();
    expect(requestsMade(fetchMock)).toContain(
      `GET /candidates/duplicates/?page=2&page_size=${DEFAULT_PAGE_SIZE}`,
    );
  });
});
