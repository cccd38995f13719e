import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card.tsx';
import { MentionTextarea } from '../../../../components/ui/mention-textarea.tsx';
import { getErrorMessage } from '../../../../lib/api-error.ts';
import { useAddJobNote } from '../../api/add-job-note.ts';
import { useJobTimeline } from '../../api/get-job-timeline.ts';
import { TimelineList } from './timeline-list.tsx';

/** The job's notes (the list's notes action links to #notes); kept on the job timeline. */
export function NotesCard({ jobId }: { jobId: number }) {
  const [text, setText] = useState('');
  const add = useAddJobNote();
  const timeline = useJobTimeline(jobId);
  const notes = (timeline.data?.results ?? []).filter((event) => event.type === 'note');
  return (
    <Card id="notes">
      <CardHeader title="Notes" />
      <CardContent className="space-y-4">
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate(
              { id: jobId, text },
              {
                onSuccess: () => {
                  setText('');
                  toast.success('Note added');
                },
                onError: (error) => toast.error(getErrorMessage(error)),
              },
            );
          }}
        >
          <MentionTextarea
            id="job-note-text"
            aria-label="New note"
            rows={2}
            placeholder="Add a note for the hiring team — type @ to mention a colleague"
            value={text}
            onChange={setText}
            className="block w-full rounded-lg px-3 py-2 text-sm shadow-xs ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500 focus-visible:outline-none"
          />
          <div className="flex justify-end">
            <Button type="submit" size="sm" disabled={!text.trim()} loading={add.isPending}>
              Add note
            </Button>
          </div>
        </form>
        {notes.length ? (
          <TimelineList events={notes} />
        ) : (
          <p className="text-sm text-slate-400">No notes yet.</p>
        )}
      </CardContent>
    </Card>
  );
}
