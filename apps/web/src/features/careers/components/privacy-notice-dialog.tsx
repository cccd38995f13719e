import { PRIVACY_NOTICE } from '@shortlist/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { formatDate } from '../../../lib/format.ts';

type PrivacyNoticeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "I accept": ticks the consent box and closes */
  onAccept: () => void;
};

/** The notice an applicant accepts, in full, with the version their consent records. */
export function PrivacyNoticeDialog({ open, onOpenChange, onAccept }: PrivacyNoticeDialogProps) {
  const updated = formatDate(PRIVACY_NOTICE.version);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={PRIVACY_NOTICE.title}
        description={updated ? `Last updated ${updated}` : `Version ${PRIVACY_NOTICE.version}`}
        className="max-w-xl"
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">Close</Button>
            </DialogClose>
            <Button onClick={onAccept}>I accept</Button>
          </>
        }
      >
        <div className="max-h-[60vh] space-y-3 overflow-y-auto text-sm leading-relaxed text-slate-700">
          {PRIVACY_NOTICE.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
