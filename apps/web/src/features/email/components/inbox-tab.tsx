import { Inbox } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** Incoming mail arrives with the IMAP poller (the next slice of issue 12); until then, say so. */
export function InboxTab({ fetching }: { fetching: boolean | undefined }) {
  return (
    <Card>
      <EmptyState
        icon={<Inbox />}
        title="No e-mails received yet"
        description={
          fetching
            ? 'Application e-mails the mailbox receives appear here, matched to candidates.'
            : 'Incoming mail appears here once the mailbox is connected: an administrator sets IMAP_URL.'
        }
      />
    </Card>
  );
}
