import {
  DEFAULT_PAGE_SIZE,
  INBOX_FILTER_LABELS,
  INBOX_FILTERS,
  type InboxFilter,
  type IncomingEmail,
  type MailServiceStatus,
} from '@shortlist/contracts';
import { Inbox, MailSearch } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { CardPagination } from '../../../../components/ui/pagination.tsx';
import { QueryState } from '../../../../components/ui/query-state.tsx';
import { getErrorMessage } from '../../../../lib/api-error.ts';
import { useDebouncedSearch, useUrlFilters } from '../../../../lib/use-url-filters.ts';
import { useArchiveEmails } from '../../api/archive-emails.ts';
import { useInbox } from '../../api/get-inbox.ts';
import { CheckMailboxButton } from '../check-mailbox-button.tsx';
import { CreateCandidateDialog } from './create-candidate-dialog.tsx';
import { CreateProfilesDialog } from './create-profiles-dialog.tsx';
import { ForwardEmailDialog } from './forward-email-dialog.tsx';
import { InboxBulkBar } from './inbox-bulk-bar.tsx';
import { InboxToolbar } from './inbox-toolbar.tsx';
import { IncomingEmailCard } from './incoming-email-card.tsx';
import { IncomingEmailDialog } from './incoming-email-dialog.tsx';
import { QuickReplyDialog } from './quick-reply-dialog.tsx';

type OpenDialog =
  | { kind: 'detail'; id: number }
  | { kind: 'create'; email: IncomingEmail }
  | { kind: 'reply'; email: IncomingEmail }
  | { kind: 'forward'; emails: IncomingEmail[] }
  | { kind: 'create-profiles'; emails: IncomingEmail[] };

function filterFrom(value: string | null): InboxFilter {
  return INBOX_FILTERS.find((filter) => filter === value) ?? 'all';
}

