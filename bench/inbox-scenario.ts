import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { seedDemo } from '../apps/server/src/demo/seed.ts';
import { pdfOf } from '../apps/server/src/test/candidate-factories.ts';
import { startDovecot } from '../apps/server/src/test/mail/dovecot.ts';
import { applicationMessage } from '../apps/server/src/test/mail/messages.ts';
import { benchDatabase, devLogin, percentile, writeResult } from './harness.ts';

const MESSAGES = 1_000;
/** Requests handing messages in at once (a relay's connections). */
const IN_FLIGHT = 4;
const LATENCY_SAMPLES = 20;

/**
 * Issue 12: the inbox's intake. 1,000 application e-mails, each with a one-page PDF CV, handed
 * to POST /api/v1/email-ingestion/ingest/ (4 at a time): how fast they are stored, and how fast
 * they are read (parsed, CV text, matched) until none is processing. Then mail delivered to a
 * real Dovecot: from a mailbox check that finds a new message to that message read and in the
 * inbox (the wait before the check is the poll interval, one minute, or "Check now").
 * Target: at least 30 messages a second stored and read on this machine.
 */
export async function inboxScenario() {
  const { database, label, cleanup } = await benchDatabase();
  await seedDemo(database.db, { reset: true });
  const dovecot = await startDovecot();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-bench-inbox-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AUTH_DEV_LOGIN: '1',
    ...('skip' in dovecot ? {} : { IMAP_URL: dovecot.imapUrl }),
  });
  const app = await buildApp({ config, database, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const headers = await devLogin(app, { email: 'avery.admin@meridian.example', role: 'admin' });
  const processing = async () => {
    const response = await fetch(`${address}/api/v1/email-ingestion/inbox/?filter=processing&page_size=1`, {
      headers,
    });
    return ((await response.json()) as { counts: { processing: number } }).counts.processing;
  };

  try {
    const cv = await pdfOf(
      'Jordan Example\nSenior software engineer with 8 years of experience.\nSkills: Python, SQL, AWS, Docker, Kubernetes\nBSc Computer Science',
    );
    const raws = await Promise.all(
      Array.from({ length: MESSAGES }, (_, index) =>
        applicationMessage({
          from: `Applicant ${index} <applicant${index}@bench.example>`,
          messageId: `<bench-${index}-${process.pid}@bench.example>`,
          cv: { filename: `cv-${index}.pdf`, content: cv },
        }),
      ),
    );

    const started = performance.now();
    const requestMs: number[] = [];
    let next = 0;
    const relay = async () => {
      while (next < raws.length) {
        const raw = raws[next++]!;
        const sent = performance.now();
        const response = await fetch(`${address}/api/v1/email-ingestion/ingest/`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'message/rfc822' },
          body: new Uint8Array(raw),
        });
        if (response.status !== 201) throw new Error(`ingest answered ${response.status}`);
        await response.arrayBuffer();
        requestMs.push(performance.now() - sent);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, relay));
    const storedS = (performance.now() - started) / 1000;
    while ((await processing()) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    const readS = (performance.now() - started) / 1000;

    const latency: number[] = [];
    if (!('skip' in dovecot)) {
      for (let index = 0; index < LATENCY_SAMPLES; index += 1) {
        const messageId = `<imap-latency-${index}-${process.pid}@bench.example>`;
        await dovecot.append(
          Buffer.from(
            (await applicationMessage({ messageId, cv: { filename: 'cv.pdf', content: cv } }))
              .toString('utf8')
              .replace(/\r?\n/g, '\r\n'),
          ),
        );
        const checked = performance.now();
        await fetch(`${address}/api/v1/email-ingestion/imap/poll/`, { method: 'POST', headers });
        for (;;) {
          const response = await fetch(
            `${address}/api/v1/email-ingestion/inbox/?search=${encodeURIComponent('ana.novak')}&page_size=100`,
            { headers },
          );
          const page = (await response.json()) as { results: { message_id: string; status: string }[] };
          const found = page.results.find((row) => row.message_id === messageId);
          if (found && found.status !== 'processing') break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        latency.push(performance.now() - checked);
      }
    }

    writeResult('inbox', {
      database: label,
      target_messages_per_second: 30,
      messages: MESSAGES,
      in_flight: IN_FLIGHT,
      stored_per_second: Math.round(MESSAGES / storedS),
      stored_and_read_per_second: Math.round(MESSAGES / readS),
      ingest_request_ms: { p50: percentile(requestMs, 50), p95: percentile(requestMs, 95) },
      imap_check_to_inbox_ms:
        latency.length > 0
          ? { samples: latency.length, p50: percentile(latency, 50), p95: percentile(latency, 95) }
          : { skipped: 'skip' in dovecot ? dovecot.skip : 'no samples' },
      poll_interval_s: 60,
    });
  } finally {
    await app.close();
    if (!('skip' in dovecot)) await dovecot.stop();
    await cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
