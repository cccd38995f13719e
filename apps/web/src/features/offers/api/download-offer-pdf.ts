import { type Offer, offerFileName } from '@shortlist/contracts';
import { apiFile, saveBlob } from '../../../lib/api-client.ts';

/**
 * GET /offers/{id}/pdf/ — the letter as the signed-in user may read it, saved under the server's
 * name (offer_letter_{Candidate_Name}.pdf, spec 02) or, without one, the same name made here.
 */
export async function downloadOfferPdf(offer: Pick<Offer, 'id' | 'fields'>) {
  const { blob, filename } = await apiFile(`/offers/${offer.id}/pdf/`);
  saveBlob(blob, filename ?? offerFileName(offer.fields.candidate_name));
}
