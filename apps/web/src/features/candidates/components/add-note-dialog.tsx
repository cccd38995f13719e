import { CANDIDATE_MESSAGES } from '@shortlist/contracts';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormErrors } from '../../../components/ui/form-errors.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { MentionTextarea } from '../../../components/ui/mention-textarea.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { useAddNote } from '../api/candidate-notes.ts';

type NoteCandidate = { id: number; full_name: string };

/**
 * A note on a candidate from outside their page (the pipeline card's Add note, spec 02): the notes
 * tab's text and Private, saved through the same call. Open while `candidate` is set.
 */
export function AddNoteDialog({
  candidate,
  onClose,
}: {
  candidate: NoteCandidate | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={candidate !== null} onOpenChange={(open) => !open && onClose()}>
      {candidate ? <AddNoteForm key={candidate.id} candidate={candidate} onClose={onClose} /> : null}
    </Dialog>
  );
}

function AddNoteForm({ candidate, onClose }: { candidate: NoteCandidate; onClose: () => void }) {
  const add = useAddNote(candidate.id);
  const [text, setText] = useState('');
  const [isPrivate, setPrivate] = useState(false);
  const formId = useId();
  const textId = useId();

  const submit = () =>
    add.mutate(
      { text: text.trim(), is_private: isPrivate, note_type: 'general' },
      {
        onSuccess: () => {
          toast.success('Note added');
          onClose();
        },
      },
    );

  return (
    <DialogContent
      title={`Add note for ${candidate.full_name}`}
      // the text box, not the close button, takes the focus
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        document.getElementById(textId)?.focus();
      }}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          {/* spec 02 §5: disabled when the text is blank or while saving */}
          <Button type="submit" form={formId} disabled={!text.trim() || add.isPending}>
            {add.isPending ? 'Adding...' : 'Add Note'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim() && !add.isPending) submit();
        }}
      >
        {/* spec 02 §8: the server's message, else "Failed to add note" */}
        <FormErrors
          messages={add.isError ? [getErrorMessage(add.error, CANDIDATE_MESSAGES.addNoteFailed)] : []}
        />
        <FormField
          label="Note"
          htmlFor={textId}
          messageId={`${textId}-hint`}
          hint="Type @ and a name to mention a colleague; they are notified."
        >
          <MentionTextarea
            id={textId}
            rows={4}
            value={text}
            onChange={setText}
            placeholder="Write a note about this candidate..."
            describedBy={`${textId}-hint`}
            className="block w-full rounded-lg px-3 py-2 text-sm shadow-xs ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500 focus-visible:outline-none"
          />
        </FormField>
        <label className="inline-flex items-center gap-2 text-sm text-slate-600">
          <input
            type="checkbox"
            checked={isPrivate}
            onChange={(event) => setPrivate(event.target.checked)}
            className="size-4 rounded border-slate-300"
          />
          Private
        </label>
      </form>
    </DialogContent>
  );
}
