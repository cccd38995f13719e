import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REALTIME_TICKET_TTL_SECONDS, type Role, roleSchema } from '@shortlist/contracts';
import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
const REALTIME_AUDIENCE = 'shortlist-realtime';
/** users.id is a PostgreSQL integer; a sign-in id is the family's uuid. */
const MAX_USER_ID = 2_147_483_647;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type AuthUser = {
  id: number;
  email: string;
  full_name: string;
  role: Role;
  /**
   * The sign-in (refresh-token family) the access token was issued for: every request checks it
   * is still live (docs/decisions/010); /profile marks it "this device".
   */
  sessionId: string;
};

export type Clock = () => Date;

/**
 * DESIGN.md §7: JWT_SECRET, or one generated on first start and kept in DATA_DIR, so that
 * tokens survive a restart. Several processes behind a load balancer must share JWT_SECRET.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

export function createTokenService(secretBytes: Uint8Array, clock: Clock) {
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);
  // Imported once: given the bytes, jose imports the key again for every token it checks, which
  // was a tenth of a cached board request's time.
  const key = crypto.subtle.importKey('raw', secretBytes, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  /**
   * Access tokens whose signature was checked, until they expire: a sign-in sends the same token
   * with every request for 15 minutes, and checking it again cost a tenth of a cached board
   * request. Only the exact text checked is found here. Whether the sign-in still stands is asked
   * of the database on every request all the same (platform/auth.ts).
   */
  const checked = new Map<string, Checked>();
  return {
    async signAccessToken(user: Omit<AuthUser, 'sessionId'>, sessionId: string): Promise<string> {
      return new SignJWT({ email: user.email, name: user.full_name, role: user.role, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuedAt(nowSeconds())
        .setExpirationTime(nowSeconds() + ACCESS_TOKEN_TTL_SECONDS)
        .sign(await key);
    },
    /**
     * A ticket that opens the live socket (issue 9): short-lived and only good for that, so the
     * long-lived session never travels in a URL.
     */
    async signRealtimeTicket(user: AuthUser): Promise<string> {
      return new SignJWT({ email: user.email, name: user.full_name, role: user.role, sid: user.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setAudience(REALTIME_AUDIENCE)
        .setIssuedAt(nowSeconds())
        .setExpirationTime(nowSeconds() + REALTIME_TICKET_TTL_SECONDS)
        .sign(await key);
    },
    async verifyRealtimeTicket(ticket: string): Promise<AuthUser | null> {
      return (await verify(ticket, REALTIME_AUDIENCE))?.user ?? null;
    },
    /**
     * The user and sign-in a valid token names, or null for a missing, forged or expired one.
     * Whether that sign-in and account still stand is the caller's question (platform/auth.ts).
     */
    async verifyAccessToken(token: string): Promise<AuthUser | null> {
      const known = checked.get(token);
      // expired as jose counts it: at its `exp` second
      if (known && known.expiresAt > nowSeconds()) return { ...known.user };
      checked.delete(token);
      const found = await verify(token);
      if (!found) return null;
      checked.set(token, found);
      if (checked.size > CHECKED_TOKENS) checked.delete(checked.keys().next().value as string);
      return { ...found.user };
    },
  };

  async function verify(token: string, audience?: string): Promise<Checked | null> {
    try {
      const { payload } = await jwtVerify(token, await key, {
        algorithms: ['HS256'],
        currentDate: clock(),
        // no token lives for ever, and each names the sign-in it belongs to
        requiredClaims: ['exp', 'sub', 'sid'],
        ...(audience ? { audience } : {}),
      });
      // an access token has no audience; a ticket is no access token
      if (!audience && payload.aud !== undefined) return null;
      const id = Number(payload.sub);
      const role = roleSchema.safeParse(payload.role);
      const sessionId = payload.sid;
      if (!Number.isInteger(id) || id < 1 || id > MAX_USER_ID || !role.success) return null;
      if (typeof payload.email !== 'string' || typeof payload.name !== 'string') return null;
      if (typeof sessionId !== 'string' || !UUID.test(sessionId)) return null;
      return {
        user: { id, email: payload.email, full_name: payload.name, role: role.data, sessionId },
        // required above, so a number jose checked against the clock
        expiresAt: payload.exp as number,
      };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}

export type TokenService = ReturnType<typeof createTokenService>;

/** How many checked access tokens are remembered (about a kilobyte each). */
const CHECKED_TOKENS = 1_000;

/** A token whose signature and claims were checked, and when it expires (seconds). */
type Checked = { user: AuthUser; expiresAt: number };

/** Opaque refresh tokens: random, shown once, stored only as a SHA-256 hash. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
