import type { ReactNode } from 'react';

/** Who an e-mail is for, as far as the page that opens the compose dialog knows (spec 02 §2). */
export type ComposeEmailPrefill = {
  to?: string;
  applicationId?: number | null;
  candidateName?: string;
  jobTitle?: string;
};

export type ComposeEmailDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  prefill: ComposeEmailPrefill;
};

/**
 * The compose dialog as a slot (issue 12): the e-mail feature draws it and `app/router.tsx` hands
 * it to the pages that open it — candidate detail, the jobs list, the board — so no feature
 * imports another. A page without the slot shows no opener.
 */
export type ComposeEmailSlot = (props: ComposeEmailDialogProps) => ReactNode;
