import { convert } from 'html-to-text';
import { simpleParser } from 'mailparser';
import sanitizeHtml from 'sanitize-html';
import { isTextDocument, sniffContentType } from './content-type.ts';
import { FileTextLimitError, type FileTextLimits, UnreadableFileError } from './limits.ts';
import { readFileText } from './read-file-text.ts';

/**
 * One received message as the inbox needs it, read from its raw RFC 822 bytes by mailparser in
 * a file-text reader process (file-text-pool.ts), so a hostile message costs that process its
 * time and memory limits, never the server's. Imported by the reader: platform code only.
 */
export type ParsedMailMessage = {
  messageId: string | null;
  inReplyTo: string | null;
  fromAddress: string | null;
  fromName: string | null;
  to: string;
  subject: string;
  date: string | null;
  /** The text part, or the text of the HTML part when there is none. */
  text: string;
  /** The HTML part without scripts, styles, handlers, forms or remote images; null if none. */
  html: string | null;
  attachments: MailAttachment[];
  /** A delivery status notification (RFC 3464): what it reports on. */
  deliveryReport: DeliveryReport | null;
};

export type MailAttachment = {
  filename: string;
  contentType: string;
  size: number;
  /** The bytes, unless the attachment is larger than `maxAttachmentBytes`. */
  content: Uint8Array | null;
  /** Read in the same reader: the text of a PDF, DOCX, DOC or TXT, or why it could not be read. */
  text: string | null;
  problem: { limit: FileTextLimitError['limit']; max: number } | { unreadable: string } | null;
};

/** The text of an attachment that is a document (told by its bytes), within the same limits. */
async function readAttachmentText(
  content: Buffer,
  limits: FileTextLimits,
): Promise<Pick<MailAttachment, 'text' | 'problem'>> {
  const type = sniffContentType(content.subarray(0, 1024));
  if (!type || !isTextDocument(type)) return { text: null, problem: null };
  try {
    return { text: await readFileText(content, type, limits), problem: null };
  } catch (error) {
    if (error instanceof FileTextLimitError)
      return { text: null, problem: { limit: error.limit, max: error.max } };
    return {
      text: null,
      problem: { unreadable: error instanceof UnreadableFileError ? error.message : String(error) },
    };
  }
}

export type DeliveryReport = {
  /** The Message-ID of the message that could not be delivered, when the report names it. */
  originalMessageId: string | null;
  recipient: string | null;
  action: string | null;
  status: string | null;
  diagnostic: string | null;
};

/** Body text kept from a message (a long application e-mail is a few thousand characters). */
const MAX_BODY_CHARS = 100_000;
const MAX_HTML_CHARS = 200_000;
const MAX_ATTACHMENTS = 20;

/** Tags an e-mail body keeps when shown in the app: formatting and links, nothing that runs or loads. */
const EMAIL_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'pre',
    'code',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'td',
    'th',
    'hr',
  ],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
  disallowedTagsMode: 'discard',
};

function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html.slice(0, MAX_HTML_CHARS), EMAIL_HTML);
}

/**
 * The text of an HTML-only message, read from its sanitised HTML (only http, https and mailto
 * links are left in it): link targets kept (a LinkedIn profile linked as "LinkedIn"), images
 * left out, table cells apart (a careers form's "Email | ana@…" rows).
 */
function textOfHtml(sanitised: string): string {
  return convert(sanitised, {
    wordwrap: false,
    limits: { maxInputLength: MAX_HTML_CHARS, maxDepth: 100 },
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'table', format: 'dataTable' },
    ],
  });
}

const firstLine = (value: string | undefined | null) => value?.split(/\r?\n/)[0]?.trim() || null;

/** `Original-Message-ID`, `Status`, … of a message/delivery-status part (RFC 3464 §2). */
function readDeliveryStatus(
  text: string,
): Omit<DeliveryReport, 'originalMessageId'> & { original: string | null } {
  const field = (name: string) => {
    const match = new RegExp(`^${name}:[ \\t]{0,20}([^\\r\\n]{0,1000})`, 'im').exec(text);
    return match?.[1]?.trim() || null;
  };
  const strip = (value: string | null) => value?.replace(/^[a-z0-9-]{1,20};\s{0,5}/i, '') ?? null;
  return {
    original: field('Original-Message-ID'),
    recipient: strip(field('Final-Recipient') ?? field('Original-Recipient')),
    action: field('Action'),
    status: field('Status'),
    diagnostic: strip(field('Diagnostic-Code')),
  };
}

