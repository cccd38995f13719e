import { DEFAULT_PAGE_SIZE, DELIVERY_STATUS_LABELS, type DeliveryStatus } from '@shortlist/contracts';
import { MailX, Send } from 'lucide-react';
import { useState } from 'react';
import { Card } from '../../../../components/ui/card.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { FilterBar, FilterSelect } from '../../../../components/ui/filter-bar.tsx';
import { CardPagination } from '../../../../components/ui/pagination.tsx';
import { QueryState } from '../../../../components/ui/query-state.tsx';
import { useDebouncedSearch, useUrlFilters } from '../../../../lib/use-url-filters.ts';
import { useOutbox } from '../../api/get-outbox.ts';
import { OutboxRow } from './outbox-row.tsx';
import { OutgoingEmailDialog } from './outgoing-email-dialog.tsx';

/**
 * The delivery filters. "Failed" is spec 02's: failed or bounced, and not yet marked resolved
 * (the server's reading of delivery_status=failed); "Bounced" narrows it to bounces of any age.
 */
const STATUS_FILTERS: { value: DeliveryStatus; label: string }[] = [
  { value: 'scheduled', label: DELIVERY_STATUS_LABELS.scheduled },
  { value: 'delivered', label: DELIVERY_STATUS_LABELS.delivered },
  { value: 'queued', label: DELIVERY_STATUS_LABELS.queued },
  { value: 'held', label: 'Not sent (mail delivery off)' },
  { value: 'failed', label: DELIVERY_STATUS_LABELS.failed },
  { value: 'bounced', label: DELIVERY_STATUS_LABELS.bounced },
  { value: 'cancelled', label: DELIVERY_STATUS_LABELS.cancelled },
];

function statusFrom(value: string | null): DeliveryStatus | undefined {
  return STATUS_FILTERS.find((filter) => filter.value === value)?.value;
}

/** Outbox: every message the team sent, newest first, with its delivery (issue 12). */
export function OutboxTab() {
  const { params, update, page } = useUrlFilters();
  const { search, searchText, setSearchText } = useDebouncedSearch(params, update);
  const deliveryStatus = statusFrom(params.get('delivery_status'));
  const outbox = useOutbox({
    delivery_status: deliveryStatus,
    search: search || undefined,
    page,
    page_size: DEFAULT_PAGE_SIZE,
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const filtered = Boolean(deliveryStatus) || search !== '';

  return (
    <Card className="overflow-hidden">
      <FilterBar
        className="border-b border-slate-100 px-5 py-4"
        search={{
          label: 'Search sent e-mails',
          placeholder: 'Search by recipient or subject...',
          value: searchText,
          onChange: setSearchText,
          className: 'min-w-56 flex-1',
        }}
      >
        <FilterSelect
          label="Delivery status"
          allLabel="All statuses"
          value={deliveryStatus}
          options={STATUS_FILTERS}
          onChange={(value) => update({ delivery_status: value })}
        />
      </FilterBar>
      <QueryState
        query={outbox}
        loadingLabel="Loading sent e-mails"
        errorTitle="Couldn't load the outbox"
        isEmpty={(data) => data.results.length === 0}
        empty={
          filtered ? (
            <EmptyState
              icon={<MailX />}
              title="No e-mails match these filters"
              description="Try another delivery status or search."
            />
          ) : (
            <EmptyState
              icon={<Send />}
              title="No e-mails sent yet"
              description="E-mails sent from Compose, a candidate's page, the jobs list or a board appear here with their delivery status."
            />
          )
        }
      >
        {(data) => (
          <>
            <ul className="divide-y divide-slate-100" aria-label="Sent e-mails">
              {data.results.map((email) => (
                <OutboxRow key={email.id} email={email} onOpen={() => setOpenId(email.id)} />
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
      <OutgoingEmailDialog emailId={openId} onOpenChange={(open) => !open && setOpenId(null)} />
    </Card>
  );
}
