import type { DirectoryUser, SIGNOFFS } from '@shortlist/contracts';
import { Search, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../../components/ui/dialog.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { PeopleSearchStatus } from '../../../../components/ui/people-search-status.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { getErrorMessage } from '../../../../lib/api-error.ts';
import { useUserDirectory } from '../../../../lib/user-directory.ts';
import { useRequestSignoff } from '../../api/request-signoff.ts';

type Signoff = (typeof SIGNOFFS)[number];

const MESSAGE_MAX = 500;

/** "Request" on a pending sign-off: pick a colleague, add a note, and they are notified. */
export function SignoffRequestDialog({ jobId, signoff }: { jobId: number; signoff: Signoff }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Request ${signoff.label} sign-off`}>
          Request
        </Button>
      </DialogTrigger>
      {open ? <RequestForm jobId={jobId} signoff={signoff} onSent={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

function RequestForm({ jobId, signoff, onSent }: { jobId: number; signoff: Signoff; onSent: () => void }) {
  const [search, setSearch] = useState('');
  const [person, setPerson] = useState<DirectoryUser | null>(null);
  const [message, setMessage] = useState('');
  const directory = useUserDirectory(search);
  const send = useRequestSignoff(jobId);
  const formId = useId();

  const submit = () => {
    if (!person) return;
    send.mutate(
      { signoff: signoff.key, user_id: person.id, message: message.trim() || undefined },
      {
        onSuccess: () => {
          toast.success('Sign-off request sent');
          onSent();
        },
        onError: (error) => toast.error(getErrorMessage(error)),
      },
    );
  };

  return (
    <DialogContent
      title={`Request ${signoff.label} sign-off`}
      description="The person you choose is notified and can open the job from the notification."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            type="submit"
            form={formId}
            disabled={!person}
            loading={send.isPending}
            icon={<Send className="size-4" aria-hidden />}
          >
            Send
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">Person</legend>
          <Input
            type="search"
            aria-label="Search people"
            placeholder="Search by name..."
            leadingIcon={<Search />}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <div className="max-h-48 overflow-y-auto rounded-lg ring-1 ring-slate-200">
            {directory.users.length === 0 ? (
              <PeopleSearchStatus
                fetching={directory.isFetching}
                failed={directory.isError}
                className="py-4"
              />
            ) : (
              directory.users.map((candidate) => (
                <label
                  key={candidate.id}
                  className="flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-slate-700 hover:bg-slate-50 has-checked:bg-brand-50 has-checked:text-brand-800"
                >
                  <input
                    type="radio"
                    name={`${formId}-person`}
                    checked={person?.id === candidate.id}
                    onChange={() => setPerson(candidate)}
                    className="size-4"
                  />
                  {candidate.full_name}
                </label>
              ))
            )}
          </div>
        </fieldset>
        <FormField label="Message (optional)" htmlFor={`${formId}-message`}>
          <Textarea
            id={`${formId}-message`}
            rows={3}
            maxLength={MESSAGE_MAX}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            placeholder="Anything they should know before signing off"
          />
        </FormField>
      </form>
    </DialogContent>
  );
}
