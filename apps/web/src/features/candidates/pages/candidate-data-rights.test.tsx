import { erasedCandidateLabel, PRIVACY_MESSAGES } from '@shortlist/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestsMade, type StubRequest } from '../../../test/api-stub.ts';
import { buildCandidate } from '../../../test/candidate-fixtures.ts';
import { recruiterUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { stubCandidateDetail } from '../test/detail-stub.ts';

/** Issue 16 on the candidate page: an administrator downloads or erases a candidate's data. */

const ERASED_AT = '2026-03-14T09:30:00Z';
const erasedAda = buildCandidate({
  full_name: erasedCandidateLabel(1),
  emails: [],
  current_company: '',
  current_role: '',
  city: '',
  country: '',
  skills_extracted: [],
  is_archived: true,
  erased_at: ERASED_AT,
});

async function openMenu(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'More actions' }));
}

async function openEraseDialog(user: ReturnType<typeof renderApp>['user']) {
  await openMenu(user);
  await user.click(screen.getByRole('menuitem', { name: 'Erase personal data…' }));
  return within(await screen.findByRole('alertdialog', { name: 'Erase personal data' }));
}

describe('personal data on the candidate page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers Download and Erase personal data to administrators only', async () => {
    stubCandidateDetail({ user: recruiterUser });
    const { user } = renderApp('/candidates/1');
    await openMenu(user);
    expect(screen.getByRole('menuitem', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Download personal data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Erase personal data/ })).not.toBeInTheDocument();
  });

  it("saves the ZIP under the server's file name", async () => {
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:zip', revokeObjectURL: () => {} }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    stubCandidateDetail({
      routes: {
        'GET /candidates/1/data-export/': () =>
          new Response(new Blob(['PK']), {
            headers: {
              'Content-Type': 'application/zip',
              'Content-Disposition': 'attachment; filename="candidate-1-data-2026-03-14.zip"',
            },
          }),
      },
    });
    const { user } = renderApp('/candidates/1');
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Download personal data' }));

    await waitFor(() => expect(saved).toEqual(['candidate-1-data-2026-03-14.zip']));
    expect(await screen.findByText(PRIVACY_MESSAGES.exported)).toBeInTheDocument();
  });

  it("says why a download was refused, in the server's words", async () => {
    stubCandidateDetail({
      routes: {
        'GET /candidates/1/data-export/': () =>
          jsonResponse({ detail: PRIVACY_MESSAGES.nothingToExport }, 409),
      },
    });
    const { user } = renderApp('/candidates/1');
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Download personal data' }));

    expect(await screen.findByText(PRIVACY_MESSAGES.nothingToExport)).toBeInTheDocument();
  });

  it('explains what goes and what stays, and keeps Erase disabled until the name is typed exactly', async () => {
    stubCandidateDetail();
    const { user } = renderApp('/candidates/1');
    const dialog = await openEraseDialog(user);

    expect(dialog.getByText('CV and documents')).toBeInTheDocument();
    expect(dialog.getByText(/cannot be undone/)).toBeInTheDocument();
    expect(dialog.getByText(erasedCandidateLabel(1))).toBeInTheDocument();
    const erase = dialog.getByRole('button', { name: 'Erase personal data' });
    expect(erase).toBeDisabled();

    await user.type(dialog.getByLabelText('Type Ada Lovelace to confirm'), 'Ada Lovelac');
    expect(erase).toBeDisabled();
    await user.type(dialog.getByLabelText('Type Ada Lovelace to confirm'), 'e');
    expect(erase).toBeEnabled();
  });

  it('asks for a reason before sending anything', async () => {
    const fetchMock = stubCandidateDetail();
    const { user } = renderApp('/candidates/1');
    const dialog = await openEraseDialog(user);
    await user.type(dialog.getByLabelText('Type Ada Lovelace to confirm'), 'Ada Lovelace');
    await user.click(dialog.getByRole('button', { name: 'Erase personal data' }));

    expect(dialog.getByText(PRIVACY_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(dialog.getByLabelText('Reason')).toHaveFocus();
    expect(requestsMade(fetchMock)).not.toContain('POST /candidates/1/erase/');
  });

  it("shows the server's refusals under their fields", async () => {
    stubCandidateDetail({
      routes: {
        'POST /candidates/1/erase/': () =>
          jsonResponse(
            {
              reason: ['Ensure this field has no more than 500 characters.'],
              confirm_name: [PRIVACY_MESSAGES.confirmationMismatch],
            },
            400,
          ),
      },
    });
    const { user } = renderApp('/candidates/1');
    const dialog = await openEraseDialog(user);
    await user.type(dialog.getByLabelText('Reason'), 'Asked by e-mail');
    await user.type(dialog.getByLabelText('Type Ada Lovelace to confirm'), 'Ada Lovelace');
    await user.click(dialog.getByRole('button', { name: 'Erase personal data' }));

    expect(await dialog.findByText('Ensure this field has no more than 500 characters.')).toBeInTheDocument();
    expect(dialog.getByText(PRIVACY_MESSAGES.confirmationMismatch)).toBeInTheDocument();
    expect(dialog.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
  });

  it('erases with the reason and the typed name, then shows the record as erased', async () => {
    let sent: unknown;
    let erased = false;
    stubCandidateDetail({
      routes: {
        'GET /candidates/1/': () => jsonResponse(erased ? erasedAda : buildCandidate()),
        'POST /candidates/1/erase/': (request: StubRequest) => {
          sent = request.body;
          erased = true;
          return jsonResponse({ id: 1, label: erasedCandidateLabel(1), erased_at: ERASED_AT });
        },
      },
    });
    const { user } = renderApp('/candidates/1');
    const dialog = await openEraseDialog(user);
    await user.type(dialog.getByLabelText('Reason'), 'Right to erasure request of 12 March');
    await user.type(dialog.getByLabelText('Type Ada Lovelace to confirm'), 'Ada Lovelace');
    await user.click(dialog.getByRole('button', { name: 'Erase personal data' }));

    expect(await screen.findByText(PRIVACY_MESSAGES.erased)).toBeInTheDocument();
    expect(sent).toEqual({ reason: 'Right to erasure request of 12 March', confirm_name: 'Ada Lovelace' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: erasedCandidateLabel(1), level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Personal data erased' })).toHaveTextContent(
      'Personal data erased on Mar 14, 2026',
    );
  });

  it("an erased candidate's page says so at the top and offers nothing that writes to the record", async () => {
    stubCandidateDetail({ candidate: erasedAda });
    const { user } = renderApp('/candidates/1');

    const banner = await screen.findByRole('region', { name: 'Personal data erased' });
    expect(banner).toHaveTextContent('Personal data erased on Mar 14, 2026');
    expect(banner).toHaveTextContent(/keeps only its applications' history/);
    expect(screen.getByRole('heading', { name: 'Erased candidate #1', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('No email')).not.toBeInTheDocument();
    for (const name of ['Add Note', 'Send Email', 'Schedule Interview'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();

    await openMenu(user);
    for (const name of ['Edit Profile', 'Download personal data', /Erase personal data/, 'Flag Candidate'])
      expect(screen.queryByRole('menuitem', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Copy Profile Link' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('tab', { name: 'Documents' }));
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(screen.getByText('Documents were deleted with the personal data.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(screen.queryByRole('textbox', { name: 'Note' })).not.toBeInTheDocument();
    expect(screen.getByText('Notes were deleted with the personal data.')).toBeInTheDocument();
  });
});
