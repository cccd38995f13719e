import { CAREERS_ADDRESS, COMPANY_NAME, EMAIL_MESSAGES } from '@shortlist/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type StubRequest, stubApi } from '../../../../test/api-stub.ts';
import { buildEmailTemplate } from '../../../../test/email-fixtures.ts';
import { pageOf } from '../../../../test/fixtures.ts';
import { renderComponent } from '../../../../test/render-component.tsx';
import { ComposeEmailDialog } from './compose-email-dialog.tsx';

const invite = buildEmailTemplate({ id: 1, name: 'Interview invite', is_default: true });
const rejection = buildEmailTemplate({
  id: 2,
  name: 'Regretful no',
  type: 'rejection',
  subject: 'Your application to {{company_name}}',
  body: 'Dear {{candidate_name}}, thank you.',
  job_specific: true,
  job_id: 5,
  job_title: 'Frontend Engineer',
});

const ada = {
  to: 'ada@example.com',
  applicationId: 11,
  candidateName: 'Ada Lovelace',
  jobTitle: 'Frontend Engineer',
};

function stubCompose(send: (request: StubRequest) => Response = () => jsonResponse(sent('queued'), 201)) {
  const sends: unknown[] = [];
  stubApi({
    'GET /email-ingestion/templates/': pageOf([invite, rejection]),
    'POST /email-ingestion/send/': (request) => {
      sends.push(request.body);
      return send(request);
    },
  });
  return sends;
}

const sent = (delivery_status: 'queued' | 'held') => ({ email_id: 77, delivery_status, message: 'ok' });

