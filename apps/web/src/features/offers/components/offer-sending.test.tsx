import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestsMade } from '../../../test/api-stub.ts';
import { adminUser, recruiterUser } from '../../../test/fixtures.ts';
import { offerKeys } from '../api/get-offers.ts';
import { CLOSE_AFTER_SEND_MS, SENT_CONFIRMATION_MS } from '../lib/offer-draft.ts';
import {
  ALL_MET,
  buildOffer,
  buildOfferApplication,
  openedDialog,
  renderOfferScenario,
} from '../test/offer-scenario.tsx';
import { GenerateOfferLetterButton } from './generate-offer-letter-button.tsx';
import { OfferWorkspace } from './offer-workspace.tsx';

const ada = buildOfferApplication();
const approved = buildOffer({ status: 'approved', requirements: ALL_MET });
const sent = buildOffer({ status: 'sent', requirements: ALL_MET, sent_at: '2026-08-12T09:00:00Z' });
const sendRoute = { 'POST /offers/5/send/': () => jsonResponse(sent) };

describe('sending an offer', () => {
  it('confirms the send to the candidate and closes the dialog 2 s later (spec 02)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, refreshed } = renderOfferScenario({
      user: recruiterUser,
      offers: [approved],
      routes: sendRoute,
      fakeTimers: true,
      children: <GenerateOfferLetterButton application={ada} />,
    });
    await user.click(screen.getByRole('button', { name: 'Generate offer letter for Ada Lovelace' }));
    const dialog = within(await openedDialog());
    expect(dialog.queryByText(/Send Offer waits for/)).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send Offer' }));

    const panel = await dialog.findByRole('status');
    expect(panel).toHaveTextContent('Offer Letter Sent!');
    expect(panel).toHaveTextContent('The offer letter has been sent to ada@example.com');
    expect(within(panel).getByRole('button', { name: 'Create Another Offer' })).toBeInTheDocument();
    expect(refreshed).toHaveBeenCalledWith({
      type: 'offer.status_changed',
      job_id: 5,
      candidate_id: 1,
      application_id: 11,
    });
    act(() => vi.advanceTimersByTime(CLOSE_AFTER_SEND_MS - 100));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reverts the confirmation to the offer after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onClose = vi.fn();
    const { user } = renderOfferScenario({
      user: recruiterUser,
      offers: [approved],
      routes: sendRoute,
      fakeTimers: true,
      children: (
        <OfferWorkspace
          application={ada}
          offerId={5}
          onCreated={() => {}}
          onCreateAnother={() => {}}
          onClose={onClose}
        />
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Send Offer' }));
    expect(await screen.findByText('Offer Letter Sent!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(CLOSE_AFTER_SEND_MS));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Offer Letter Sent!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SENT_CONFIRMATION_MS - CLOSE_AFTER_SEND_MS));
    expect(screen.queryByText('Offer Letter Sent!')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Offer letter preview' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Record answer' })).toBeInTheDocument();
  });

  it('starts a new letter from "Create Another Offer" and keeps the dialog open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, fetchMock } = renderOfferScenario({
      user: adminUser,
      offers: [approved],
      routes: sendRoute,
      fakeTimers: true,
      children: <GenerateOfferLetterButton application={ada} />,
    });
    await user.click(screen.getByRole('button', { name: 'Generate offer letter for Ada Lovelace' }));
    const dialog = within(await openedDialog());
    await user.click(dialog.getByRole('button', { name: 'Send Offer' }));
    await user.click(await dialog.findByRole('button', { name: 'Create Another Offer' }));

    expect(dialog.getByLabelText('Candidate name')).toHaveValue('Ada Lovelace');
    expect(dialog.getByRole('button', { name: 'Save draft' })).toBeEnabled();
    act(() => vi.advanceTimersByTime(SENT_CONFIRMATION_MS));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(requestsMade(fetchMock).filter((call) => call === 'POST /offers/')).toEqual([]);
  });

  it("says why the server refused a send (409) and shows the offer's requirements as they now stand", async () => {
    const missing = 'The offer cannot be sent until it is approved: Bar raiser review.';
    // the bar raiser's approval was for an older version: it no longer counts
    const now = buildOffer({
      status: 'pending_approval',
      requirements: ALL_MET.map((requirement) =>
        requirement.key === 'bar_raiser' ? { ...requirement, met: false, detail: 'Waiting' } : requirement,
      ),
    });
    const answers = [approved, now];
    const { user } = renderOfferScenario({
      user: recruiterUser,
      offers: [approved],
      routes: {
        'GET /offers/5/': () => jsonResponse(answers.shift() ?? now),
        'POST /offers/5/send/': () => jsonResponse({ detail: missing }, 409),
      },
      children: <GenerateOfferLetterButton application={ada} />,
    });
    await user.click(screen.getByRole('button', { name: 'Generate offer letter for Ada Lovelace' }));
    const dialog = within(await openedDialog());
    await user.click(dialog.getByRole('button', { name: 'Send Offer' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(missing);
    expect(dialog.queryByText('Offer Letter Sent!')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Send Offer' })).toHaveAccessibleDescription(
        'Send Offer waits for: Bar raiser review',
      ),
    );
    expect(dialog.getByRole('button', { name: 'Send Offer' })).toBeDisabled();
  });
});

