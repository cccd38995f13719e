import { JOB_MESSAGES } from '@shortlist/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type StubRequest, stubApi } from '../../../test/api-stub.ts';
import { adminUser, buildJobDetail, financeUser, pageOf, recruiterUser } from '../../../test/fixtures.ts';
import { renderApp, storeSignedInUser } from '../../../test/render-app.tsx';

const OPTIONS = { recruiters: [{ id: 3, full_name: 'Riley Morgan' }], sectors: [] };

function stubForm(user = recruiterUser, routes: Record<string, unknown> = {}) {
  storeSignedInUser(user);
  return stubApi({
    'GET /auth/me/': user,
    'GET /jobs/': pageOf([]),
    'GET /jobs/options/': OPTIONS,
    ...(routes as Record<string, object>),
  });
}

afterEach(() => vi.restoreAllMocks());

async function fillValidJob(user: ReturnType<typeof renderApp>['user']) {
  await user.selectOptions(await screen.findByLabelText(/Job title/), 'Product Manager');
  await user.type(screen.getByLabelText(/Required skills/), 'Roadmaps{Enter}');
  await user.click(screen.getByLabelText(/Business case/));
  await user.paste('We need a product manager to own the scheduling roadmap next year.');
  await user.click(screen.getByLabelText(/Compelling headline/));
  await user.paste('Shape how trials get scheduled');
}

