import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';

type Props<T> = {
  emailId: number | null;
  onOpenChange: (open: boolean) => void;
  /** Tailwind max-width class of the dialog. */
  width: string;
  /** The message's query (sent or received). */
  useEmail: (id: number) => UseQueryResult<T>;
  children: (email: T) => ReactNode;
};

/** spec 02 e-mail detail modal, sent or received: loading, an error with Retry, then the message. */
export function EmailDetailDialog<T>({ emailId, onOpenChange, width, useEmail, children }: Props<T>) {
  return (
    <Dialog open={emailId !== null} onOpenChange={onOpenChange}>
      <DialogContent
        title="E-mail details"
        className={`max-h-[calc(100vh-2rem)] ${width} overflow-y-auto`}
        footer={
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
        }
      >
        {emailId !== null ? <EmailDetails id={emailId} useEmail={useEmail} render={children} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EmailDetails<T>({
  id,
  useEmail,
  render,
}: {
  id: number;
  useEmail: (id: number) => UseQueryResult<T>;
  render: (email: T) => ReactNode;
}) {
  const email = useEmail(id);
  return (
    <QueryState
      query={email}
      loading={<CentredSpinner label="Loading e-mail" size="md" className="py-10" />}
      errorTitle="Couldn't load this e-mail"
    >
      {render}
    </QueryState>
  );
}
