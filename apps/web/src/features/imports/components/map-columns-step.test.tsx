import { IMPORT_MESSAGES, type ImportPreview } from '@shortlist/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestsMade, type StubRequest, stubApi } from '../../../test/api-stub.ts';
import { renderComponent } from '../../../test/render-component.tsx';
import { buildImport, buildPreviewRow } from '../test/import-fixtures.ts';
import { MapColumnsStep } from './map-columns-step.tsx';

const upload = buildImport();
const mapped = buildImport({ suggested_mapping: ['full_name', 'email', 'current_company', null] });

function renderStep(candidateImport = upload, onDiscarded = vi.fn()) {
  const view = renderComponent(
    <MapColumnsStep candidateImport={candidateImport} onDiscarded={onDiscarded} />,
  );
  return { ...view, onDiscarded };
}

async function choose(user: ReturnType<typeof renderStep>['user'], select: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('mapping the columns of an upload', () => {
  it("lists each column with its sample values and the server's suggestion, skipping by default", () => {
    stubApi({});
    renderStep();

    const table = screen.getByRole('table', { name: 'Column mapping' });
    const [, name, contact, , notes] = within(table).getAllByRole('row');
    expect(name).toHaveTextContent('Name');
    expect(within(name!).getByRole('list', { name: 'Sample values of Name' })).toHaveTextContent(
      'Rosa IbarraTomás ReyesJordan Pike',
    );
    expect(within(name!).getByRole('combobox', { name: 'Import Name as' })).toHaveTextContent('Full name');
    expect(within(contact!).getByRole('combobox', { name: 'Import Contact as' })).toHaveTextContent(
      "Don't import",
    );
    // blanks are passed over: the first three values the column has
    expect(within(notes!).getByRole('list', { name: 'Sample values of Notes' })).toHaveTextContent(
      'Met at the booth',
    );
    expect(screen.getByRole('radio', { name: 'Skip the row' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Update the candidate on file' })).toHaveAccessibleDescription(
      'Mapped fields replace theirs; e-mails, phones and skills are added to theirs.',
    );
  });

  it('says an E-mail column is needed, and lets nothing be previewed or imported until one is mapped', async () => {
    const fetchMock = stubApi({});
    const { user } = renderStep();

    expect(screen.getByRole('alert')).toHaveTextContent(IMPORT_MESSAGES.emailRequired);
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Import 4,000 rows' })).toBeDisabled();

    await choose(user, 'Import Contact as', 'E-mail');

    expect(screen.queryByText(IMPORT_MESSAGES.emailRequired)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Import 4,000 rows' })).toBeEnabled();
    expect(requestsMade(fetchMock)).toEqual([]);
  });

  it('marks a field mapped to two columns, and asks for a name when none is mapped', async () => {
    stubApi({});
    const { user } = renderStep(mapped);

    await choose(user, 'Import Company as', 'E-mail');
    expect(screen.getByRole('alert')).toHaveTextContent(IMPORT_MESSAGES.fieldTwice('E-mail'));
    expect(screen.getByRole('combobox', { name: 'Import Contact as' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Import Company as' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await choose(user, 'Import Company as', "Don't import");
    await choose(user, 'Import Name as', "Don't import");
    expect(screen.getByRole('alert')).toHaveTextContent(IMPORT_MESSAGES.nameRequired);
  });

  it('previews what each sample row would become, with the reasons and the candidate on file', async () => {
    let sent: StubRequest | undefined;
    const preview: ImportPreview = {
      rows: [
        buildPreviewRow(),
        buildPreviewRow({
          row_number: 3,
          full_name: 'Tomás Reyes',
          email: 'tomas@reyes.dev',
          outcome: 'update',
          existing_candidate: { id: 61, full_name: 'Tomas Reyes' },
        }),
        buildPreviewRow({
          row_number: 4,
          full_name: '',
          email: 'no-name@example.com',
          outcome: 'skip',
          reasons: ['Already on file'],
          existing_candidate: { id: 77, full_name: 'Noa Name' },
        }),
        buildPreviewRow({
          row_number: 5,
          full_name: 'Jordan Pike',
          email: 'not-an-email',
          outcome: 'refuse',
          reasons: ['Enter a valid email address', IMPORT_MESSAGES.repeatedInFile(2)],
        }),
      ],
    };
    stubApi({
      'POST /candidates/imports/12/preview/': (request) => {
        sent = request;
        return jsonResponse(preview);
      },
    });
    const { user } = renderStep(mapped);

    await user.click(screen.getByRole('radio', { name: 'Update the candidate on file' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const table = await screen.findByRole('table', { name: 'Preview' });
    const [, created, updated, skipped, refused] = within(table).getAllByRole('row');
    expect(sent?.body).toEqual({
      mapping: ['full_name', 'email', 'current_company', null],
      duplicate_policy: 'update',
    });
    expect(created).toHaveTextContent('2Rosa Ibarrarosa.ibarra@example.comNew candidate—');
    expect(updated).toHaveTextContent('Updates a candidate');
    expect(within(updated!).getByRole('link', { name: 'Tomas Reyes' })).toHaveAttribute(
      'href',
      '/candidates/61',
    );
    expect(skipped).toHaveTextContent('Skipped');
    expect(within(skipped!).getByRole('list', { name: 'Reasons' })).toHaveTextContent('Already on file');
    expect(refused).toHaveTextContent('Refused');
    expect(within(refused!).getByRole('list', { name: 'Reasons' })).toHaveTextContent(
      `Enter a valid email address${IMPORT_MESSAGES.repeatedInFile(2)}`,
    );

    // another choice makes the preview stale: it goes
    await user.click(screen.getByRole('radio', { name: 'Skip the row' }));
    expect(screen.queryByRole('table', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the mapping with the mapping", async () => {
    stubApi({
      'POST /candidates/imports/12/preview/': () =>
        jsonResponse({ mapping: [IMPORT_MESSAGES.mappingLength] }, 400),
    });
    const { user } = renderStep(mapped);

    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(IMPORT_MESSAGES.mappingLength);
  });

  it('starts the import with the settings chosen', async () => {
    let sent: StubRequest | undefined;
    stubApi({
      'POST /candidates/imports/12/start/': (request) => {
        sent = request;
        return jsonResponse({ ...mapped, status: 'queued' }, 202);
      },
    });
    const { user } = renderStep(mapped);

    await user.click(screen.getByRole('button', { name: 'Import 4,000 rows' }));

    expect(await screen.findByText('Importing career-fair-2026.csv')).toBeInTheDocument();
    expect(sent?.body).toEqual({
      mapping: ['full_name', 'email', 'current_company', null],
      duplicate_policy: 'skip',
    });
  });

  it('discards the upload and goes back to the first step', async () => {
    const fetchMock = stubApi({ 'DELETE /candidates/imports/12/': () => jsonResponse(null, 204) });
    const { user, onDiscarded } = renderStep();

    await user.click(screen.getByRole('button', { name: 'Discard' }));

    expect(await screen.findByText('career-fair-2026.csv discarded')).toBeInTheDocument();
    expect(onDiscarded).toHaveBeenCalled();
    expect(requestsMade(fetchMock)).toContain('DELETE /candidates/imports/12/');
  });
});
