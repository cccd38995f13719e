import { MERGE_MESSAGES, type MergeResult } from '@shortlist/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../components/ui/button.tsx';
import { jsonResponse, type StubRequest, stubApi } from '../../../test/api-stub.ts';
import { renderComponent } from '../../../test/render-component.tsx';
import { buildPair } from '../test/duplicate-fixtures.ts';
import { MergeDialog } from './merge-dialog.tsx';

const { first: older, second: newer } = buildPair();
const merged: MergeResult = {
  kept_id: 52,
  merged_id: 40,
  moved: { applications: 1, combined_applications: 1, documents: 2, notes: 3 },
};

function renderDialog(onMerged = vi.fn()) {
  const view = renderComponent(
    <MergeDialog records={[older, newer]} onMerged={onMerged} trigger={<Button>Merge…</Button>} />,
  );
  return { ...view, onMerged };
}

describe('the merge dialog', () => {
  it('shows both records, preselects the older record with more applications, and says what merging does', async () => {
    stubApi({});
    const { user } = renderDialog();

    await user.click(screen.getByRole('button', { name: 'Merge…' }));

    const dialog = screen.getByRole('dialog', { name: 'Merge duplicate records' });
    const keepOlder = within(dialog).getByRole('radio', { name: 'Keep Rosa Ibarra, added Jan 10, 2025' });
    const keepNewer = within(dialog).getByRole('radio', { name: 'Keep R. Ibarra, added Jun 2, 2025' });
    expect(keepOlder).toBeChecked();
    expect(keepNewer).not.toBeChecked();
    expect(keepOlder).toHaveAccessibleDescription(
      /^Kept.*rosa\.ibarra@example\.com.*Applications 2 Added Jan 10, 2025$/,
    );
    expect(keepNewer).toHaveAccessibleDescription(/Merged into the other, then deleted.*rosa@ibarra\.dev/);
    expect(dialog).toHaveTextContent(
      'its applications, documents, notes, e-mails, interviews, offers and history move into it',
    );
    expect(dialog).toHaveTextContent('combined into the kept one');
    expect(dialog).toHaveTextContent('blanks in the kept profile are filled from the other');
    expect(dialog).toHaveTextContent('A merge cannot be undone.');

    // a radio group: the arrow keys move the choice
    keepOlder.focus();
    await user.keyboard('{ArrowRight}');
    expect(keepNewer).toBeChecked();
    expect(keepNewer).toHaveAccessibleDescription(/^Kept/);
  });

  it('preselects the record the team works on (more applications) even when it was added later', async () => {
    stubApi({});
    const { user } = renderComponent(
      <MergeDialog
        records={[
          { ...older, application_count: 0 },
          { ...newer, application_count: 3 },
        ]}
        trigger={<Button>Merge…</Button>}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Merge…' }));
    const dialog = screen.getByRole('dialog', { name: 'Merge duplicate records' });
    expect(within(dialog).getByRole('radio', { name: 'Keep R. Ibarra, added Jun 2, 2025' })).toBeChecked();
  });

  it('sends the record chosen to keep, with the other as the duplicate, and says whom it merged into', async () => {
    let sent: StubRequest | undefined;
    stubApi({
      'POST /candidates/52/merge/': (request) => {
        sent = request;
        return jsonResponse(merged);
      },
    });
    const { user, onMerged } = renderDialog();

    await user.click(screen.getByRole('button', { name: 'Merge…' }));
    await user.click(screen.getByRole('radio', { name: /Keep R\. Ibarra/ }));
    await user.click(screen.getByRole('button', { name: 'Merge' }));

    expect(await screen.findByText(MERGE_MESSAGES.merged('R. Ibarra'))).toBeInTheDocument();
    expect(sent?.body).toEqual({ duplicate_id: 40 });
    expect(onMerged).toHaveBeenCalledWith(merged);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the server's reason when the merge is refused", async () => {
    stubApi({
      'POST /candidates/40/merge/': () => jsonResponse({ detail: MERGE_MESSAGES.erased }, 409),
    });
    const { user, onMerged } = renderDialog();

    await user.click(screen.getByRole('button', { name: 'Merge…' }));
    await user.click(screen.getByRole('button', { name: 'Merge' }));

    const dialog = screen.getByRole('dialog', { name: 'Merge duplicate records' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MERGE_MESSAGES.erased);
    expect(within(dialog).getByRole('button', { name: 'Merge' })).toBeEnabled();
    expect(onMerged).not.toHaveBeenCalled();
  });
});
