import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestsMade, stubApi } from '../../../test/api-stub.ts';
import { buildCandidateRow } from '../../../test/candidate-fixtures.ts';
import { adminUser, pageOf, recruiterUser } from '../../../test/fixtures.ts';
import { renderApp, storeSignedInUser } from '../../../test/render-app.tsx';
import { stubUploads } from '../../../test/xhr-stub.ts';

function stubCandidates(rows: ReturnType<typeof buildCandidateRow>[] | Response, user = adminUser) {
  storeSignedInUser(user);
  return stubApi({
    'GET /auth/me/': user,
    'GET /jobs/': pageOf([]),
    'GET /applications/stages/': [{ key: 'screening', label: 'CV Review' }],
    'GET /candidates/': () => (rows instanceof Response ? rows : jsonResponse(pageOf(rows))),
  });
}

describe('candidate list', () => {
  it('shows every row field with its badge band, High potential at 85 and "+N more" skills', async () => {
    stubCandidates([
      buildCandidateRow(),
      buildCandidateRow({
        id: 2,
        full_name: 'Bob Unscored',
        average_match_score: null,
        application_count: 2,
        more_skills_count: 0,
      }),
    ]);
    renderApp('/candidates');

    const ada = (await screen.findByRole('link', { name: 'Ada Lovelace' })).closest('li') as HTMLElement;
    const row = within(ada);
    expect(row.getByText('87% match')).toBeInTheDocument();
    expect(row.getByText('High potential')).toBeInTheDocument();
    expect(row.queryByText('Top match')).not.toBeInTheDocument();
    expect(row.getByText('+2 more')).toBeInTheDocument();
    expect(row.getByText('London, United Kingdom')).toBeInTheDocument();
    expect(row.getByText('ada@example.com')).toBeInTheDocument();
    expect(row.getByText('1 application')).toBeInTheDocument();
    expect(row.getByText('Added Mar 14, 2025')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/candidates/1');

    const bob = within(screen.getByRole('link', { name: 'Bob Unscored' }).closest('li') as HTMLElement);
    expect(bob.getByText('Not calculated')).toBeInTheDocument();
    expect(bob.getByText('2 applications')).toBeInTheDocument();
  });

  it('shows "1,000+" when a search finds more people than the server counts', async () => {
    const row = buildCandidateRow();
    stubCandidates(
      jsonResponse({
        ...pageOf([row], 1000),
        next: 'http://x/api/v1/candidates/?search=hopper&page=2',
        count_is_lower_bound: true,
      }),
    );
    renderApp('/candidates?search=hopper');
    expect(await screen.findByText('1,000+ candidates')).toBeInTheDocument();
    const pagination = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pagination.getByText('Page 1 of 40+')).toBeInTheDocument();
    expect(pagination.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('sends search, ordering and filters from the address to the server', async () => {
    const fetchMock = stubCandidates([buildCandidateRow()]);
    renderApp('/candidates?search=ada&ordering=ai_score&score_band=80');
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(requestsMade(fetchMock)).toContain(
      'GET /candidates/?search=ada&ordering=ai_score&score_band=80&page=1&page_size=25',
    );
    expect(screen.getByRole('region', { name: 'Candidate filters' })).toBeInTheDocument();
  });

  it('shows the empty state and, on failure, an error with Retry', async () => {
    stubCandidates([]);
    const { unmount } = renderApp('/candidates');
    expect(await screen.findByText('No candidates found')).toBeInTheDocument();
    expect(screen.getByText('Candidates will appear here when they apply for jobs.')).toBeInTheDocument();
    unmount();

    stubCandidates(jsonResponse({ detail: 'Database unavailable' }, 503));
    renderApp('/candidates');
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('checks the create form with the spec messages and hides salary from a recruiter', async () => {
    stubCandidates([], recruiterUser);
    const { user } = renderApp('/candidates');
    await user.click(await screen.findByRole('button', { name: 'Add Candidate' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Candidate' });
    expect(within(dialog).queryByText('Salary Information')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create Candidate' }));
    expect(within(dialog).getByText('Full name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('At least one email is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Email 1'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Create Candidate' }));
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('shows the salary section to an admin', async () => {
    stubCandidates([]);
    const { user } = renderApp('/candidates');
    await user.click(await screen.findByRole('button', { name: 'Add Candidate' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Candidate' });
    expect(within(dialog).getByText('Salary Information')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Offered Salary')).toBeEnabled();
  });
});

describe('creating a candidate', () => {
  it('sends the multipart fields and offers to open the existing candidate on a duplicate e-mail', async () => {
    stubCandidates([]);
    const calls = stubUploads(() => ({
      status: 409,
      body: {
        detail: 'A candidate with this email already exists: Grace Hopper',
        existing_candidate: { id: 7, full_name: 'Grace Hopper' },
      },
    }));
    const { user } = renderApp('/candidates');
    await user.click(await screen.findByRole('button', { name: 'Add Candidate' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Candidate' });
    await user.type(within(dialog).getByLabelText('Full Name'), 'Grace B. Hopper');
    await user.type(within(dialog).getByLabelText('Email 1'), 'grace@navy.mil');
    await user.type(within(dialog).getByLabelText('Skills (comma-separated)'), 'COBOL, , Compilers');
    await user.click(within(dialog).getByRole('button', { name: 'Create Candidate' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('A candidate with this email already exists: Grace Hopper');
    expect(within(alert).getByRole('link', { name: "Open Grace Hopper's profile" })).toHaveAttribute(
      'href',
      '/candidates/7',
    );
    expect(calls[0]?.url).toBe('/api/v1/candidates/create_with_cv/');
    expect(calls[0]?.form.get('emails')).toBe('["grace@navy.mil"]');
    expect(calls[0]?.form.get('skills_extracted')).toBe('["COBOL","Compilers"]');
  });

  it('shows the spec message in the red box when the server fails', async () => {
    stubCandidates([]);
    stubUploads(() => ({ status: 500, body: { detail: 'Internal server error' } }));
    const { user } = renderApp('/candidates');
    await user.click(await screen.findByRole('button', { name: 'Add Candidate' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Candidate' });
    await user.type(within(dialog).getByLabelText('Full Name'), 'Ada');
    await user.type(within(dialog).getByLabelText('Email 1'), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create Candidate' }));
    expect(
      await within(dialog).findByText('Failed to create candidate. Please try again.'),
    ).toBeInTheDocument();
  });
});
