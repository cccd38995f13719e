import nodemailer from 'nodemailer';

/** One outgoing message as the transport sends it: plain text, with its fixed Message-ID. */
export type OutgoingMessage = {
  from: string;
  to: string;
  subject: string;
  text: string;
  messageId: string;
  inReplyTo?: string | null;
  references?: string | null;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
  /** A calendar invitation, sent as the text/calendar alternative calendar clients act on (RFC 6047). */
  calendar?: { method: string; content: string } | null;
};

/** How a send ended when it did not: refused for good (5xx), or worth another try (4xx, network). */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'MailSendError';
  }
}

export type MailTransport = {
  /** False when SMTP_URL is unset: mail waits in the outbox (DESIGN.md §8). */
  readonly enabled: boolean;
  /** The SMTP host, for the status call; never the credentials. */
  readonly host: string | null;
  /** Resolves with the server's reply once it has accepted the message; MailSendError otherwise. */
  send(message: OutgoingMessage): Promise<{ response: string }>;
  close(): void;
};

/**
 * The SMTP peer (nodemailer, `SMTP_URL` like smtp://user:pass@host:587). Time limits keep a slow
 * or silent server from holding a send job past its expiry: 10 s to connect and greet, 30 s of
 * silence on the socket.
 */
export function createMailTransport(smtpUrl: string | undefined): MailTransport {
  if (!smtpUrl) {
    return {
      enabled: false,
      host: null,
      send: async () => {
        throw new MailSendError('Mail delivery is off (SMTP_URL is not set).', false);
      },
      close: () => {},
    };
  }
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    enabled: true,
    host: url.hostname,
    async send(message) {
      try {
        const info = await transporter.sendMail({
          from: message.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          messageId: message.messageId,
          inReplyTo: message.inReplyTo ?? undefined,
          references: message.references ?? undefined,
          attachments: message.attachments,
          icalEvent: message.calendar
            ? { method: message.calendar.method, content: message.calendar.content, filename: 'invite.ics' }
            : undefined,
        });
        return { response: String(info.response ?? '') };
      } catch (error) {
        throw toMailSendError(error);
      }
    },
    close: () => transporter.close(),
  };
}

/** An SMTP 5xx reply is final (RFC 5321 §4.2.1); a 4xx reply or a network failure may pass later. */
export function toMailSendError(error: unknown): MailSendError {
  const failure = error as { responseCode?: number; response?: string; message?: string; code?: string };
  const code = failure.responseCode;
  const text = (failure.response ?? failure.message ?? 'Unknown mail error').slice(0, 500);
  if (code && code >= 500) return new MailSendError(text, true);
  return new MailSendError(code ? text : `${failure.code ? `${failure.code}: ` : ''}${text}`, false);
}
