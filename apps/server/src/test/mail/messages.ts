import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';

/** A real MIME message (nodemailer's composer) as a mail server would hand it over. */
export async function composeMessage(options: Mail.Options): Promise<Buffer> {
  return new MailComposer({ date: new Date('2026-11-20T09:30:00Z'), ...options }).compile().build();
}

/** An application e-mail: the sender applies for a role, optionally with a CV. */
export function applicationMessage(
  overrides: Partial<Mail.Options> & { cv?: { filename: string; content: Buffer } } = {},
): Promise<Buffer> {
  const { cv, ...options } = overrides;
  return composeMessage({
    from: 'Ana Novak <ana.novak@example.com>',
    to: 'careers@meridian.example',
    subject: 'Application for Data Engineer',
    text: [
      'Dear hiring team,',
      '',
      'I am applying for the Data Engineer position. I have 6 years of experience with Python, SQL and AWS.',
      'I am based in Berlin, Germany and looking for a full-time role.',
      '',
      'Best regards,',
      'Ana Novak',
      '+49 151 2345 6789',
      'https://www.linkedin.com/in/ana-novak',
    ].join('\n'),
    messageId: `<${Math.random().toString(36).slice(2)}@mail.example.com>`,
    attachments: cv ? [{ filename: cv.filename, content: cv.content }] : [],
    ...options,
  });
}

/** A delivery status notification (RFC 3464) about `originalMessageId`, as an MTA sends one. */
export function bounceReport(originalMessageId: string, recipient: string): Buffer {
  const boundary = 'dsn-boundary-1';
  return Buffer.from(
    [
      'From: Mail Delivery System <MAILER-DAEMON@mx.example.net>',
      'To: careers@meridian.example',
      'Subject: Undelivered Mail Returned to Sender',
      `Message-ID: <dsn-${Math.random().toString(36).slice(2)}@mx.example.net>`,
      'MIME-Version: 1.0',
      `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      `I'm sorry to have to inform you that your message could not be delivered to ${recipient}.`,
      '',
      `--${boundary}`,
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.example.net',
      '',
      `Final-Recipient: rfc822; ${recipient}`,
      'Action: failed',
      'Status: 5.1.1',
      'Diagnostic-Code: smtp; 550 5.1.1 The email account that you tried to reach does not exist',
      '',
      `--${boundary}`,
      'Content-Type: text/rfc822-headers',
      '',
      'From: Meridian Careers <careers@meridian.example>',
      `To: ${recipient}`,
      `Message-ID: ${originalMessageId}`,
      'Subject: Your application',
      '',
      `--${boundary}--`,
      '',
    ].join('\r\n'),
  );
}
