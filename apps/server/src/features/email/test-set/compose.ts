import { CAREERS_ADDRESS, type ParsedFields } from '@shortlist/contracts';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { docxOf, pdfOf } from '../../../test/candidate-factories.ts';

/** One realistic application e-mail: its raw RFC 822 bytes and what a person reads in it. */
export type ApplicationEmailCase = {
  name: string;
  raw: () => Promise<Buffer>;
  /**
   * The fields as a recruiter would fill them from this message alone. Conventions: experience is
   * the number of years the applicant (or their presenter) states, null when nobody states one;
   * skills are the SKILL_KEYWORDS the applicant's side names as theirs; education lists the
   * degree lines of the CV as written (with the institution).
   */
  expected: Partial<ParsedFields>;
};

/** A text part in ISO-8859-1, as older mail clients and some web forms still send it. */
export type Latin1Body = { latin1: string; encoding: '8bit' | 'quoted-printable' };

type ComposeOptions = {
  /** `Name <address>`, as mail clients write it. */
  from: string;
  subject: string;
  text?: string | Latin1Body;
  html?: string;
  attachments?: Mail.Attachment[];
  /** Message-ID without brackets: stable, so the lead's ingest run de-duplicates a second run. */
  id: string;
};

/** A real MIME message, built by nodemailer's composer as a mail client would send it. */
export function compose({ id, text, ...options }: ComposeOptions): Promise<Buffer> {
  const root = new MailComposer({
    ...options,
    ...(text === undefined ? {} : { text: typeof text === 'string' ? text : ' ' }),
    to: `Meridian Careers <${CAREERS_ADDRESS}>`,
    date: new Date('2025-03-04T09:30:00Z'),
    messageId: `<${id}@test-set.shortlist.invalid>`,
  }).compile();
  if (text !== undefined && typeof text !== 'string') {
    // The composer writes every text part in UTF-8: re-encode the part it made.
    const part = [root, ...root.childNodes].find((node) =>
      /^text\/plain/i.test(String(node.getHeader('Content-Type'))),
    )!;
    part.setHeader('Content-Type', 'text/plain; charset=ISO-8859-1');
    part.setHeader('Content-Transfer-Encoding', text.encoding);
    part.setContent(Buffer.from(text.latin1.replace(/\n/g, '\r\n'), 'latin1'));
  }
  return root.build();
}

/** An RFC 2047 encoded word in ISO-8859-1 (a display name a Latin-1 client wrote). */
export const latin1Word = (text: string) =>
  `=?ISO-8859-1?Q?${[...Buffer.from(text, 'latin1')]
    .map((byte) =>
      byte === 0x20
        ? '_'
        : byte > 0x7e || byte === 0x3d || byte === 0x3f || byte === 0x5f
          ? `=${byte.toString(16).toUpperCase().padStart(2, '0')}`
          : String.fromCharCode(byte),
    )
    .join('')}?=`;

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const pdfCv = async (filename: string, text: string): Promise<Mail.Attachment> => ({
  filename,
  content: await pdfOf(text, { padTo: 2048 }),
  contentType: 'application/pdf',
});

export const docxCv = async (filename: string, text: string): Promise<Mail.Attachment> => ({
  filename,
  content: await docxOf(text),
  contentType: DOCX,
});

export const txtCv = (filename: string, text: string): Mail.Attachment => ({
  filename,
  content: Buffer.from(text, 'utf8'),
  contentType: 'text/plain; charset=utf-8',
});

/** A phone snapshot of a paper CV: an image, so no text to read. */
export const photoAttachment = (filename: string): Mail.Attachment => ({
  filename,
  content: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 0x11)]),
  contentType: 'image/jpeg',
});
