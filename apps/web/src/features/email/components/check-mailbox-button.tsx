import { RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { usePollMailbox } from '../api/poll-mailbox.ts';

/** "Check now": the IMAP poller reads the mailbox at once instead of at its next turn. */
export function CheckMailboxButton({ variant = 'secondary' }: { variant?: ButtonVariant }) {
  const poll = usePollMailbox();
  return (
    <Button
      size="sm"
      variant={variant}
      loading={poll.isPending}
      icon={<RefreshCw className="size-3.5" aria-hidden />}
      onClick={() =>
        poll.mutate(undefined, {
          onSuccess: (answer) => toast.success(answer.detail),
          onError: (error) => toast.error(getErrorMessage(error)),
        })
      }
    >
      Check now
    </Button>
  );
}