describe("recording the candidate's answer", () => {
  it('accepts and marks the application hired for someone who approves hires', async () => {
    const { user, refreshed, fetchMock } = renderOfferScenario({
      user: adminUser,
      offers: [sent],
      routes: { 'POST /offers/5/accept/': () => jsonResponse({ ...sent, status: 'accepted' }) },
      children: <GenerateOfferLetterButton application={ada} />,
    });
    await user.click(screen.getByRole('button', { name: 'Generate offer letter for Ada Lovelace' }));
    const answer = within(within(await openedDialog()).getByRole('region', { name: 'Record answer' }));
    await user.click(answer.getByRole('radio', { name: 'Accepted' }));
    expect(answer.getByRole('checkbox', { name: /Mark the application hired/ })).toBeChecked();
    await user.click(answer.getByRole('button', { name: 'Record answer' }));

    expect(await screen.findByText('Ada Lovelace accepted the offer')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/accept/'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ mark_hired: true });
    expect(refreshed).toHaveBeenCalledWith(expect.objectContaining({ type: 'application.status_changed' }));
    expect(screen.getByText('Accepted', { selector: 'span' })).toBeInTheDocument();
  });

  it("confirms the answer when the server's event shows the offer accepted before the answer's response", async () => {
    // accepting with the hire answers after the hire; the offer's own change is committed (and
    // heard live, so the offer refetches and the form leaves the dialog) before that
    const accepted = buildOffer({ status: 'accepted', requirements: ALL_MET });
    let current = sent;
    let answer: (() => void) | undefined;
    const { user, queryClient } = renderOfferScenario({
      user: adminUser,
      offers: [sent],
      routes: {
        'GET /offers/5/': () => jsonResponse(current),
        'POST /offers/5/accept/': () => {
          current = accepted;
          return new Promise<Response>((resolve) => {
            answer = () => resolve(jsonResponse(accepted));
          });
        },
      },
      children: <GenerateOfferLetterButton application={ada} />,
    });
    await user.click(screen.getByRole('button', { name: 'Generate offer letter for Ada Lovelace' }));
    const form = within(await openedDialog()).getByRole('region', { name: 'Record answer' });
    await user.click(within(form).getByRole('radio', { name: 'Accepted' }));
    await user.click(within(form).getByRole('button', { name: 'Record answer' }));
    await waitFor(() => expect(answer).toBeDefined());

    await act(() => queryClient.invalidateQueries({ queryKey: offerKeys.detail(5) }));
    await waitFor(() => expect(form).not.toBeInTheDocument());
    act(() => answer!());

    expect(await screen.findByText('Ada Lovelace accepted the offer')).toBeInTheDocument();
  });

  it("declines with the candidate's reason; a recruiter is not offered the hire", async () => {
    const { user, fetchMock } = renderOfferScenario({
      user: recruiterUser,
      offers: [sent],
      routes: { 'POST /offers/5/decline/': () => jsonResponse({ ...sent, status: 'declined' }) },
      children: <GenerateOfferLetterButton application={ada} />,
    });
    await user.click(screen.getByRole('button', { name: 'Generate offer letter for Ada Lovelace' }));
    const answer = within(within(await openedDialog()).getByRole('region', { name: 'Record answer' }));
    await user.click(answer.getByRole('radio', { name: 'Accepted' }));
    expect(answer.queryByRole('checkbox', { name: /Mark the application hired/ })).not.toBeInTheDocument();
    await user.click(answer.getByRole('radio', { name: 'Declined' }));
    await user.type(answer.getByLabelText('Reason'), 'Took another offer');
    await user.click(answer.getByRole('button', { name: 'Record answer' }));

    expect(await screen.findByText('Ada Lovelace declined the offer')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/decline/'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Took another offer' });
  });
});
