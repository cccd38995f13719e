import {
  OFFER_LETTER_HEADINGS,
  OFFER_TEMPLATE_LABELS,
  type OfferFields,
  type OfferTemplate,
  renderOfferLetter,
} from '@shortlist/contracts';
import { rgb } from 'pdf-lib';
import { createTextPdf } from '../../platform/pdf/text-pdf.ts';

/**
 * The offer letter as a PDF (issue 13): the same text the dialog previews (contracts
 * `renderOfferLetter`), under the company's name, on as many A4 pages as it needs. What
 * Download PDF saves and what the candidate receives attached.
 */
export async function renderOfferPdf(template: OfferTemplate, fields: OfferFields): Promise<Uint8Array> {
  const { regular, bold, write, space, save } = await createTextPdf({
    title: `Offer letter — ${fields.candidate_name || 'Candidate'}`,
    subject: `${OFFER_TEMPLATE_LABELS[template]} offer for ${fields.job_title}`,
    margin: 64,
    leading: 5,
  });
  const body = rgb(0.15, 0.17, 0.2);
  write(fields.company_name || 'Offer of employment', bold, 18, rgb(0.05, 0.05, 0.1));
  write('Offer of employment', regular, 11, rgb(0.4, 0.43, 0.48));
  space(18);
  const headings = new Set<string>(OFFER_LETTER_HEADINGS);
  for (const line of renderOfferLetter(template, fields).split('\n')) {
    if (headings.has(line)) {
      space(4);
      write(line, bold, 12, body);
    } else write(line, regular, 11, body);
  }
  return save();
}
