import type { Candidate } from '@shortlist/contracts';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

const PAGE = { width: 595, height: 842, margin: 50 };

type Color = ReturnType<typeof rgb>;

/**
 * Standard fonts draw WinAnsi only: what a font has no glyph for becomes "?". The font's own
 * character set decides, not a Latin-1 range, so ’ – — € are drawn as themselves.
 */
function printableIn(font: PDFFont): (text: string) => string {
  const drawable = new Set(font.getCharacterSet());
  return (text) =>
    Array.from(text, (char) => (char === '\n' || drawable.has(char.codePointAt(0)!) ? char : '?')).join('');
}

/** A Helvetica document written top to bottom: lines wrap at the margins, pages are added as they fill. */
export type TextPdf = {
  regular: PDFFont;
  bold: PDFFont;
  write(text: string, font?: PDFFont, size?: number, color?: Color): void;
  heading(text: string): void;
  save(): Promise<Uint8Array>;
};

/**
 * Starts a text PDF. pdf-lib stamps the moment of creation into the file; `createdAt` sets it
 * instead, so the same text at the same moment gives the same bytes (the demo seed's CVs).
 */
export async function createTextPdf({
  title,
  createdAt,
}: {
  title: string;
  createdAt?: Date;
}): Promise<TextPdf> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  if (createdAt) {
    pdf.setCreationDate(createdAt);
    pdf.setModificationDate(createdAt);
  }
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const printable = new Map([regular, bold].map((font) => [font, printableIn(font)]));
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const ensureRoom = (needed: number) => {
    if (y - needed < PAGE.margin) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
  };
  const write = (text: string, font: PDFFont = regular, size = 10, color = rgb(0.2, 0.25, 0.3)) => {
    for (const line of wrap(printable.get(font)!(text), font, size, PAGE.width - 2 * PAGE.margin)) {
      ensureRoom(size + 4);
      drawLine(page, line, y, font, size, color);
      y -= size + 4;
    }
  };
  const heading = (text: string) => {
    y -= 8;
    write(text, bold, 12, rgb(0.1, 0.1, 0.15));
  };
  // Without object streams a file is a few hundred bytes bigger and several times quicker to
  // write: the demo seed writes one per candidate on a first start.
  return { regular, bold, write, heading, save: () => pdf.save({ useObjectStreams: false }) };
}

/** spec 02 §2 "Export to PDF" made real (DESIGN.md §2): the profile as a one-or-more-page PDF. */
export async function renderProfilePdf(candidate: Candidate): Promise<Uint8Array> {
  const { bold, regular, write, heading, save } = await createTextPdf({
    title: `${candidate.full_name} — candidate profile`,
  });

  write(candidate.full_name, bold, 20, rgb(0.05, 0.05, 0.1));
  const role = [candidate.current_role, candidate.current_company].filter(Boolean).join(' at ');
  if (role) write(role, regular, 12);
  write(
    [candidate.city, candidate.country].filter(Boolean).join(', ') ||
      candidate.location ||
      'Location not specified',
  );
  heading('Contact');
  write(`Email: ${candidate.emails.join(', ') || 'No email'}`);
  write(`Phone: ${candidate.phones.join(', ') || 'No phone'}`);
  for (const [name, url] of Object.entries(candidate.links)) if (url) write(`${name}: ${url}`);
  heading('Profile');
  write(`Years of experience: ${candidate.years_experience ?? 'not specified'}`);
  write(`Employment type: ${candidate.employment_type}`);
  write(
    `Source: ${candidate.source_type}${candidate.recruiter_name ? ` (${candidate.recruiter_name})` : ''}`,
  );
  if (candidate.average_match_score !== null) write(`Average match: ${candidate.average_match_score}%`);
  if (candidate.skills_extracted.length) {
    heading('Skills');
    write(candidate.skills_extracted.join(', '));
  }
  if (candidate.summary) {
    heading('Summary');
    write(candidate.summary);
  }
  if (candidate.work_experience.length) {
    heading('Work experience');
    for (const job of candidate.work_experience) {
      write(`${job.position} — ${job.company} (${job.duration})`, bold);
      if (job.description) write(job.description);
    }
  }
  if (candidate.education_history.length) {
    heading('Education');
    for (const school of candidate.education_history)
      write(`${school.degree}, ${school.institution} ${school.year}`);
  }
  return save();
}

function drawLine(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color: Color) {
  page.drawText(text, { x: PAGE.margin, y, size, font, color });
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
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
