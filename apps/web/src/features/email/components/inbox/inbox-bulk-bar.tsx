import type { IncomingEmail } from '@shortlist/contracts';
import { Archive, Forward, UserPlus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../../components/ui/button.tsx';

type Props = {
  emails: IncomingEmail[];
  selected: IncomingEmail[];
  onSelectAll: (all: boolean) => void;
  onArchive: () => void;
  archiving: boolean;
  onForward: () => void;
  onCreateProfiles: () => void;
};

/** spec 02 Inbox: select-all, then Archive, Forward and Create Profiles for the chosen e-mails. */
export function InboxBulkBar({
  emails,
  selected,
  onSelectAll,
  onArchive,
  archiving,
  onForward,
  onCreateProfiles,
}: Props) {
  const all = emails.length > 0 && selected.length === emails.length;
  const some = selected.length > 0 && !all;
  const checkbox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (checkbox.current) checkbox.current.indeterminate = some;
  }, [some]);
  const none = selected.length === 0;
  const allArchived = selected.every((email) => email.status === 'archived');

  return (
    <div
      role="toolbar"
      aria-label="Selected e-mails"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-100 bg-slate-50/60 px-5 py-2.5"
    >
      <label className="inline-flex items-center gap-2 text-sm text-slate-700">
        <input
          ref={checkbox}
          type="checkbox"
          className="size-4 rounded border-slate-300 accent-brand-600"
          checked={all}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        Select all
      </label>
      <span className="text-sm text-slate-500" aria-live="polite">
        {none ? 'None selected' : `${selected.length} selected`}
      </span>
      <div className="ml-auto flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={none || allArchived}
          loading={archiving}
          onClick={onArchive}
          icon={<Archive className="size-3.5" aria-hidden />}
        >
          Archive
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={none}
          onClick={onForward}
          icon={<Forward className="size-3.5" aria-hidden />}
        >
          Forward
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={none}
          onClick={onCreateProfiles}
          icon={<UserPlus className="size-3.5" aria-hidden />}
        >
          Create Profiles
        </Button>
      </div>
    </div>
  );
}
