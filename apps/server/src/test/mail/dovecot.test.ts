import net from 'node:net';
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { type DovecotPeer, startDovecot } from './dovecot.ts';

let started: DovecotPeer | { skip: string };

// Installing dovecot-imapd on a machine without it takes longer than a hook's usual 30 s.
beforeAll(async () => {
  started = await startDovecot();
}, 300_000);

afterAll(async () => {
  if (started && !('skip' in started)) await started.stop();
});

function peerOrSkip(context: TestContext) {
  if ('skip' in started) return context.skip(started.skip);
  return started;
}

/** What an IMAP client sees in INBOX: its UIDVALIDITY and each message's UID and source. */
async function readInbox(peer: DovecotPeer) {
  const client = new ImapFlow({
    host: peer.host,
    port: peer.port,
    secure: false,
    auth: { user: peer.user, pass: peer.password },
    logger: false,
  });
  await client.connect();
  const lock = await client.getMailboxLock('INBOX');
  try {
    const uidValidity = client.mailbox ? client.mailbox.uidValidity : undefined;
    const messages = [];
    for await (const message of client.fetch('1:*', { uid: true, source: true }, { uid: true })) {
      messages.push({ uid: message.uid, source: message.source?.toString('utf8') });
    }
    return { uidValidity, messages };
  } finally {
    lock.release();
    await client.logout();
  }
}

function connect(port: number) {
  return new Promise<void>((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve();
    });
    socket.on('error', reject);
  });
}

const message = (subject: string) =>
  [
    'From: Ada Recruiter <ada@example.com>',
    'To: jobs@shortlist.example',
    `Subject: ${subject}`,
    `Message-ID: <${subject.replaceAll(' ', '-')}@example.com>`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    `Hello, this is ${subject}. Grüße.`,
    '',
  ].join('\r\n');

describe('a private Dovecot', () => {
  it('serves appended messages to an IMAP client with consecutive UIDs and the same bytes', async (context) => {
    const peer = peerOrSkip(context);
    await peer.reset();
    const before = await readInbox(peer);
    const first = message('first application');
    const second = message('second application');

    await peer.append(first);
    await peer.append(Buffer.from(second));

    const inbox = await readInbox(peer);
    expect(inbox.uidValidity).toBe(before.uidValidity);
    expect(inbox.messages.map((mail) => mail.source)).toEqual([first, second]);
    const [uidOfFirst, uidOfSecond] = inbox.messages.map((mail) => mail.uid);
    expect(uidOfSecond).toBe((uidOfFirst ?? 0) + 1);
  });

  it('empties INBOX and renumbers it from UID 1 under a new UIDVALIDITY on reset', async (context) => {
    const peer = peerOrSkip(context);
    await peer.append(message('before the reset'));
    const before = await readInbox(peer);
    expect(before.messages.length).toBeGreaterThan(0);

    await peer.reset({ newUidValidity: true });

    const after = await readInbox(peer);
    expect(after.messages).toEqual([]);
    expect(after.uidValidity).not.toBe(before.uidValidity);
    await peer.append(message('after the reset'));
    expect((await readInbox(peer)).messages.map((mail) => mail.uid)).toEqual([1]);
  });

  it('runs beside another peer with its own port, user and mailbox, until stop() ends it', async (context) => {
    const peer = peerOrSkip(context);
    const other = await startDovecot();
    if ('skip' in other) return context.skip(other.skip);
    try {
      expect(other.port).not.toBe(peer.port);
      expect(other.user).not.toBe(peer.user);
      expect(new URL(other.imapUrl)).toMatchObject({
        protocol: 'imap:',
        port: String(other.port),
        pathname: '/INBOX',
      });
      await other.append(message('for the other peer only'));
      expect((await readInbox(other)).messages).toHaveLength(1);
    } finally {
      await other.stop();
    }
    await expect(connect(other.port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