/** spec 02 Inbox (issue 12): received application e-mails, matched to candidates, and what to do with them. */
export function InboxTab({ status }: { status: MailServiceStatus | undefined }) {
  const { params, update, page } = useUrlFilters();
  const { search, searchText, setSearchText } = useDebouncedSearch(params, update);
  const filter = filterFrom(params.get('filter'));
  const inbox = useInbox({
    filter: filter === 'all' ? undefined : filter,
    search: search || undefined,
    page,
    page_size: DEFAULT_PAGE_SIZE,
  });
  const archive = useArchiveEmails();
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = (open: boolean) => !open && setDialog(null);

  const emails = inbox.data?.results ?? [];
  // only what is on screen can be acted on: a filter or page change leaves the rest behind
  const selected = emails.filter((email) => selectedIds.has(email.id));
  const select = (id: number, on: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const archiveSelected = () => {
    const ids = selected.filter((email) => email.status !== 'archived').map((email) => email.id);
    archive.mutate(
      { ids },
      {
        onSuccess: ({ archived }) => {
          toast.success(archived === 1 ? '1 e-mail archived' : `${archived} e-mails archived`);
          setSelectedIds(new Set());
        },
        onError: (error) => toast.error(getErrorMessage(error)),
      },
    );
  };

  return (
    <Card className="overflow-hidden">
      <InboxToolbar
        filter={filter}
        counts={inbox.data?.counts}
        onFilterChange={(next) => update({ filter: next === 'all' ? undefined : next })}
        searchText={searchText}
        onSearchTextChange={setSearchText}
      />
      <QueryState
        query={inbox}
        loading={<InboxSkeleton />}
        errorTitle="Couldn't load the inbox"
        isEmpty={(data) => data.results.length === 0}
        empty={(data) =>
          data.counts.all + data.counts.archived === 0 && !search ? (
            <NothingReceived status={status} />
          ) : (
            <EmptyState
              icon={<MailSearch />}
              title={
                search
                  ? `No e-mails match "${search}"`
                  : `No ${INBOX_FILTER_LABELS[filter].toLowerCase()} e-mails`
              }
              description={
                search
                  ? 'Search looks at the sender, subject, body and the name and e-mail read from it.'
                  : undefined
              }
              action={
                <Button
                  variant="secondary"
                  onClick={() => {
                    setSearchText('');
                    update({ filter: undefined, search: undefined });
                  }}
                >
                  Show all e-mails
                </Button>
              }
            />
          )
        }
      >
        {(data) => (
          <>
            <InboxBulkBar
              emails={emails}
              selected={selected}
              onSelectAll={(all) => setSelectedIds(new Set(all ? emails.map((email) => email.id) : []))}
              onArchive={archiveSelected}
              archiving={archive.isPending}
              onForward={() => setDialog({ kind: 'forward', emails: selected })}
              onCreateProfiles={() => setDialog({ kind: 'create-profiles', emails: selected })}
            />
            <ul
              className="divide-y divide-slate-100"
              aria-label="Received e-mails"
              aria-busy={inbox.isFetching}
            >
              {emails.map((email) => (
                <IncomingEmailCard
                  key={email.id}
                  email={email}
                  selected={selectedIds.has(email.id)}
                  onSelectedChange={(on) => select(email.id, on)}
                  onOpen={() => setDialog({ kind: 'detail', id: email.id })}
                  onCreate={() => setDialog({ kind: 'create', email })}
                  onReply={() => setDialog({ kind: 'reply', email })}
                  onForward={() => setDialog({ kind: 'forward', emails: [email] })}
                />
              ))}
            </ul>
            <CardPagination
              page={page}
              pageSize={DEFAULT_PAGE_SIZE}
              count={data.count}
              noun="e-mails"
              onPageChange={(next) => update({ page: String(next) })}
            />
          </>
        )}
      </QueryState>
      <IncomingEmailDialog emailId={dialog?.kind === 'detail' ? dialog.id : null} onOpenChange={close} />
      <CreateCandidateDialog email={dialog?.kind === 'create' ? dialog.email : null} onOpenChange={close} />
      <QuickReplyDialog email={dialog?.kind === 'reply' ? dialog.email : null} onOpenChange={close} />
      <ForwardEmailDialog emails={dialog?.kind === 'forward' ? dialog.emails : null} onOpenChange={close} />
      <CreateProfilesDialog
        emails={dialog?.kind === 'create-profiles' ? dialog.emails : null}
        onOpenChange={close}
        onFinished={() => setSelectedIds(new Set())}
      />
    </Card>
  );
}

/** Nothing has ever arrived: say how mail gets here (an honest empty inbox, no sample mail). */
function NothingReceived({ status }: { status: MailServiceStatus | undefined }) {
  const fetching = status?.service_enabled === true;
  return (
    <EmptyState
      icon={<Inbox />}
      title="No e-mails received yet"
      description={
        fetching ? (
          <>
            Application e-mails that reach {status?.server_info.host ?? 'the mailbox'} appear here, read and
            matched to candidates. The mailbox is checked regularly; Check now reads it at once.
          </>
        ) : (
          <>
            Incoming mail appears here once the mailbox is connected: an administrator sets IMAP_URL, or a
            mail relay hands messages in through the ingest call (POST /api/v1/email-ingestion/ingest/).
          </>
        )
      }
      action={fetching ? <CheckMailboxButton /> : undefined}
    />
  );
}

function InboxSkeleton() {
  return (
    <div role="status" aria-label="Loading received e-mails" className="divide-y divide-slate-100">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex animate-pulse gap-3 px-5 py-5" aria-hidden>
          <div className="mt-1 size-4 rounded bg-slate-200" />
          <div className="flex-1 space-y-3">
            <div className="flex justify-between gap-4">
              <div className="h-3.5 w-48 rounded bg-slate-200" />
              <div className="h-3.5 w-28 rounded bg-slate-100" />
            </div>
            <div className="h-4 w-2/3 rounded bg-slate-200" />
            <div className="h-3 w-full rounded bg-slate-100" />
            <div className="h-14 w-full rounded-lg bg-slate-50" />
          </div>
        </div>
      ))}
    </div>
  );
}