function open(prefill = {}, onOpenChange = vi.fn()) {
  const view = renderComponent(<ComposeEmailDialog open onOpenChange={onOpenChange} prefill={prefill} />);
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Send Email' }), onOpenChange };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('compose e-mail dialog', () => {
  it('keeps Send Email disabled until a template is chosen and a recipient given', async () => {
    stubCompose();
    const { user, dialog } = open({ jobTitle: 'Frontend Engineer' });
    const sendButton = within(dialog).getByRole('button', { name: 'Send Email' });
    expect(sendButton).toBeDisabled();

    await user.click(await within(dialog).findByRole('radio', { name: /Interview invite/ }));
    expect(sendButton).toBeDisabled();

    await user.type(within(dialog).getByRole('textbox', { name: 'To' }), 'grace@navy.mil');
    expect(sendButton).toBeEnabled();

    await user.clear(within(dialog).getByRole('textbox', { name: 'To' }));
    expect(sendButton).toBeDisabled();
  });

  it('groups the templates by type and notes the job-specific one', async () => {
    stubCompose();
    const { dialog } = open(ada);
    const rejections = await within(dialog).findByRole('group', { name: 'Rejection' });
    expect(within(rejections).getByRole('radio', { name: /Regretful no/ })).toBeInTheDocument();
    expect(within(rejections).getByText(/For this job/)).toBeInTheDocument();
    const invites = within(dialog).getByRole('group', { name: 'Interview Invitation' });
    expect(within(invites).getByText('Default')).toBeInTheDocument();
  });

  it("starts the variables with the candidate's name, the job title and the company, and previews the mail", async () => {
    stubCompose();
    const { user, dialog } = open(ada);
    await user.click(await within(dialog).findByRole('radio', { name: /Interview invite/ }));

    expect(within(dialog).getByRole('textbox', { name: 'Candidate name' })).toHaveValue('Ada Lovelace');
    expect(within(dialog).getByRole('textbox', { name: 'Job title' })).toHaveValue('Frontend Engineer');
    expect(within(dialog).getByRole('textbox', { name: 'Company name' })).toHaveValue(COMPANY_NAME);
    expect(within(dialog).getByRole('textbox', { name: 'Interview date' })).toHaveValue('');

    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent(`From:${CAREERS_ADDRESS}`);
    expect(preview).toHaveTextContent('To:ada@example.com');
    expect(preview).toHaveTextContent('Subject:Interview for Frontend Engineer');
    // an empty variable stays as written, so the gap shows
    expect(preview).toHaveTextContent('meet you on {{interview_date}}');

    await user.type(within(dialog).getByRole('textbox', { name: 'Interview date' }), 'Monday 10:00');
    expect(preview).toHaveTextContent('meet you on Monday 10:00');
  });

  it('shows the template subject read-only, and sends a subject only while "Custom subject" is ticked', async () => {
    const sends = stubCompose(() =>
      sends.length === 1 ? jsonResponse({ variables: ['x'] }, 400) : jsonResponse(sent('queued'), 201),
    );
    const { user, dialog } = open(ada);
    await user.click(await within(dialog).findByRole('radio', { name: /Interview invite/ }));
    const subject = within(dialog).getByRole('textbox', { name: 'Subject' });
    expect(subject).toHaveAttribute('readonly');
    expect(subject).toHaveValue('Interview for Frontend Engineer');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Custom subject' }));
    expect(subject).not.toHaveAttribute('readonly');
    await user.clear(subject);
    await user.type(subject, 'A quick hello');
    expect(within(dialog).getByRole('region', { name: 'Preview' })).toHaveTextContent(
      'Subject:A quick hello',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    expect(sends[0]).toEqual({
      to: 'ada@example.com',
      template_type: 'interview_invitation',
      template_id: 1,
      application_id: 11,
      subject: 'A quick hello',
      variables: {
        job_title: 'Frontend Engineer',
        candidate_name: 'Ada Lovelace',
        company_name: COMPANY_NAME,
      },
    });

    // unticked, the typed subject is kept but not sent
    const custom = within(dialog).getByRole('checkbox', { name: 'Custom subject' });
    await user.click(custom);
    expect(subject).toHaveValue('Interview for Frontend Engineer');
    await user.click(custom);
    expect(subject).toHaveValue('A quick hello');
    await user.click(custom);
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    expect(sends[1]).not.toHaveProperty('subject');
  });

  it("puts a 400's field message next to its field, says the send failed, and keeps what was typed", async () => {
    stubCompose(() =>
      jsonResponse({ variables: [EMAIL_MESSAGES.missingVariables(['interview_date'])] }, 400),
    );
    const { user, dialog } = open(ada);
    await user.click(await within(dialog).findByRole('radio', { name: /Interview invite/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Company name' }), ' Ltd');
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));

    expect(await within(dialog).findByText('Fill in every variable: interview_date')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(EMAIL_MESSAGES.sendFailed);
    expect(within(dialog).getByRole('textbox', { name: 'To' })).toHaveValue('ada@example.com');
    expect(within(dialog).getByRole('textbox', { name: 'Company name' })).toHaveValue(`${COMPANY_NAME} Ltd`);
    expect(within(dialog).getByRole('radio', { name: /Interview invite/ })).toBeChecked();
  });

  it('checks the address with the shared schema before sending', async () => {
    const sends = stubCompose();
    const { user, dialog } = open({});
    await user.click(await within(dialog).findByRole('radio', { name: /Interview invite/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'To' }), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));

    expect(within(dialog).getByText(EMAIL_MESSAGES.recipientInvalid)).toBeInTheDocument();
    expect(sends).toEqual([]);
  });

  it('shows "Email Sent Successfully!" with the recipient, then closes after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubCompose(() => jsonResponse(sent('queued'), 201));
    const { dialog, onOpenChange } = open(ada);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await within(dialog).findByRole('radio', { name: /Interview invite/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));

    const panel = await within(dialog).findByRole('status');
    expect(panel).toHaveTextContent(EMAIL_MESSAGES.sent);
    expect(panel).toHaveTextContent('The email has been sent to ada@example.com');
    act(() => vi.advanceTimersByTime(1500));
    expect(onOpenChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(600));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('says calmly that a held mail waits in the outbox while mail delivery is off', async () => {
    stubCompose(() => jsonResponse(sent('held'), 201));
    const { user, dialog } = open(ada);
    await user.click(await within(dialog).findByRole('radio', { name: /Interview invite/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));

    const panel = await within(dialog).findByRole('status');
    expect(panel).toHaveTextContent(EMAIL_MESSAGES.sent);
    expect(panel).toHaveTextContent('Your e-mail to ada@example.com is saved in the Outbox.');
    expect(panel).toHaveTextContent('Mail delivery is off');
  });
});
