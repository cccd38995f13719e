import { APPLICATION_MESSAGES } from '@shortlist/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestsMade, type StubRequest } from '../../../../test/api-stub.ts';
import { recruiterUser } from '../../../../test/fixtures.ts';
import { buildStatusResult, choose, pickReason, renderOutcomeMenu } from '../../test/outcome-scenario.tsx';

const STATUS_CALL = 'POST /applications/11/status/';

function renderRejecting(answer: (request: StubRequest) => Response) {
  const bodies: unknown[] = [];
  const view = renderOutcomeMenu({
    user: recruiterUser,
    canManageJob: true,
    routes: {
      [STATUS_CALL]: (request) => {
        bodies.push(request.body);
        return answer(request);
      },
      'POST /email-ingestion/emails/77/cancel/': () => jsonResponse({ id: 77, delivery_status: 'cancelled' }),
    },
  });
  return { ...view, bodies };
}

const rejected = () =>
  jsonResponse(
    buildStatusResult(
      { status: 'rejected' },
      { scheduled_email: { id: 77, send_at: new Date(Date.now() + 4 * 3_600_000).toISOString() } },
    ),
  );

describe('outcome dialog', () => {
  it('refuses to reject without a reason, and without words when the reason is Other', async () => {
    const { user, bodies } = renderRejecting(rejected);
    const dialog = within(await choose(user, 'Reject'));
    expect(dialog.getByRole('heading', { name: 'Reject Ada Lovelace' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(dialog.getByText(APPLICATION_MESSAGES.reasonRequired)).toBeInTheDocument();

    await pickReason(user, 'Other');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(dialog.getByText(APPLICATION_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(dialog.getByRole('textbox', { name: 'Say why' }), '  Moved to a sister team  ');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Ada Lovelace rejected')).toBeInTheDocument();
    expect(bodies).toEqual([{ status: 'rejected', reason: 'Moved to a sister team', notify: true }]);
  });

  it('gives the focus back to the Decide button when closed on Escape (its menu item is gone)', async () => {
    const { user } = renderRejecting(rejected);
    await choose(user, 'Reject');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Decide on Ada Lovelace' })).toHaveFocus());
  });

  it("shows the server's field errors under their fields and a refusal above the form, keeping the choices", async () => {
    const answers = [
      jsonResponse(
        { reason: [APPLICATION_MESSAGES.reasonTooLong], notify: [APPLICATION_MESSAGES.noEmailAddress] },
        400,
      ),
      jsonResponse({ detail: APPLICATION_MESSAGES.cannotManage }, 403),
    ];
    const { user } = renderRejecting(() => answers.shift() as Response);
    const dialog = within(await choose(user, 'Reject'));
    await pickReason(user, 'Not enough experience');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText(APPLICATION_MESSAGES.reasonTooLong)).toBeInTheDocument();
    expect(dialog.getByText(APPLICATION_MESSAGES.noEmailAddress)).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'Reason' })).toHaveTextContent('Not enough experience');

    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(APPLICATION_MESSAGES.cannotManage);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'Reason' })).toHaveTextContent('Not enough experience');
  });

  it('rejects with the rejection e-mail scheduled, and the toast cancels the e-mail', async () => {
    const { user, bodies, fetchMock } = renderRejecting(rejected);
    const dialog = within(await choose(user, 'Reject'));
    expect(
      dialog.getByRole('checkbox', { name: /Send the rejection e-mail \(goes in 4 hours/ }),
    ).toBeChecked();
    await pickReason(user, 'Not enough experience');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Ada Lovelace rejected')).toBeInTheDocument();
    expect(bodies).toEqual([{ status: 'rejected', reason: 'Not enough experience', notify: true }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(/^The rejection e-mail goes (at|on) /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel e-mail' }));
    expect(await screen.findByText('Rejection e-mail cancelled: it will not be sent.')).toBeInTheDocument();
    expect(requestsMade(fetchMock)).toContain('POST /email-ingestion/emails/77/cancel/');
  });

  it('sends no e-mail to a candidate without an address', async () => {
    const { user } = renderOutcomeMenu({
      user: recruiterUser,
      canManageJob: true,
      application: { candidate: { id: 1, full_name: 'Ada Lovelace', email: null } },
    });
    const dialog = within(await choose(user, 'Reject'));
    const notify = dialog.getByRole('checkbox', { name: /Send the rejection e-mail/ });
    expect(notify).not.toBeChecked();
    expect(notify).toBeDisabled();
    expect(dialog.getByText(APPLICATION_MESSAGES.noEmailAddress)).toBeInTheDocument();
  });
});
