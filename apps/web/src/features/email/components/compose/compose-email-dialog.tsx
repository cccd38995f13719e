import { useCallback } from 'react';
import { Dialog, DialogContent } from '../../../../components/ui/dialog.tsx';
import type { ComposeEmailDialogProps } from '../../../../lib/compose-email.ts';
import { ComposeEmailForm } from './compose-email-form.tsx';

/**
 * spec 02 candidate detail "Send Email": the compose panel in a dialog, prefilled by the page that
 * opens it. Closing discards the draft; the dialog closes itself 2 s after a send.
 */
export function ComposeEmailDialog({ open, onOpenChange, prefill }: ComposeEmailDialogProps) {
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Send Email"
        description={
          prefill.candidateName
            ? `To ${prefill.candidateName}${prefill.jobTitle ? ` about ${prefill.jobTitle}` : ''}`
            : prefill.jobTitle
              ? `About ${prefill.jobTitle}`
              : undefined
        }
        className="max-h-[calc(100vh-2rem)] max-w-5xl overflow-y-auto"
      >
        <ComposeEmailForm prefill={prefill} layout="dialog" onDone={close} onCancel={close} />
      </DialogContent>
    </Dialog>
  );
}
