import { downloadApiFile } from '../../../lib/api-client.ts';

/** GET /interviews/{id}/invite.ics — the event as it stands, for any calendar (signed in like every call). */
export function downloadInvite(id: number) {
  return downloadApiFile(`/interviews/${id}/invite.ics`, `interview-${id}.ics`);
}
