import { ComposeEmailDialog } from '../../features/email/index.ts';
import type { ComposeEmailSlot } from '../../lib/compose-email.ts';

/** The e-mail feature's compose dialog, for the pages that open it (candidate, jobs list, board). */
export const composeEmail: ComposeEmailSlot = (props) => <ComposeEmailDialog {...props} />;
