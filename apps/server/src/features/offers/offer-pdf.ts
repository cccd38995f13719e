import {
  OFFER_LETTER_HEADINGS,
  OFFER_TEMPLATE_LABELS,
  type OfferFields,
  type OfferTemplate,
  renderOfferLetter,
} from '@shortlist/contracts';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

const PAGE = { width: 595, height: 842, margin: 64 };

/** The standard fonts draw WinAnsi only: typographic quotes and dashes become their plain forms. */
const printable = (text: string) =>
  text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/•/g, '\u2022')
    .replace(/[^\x20-\x7e\xa0-\xff\u2022]/g, '?');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/(?<=\S)\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * The offer letter as a PDF (issue 13): the same text the dialog previews (contracts
 * `renderOfferLetter`), under the company's name, on as many A4 pages as it needs. What
 * Download PDF saves and what the candidate receives attached.
 */
export async function renderOfferPdf(template: OfferTemplate, fields: OfferFields): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Offer letter — ${fields.candidate_name || 'Candidate'}`);
  pdf.setSubject(`${OFFER_TEMPLATE_LABELS[template]} offer for ${fields.job_title}`);
  pdf.setProducer('Shortlist');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;

  const draw = (text: string, font: PDFFont, size: number, color = rgb(0.15, 0.17, 0.2)) => {
    for (const line of wrap(printable(text), font, size, width)) {
      if (y - size < PAGE.margin) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      page.drawText(line, { x: PAGE.margin, y, size, font, color });
      y -= size + 5;
    }
  };

  draw(fields.company_name || 'Offer of employment', bold, 18, rgb(0.05, 0.05, 0.1));
  draw('Offer of employment', regular, 11, rgb(0.4, 0.43, 0.48));
  y -= 18;
  const headings = new Set<string>(OFFER_LETTER_HEADINGS);
  for (const line of renderOfferLetter(template, fields).split('\n')) {
    if (headings.has(line)) {
      y -= 4;
      draw(line, bold, 12);
    } else draw(line, regular, 11);
  }
  return pdf.save();
}
