import { type ActivityEvent, DEFAULT_PAGE_SIZE, type Page } from '@shortlist/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestsMade, type StubRoute, stubApi } from '../../../test/api-stub.ts';
import { buildJob, pageOf, recruiterUser } from '../../../test/fixtures.ts';
import { renderApp, storeSignedInUser } from '../../../test/render-app.tsx';
import { buildActivityEvent } from '../test/activity-fixtures.ts';

const ACTIVITY = 'GET /activity/';
const PAGE = `page=1&page_size=${DEFAULT_PAGE_SIZE}`;

const stageMove = buildActivityEvent({ id: 1 });
const email = buildActivityEvent({
  id: 2,
  type: 'email',
  title: 'Email sent: Your interview',
  description: 'Riley Morgan e-mailed ada@example.com.',
  metadata: { direction: 'outbound' },
  created_at: '2026-03-13T16:05:00Z',
});
const automated = buildActivityEvent({
  id: 3,
  type: 'status_change',
  title: 'Moved from Phone Screen to Technical',
  metadata: { automated: true },
  user_id: null,
  created_by: null,
  candidate_id: 41,
  candidate_name: 'Grace Hopper',
});
const jobCreated = buildActivityEvent({
  id: 4,
  type: 'job_created',
  title: 'Job created',
  description: 'Sam Ortiz created Product Manager.',
  application_id: null,
  candidate_id: null,
  candidate_name: null,
  job_id: 9,
  job_title: 'Product Manager',
  user_id: 8,
  created_by: 'Sam Ortiz',
});

function openActivity(
  path = '/activity',
  activity: Page<ActivityEvent> | StubRoute = pageOf([stageMove, email, automated, jobCreated]),
) {
  storeSignedInUser(recruiterUser);
  const fetchMock = stubApi({
    'GET /auth/me/': recruiterUser,
    [ACTIVITY]: activity,
    'GET /jobs/': pageOf([
      buildJob({ id: 7, title: 'Senior Software Engineer' }),
      buildJob({ id: 9, title: 'Product Manager', status: 'paused' }),
    ]),
    'GET /users/directory/': ({ query }) =>
      jsonResponse({
        results: [
          { id: 3, full_name: 'Riley Morgan' },
          { id: 8, full_name: 'Sam Ortiz' },
        ].filter((person) =>
          person.full_name.toLowerCase().includes((query.get('search') ?? '').toLowerCase()),
        ),
      }),
  });
  const view = renderApp(path);
  const activityCalls = () => requestsMade(fetchMock).filter((call) => call.startsWith(ACTIVITY));
  return { ...view, fetchMock, activityCalls };
}

const entries = async () =>
  within(await screen.findByRole('list', { name: 'Activity' })).getAllByRole('listitem');