describe('job form', () => {
  it('shows every spec message on an empty submit and scrolls to the title first', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    stubForm();
    const { user } = renderApp('/jobs/new');
    await user.click(await screen.findByRole('button', { name: /Remove sector 1/ }));
    await user.clear(screen.getByLabelText('Department'));
    await user.click(screen.getByRole('button', { name: 'Create Job' }));

    expect(await screen.findByText(JOB_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(JOB_MESSAGES.sectorRequired)).toBeInTheDocument();
    expect(screen.getByText(JOB_MESSAGES.skillRequired)).toBeInTheDocument();
    expect(screen.getByText(JOB_MESSAGES.businessCaseRequired)).toBeInTheDocument();
    expect(screen.getByText(JOB_MESSAGES.headlineRequired)).toBeInTheDocument();
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('job-title-choice'));
    // spec 01 §2.5: disabled while any error exists
    expect(screen.getByRole('button', { name: 'Create Job' })).toBeDisabled();
  });

  it('puts the focus on the job title, the first failing field, when an empty form is submitted', async () => {
    stubForm();
    const { user } = renderApp('/jobs/new');
    await user.click(await screen.findByRole('button', { name: 'Create Job' }));
    expect(await screen.findByText(JOB_MESSAGES.businessCaseRequired)).toBeInTheDocument();
    // react-hook-form focuses again a tick later; the title must keep the focus through it
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByLabelText(/Job title/)).toHaveFocus();
  });

  it('enables Create Job again once the fields that failed are fixed, a rule over two fields too', async () => {
    stubForm();
    const { user } = renderApp('/jobs/new');
    await fillValidJob(user);
    await user.type(screen.getByLabelText('Minimum salary ($)'), '90000');
    await user.type(screen.getByLabelText('Maximum salary ($)'), '80000');
    const create = screen.getByRole('button', { name: 'Create Job' });
    await user.click(create);
    expect(await screen.findByText(JOB_MESSAGES.salaryOrder)).toBeInTheDocument();
    expect(create).toBeDisabled();

    // the order is reported on the maximum; lowering the minimum settles it
    await user.clear(screen.getByLabelText('Minimum salary ($)'));
    await user.type(screen.getByLabelText('Minimum salary ($)'), '70000');
    await waitFor(() => expect(screen.queryByText(JOB_MESSAGES.salaryOrder)).not.toBeInTheDocument());
    expect(create).toBeEnabled();

    // without sectors a department is needed; typing one settles the sectors' error
    await user.click(screen.getByRole('button', { name: /Remove sector 1/ }));
    await user.clear(screen.getByLabelText('Department'));
    expect(await screen.findByText(JOB_MESSAGES.sectorRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Department'), 'Operations');
    await waitFor(() => expect(screen.queryByText(JOB_MESSAGES.sectorRequired)).not.toBeInTheDocument());
    expect(create).toBeEnabled();
  });

  it('scrolls to the first failing field in the spec order: title, sectors, skills, business case, headline', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    stubForm();
    const { user } = renderApp('/jobs/new');
    await user.selectOptions(await screen.findByLabelText(/Job title/), 'Consultant');
    await user.type(screen.getByLabelText(/Business case/), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Create Job' }));

    expect(await screen.findByText(JOB_MESSAGES.skillRequired)).toBeInTheDocument();
    expect(
      screen.getByText('Business case must be at least 50 characters (currently 9)'),
    ).toBeInTheDocument();
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('job-skills-required'));
  });

  it('asks for a title typed by hand with Other (enter manually)', async () => {
    stubForm();
    const { user } = renderApp('/jobs/new');
    await user.selectOptions(await screen.findByLabelText(/Job title/), 'Other (enter manually)');
    expect(screen.getByLabelText('Job title (enter manually)')).toBeInTheDocument();
  });

  it('creates the job with the cleaned payload and opens it', async () => {
    let sent: StubRequest['body'];
    stubForm(recruiterUser, {
      'POST /jobs/': (request: StubRequest) => {
        sent = request.body;
        return jsonResponse(buildJobDetail({ id: 42, title: 'Product Manager' }), 201);
      },
      'GET /jobs/42/': buildJobDetail({ id: 42, title: 'Product Manager' }),
      'GET /jobs/42/timeline/': pageOf([]),
    });
    const { user, router } = renderApp('/jobs/new');
    await fillValidJob(user);
    await user.click(screen.getByRole('button', { name: 'Create Job' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/42'));
    expect(sent).toMatchObject({
      title: 'Product Manager',
      sectors: [{ sector: 'Pharma & Life Sciences', positions: 1 }],
      skills_required: ['Roadmaps'],
      hiring_team: [],
      workflow_stages: [
        { name: 'CV Review', order: 1 },
        { name: 'Phone Screen', order: 2 },
        { name: 'Technical Interview', order: 3 },
        { name: 'Final Interview', order: 4 },
        { name: 'Offer', order: 5 },
      ],
    });
  });

  it('shows server field errors under their fields', async () => {
    stubForm(recruiterUser, {
      'POST /jobs/': () =>
        jsonResponse({ location: ['Location is not allowed'], salary_max: [JOB_MESSAGES.salaryOrder] }, 400),
    });
    const { user } = renderApp('/jobs/new');
    await fillValidJob(user);
    await user.click(screen.getByRole('button', { name: 'Create Job' }));
    expect(await screen.findByText(JOB_MESSAGES.salaryOrder)).toBeInTheDocument();
    expect(screen.getByText('Location is not allowed')).toBeInTheDocument();
    expect(screen.queryByText('The job could not be saved')).not.toBeInTheDocument();
  });

  it('shows a plain error in the red box when there are no field errors', async () => {
    stubForm(recruiterUser, {
      'POST /jobs/': () => new Response('Service temporarily down', { status: 503 }),
    });
    const { user } = renderApp('/jobs/new');
    await fillValidJob(user);
    await user.click(screen.getByRole('button', { name: 'Create Job' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Service temporarily down');
  });

  it('sends a user without the create-jobs permission back to /jobs', async () => {
    stubForm(financeUser);
    const { router } = renderApp('/jobs/new');
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
  });

  it('prefills a duplicate from ?duplicate= with the (Copy) title', async () => {
    stubForm(adminUser, {
      'GET /jobs/7/': buildJobDetail({ id: 7, title: 'DevOps Engineer', skills_required: ['Docker', 'AWS'] }),
    });
    renderApp('/jobs/new?duplicate=7&title=DevOps%20Engineer%20(Copy)');
    expect(await screen.findByRole('heading', { name: 'Duplicate Job' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Job title (enter manually)')).toHaveValue('DevOps Engineer (Copy)');
    const skills = screen.getByRole('list', { name: 'Required skills' });
    expect(within(skills).getByText('Docker')).toBeInTheDocument();
  });

  it('edits a job with Update Job and says "Failed to load job data." when it cannot load', async () => {
    stubForm(recruiterUser, { 'GET /jobs/5/': () => jsonResponse({ detail: 'boom' }, 500) });
    renderApp('/jobs/5/edit');
    expect(await screen.findByText('Failed to load job data.')).toBeInTheDocument();
  });

  it('reads Update Job when editing and Creating... while the update is saving (spec 01 §2.5)', async () => {
    const job = buildJobDetail({ id: 5, title: 'Product Manager' });
    let answer: (response: Response) => void = () => {};
    stubForm(recruiterUser, {
      'GET /jobs/5/': job,
      'PUT /jobs/5/': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderApp('/jobs/5/edit');
    await user.click(await screen.findByRole('button', { name: 'Update Job' }));

    const busy = await screen.findByRole('button', { name: 'Creating...' });
    expect(busy).toBeDisabled();
    expect(screen.queryByText('Updating...')).not.toBeInTheDocument();
    answer(jsonResponse(job));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Creating...' })).not.toBeInTheDocument(),
    );
  });

  it('fills the form from a parsed PDF and refuses a non-PDF file', async () => {
    stubForm(recruiterUser, {
      'POST /jobs/parse-job-description/': {
        title: 'DevOps Engineer',
        location: 'Lisbon',
        skills_required: ['Docker'],
        salary_min: 90000,
      },
    });
    const { user } = renderApp('/jobs/new');
    const input = await screen.findByLabelText('Job description PDF');
    await user.upload(input, new File(['%PDF-1.7'], 'jd.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(/Filled 4 fields from jd.pdf/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Job title/)).toHaveValue('DevOps Engineer');
    expect(screen.getByLabelText('Location')).toHaveValue('Lisbon');
    expect(screen.getByLabelText('Minimum salary ($)')).toHaveValue(90000);

    // the browser's accept filter can be bypassed (drag and drop): the form checks the type itself
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText(JOB_MESSAGES.invalidPdf)).toBeInTheDocument();
  });
});