const MESSAGE_ID = /^Message-ID:[ \t]{0,20}(<[^>\r\n]{1,995}>)/im;

function deliveryReportOf(
  contentType: string,
  attachments: { contentType: string; content: Buffer }[],
): DeliveryReport | null {
  if (!/multipart\/report/i.test(contentType)) return null;
  const status = attachments.find((part) => /message\/(global-)?delivery-status/i.test(part.contentType));
  if (!status) return null;
  const fields = readDeliveryStatus(status.content.toString('utf8', 0, 64 * 1024));
  // The returned message (or its headers) names the Message-ID the report is about.
  const returned = attachments.find((part) =>
    /message\/rfc822|text\/rfc822-headers|message\/global/i.test(part.contentType),
  );
  const fromReturned = returned
    ? MESSAGE_ID.exec(returned.content.toString('utf8', 0, 64 * 1024))?.[1]
    : undefined;
  return {
    originalMessageId: fromReturned ?? fields.original,
    recipient: fields.recipient,
    action: fields.action,
    status: fields.status,
    diagnostic: fields.diagnostic,
  };
}

/**
 * Reads one message. A message mailparser cannot make sense of still yields what it could
 * (an empty body, no attachments); only bytes that are not a message at all are unreadable.
 */
export async function readMail(
  bytes: Uint8Array,
  limits: FileTextLimits & { maxAttachmentBytes: number },
): Promise<ParsedMailMessage> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let parsed: Awaited<ReturnType<typeof simpleParser>>;
  try {
    parsed = await simpleParser(buffer, {
      keepDeliveryStatus: true,
      skipImageLinks: true,
      skipTextToHtml: true,
      skipTextLinks: true,
      // the text of an HTML-only message is read from the sanitised HTML below
      skipHtmlToText: true,
    });
  } catch (error) {
    throw new UnreadableFileError(`The message could not be read: ${(error as Error).message}`.slice(0, 300));
  }
  const from = parsed.from?.value?.[0];
  const to = parsed.to
    ? (Array.isArray(parsed.to) ? parsed.to : [parsed.to]).map((list) => list.text).join(', ')
    : '';
  const contentType = String(
    (parsed.headers.get('content-type') &&
      (parsed.headers.get('content-type') as { value?: string }).value) ||
      '',
  );
  const attachments = parsed.attachments.slice(0, MAX_ATTACHMENTS);
  const html = parsed.html ? sanitizeEmailHtml(parsed.html) : null;
  const text = parsed.text?.trim() || (html ? textOfHtml(html) : '');
  const files = attachments.filter(
    (part) => !/message\/(global-)?delivery-status|text\/rfc822-headers/i.test(part.contentType),
  );
  const read: MailAttachment[] = [];
  for (const part of files) {
    const kept = part.content.length <= limits.maxAttachmentBytes;
    read.push({
      filename: (part.filename ?? 'attachment').slice(0, 255),
      contentType: part.contentType,
      size: part.size ?? part.content.length,
      content: kept ? new Uint8Array(part.content) : null,
      ...(kept ? await readAttachmentText(part.content, limits) : { text: null, problem: null }),
    });
  }
  return {
    messageId: firstLine(parsed.messageId),
    inReplyTo: firstLine(parsed.inReplyTo),
    fromAddress: from?.address?.trim().toLowerCase() || null,
    fromName: from?.name?.trim() || null,
    to: to.slice(0, 1000),
    subject: (parsed.subject ?? '').slice(0, 998),
    date: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date.toISOString() : null,
    text: text.slice(0, MAX_BODY_CHARS).trim(),
    html,
    attachments: read,
    deliveryReport: deliveryReportOf(contentType, attachments),
  };
}
