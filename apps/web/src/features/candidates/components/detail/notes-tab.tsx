import { CANDIDATE_MESSAGES, splitCommas } from '@shortlist/contracts';
import { formatDistanceToNow } from 'date-fns';
import { Lock, StickyNote } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { MentionTextarea } from '../../../../components/ui/mention-textarea.tsx';
import { QueryState } from '../../../../components/ui/query-state.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { getErrorMessage } from '../../../../lib/api-error.ts';
import { useAddNote, useNotes } from '../../api/candidate-notes.ts';
import { Panel } from './overview-tab.tsx';

/** The candidate's notes and the form for another; an erased candidate's notes went with their data. */
export function NotesTab({ candidateId, erased = false }: { candidateId: number; erased?: boolean }) {
  const notes = useNotes(candidateId);
  const add = useAddNote(candidateId);
  const [text, setText] = useState('');
  const [tags, setTags] = useState('');
  const [isPrivate, setPrivate] = useState(false);

  const submit = () =>
    add.mutate(
      { text, is_private: isPrivate, tags: splitCommas(tags), note_type: 'general' },
      {
        onSuccess: () => {
          setText('');
          setTags('');
          setPrivate(false);
          toast.success('Note added');
        },
        onError: (error) => toast.error(getErrorMessage(error, CANDIDATE_MESSAGES.addNoteFailed)),
      },
    );

  return (
    <Panel title="Notes">
      {erased ? null : (
        <form
          className="mb-5 space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label htmlFor="note-text" className="sr-only">
            Note
          </label>
          <MentionTextarea
            id="note-text"
            rows={3}
            value={text}
            onChange={setText}
            placeholder="Write a note about this candidate..."
            describedBy="note-text-hint"
            className="block w-full rounded-lg px-3 py-2 text-sm shadow-xs ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500 focus-visible:outline-none"
          />
          <p id="note-text-hint" className="text-xs text-slate-500">
            Type @ and a name to mention a colleague; they are notified.
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Input
              aria-label="Tags"
              placeholder="Tags, comma-separated"
              value={tags}
              onChange={(event) => setTags(event.target.value)}
              className="max-w-xs"
            />
            <label className="inline-flex items-center gap-2 text-sm text-slate-600">
              <input
                type="checkbox"
                checked={isPrivate}
                onChange={(event) => setPrivate(event.target.checked)}
                className="size-4 rounded border-slate-300"
              />
              Private
            </label>
            <Button type="submit" className="ml-auto" disabled={!text.trim() || add.isPending}>
              {add.isPending ? 'Adding...' : 'Add Note'}
            </Button>
          </div>
        </form>
      )}
      <QueryState
        query={notes}
        loading={<Spinner label="Loading notes" />}
        errorTitle="Couldn't load notes"
        isEmpty={(data) => data.results.length === 0}
        empty={
          <EmptyState
            icon={<StickyNote />}
            title={erased ? 'No notes' : 'No notes yet.'}
            description={erased ? 'Notes were deleted with the personal data.' : undefined}
          />
        }
      >
        {(data) => (
          <ul className="space-y-3">
            {data.results.map((note) => (
              <li key={note.id} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-100">
                <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                  <span className="font-medium text-slate-800">{note.author_name ?? 'Unknown'}</span>
                  {note.is_private ? (
                    <Badge tone="orange">
                      <Lock className="size-3" aria-hidden /> Private
                    </Badge>
                  ) : null}
                  <span>{formatDistanceToNow(new Date(note.created_at), { addSuffix: true })}</span>
                </div>
                <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{note.text}</p>
                {note.tags.length ? (
                  <ul className="mt-2 flex flex-wrap gap-1">
                    {note.tags.map((tag) => (
                      <li key={tag}>
                        <Badge tone="blue">{tag}</Badge>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Panel>
  );
}