describe('activity page', () => {
  it('lists the entries newest first: what, who, the candidate and job linked, and when', async () => {
    openActivity();

    const items = await entries();
    expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    expect(document.title).toBe('Activity · Shortlist');
    expect(items).toHaveLength(4);

    const [move, mail, automation, job] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(move).toHaveTextContent('Moved from Applied to Phone Screen');
    expect(move).toHaveTextContent('by Riley Morgan');
    expect(within(move).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/candidates/40',
    );
    expect(within(move).getByRole('link', { name: 'Senior Software Engineer' })).toHaveAttribute(
      'href',
      '/jobs/7',
    );
    expect(move).toHaveTextContent(format(parseISO(stageMove.created_at), 'MMM d, h:mm a'));

    expect(mail).toHaveTextContent('Email sent: Your interview');
    expect(mail).toHaveTextContent('Riley Morgan e-mailed ada@example.com.');

    expect(automation).toHaveTextContent('Automation');
    expect(automation).not.toHaveTextContent('by ');
    expect(within(automation).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/candidates/41',
    );

    expect(job).toHaveTextContent('by Sam Ortiz');
    expect(within(job).queryByRole('link', { name: /Ada|Grace/ })).not.toBeInTheDocument();
    expect(within(job).getByRole('link', { name: 'Product Manager' })).toHaveAttribute('href', '/jobs/9');
  });

  it('writes type, user, job and days to the address, and asks for them', async () => {
    const { user, router, activityCalls } = openActivity();
    await entries();
    expect(activityCalls()).toEqual([`${ACTIVITY}?${PAGE}`]);

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'E-mails' }));
    expect(router.state.location.search).toBe('?type=email');

    await user.click(screen.getByRole('button', { name: 'User: all users' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'sam');
    await user.click(await screen.findByRole('button', { name: 'Sam Ortiz' }));
    expect(router.state.location.search).toBe('?type=email&user_id=8');
    expect(screen.getByRole('button', { name: 'User: Sam Ortiz' })).toHaveTextContent('Sam Ortiz');

    await user.click(screen.getByRole('combobox', { name: 'Job' }));
    await user.click(await screen.findByRole('option', { name: 'Product Manager (paused)' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-14' } });

    const search = 'type=email&user_id=8&job_id=9&from=2026-03-01&to=2026-03-14';
    expect(router.state.location.search).toBe(`?${search}`);
    await waitFor(() =>
      expect(activityCalls().at(-1)).toBe(
        `${ACTIVITY}?page=1&page_size=${DEFAULT_PAGE_SIZE}&type=email&user_id=8&job_id=9&from=2026-03-01&to=2026-03-14`,
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(router.state.location.search).toBe('');
  });

  it('names the user a link filters by from their entries, and refuses a range that ends before it starts', async () => {
    const { activityCalls } = openActivity('/activity?user_id=8', pageOf([jobCreated]));
    await entries();
    expect(screen.getByRole('button', { name: 'User: Sam Ortiz' })).toHaveTextContent('Sam Ortiz');
    expect(activityCalls()).toEqual([`${ACTIVITY}?${PAGE}&user_id=8`]);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-20' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The start date must be on or before the end date.',
    );
    expect(screen.getByText('Fix the filters to see the activity')).toBeInTheDocument();
    expect(activityCalls().some((call) => call.includes('to=2026-03-01'))).toBe(false);
  });

  it('pages through the feed with the page in the address', async () => {
    const firstPage = Array.from({ length: DEFAULT_PAGE_SIZE }, (_, index) =>
      buildActivityEvent({ id: 100 + index, title: `Entry ${index + 1}` }),
    );
    const { user, router, activityCalls } = openActivity('/activity?type=status_change', ({ query }) =>
      jsonResponse(
        query.get('page') === '2'
          ? pageOf([buildActivityEvent({ id: 500, title: 'Entry 26' })], 26)
          : pageOf(firstPage, 26),
      ),
    );
    expect(await entries()).toHaveLength(DEFAULT_PAGE_SIZE);
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pagination).toHaveTextContent('Showing 1–25 of 26 entries');

    await user.click(within(pagination).getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?type=status_change&page=2');
    await waitFor(() => expect(screen.getByText('Entry 26')).toBeInTheDocument());
    expect(await entries()).toHaveLength(1);
    expect(activityCalls().at(-1)).toBe(
      `${ACTIVITY}?page=2&page_size=${DEFAULT_PAGE_SIZE}&type=status_change`,
    );
  });

  it('says when nothing matches the filters', async () => {
    openActivity('/activity?type=offer', pageOf([]));
    expect(await screen.findByText('No activity matches these filters')).toBeInTheDocument();
  });

  it('says there is no activity yet without filters', async () => {
    openActivity('/activity', pageOf([]));
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
  });

  it('says what failed with a Retry that loads the feed', async () => {
    let fail = true;
    const { user } = openActivity('/activity', () =>
      fail
        ? jsonResponse({ detail: 'The database is not answering.' }, 503)
        : jsonResponse(pageOf([stageMove])),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load the activity");
    expect(alert).toHaveTextContent('The database is not answering.');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await entries()).toHaveLength(1);
  });
});
