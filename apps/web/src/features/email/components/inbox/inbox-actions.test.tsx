import { INBOX_MESSAGES, QUICK_REPLIES } from '@shortlist/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/api-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { emailKeys } from '../../api/email-keys.ts';
import { buildIncomingEmailDetail, inboxPageOf } from '../../test/inbox-fixtures.ts';
import { ada, alan, cardOf, grace, stubInbox, unknown } from '../../test/inbox-scenario.ts';

describe('what a recruiter does with a received e-mail', () => {
  it('creates a candidate for the chosen suggested job and links to them', async () => {
    const { posted } = stubInbox();
    const { user, router } = renderApp('/email');
    const card = await cardOf('Application: Frontend Engineer');
    await user.click(card.getByRole('button', { name: 'Create' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Create candidate' }));
    expect(dialog.getByRole('radio', { name: /Frontend Engineer/ })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Create candidate' }));

    await waitFor(() =>
      expect(posted).toEqual([{ path: '/email-ingestion/emails/1/create-candidate/', body: { job_id: 5 } }]),
    );
    expect(
      await screen.findByText('Ada Lovelace added as a candidate for Frontend Engineer'),
    ).toBeInTheDocument();
    // sonner's toast wants pointer capture, which jsdom lacks: a plain click
    fireEvent.click(screen.getByRole('button', { name: 'View candidate' }));
    expect(router.state.location.pathname).toBe('/candidates/41');
  });

  it("shows the server's reason at the top when a candidate cannot be made", async () => {
    stubInbox({
      'POST /email-ingestion/emails/1/create-candidate/': () =>
        jsonResponse({ non_field_errors: [INBOX_MESSAGES.needsNameAndEmail] }, 400),
    });
    const { user } = renderApp('/email');
    await user.click(
      (await cardOf('Application: Frontend Engineer')).getByRole('button', { name: 'Create' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Create candidate' }));
    await user.click(dialog.getByRole('radio', { name: /No job for now/ }));
    await user.click(dialog.getByRole('button', { name: 'Create candidate' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(INBOX_MESSAGES.needsNameAndEmail);
  });

  it('archives the selected e-mails in one call', async () => {
    const { posted } = stubInbox();
    const { user } = renderApp('/email');
    await user.click((await cardOf('Application: Frontend Engineer')).getByRole('checkbox'));
    await user.click((await cardOf('Hello')).getByRole('checkbox'));
    const bar = within(screen.getByRole('toolbar', { name: 'Selected e-mails' }));
    expect(bar.getByText('2 selected')).toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(posted).toEqual([{ path: '/email-ingestion/emails/archive/', body: { ids: [1, 3] } }]),
    );
    expect(await screen.findByText('2 e-mails archived')).toBeInTheDocument();
    expect(bar.getByText('None selected')).toBeInTheDocument();
  });

  it('archives one e-mail, and Undo puts it back in the inbox', async () => {
    const { posted } = stubInbox({
      'PATCH /email-ingestion/emails/3/': (request) =>
        jsonResponse({ ...unknown, status: (request.body as { status: string }).status }),
    });
    const { user } = renderApp('/email');
    await user.click((await cardOf('Hello')).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('E-mail archived')).toBeInTheDocument();
    // sonner's toast wants pointer capture, which jsdom lacks: a plain click
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('E-mail moved back to the inbox')).toBeInTheDocument();
    expect(posted).toEqual([
      { path: '/email-ingestion/emails/3/', body: { status: 'archived' } },
      { path: '/email-ingestion/emails/3/', body: { status: 'unread' } },
    ]);
  });

  it("confirms the archive when the e-mail's own event took its card away before the response", async () => {
    let shown = [ada, grace, unknown];
    let respond: (() => void) | undefined;
    stubInbox({
      'GET /email-ingestion/inbox/': () => jsonResponse(inboxPageOf(shown)),
      'PATCH /email-ingestion/emails/3/': () => {
        shown = [ada, grace];
        return new Promise<Response>((resolve) => {
          respond = () => resolve(jsonResponse({ ...unknown, status: 'archived' }));
        });
      },
    });
    const { user, queryClient } = renderApp('/email');
    const card = await cardOf('Hello');
    await user.click(card.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(respond).toBeDefined());

    // the live update's refetch, as the server's event for the change would start it
    await act(() => queryClient.invalidateQueries({ queryKey: emailKeys.inbox() }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Hello' })).not.toBeInTheDocument());
    act(() => respond!());
    expect(await screen.findByText('E-mail archived')).toBeInTheDocument();
  });

  it('creates profiles one at a time with progress, then says what was created and what was skipped', async () => {
    let releaseFirst: () => void = () => {};
    const firstDone = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const { posted } = stubInbox({
      'GET /email-ingestion/inbox/': () => jsonResponse(inboxPageOf([ada, grace, unknown, alan])),
      'POST /email-ingestion/emails/1/create-candidate/': async () => {
        await firstDone;
        return jsonResponse({ candidate_id: 41, application_id: 77, email: ada }, 201);
      },
    });
    const { user } = renderApp('/email');
    await cardOf('Hello');
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Create Profiles' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Create Profiles' }));
    expect(dialog.getByText('2 of the 4 selected e-mails can become candidates.')).toBeInTheDocument();
    const toSkip = within(dialog.getByRole('region', { name: 'Will be skipped' }));
    expect(toSkip.getByText(/Matches Grace Hopper: attach it instead/)).toBeInTheDocument();
    expect(toSkip.getByText(/No name or e-mail address found/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Create 2 profiles' }));

    expect(await dialog.findByText('Creating 1 of 2…')).toBeInTheDocument();
    expect(dialog.getByRole('progressbar', { name: 'Creating profiles' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    releaseFirst();

    expect(await dialog.findByText('2 profiles created, 2 skipped.')).toBeInTheDocument();
    expect(posted.filter((call) => call.body).map((call) => [call.path, call.body])).toEqual([
      ['/email-ingestion/emails/1/create-candidate/', { job_id: 5 }],
      ['/email-ingestion/emails/6/create-candidate/', { job_id: null }],
    ]);
    const created = within(dialog.getByRole('region', { name: 'Created' }));
    expect(created.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/candidates/41');
    expect(created.getByText(/Applied to Frontend Engineer/)).toBeInTheDocument();
    const skipped = within(dialog.getByRole('region', { name: 'Skipped' }));
    expect(skipped.getByText('someone@example.org')).toBeInTheDocument();
  });

  it('keeps going when one profile fails and reports why', async () => {
    stubInbox({
      'GET /email-ingestion/inbox/': () => jsonResponse(inboxPageOf([ada, grace, unknown, alan])),
      'POST /email-ingestion/emails/1/create-candidate/': () =>
        jsonResponse({ detail: INBOX_MESSAGES.alreadyCandidate }, 409),
    });
    const { user } = renderApp('/email');
    await cardOf('Hello');
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Create Profiles' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Profiles' }));
    await user.click(dialog.getByRole('button', { name: 'Create 2 profiles' }));
    expect(await dialog.findByText('1 profile created, 2 skipped, 1 failed.')).toBeInTheDocument();
    const failed = within(dialog.getByRole('region', { name: 'Failed' }));
    expect(failed.getByText(new RegExp(INBOX_MESSAGES.alreadyCandidate))).toBeInTheDocument();
  });

  it('sends the chosen quick reply as it stands', async () => {
    const { posted } = stubInbox();
    const { user } = renderApp('/email');
    await user.click((await cardOf('Application: Frontend Engineer')).getByRole('button', { name: 'Reply' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Quick Reply Templates' }));
    expect(dialog.getAllByRole('radio')).toHaveLength(4);
    expect(dialog.getByRole('button', { name: 'Send Reply' })).toBeDisabled();

    await user.click(dialog.getByRole('radio', { name: 'Schedule Interview' }));
    expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(
      QUICK_REPLIES.schedule_interview.text,
    );
    await user.click(dialog.getByRole('button', { name: 'Send Reply' }));

    await waitFor(() =>
      expect(posted).toEqual([
        { path: '/email-ingestion/emails/1/reply/', body: { quick_reply: 'schedule_interview' } },
      ]),
    );
    expect(await screen.findByText('Reply to ada@example.com sent')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Quick Reply Templates' })).not.toBeInTheDocument();
  });

  it('sends an edited quick reply with its new text', async () => {
    const { posted } = stubInbox();
    const { user } = renderApp('/email');
    await user.click((await cardOf('Application: Frontend Engineer')).getByRole('button', { name: 'Reply' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Quick Reply Templates' }));
    await user.click(dialog.getByRole('radio', { name: 'Position Filled' }));
    await user.type(dialog.getByRole('textbox', { name: 'Message' }), ' Best wishes.');
    await user.click(dialog.getByRole('button', { name: 'Send Reply' }));
    await waitFor(() =>
      expect(posted[0]?.body).toEqual({
        quick_reply: 'position_filled',
        message: `${QUICK_REPLIES.position_filled.text} Best wishes.`,
      }),
    );
  });

  it("forwards an e-mail and puts the server's field error under the field", async () => {
    let attempts = 0;
    const { posted } = stubInbox({
      'POST /email-ingestion/emails/2/forward/': () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ to: ['That address refuses mail.'] }, 400)
          : jsonResponse({ email_id: 301, delivery_status: 'held', message: 'Held' }, 201);
      },
    });
    const { user } = renderApp('/email');
    await user.click((await cardOf('Re: Platform Engineer')).getByRole('button', { name: 'Forward' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Forward Email' }));

    await user.click(dialog.getByRole('button', { name: 'Forward Email' }));
    expect(await dialog.findByText('Recipient is required')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.type(dialog.getByLabelText('Forward to'), 'harper@meridian.example');
    await user.type(dialog.getByLabelText('Message (optional)'), 'Worth a look');
    await user.click(dialog.getByRole('button', { name: 'Forward Email' }));
    expect(await dialog.findByText('That address refuses mail.')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Forward Email' }));
    expect(
      await screen.findByText('Forward to harper@meridian.example saved in the Outbox'),
    ).toBeInTheDocument();
    expect(posted.at(-1)).toEqual({
      path: '/email-ingestion/emails/2/forward/',
      body: { to: 'harper@meridian.example', message: 'Worth a look' },
    });
  });

  it('opens an e-mail with its body, attachments, audit trail, confidence and delivery', async () => {
    stubInbox({
      'GET /email-ingestion/emails/1/': () =>
        jsonResponse(
          buildIncomingEmailDetail(
            {
              ...ada,
              attachments: [
                ...ada.attachments,
                {
                  index: 2,
                  filename: 'portfolio.zip',
                  content_type: 'application/zip',
                  size: 3_500_000,
                  is_cv: false,
                  warning: 'Larger than 10 MB: not kept.',
                  kept: false,
                },
              ],
            },
            {
              body_html: '<p>Dear <b>hiring team</b></p>',
              audit_trail: [
                {
                  action: 'Received',
                  user: null,
                  timestamp: '2026-03-14T09:30:00Z',
                  details: 'Through IMAP',
                },
                {
                  action: 'Forwarded',
                  user: 'Riley Morgan',
                  timestamp: '2026-03-14T10:00:00Z',
                  details: 'To x',
                },
              ],
            },
          ),
        ),
    });
    const { user } = renderApp('/email');
    await user.click((await cardOf('Application: Frontend Engineer')).getByRole('button', { name: 'View' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'E-mail details' }));
    expect(await dialog.findByRole('region', { name: 'Message body' })).toHaveTextContent(
      'Please find my CV',
    );
    expect(dialog.getByText('Confidence').nextSibling).toHaveTextContent('92%');
    expect(dialog.getByText('Delivery').nextSibling).toHaveTextContent('Received');

    const attachments = within(dialog.getByRole('region', { name: 'Attachments' }));
    expect(attachments.getByText('ada-cv.pdf')).toBeInTheDocument();
    expect(attachments.getByText('CV')).toBeInTheDocument();
    expect(attachments.getByText('3.3 MB · application/zip')).toBeInTheDocument();
    expect(attachments.getByText('Larger than 10 MB: not kept.')).toBeInTheDocument();
    // a kept file can be downloaded; one that was not kept cannot
    expect(attachments.getByRole('button', { name: 'Download ada-cv.pdf' })).toBeInTheDocument();
    expect(attachments.queryByRole('button', { name: 'Download portfolio.zip' })).toBeNull();

    const trail = within(dialog.getByRole('region', { name: 'Audit trail' }));
    expect(trail.getByText(/· System$/)).toBeInTheDocument();
    expect(trail.getByText(/· Riley Morgan$/)).toBeInTheDocument();

    // the HTML part only ever renders inside a frame with every sandbox restriction on
    await user.click(dialog.getByRole('button', { name: 'Formatted' }));
    const frame = dialog.getByTitle('Formatted message');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Dear <b>hiring team</b></p>');
  });
});
