import http from 'node:http';
import { headerOf, startSmtpPeer } from './smtp-peer.ts';

/**
 * The end-to-end suite's mail server: a real SMTP peer on SMTP_TEST_PORT that the app sends to,
 * and on SMTP_TEST_HTTP_PORT a read-out of what it received (GET /messages), so a browser test
 * can check the message a recruiter sent.
 */
const smtpPort = Number(process.env.SMTP_TEST_PORT ?? 2525);
const httpPort = Number(process.env.SMTP_TEST_HTTP_PORT ?? smtpPort + 1);
const peer = await startSmtpPeer({ port: smtpPort });

const server = http.createServer((request, response) => {
  if (request.url !== '/messages') {
    response.writeHead(404).end();
    return;
  }
  const messages = peer.received.map((mail) => ({
    from: mail.from,
    to: mail.to,
    subject: headerOf(mail.raw, 'Subject') ?? '',
    message_id: headerOf(mail.raw, 'Message-ID') ?? '',
    raw: mail.raw,
  }));
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
});
server.listen(httpPort, '127.0.0.1');

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    server.close();
    void peer.close().then(() => process.exit(0));
  });
