import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the peer received it: the envelope and the raw RFC 822 text. */
export type ReceivedMail = { from: string; to: string[]; raw: string };

/** What the peer answers to the next recipients: accept, refuse for good (5xx) or for now (4xx). */
export type PeerMode = { kind: 'accept' } | { kind: 'refuse'; code: number; message: string };

/**
 * A real SMTP server in-process (smtp-server, the library nodemailer's authors test with): it
 * speaks the protocol on a loopback port, records what it accepts and refuses on demand.
 */
export async function startSmtpPeer({ port = 0 }: { port?: number } = {}) {
  const received: ReceivedMail[] = [];
  let mode: PeerMode = { kind: 'accept' };
  let dataDelayMs = 0;
  const waiting: Array<() => void> = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (mode.kind === 'refuse') {
        const error = Object.assign(new Error(mode.message), { responseCode: mode.code });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(() => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          for (const wake of waiting.splice(0)) wake();
          callback();
        }, dataDelayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${bound}`,
    received,
    /** Sets how the next recipients are answered. */
    answer(next: PeerMode) {
      mode = next;
    },
    /** Holds each accepted message this long before answering (a slow server). */
    delayData(ms: number) {
      dataDelayMs = ms;
    },
    /** Resolves once `count` messages have arrived in all. */
    async waitFor(count: number, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`SMTP peer got ${received.length} of ${count} messages`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return received.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

/** A header's value from a raw message (first occurrence, unfolded). */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return match?.[1]?.trim();
}

/** The environment of a server that sends its mail to `peer`, from the demo organisation. */
export const mailEnv = (peer: SmtpPeer) => ({
  SMTP_URL: peer.url,
  MAIL_FROM: 'Meridian Careers <careers@meridian.example>',
});
