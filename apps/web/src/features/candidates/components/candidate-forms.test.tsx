import { CANDIDATE_MESSAGES } from '@shortlist/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type StubRequest, stubApi } from '../../../test/api-stub.ts';
import { buildCandidate } from '../../../test/candidate-fixtures.ts';
import { adminUser, pageOf } from '../../../test/fixtures.ts';
import { renderApp, storeSignedInUser } from '../../../test/render-app.tsx';
import { stubUploads, type XhrCall } from '../../../test/xhr-stub.ts';
import { stubCandidateDetail } from '../test/detail-stub.ts';

const isCreate = (call: XhrCall) => call.url.endsWith('/candidates/create_with_cv/');

/** The candidate list signed in as an administrator, with its Create New Candidate dialog open. */
async function openCreateForm() {
  storeSignedInUser(adminUser);
  stubApi({
    'GET /auth/me/': adminUser,
    'GET /jobs/': pageOf([]),
    'GET /applications/stages/': [],
    'GET /candidates/': pageOf([]),
  });
  const { user } = renderApp('/candidates');
  await user.click(await screen.findByRole('button', { name: 'Add Candidate' }));
  return { user, dialog: within(screen.getByRole('dialog', { name: 'Create New Candidate' })) };
}

describe('the Create New Candidate form', () => {
  it('shows the contract message under a blank full name and sends nothing', async () => {
    const calls = stubUploads(() => ({ status: 201, body: buildCandidate() }));
    const { user, dialog } = await openCreateForm();
    await user.type(dialog.getByLabelText('Email 1'), 'ada@example.com');
    await user.click(dialog.getByRole('button', { name: 'Create Candidate' }));

    expect(await dialog.findByText(CANDIDATE_MESSAGES.fullNameRequired)).toBeInTheDocument();
    expect(dialog.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal of a field under that field", async () => {
    stubUploads(() => ({ status: 400, body: { years_experience: [CANDIDATE_MESSAGES.yearsTooMany] } }));
    const { user, dialog } = await openCreateForm();
    await user.type(dialog.getByLabelText('Full Name'), 'Ada Lovelace');
    await user.type(dialog.getByLabelText('Email 1'), 'ada@example.com');
    await user.click(dialog.getByRole('button', { name: 'Create Candidate' }));

    const message = await dialog.findByText(CANDIDATE_MESSAGES.yearsTooMany);
    expect(message.closest('div')).toContainElement(dialog.getByLabelText('Years of Experience'));
    expect(dialog.getByRole('alert')).toHaveTextContent(CANDIDATE_MESSAGES.createFailed);
  });

  it('fills the blank fields from a dropped CV and keeps what was typed', async () => {
    const calls = stubUploads((call) =>
      isCreate(call)
        ? { status: 201, body: buildCandidate() }
        : {
            status: 200,
            body: {
              filename: 'cv.pdf',
              content_type: 'application/pdf',
              file_size: 2048,
              warning: null,
              extraction: {
                text_length: 900,
                full_name: 'Name From Cv',
                emails: ['cv@example.com'],
                phones: ['+1 555 010 2030'],
                skills: ['Python', 'SQL'],
                years_experience: 6,
                links: { github: 'https://github.com/from-cv' },
                preview: 'Summary from the CV',
                key_phrases: [],
              },
            },
          },
    );
    const { user, dialog } = await openCreateForm();
    await user.type(dialog.getByLabelText('Full Name'), 'Typed Name');
    await user.type(dialog.getByLabelText('Skills (comma-separated)'), 'Go');
    await user.upload(dialog.getByLabelText('CV file'), new File([new Uint8Array(2048)], 'cv.pdf'));

    await waitFor(() => expect(dialog.getByLabelText('Email 1')).toHaveValue('cv@example.com'));
    expect(dialog.getByLabelText('Full Name')).toHaveValue('Typed Name');
    expect(dialog.getByLabelText('Skills (comma-separated)')).toHaveValue('Go');
    expect(dialog.getByLabelText('Phone 1')).toHaveValue('+1 555 010 2030');
    expect(dialog.getByLabelText('Years of Experience')).toHaveValue(6);
    expect(dialog.getByLabelText('GitHub')).toHaveValue('https://github.com/from-cv');
    expect(dialog.getByLabelText('Summary')).toHaveValue('Summary from the CV');

    await user.click(dialog.getByRole('button', { name: 'Create Candidate' }));
    await waitFor(() => expect(calls.some(isCreate)).toBe(true));
    const sent = calls.find(isCreate)?.form;
    expect(sent?.get('full_name')).toBe('Typed Name');
    expect(sent?.get('skills_extracted')).toBe('["Go"]');
    expect(sent?.get('files')).toBeInstanceOf(File);
  });
});

describe('the Edit Profile dialog', () => {
  async function openEditDialog(onPut?: (request: StubRequest) => Response) {
    let puts = 0;
    stubCandidateDetail({
      onPut: (request) => {
        puts += 1;
        return onPut ? onPut(request) : jsonResponse(buildCandidate());
      },
    });
    const { user } = renderApp('/candidates/1');
    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit Profile' }));
    return { user, dialog: within(screen.getByRole('dialog', { name: 'Edit Profile' })), puts: () => puts };
  }

  it('shows the contract message under a blank full name and sends nothing', async () => {
    const { user, dialog, puts } = await openEditDialog();
    await user.clear(dialog.getByLabelText('Full Name'));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await dialog.findByText(CANDIDATE_MESSAGES.fullNameRequired)).toBeInTheDocument();
    expect(puts()).toBe(0);
  });

  it("shows the server's refusal of a field under that field", async () => {
    const refusal = CANDIDATE_MESSAGES.invalidPhoneFormat('12');
    const { user, dialog } = await openEditDialog(() => jsonResponse({ phones: [refusal] }, 400));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    const message = await dialog.findByText(refusal);
    expect(message.closest('div')).toContainElement(dialog.getByLabelText('Phone Numbers (one per line)'));
  });
});
