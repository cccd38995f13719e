import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../app.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../test/database.ts';
import { registerErrorHandling, safeErrorMessage } from './errors.ts';

/**
 * issue 10: a failed statement never puts its parameters (names, e-mails, salaries) in the log
 * or in what a background job keeps; a value the database refuses is the client's 400.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

const SECRET = 'ada.lovelace@example.com';

/** A real failure of the driver: an e-mail bound as a parameter where an integer belongs. */
async function failedQuery(): Promise<Error> {
  try {
    await database.db.execute(sql`select ${SECRET}::int as id`);
  } catch (error) {
    return error as Error;
  }
  throw new Error('the query was expected to fail');
}

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

describe('database errors', () => {
  it('are logged with the statement and its SQLSTATE, never the parameters or the server message', async () => {
    const error = await failedQuery();
    expect(`${error.message} ${String((error.cause as Error | undefined)?.message)}`).toContain(SECRET);
    const { lines, stream } = capture();
    const logger = pino(loggerOptions('info'), stream);
    logger.error({ err: error }, 'unhandled error');
    const line = JSON.parse(lines[0]!);
    expect(lines[0]).not.toContain(SECRET);
    expect(line.err).toMatchObject({ type: 'DatabaseError', code: '22P02' });
    expect(line.err.query).toContain('::int');
  });

  it('keep their codes, not their parameters, in a background job’s stored message', async () => {
    const message = safeErrorMessage(await failedQuery());
    expect(message).toBe('Database error 22P02');
  });

  it('answer 400 in the DRF shape when the database refuses a value a route forgot to check', async () => {
    const error = await failedQuery();
    const { lines, stream } = capture();
    const app = Fastify({ logger: { ...loggerOptions('warn'), stream } });
    registerErrorHandling(app);
    app.get('/forgot-a-check', async () => {
      throw error;
    });
    const response = await app.inject({ method: 'GET', url: '/forgot-a-check' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The request contains a value that cannot be stored.' });
    expect(lines.join('')).toContain('database refused the input');
    expect(lines.join('')).not.toContain(SECRET);
    await app.close();
  });
});
