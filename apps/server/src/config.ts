import net from 'node:net';
import path from 'node:path';
import { APPLY_RATE_LIMIT } from '@shortlist/contracts';
import { z } from 'zod';
import type { TrustedProxies } from './platform/client-address.ts';

/** DESIGN.md §7. Every variable is parsed here, once; nothing else reads process.env. */
const flag = z
  .enum(['0', '1', 'true', 'false'], { message: 'must be 1 or 0' })
  .transform((value) => value === '1' || value === 'true');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  AUTH_DEV_LOGIN: flag.optional(),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** The address browsers use to reach the app; the sign-in redirect URI is {PUBLIC_URL}/auth/callback. */
  PUBLIC_URL: z
    .url()
    .optional()
    .transform((value) => value?.replace(/\/+$/, '')),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => parseTrustProxy(value, context)),
  /** Sign-in attempts per minute, per client address (per account it is a third of this). */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  APPLY_RATE_LIMIT: z.coerce.number().int().min(1).default(APPLY_RATE_LIMIT.max),
  ALLOWED_EMAIL_DOMAINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((domain) => domain.trim().toLowerCase())
        .filter(Boolean),
    ),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  IMAP_URL: z
    .string()
    .regex(/^imaps?:\/\//, 'must be an imap:// or imaps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).max(254).optional(),
  /** The bearer token a mail relay uses for POST /email-ingestion/ingest/ (issue 12). */
  INGEST_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Demo sign-in enabled at all; even then only for requests straight from this machine. */
  devLogin: boolean;
  oidc: { issuer: string; clientId: string | undefined; clientSecret: string | undefined };
  allowedEmailDomains: string[];
  /** undefined: derived from each request's host (fine on one origin; set it behind proxies). */
  publicUrl: string | undefined;
  /** The reverse proxies whose forwarded client address counts; undefined: none (the socket's peer is the client). */
  trustProxy: TrustedProxies | undefined;
  authRateLimit: number;
  /** Careers-page applications an hour per client address (issue 16). */
  applyRateLimit: number;
  smtpUrl: string | undefined;
  imapUrl: string | undefined;
  ingestToken: string | undefined;
  /** The From of outgoing mail; the careers address of contracts unless set. */
  mailFrom: string | undefined;
  jwtSecret: string | undefined;
  seedDemo: boolean;
  logLevel: string;
  webDistDir: string | undefined;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value throws a ConfigError naming each variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const embedded = !e.DATABASE_URL;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    devLogin: e.AUTH_DEV_LOGIN ?? embedded,
    oidc: { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET },
    allowedEmailDomains: e.ALLOWED_EMAIL_DOMAINS,
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    authRateLimit: e.AUTH_RATE_LIMIT,
    applyRateLimit: e.APPLY_RATE_LIMIT,
    smtpUrl: e.SMTP_URL,
    imapUrl: e.IMAP_URL,
    mailFrom: e.MAIL_FROM,
    ingestToken: e.INGEST_TOKEN,
    jwtSecret: e.JWT_SECRET,
    seedDemo: e.SEED_DEMO ?? false,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
  };
}

const PROXY_ADDR_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY (docs/decisions/010): unset, `0` or `false` is off; a number of hops; or a
 * comma-separated list of addresses, CIDR ranges and proxy-addr's names. `true` (believe every
 * X-Forwarded-For) is refused: any client could then pick its own address.
 */
function parseTrustProxy(value: string | undefined, context: z.RefinementCtx): TrustedProxies | undefined {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === '0' || text === 'false') return undefined;
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  const addresses = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = addresses.filter((entry) => !PROXY_ADDR_NAMES.has(entry) && !isAddressOrRange(entry));
  if (text === 'true' || addresses.length === 0 || invalid.length > 0) {
    context.addIssue({
      code: 'custom',
      message:
        'must be a number of proxy hops, or proxy addresses / CIDR ranges / loopback, linklocal, uniquelocal' +
        (invalid.length > 0 && text !== 'true' ? ` (not understood: ${invalid.join(', ')})` : ''),
    });
    return z.NEVER;
  }
  return { addresses };
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
