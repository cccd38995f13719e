import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

/** A4 in points. */
const PAGE = { width: 595, height: 842 };

type Color = ReturnType<typeof rgb>;

/** The grey of body text, and of headings. */
const TEXT_COLOR = rgb(0.2, 0.25, 0.3);
const HEADING_COLOR = rgb(0.1, 0.1, 0.15);

/**
 * Standard fonts draw WinAnsi only: what a font has no glyph for becomes "?". The font's own
 * character set decides, not a Latin-1 range, so ’ – — € • are drawn as themselves.
 */
function printableIn(font: PDFFont): (text: string) => string {
  const drawable = new Set(font.getCharacterSet());
  return (text) =>
    Array.from(text, (char) => (char === '\n' || drawable.has(char.codePointAt(0)!) ? char : '?')).join('');
}

/**
 * Breaks each paragraph into lines no wider than `width`. A line's leading spaces stay (the
 * indent of a bullet), and a word wider than the line gets a line of its own.
 */
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

/** A Helvetica document written top to bottom: lines wrap at the margins, pages are added as they fill. */
export type TextPdf = {
  regular: PDFFont;
  bold: PDFFont;
  write(text: string, font?: PDFFont, size?: number, color?: Color): void;
  heading(text: string): void;
  /** Leaves `points` of empty space before the next line. */
  space(points: number): void;
  save(): Promise<Uint8Array>;
};

export type TextPdfOptions = {
  title: string;
  subject?: string;
  /** pdf-lib stamps the moment of creation into the file; this sets it, so the same text gives the same bytes. */
  createdAt?: Date;
  /** Points on every side; 50 unless set. */
  margin?: number;
  /** Points between lines, added to the font size; 4 unless set. */
  leading?: number;
};

/** Starts a text PDF: the candidate profile, the offer letter, the demo CVs and the tests' files. */
export async function createTextPdf({
  title,
  subject,
  createdAt,
  margin = 50,
  leading = 4,
}: TextPdfOptions): Promise<TextPdf> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  if (subject) pdf.setSubject(subject);
  pdf.setProducer('Shortlist');
  if (createdAt) {
    pdf.setCreationDate(createdAt);
    pdf.setModificationDate(createdAt);
  }
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const printable = new Map([regular, bold].map((font) => [font, printableIn(font)]));
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - margin;

  const write = (text: string, font: PDFFont = regular, size = 10, color = TEXT_COLOR) => {
    for (const line of wrap(printable.get(font)!(text), font, size, PAGE.width - 2 * margin)) {
      if (y - size < margin) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - margin;
      }
      page.drawText(line, { x: margin, y, size, font, color });
      y -= size + leading;
    }
  };
  const space = (points: number) => {
    y -= points;
  };
  const heading = (text: string) => {
    space(8);
    write(text, bold, 12, HEADING_COLOR);
  };
  // Without object streams a file is a few hundred bytes bigger and several times quicker to
  // write: the demo seed writes one per candidate on a first start.
  return { regular, bold, write, heading, space, save: () => pdf.save({ useObjectStreams: false }) };
}
