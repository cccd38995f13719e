import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card.tsx';
import { getErrorMessage } from '../../../../lib/api-error.ts';
import { useAddJobNote } from '../../api/add-job-note.ts';
import { useJobTimeline } from '../../api/get-job-timeline.ts';
import { TextArea } from '../job-form/form-controls.tsx';
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
          <TextArea
            aria-label="New note"
            rows={2}
            placeholder="Add a note for the hiring team"
            value={text}
            onChange={(event) => setText(event.target.value)}
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
