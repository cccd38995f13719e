import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser, financeUser, recruiterUser } from '../../../test/fixtures.ts';
import {
  buildOffer,
  buildOfferApplication,
  openedDialog,
  renderOfferScenario,
} from '../test/offer-scenario.tsx';
import { ApplicationOffers } from './application-offers.tsx';
import { GenerateOfferLetterButton } from './generate-offer-letter-button.tsx';
import { OfferDeepLink } from './offer-deep-link.tsx';

const ada = buildOfferApplication();

describe("an application's offer letters", () => {
  it('lists them newest first with status, version and last change, and opens the one chosen', async () => {
    const older = buildOffer({ id: 4, status: 'declined', version: 2, updated_at: '2026-07-01T09:00:00Z' });
    const latest = buildOffer({
      id: 5,
      status: 'pending_approval',
      version: 3,
      updated_at: '2026-08-10T09:00:00Z',
    });
    const { user } = renderOfferScenario({
      user: recruiterUser,
      offers: [latest, older],
      children: <ApplicationOffers application={ada} />,
    });
    const list = within(await screen.findByRole('list', { name: 'Offer letters for Frontend Engineer' }));
    expect(list.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      'Full-Time StandardPending approvalVersion 3Updated Aug 10, 2026Open',
      'Full-Time StandardDeclinedVersion 2Updated Jul 1, 2026Open',
    ]);
    await user.click(list.getByRole('button', { name: 'Open offer letter 4 (declined)' }));
    const dialog = within(await openedDialog());
    expect(dialog.getByText('Version 2 · updated Jul 1, 2026')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Create Another Offer' })).toBeInTheDocument();
  });

  it('offers "Generate offer letter" in a late stage to those who manage the job, and nothing otherwise', async () => {
    renderOfferScenario({
      user: adminUser,
      children: (
        <>
          <ApplicationOffers application={ada} />
          <ApplicationOffers application={buildOfferApplication({ id: 12, stage_key: 'screening' })} />
          <GenerateOfferLetterButton
            application={buildOfferApplication({
              id: 13,
              job: { id: 6, title: 'Data Lead', can_manage: false },
            })}
          />
          <GenerateOfferLetterButton application={buildOfferApplication({ id: 14, status: 'rejected' })} />
        </>
      ),
    });
    expect(await screen.findByRole('button', { name: 'Generate offer letter' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Generate offer letter/ })).toHaveLength(1);
  });
});

describe('a notification link to an offer', () => {
  it('opens the offer from ?offer= and takes the parameter off the address', async () => {
    const waiting = buildOffer({ status: 'pending_approval', can_decide: true, can_manage: false });
    const { router } = renderOfferScenario({
      user: financeUser,
      offers: [waiting],
      path: '/candidates/1?offer=5&tab=applications',
      children: <OfferDeepLink />,
    });
    const dialog = within(await openedDialog());
    expect(dialog.getByText('Ada Lovelace · Frontend Engineer')).toBeInTheDocument();
    expect(dialog.getByRole('region', { name: 'Your decision' })).toBeInTheDocument();
    // a finance approver reads the letter; only those who manage the job change or send it
    expect(dialog.queryByRole('button', { name: 'Send Offer' })).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=applications'));
  });
});

describe('Download PDF', () => {
  afterEach(() => vi.restoreAllMocks());

  it("saves the signed-in user's PDF under the server's file name", async () => {
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:offer', revokeObjectURL: () => {} }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user, fetchMock } = renderOfferScenario({
      user: adminUser,
      offers: [buildOffer({ status: 'sent' })],
      routes: {
        'GET /offers/5/pdf/': () =>
          new Response(new Blob(['%PDF-1.7']), {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': 'attachment; filename="offer_letter_Ada_Lovelace.pdf"',
            },
          }),
      },
      children: <GenerateOfferLetterButton application={ada} />,
    });
    await user.click(screen.getByRole('button', { name: 'Generate offer letter for Ada Lovelace' }));
    const dialog = within(await openedDialog());
    await user.click(dialog.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['offer_letter_Ada_Lovelace.pdf']));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/pdf/'))!;
    expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer /);
  });
});
