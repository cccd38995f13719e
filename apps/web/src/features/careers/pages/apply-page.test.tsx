import {
  CANDIDATE_MESSAGES,
  CAREERS_MESSAGES,
  DOCUMENT_MESSAGES,
  PRIVACY_NOTICE,
  type PublicJob,
} from '@shortlist/contracts';
import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestsMade, stubApi } from '../../../test/api-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { stubUploads, type XhrAnswer } from '../../../test/xhr-stub.ts';
import { buildPublicJob } from '../careers-fixtures.ts';

beforeEach(() => {
  // jsdom has no scrolling; the pages' scroll restoration calls it on every navigation
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

function stubJob(job: PublicJob | Response = buildPublicJob()) {
  return stubApi({ 'GET /public/jobs/7/': () => (job instanceof Response ? job : jsonResponse(job)) });
}

const cvFile = (name = 'ada-lovelace-cv.pdf', type = 'application/pdf', bytes = 2048) =>
  new File(['%'.repeat(bytes)], name, { type });

async function openApplyPage(job?: PublicJob) {
  const fetchMock = stubJob(job);
  const view = renderApp('/apply/7');
  await screen.findByRole('heading', { name: 'Data Analyst', level: 1 });
  return { ...view, fetchMock, form: screen.getByRole('form', { name: 'Application' }) };
}

type Page = Awaited<ReturnType<typeof openApplyPage>>;

/** Fills the required fields (and one optional) as an applicant would. */
async function fillValidApplication({ user }: Page) {
  await user.type(screen.getByRole('textbox', { name: 'Full name' }), '  Ada Lovelace ');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Ada@Example.com');
  await user.type(screen.getByRole('textbox', { name: 'LinkedIn profile' }), 'linkedin.com/in/ada');
  await user.upload(screen.getByLabelText('CV'), cvFile());
  await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the privacy notice' }));
}

describe('the apply page', () => {
  it("shows the job's title, facts, description and skills, then the form", async () => {
    await openApplyPage(
      buildPublicJob({
        salary: { min: 55000, max: 70000, currency: 'GBP' },
        remote: true,
        location: 'Remote (UK)',
      }),
    );

    expect(
      screen.getByText('Turn trial data into decisions that reach patients sooner.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Analytics')).toBeInTheDocument();
    expect(screen.getByText('Remote (UK)')).toBeInTheDocument();
    expect(screen.getByText('Full-time')).toBeInTheDocument();
    expect(screen.getByText('Remote')).toBeInTheDocument();
    expect(screen.getByText('£55,000 – £70,000')).toBeInTheDocument();
    expect(screen.getByText('Experience: 3-5 years')).toBeInTheDocument();
    expect(screen.getByText('Posted Mar 3, 2026')).toBeInTheDocument();
    // the description's HTML is drawn as HTML
    expect(screen.getByRole('heading', { name: 'What you will do' })).toBeInTheDocument();
    expect(screen.getByText('Model trial data').tagName).toBe('LI');
    expect(
      within(screen.getByRole('list', { name: 'Required skills' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(within(screen.getByRole('list', { name: 'Nice to have' })).getByText('dbt')).toBeInTheDocument();

    for (const name of ['Full name', 'Email', 'Phone', 'Location', 'LinkedIn profile', 'Cover letter']) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('CV')).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText('CV')).toHaveAttribute('accept', expect.stringContaining('.docx'));
    expect(
      screen.getByRole('checkbox', { name: 'I have read and accept the privacy notice' }),
    ).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeEnabled();
    await waitFor(() => expect(document.title).toBe('Data Analyst · Meridian careers'));
  });

  it('shows no salary when the job does not publish one', async () => {
    await openApplyPage(buildPublicJob({ salary: null }));
    expect(screen.queryByText('Salary:')).not.toBeInTheDocument();
  });

  it('refuses an empty form with the contract messages, sends nothing and focuses the first field', async () => {
    const calls = stubUploads(() => ({ status: 201, body: {} }));
    const { user } = await openApplyPage();

    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    const fullName = screen.getByRole('textbox', { name: 'Full name' });
    await waitFor(() => expect(fullName).toHaveAccessibleDescription(CANDIDATE_MESSAGES.fullNameRequired));
    expect(fullName).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      CAREERS_MESSAGES.emailRequired,
    );
    expect(screen.getByLabelText('CV')).toHaveAccessibleDescription(CAREERS_MESSAGES.cvRequired);
    expect(screen.getByRole('checkbox', { name: /accept the privacy notice/ })).toHaveAccessibleDescription(
      CAREERS_MESSAGES.consentRequired,
    );
    expect(calls).toHaveLength(0);
  });

  it('refuses a malformed e-mail address and focuses it when the rest is right', async () => {
    const calls = stubUploads(() => ({ status: 201, body: {} }));
    const page = await openApplyPage();
    await fillValidApplication(page);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await page.user.clear(email);
    await page.user.type(email, 'ada-at-example');

    await page.user.click(screen.getByRole('button', { name: 'Submit application' }));

    await waitFor(() => expect(email).toHaveAccessibleDescription(CANDIDATE_MESSAGES.emailInvalid));
    expect(email).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('refuses a CV of another type and one over 10 MB with the server messages, and shows a good one', async () => {
    await openApplyPage();
    // a file picker's "All files" choice lets anything through the input's `accept`
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('CV');

    await user.upload(input, cvFile('portrait.png', 'image/png'));
    expect(await screen.findByText(CAREERS_MESSAGES.cvType)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(CAREERS_MESSAGES.cvType);

    const huge = cvFile('huge-cv.pdf');
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, huge);
    expect(await screen.findByText(DOCUMENT_MESSAGES.tooLarge)).toBeInTheDocument();
    expect(screen.queryByText('huge-cv.pdf')).not.toBeInTheDocument();

    await user.upload(input, cvFile('ada-lovelace-cv.docx', '', 3 * 1024));
    expect(screen.getByText('ada-lovelace-cv.docx')).toBeInTheDocument();
    expect(screen.getByText('3 KB')).toBeInTheDocument();
    expect(screen.queryByText(DOCUMENT_MESSAGES.tooLarge)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove ada-lovelace-cv.docx' }));
    expect(screen.queryByText('ada-lovelace-cv.docx')).not.toBeInTheDocument();
  });

  it('takes a CV dropped on the drop area', async () => {
    await openApplyPage();
    const area = screen.getByText('Choose a file or drag it here');
    const drop = createEvent.drop(area);
    Object.defineProperty(drop, 'dataTransfer', {
      value: { files: [cvFile('dropped-cv.txt', 'text/plain')] },
    });
    fireEvent(area, drop);

    expect(await screen.findByText('dropped-cv.txt')).toBeInTheDocument();
  });

  it('opens the privacy notice, and accepting it there ticks the consent box', async () => {
    const { user } = await openApplyPage();

    await user.click(screen.getByRole('button', { name: 'Read the privacy notice' }));
    const dialog = await screen.findByRole('dialog', { name: PRIVACY_NOTICE.title });
    for (const paragraph of PRIVACY_NOTICE.paragraphs) {
      expect(within(dialog).getByText(paragraph)).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: 'I accept' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I have read and accept the privacy notice' })).toBeChecked();
  });

  it('counts the cover letter against its limit', async () => {
    const { user } = await openApplyPage();
    await user.type(screen.getByRole('textbox', { name: 'Cover letter' }), 'Hello');
    expect(screen.getByText('5 / 10,000')).toBeInTheDocument();
  });

  it('sends the contract fields, an empty honeypot and the CV, then shows the confirmation', async () => {
    const calls = stubUploads(() => ({
      status: 201,
      body: { status: 'received', message: CAREERS_MESSAGES.received('Data Analyst') },
    }));
    const page = await openApplyPage();
    await fillValidApplication(page);
    await page.user.type(screen.getByRole('textbox', { name: 'Cover letter' }), 'I love data.');

    await page.user.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByRole('heading', { name: 'Application sent' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(CAREERS_MESSAGES.received('Data Analyst'));
    expect(screen.getByRole('link', { name: 'See other open positions' })).toHaveAttribute(
      'href',
      '/careers',
    );
    expect(page.router.state.location.pathname).toBe('/apply/7/submitted');
    await waitFor(() => expect(document.title).toBe('Application sent · Meridian careers'));

    expect(calls).toHaveLength(1);
    const { url, form } = calls[0]!;
    expect(url).toBe('/api/v1/public/jobs/7/apply/');
    const fields = Object.fromEntries([...form.entries()].filter(([name]) => name !== 'cv'));
    expect(fields).toEqual({
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '',
      location: '',
      linkedin_url: 'https://linkedin.com/in/ada',
      cover_letter: 'I love data.',
      privacy_consent: 'true',
      privacy_notice_version: PRIVACY_NOTICE.version,
      website: '',
    });
    expect(form.getAll('cv')).toHaveLength(1);
    expect((form.get('cv') as File).name).toBe('ada-lovelace-cv.pdf');
  });

  it('tells an applicant who had already applied so, kindly', async () => {
    stubUploads(() => ({
      status: 200,
      body: { status: 'already_applied', message: CAREERS_MESSAGES.alreadyApplied('Data Analyst') },
    }));
    const page = await openApplyPage();
    await fillValidApplication(page);
    await page.user.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByRole('heading', { name: 'You have already applied' })).toBeInTheDocument();
    expect(screen.getByText(CAREERS_MESSAGES.alreadyApplied('Data Analyst'))).toBeInTheDocument();
  });

  it("shows the server's field messages under their fields and the others above the button", async () => {
    stubUploads(() => ({
      status: 400,
      body: {
        email: [CANDIDATE_MESSAGES.emailInvalid],
        cv: [DOCUMENT_MESSAGES.tooSmall],
        non_field_errors: ['Something about the whole form'],
      },
    }));
    const page = await openApplyPage();
    await fillValidApplication(page);
    await page.user.click(screen.getByRole('button', { name: 'Submit application' }));

    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(CANDIDATE_MESSAGES.emailInvalid));
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('CV')).toHaveAccessibleDescription(DOCUMENT_MESSAGES.tooSmall);
    expect(within(page.form).getByRole('alert')).toHaveTextContent('Something about the whole form');
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeEnabled();
  });

  it.each<[string, XhrAnswer, string]>([
    [
      'the job closed meanwhile',
      { status: 409, body: { detail: CAREERS_MESSAGES.closed } },
      CAREERS_MESSAGES.closed,
    ],
    [
      'the file is too large',
      { status: 413, body: { detail: DOCUMENT_MESSAGES.tooLarge } },
      DOCUMENT_MESSAGES.tooLarge,
    ],
    [
      'too many applications came from the address',
      { status: 429, body: { detail: CAREERS_MESSAGES.rateLimited } },
      CAREERS_MESSAGES.rateLimited,
    ],
  ])('says so above the button when %s', async (_, answer, message) => {
    stubUploads(() => answer);
    const page = await openApplyPage();
    await fillValidApplication(page);
    await page.user.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await within(page.form).findByRole('alert')).toHaveTextContent(message);
    expect(page.router.state.location.pathname).toBe('/apply/7');
  });

  it('offers the open positions when the job closed while the applicant filled in the form', async () => {
    stubUploads(() => ({ status: 409, body: { detail: CAREERS_MESSAGES.closed } }));
    const page = await openApplyPage();
    await fillValidApplication(page);
    await page.user.click(screen.getByRole('button', { name: 'Submit application' }));

    const alert = await within(page.form).findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'See the open positions' })).toHaveAttribute(
      'href',
      '/careers',
    );
  });

  it('shows upload progress and a disabled "Submitting..." button while it sends', async () => {
    const upload = controlledUpload();
    const page = await openApplyPage();
    await fillValidApplication(page);
    await page.user.click(screen.getByRole('button', { name: 'Submit application' }));

    await waitFor(() => expect(upload.sent).toBe(true));
    upload.progress(0.4);
    const bar = await screen.findByRole('progressbar', { name: 'Sending your application' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByRole('button', { name: /Submitting/ })).toBeDisabled();

    upload.answer({ status: 201, body: { status: 'received', message: 'Thank you' } });
    expect(await screen.findByRole('heading', { name: 'Application sent' })).toBeInTheDocument();
  });

  it('keeps the honeypot out of reach: no label, no role, no tab stop, no autofill', async () => {
    const { form } = await openApplyPage();

    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByLabelText(/website/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /website/i })).not.toBeInTheDocument();
    expect(within(form).getAllByRole('textbox')).not.toContain(honeypot);
  });
});

describe('a job that takes no applications', () => {
  it('shows the job with the notice and a way to the open positions, and no form', async () => {
    stubJob(buildPublicJob({ accepting_applications: false, closes_on: '2026-03-31' }));
    renderApp('/apply/7');

    expect(await screen.findByRole('heading', { name: 'Data Analyst', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(CAREERS_MESSAGES.closed);
    expect(screen.getByRole('link', { name: 'See the positions that are open' })).toHaveAttribute(
      'href',
      '/careers',
    );
    expect(screen.getByText('Model trial data')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Full name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit application' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Applications close/)).not.toBeInTheDocument();
  });
});

describe('an unknown job', () => {
  it('says the job was not found and links to the open positions', async () => {
    stubJob(jsonResponse({ detail: CAREERS_MESSAGES.jobNotFound }, 404));
    renderApp('/apply/7');

    expect(await screen.findByText("We couldn't find this job")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the open positions' })).toHaveAttribute('href', '/careers');
    await waitFor(() => expect(document.title).toBe('Job not found · Meridian careers'));
  });

  it('does not ask the server about an address no job can have', async () => {
    const fetchMock = stubApi({});
    renderApp('/apply/not-a-job');

    expect(await screen.findByText("We couldn't find this job")).toBeInTheDocument();
    expect(requestsMade(fetchMock)).toEqual([]);
  });

  it('offers Retry when the job could not be loaded', async () => {
    stubJob(jsonResponse({ detail: 'Service unavailable' }, 503));
    renderApp('/apply/7');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load this job");
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('the confirmation address', () => {
  it("opened without an application (typed or shared) goes to the job's page", async () => {
    stubJob();
    const { router } = renderApp('/apply/7/submitted');

    expect(await screen.findByRole('heading', { name: 'Data Analyst', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/apply/7');
  });
});

/** An upload whose progress and answer the test gives, one step at a time. */
function controlledUpload() {
  const control = {
    sent: false,
    progress: (_fraction: number) => {},
    answer: (_answer: XhrAnswer) => {},
  };
  class ControlledXhr {
    status = 0;
    responseText = '';
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send() {
      control.sent = true;
      control.progress = (fraction) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 100, total: 100 });
      control.answer = ({ status, body }) => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      };
    }
  }
  vi.stubGlobal('XMLHttpRequest', ControlledXhr);
  return control;
}
