import { IMPORT_MESSAGES, type User } from '@shortlist/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestsMade, stubApi } from '../../../test/api-stub.ts';
import { hiringManagerUser, pageOf, recruiterUser } from '../../../test/fixtures.ts';
import { renderApp, storeSignedInUser } from '../../../test/render-app.tsx';
import { renderComponent } from '../../../test/render-component.tsx';
import { stubUploads } from '../../../test/xhr-stub.ts';
import { buildImport, buildRunningImport } from '../test/import-fixtures.ts';
import { ImportCandidatesPage } from './import-candidates-page.tsx';

function signIn(user: User) {
  storeSignedInUser(user);
  return { 'GET /auth/me/': user, 'GET /jobs/': pageOf([]) };
}

const spreadsheet = () =>
  new File(['Name,Contact\nRosa Ibarra,rosa@example.com\n'], 'career-fair-2026.csv', {
    type: 'text/csv',
  });

describe('the first step of an import', () => {
  it('offers a CSV or XLSX file within the limits, and says when nothing was imported yet', async () => {
    stubApi({ ...signIn(recruiterUser), 'GET /candidates/imports/': pageOf([]) });
    renderComponent(<ImportCandidatesPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Import candidates' })).toBeInTheDocument();
    expect(
      screen.getByRole('list', { name: 'Import steps' }).querySelector('[aria-current="step"]'),
    ).toHaveTextContent('Upload a file');
    const picker = screen.getByLabelText('Spreadsheet to import');
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).toHaveAttribute('accept', expect.stringContaining('.xlsx'));
    expect(picker).toHaveAccessibleDescription(/up to 20 MB and 100,000 rows/);
    expect(await screen.findByText('No imports yet')).toBeInTheDocument();
    expect(document.title).toMatch(/^Import candidates/);
  });

  it('lists recent imports with who, how it went, the refused rows and the way back to each', async () => {
    stubApi({
      ...signIn(recruiterUser),
      'GET /candidates/imports/': pageOf([
        buildRunningImport({ id: 14, file_name: 'agency-list.xlsx', format: 'xlsx' }),
        buildImport({ id: 12 }),
      ]),
    });
    renderComponent(<ImportCandidatesPage />);

    const table = await screen.findByRole('table', { name: 'Recent imports' });
    const [, running, uploaded] = within(table).getAllByRole('row');
    expect(running).toHaveTextContent('agency-list.xlsx4,000 rowsRiley Morgan');
    expect(running).toHaveTextContent('Importing1,320 created · 0 updated · 150 skipped · 30 refused');
    expect(within(running!).getByRole('button', { name: 'Refused rows (CSV)' })).toBeInTheDocument();
    expect(within(running!).getByRole('link', { name: 'Open agency-list.xlsx' })).toHaveAttribute(
      'href',
      '/candidates/import?id=14',
    );
    expect(uploaded).toHaveTextContent('Not started');
    expect(within(uploaded!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(uploaded!).getByRole('link', { name: 'Continue career-fair-2026.csv' })).toHaveAttribute(
      'href',
      '/candidates/import?id=12',
    );
  });

  it('uploads the file and moves to mapping its columns, the import in the address', async () => {
    stubApi({
      ...signIn(recruiterUser),
      'GET /candidates/imports/': pageOf([]),
      'GET /candidates/imports/12/': buildImport(),
    });
    const calls = stubUploads(() => ({ status: 201, body: buildImport() }));
    const { user, router } = renderComponent(<ImportCandidatesPage />);

    await user.upload(screen.getByLabelText('Spreadsheet to import'), spreadsheet());

    expect(await screen.findByRole('table', { name: 'Column mapping' })).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/v1/candidates/imports/');
    expect(calls[0]?.form.get('file')).toHaveProperty('name', 'career-fair-2026.csv');
    expect(router.state.location.search).toBe('?id=12');
    expect(
      screen.getByRole('list', { name: 'Import steps' }).querySelector('[aria-current="step"]'),
    ).toHaveTextContent('Map columns');
  });

  it("shows the server's refusal of the file next to the picker", async () => {
    stubApi({ ...signIn(recruiterUser), 'GET /candidates/imports/': pageOf([]) });
    stubUploads(() => ({ status: 400, body: { file: [IMPORT_MESSAGES.tooManyRows] } }));
    const { user } = renderComponent(<ImportCandidatesPage />);

    await user.upload(screen.getByLabelText('Spreadsheet to import'), spreadsheet());

    expect(await screen.findByRole('alert')).toHaveTextContent(IMPORT_MESSAGES.tooManyRows);
    expect(screen.getByLabelText('Spreadsheet to import')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('table', { name: 'Column mapping' })).not.toBeInTheDocument();
  });

  it('refuses a dropped file that is not a spreadsheet without sending it', async () => {
    stubApi({ ...signIn(recruiterUser), 'GET /candidates/imports/': pageOf([]) });
    const calls = stubUploads(() => ({ status: 201, body: buildImport() }));
    renderComponent(<ImportCandidatesPage />);

    const dropZone = screen.getByText(/Drop a CSV or XLSX file here/).closest('label')!;
    fireEvent.drop(dropZone, {
      dataTransfer: { files: [new File(['%PDF-1.7'], 'candidates.pdf', { type: 'application/pdf' })] },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(IMPORT_MESSAGES.invalidType);
    expect(calls).toEqual([]);
  });
});

describe('an import opened from its address', () => {
  it("shows a running import's progress, read again until it completes", async () => {
    let reads = 0;
    stubApi({
      ...signIn(recruiterUser),
      'GET /candidates/imports/12/': () =>
        jsonResponse(
          ++reads === 1
            ? buildRunningImport()
            : buildRunningImport({
                status: 'completed',
                processed_rows: 4000,
                created_count: 3700,
                skipped_count: 250,
                refused_count: 50,
                finished_at: '2026-03-14T09:40:00Z',
              }),
        ),
    });
    renderApp('/candidates/import?id=12');

    const progress = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '1500');
    expect(progress).toHaveAttribute('aria-valuemin', '0');
    expect(progress).toHaveAttribute('aria-valuemax', '4000');
    expect(screen.getByText('1,500 of 4,000 rows · 38%')).toBeInTheDocument();
    expect(screen.getByLabelText('Rows so far')).toHaveTextContent('Created1,320Updated0Skipped150Refused30');
    expect(screen.queryByRole('link', { name: 'View candidates' })).not.toBeInTheDocument();

    // polled every second
    expect(await screen.findByRole('link', { name: 'View candidates' })).toHaveAttribute(
      'href',
      '/candidates',
    );
    expect(progress).toHaveAttribute('aria-valuenow', '4000');
    expect(screen.getByText('The import is complete.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download refused rows (CSV)' })).toBeInTheDocument();
  });

  it('says why a failed import stopped, and leads back to the first step', async () => {
    stubApi({
      ...signIn(recruiterUser),
      'GET /candidates/imports/': pageOf([]),
      'GET /candidates/imports/12/': buildRunningImport({
        status: 'failed',
        refused_count: 0,
        error: IMPORT_MESSAGES.fileGone,
      }),
    });
    const { user, router } = renderApp('/candidates/import?id=12');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The import failed${IMPORT_MESSAGES.fileGone}`,
    );
    await user.click(screen.getByRole('button', { name: 'Import another file' }));

    expect(await screen.findByLabelText('Spreadsheet to import')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens an upload not started yet at its mapping, with the settings it was left with', async () => {
    stubApi({
      ...signIn(recruiterUser),
      'GET /candidates/imports/12/': buildImport({
        mapping: ['full_name', 'email', null, null],
        duplicate_policy: 'create',
      }),
    });
    renderApp('/candidates/import?id=12');

    expect(await screen.findByRole('combobox', { name: 'Import Contact as' })).toHaveTextContent('E-mail');
    expect(screen.getByRole('radio', { name: 'Create a new candidate' })).toBeChecked();
  });

  it('says when the import does not exist', async () => {
    stubApi({
      ...signIn(recruiterUser),
      'GET /candidates/imports/99/': () => jsonResponse({ detail: IMPORT_MESSAGES.notFound }, 404),
    });
    renderApp('/candidates/import?id=99');

    expect(await screen.findByText(IMPORT_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload a file' })).toBeInTheDocument();
  });
});

describe('who may import', () => {
  it('sends a hiring manager back to the candidates, asking nothing about imports', async () => {
    const fetchMock = stubApi({ ...signIn(hiringManagerUser), 'GET /candidates/': pageOf([]) });
    const { router } = renderApp('/candidates/import');

    expect(await screen.findByRole('heading', { level: 1, name: 'Candidates' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/candidates');
    expect(screen.queryByRole('link', { name: 'Import' })).not.toBeInTheDocument();
    expect(requestsMade(fetchMock).some((call) => call.includes('/imports/'))).toBe(false);
  });

  it('offers a recruiter the import from the candidates list', async () => {
    stubApi({ ...signIn(recruiterUser), 'GET /candidates/': pageOf([]) });
    renderApp('/candidates');

    expect(await screen.findByRole('link', { name: 'Import' })).toHaveAttribute('href', '/candidates/import');
  });
});
