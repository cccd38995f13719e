import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/** A person the test provider can sign in; tests decide what the provider claims about them. */
export type TestAccount = { email: string; email_verified: boolean; name?: string };

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds or replaces the account signed in by entering this e-mail on the login page. */
  setAccount(account: TestAccount): void;
  close(): Promise<void>;
};

export const TEST_CLIENT_ID = 'shortlist-test';
export const TEST_CLIENT_SECRET = 'shortlist-test-secret-that-is-long-enough';

/**
 * A real OpenID provider (the `oidc-provider` package) on a loopback port, for sign-in tests
 * (issue 6). Its login page is a plain form asking for an e-mail; consent is implied for the
 * one registered client. Accounts are whatever the test puts in with `setAccount`; an unknown
 * e-mail signs in as a verified account of that address.
 */
export async function startTestOidcProvider(options: {
  /** Tried in order until one is free (test runs in parallel each get their own). */
  ports: readonly number[];
  redirectUris: string[];
}): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestAccount>();
  const server = await listenOnFirstFree(options.ports);
  // The issuer names the port, so the provider is built after listening; a request that arrives
  // in between waits for it instead of hanging unanswered.
  let handle: (req: http.IncomingMessage, res: http.ServerResponse) => void = () => undefined;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    void ready.then(() => handle(req, res));
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        client_secret: TEST_CLIENT_SECRET,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    cookies: { keys: ['test-oidc-provider-cookie-key'] },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: unknown, accountId: string) {
      const account = accounts.get(accountId) ?? { email: accountId, email_verified: true };
      return {
        accountId,
        claims: async () => ({ sub: accountId, ...account }),
      };
    },
    // the one client is first-party: no consent screen
    async loadExistingGrant(ctx: GrantContext) {
      const grantId =
        ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  const callback = provider.callback();
  handle = (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (!/^\/interaction\/[\w-]+$/.test(url.pathname)) return callback(req, res);
    handleInteraction(provider, req, res).catch((error: unknown) => {
      res.statusCode = 400;
      res.end(String(error));
    });
  };
  markReady();

  return {
    issuer,
    clientId: TEST_CLIENT_ID,
    clientSecret: TEST_CLIENT_SECRET,
    setAccount(account) {
      accounts.set(account.email.toLowerCase(), account);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The loopback ports the sign-in tests may use (8303–8309 on this machine). */
export const TEST_PROVIDER_PORTS = [8303, 8304, 8305, 8306, 8307, 8308, 8309] as const;

async function listenOnFirstFree(ports: readonly number[]): Promise<http.Server> {
  for (const port of ports) {
    const server = http.createServer();
    const listening = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (listening) return server;
  }
  throw new Error(`no free port for the test OpenID provider among ${ports.join(', ')}`);
}

type GrantContext = {
  oidc: {
    result?: { consent?: { grantId?: string } };
    session: { accountId: string; grantIdFor(clientId: string): string | undefined };
    client: { clientId: string };
    provider: { Grant: { new (input: object): GrantLike; find(id: string): Promise<GrantLike> } };
  };
};
type GrantLike = { addOIDCScope(scope: string): void; save(): Promise<string> };

/** GET shows the login form; POST with `email` signs that account in and resumes the flow. */
type InteractionApi = {
  interactionDetails(
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ): Promise<{ uid: string; params: { client_id: string } }>;
  interactionFinished(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    result: object,
    options?: object,
  ): Promise<void>;
};

async function handleInteraction(
  provider: InteractionApi,
  req: http.IncomingMessage,
  res: http.ServerResponse,
) {
  const details = await provider.interactionDetails(req, res);
  if (req.method === 'GET') {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(loginPage(details.uid, details.params.client_id));
    return;
  }
  const form = new URLSearchParams(await readBody(req));
  const email = (form.get('email') ?? '').trim().toLowerCase();
  if (!email) {
    await provider.interactionFinished(req, res, {
      error: 'access_denied',
      error_description: 'no e-mail entered',
    });
    return;
  }
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: email } },
    { mergeWithLastSubmission: false },
  );
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function loginPage(uid: string, clientId: string): string {
  const html = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>
<body style="font-family: system-ui; max-width: 360px; margin: 80px auto">
  <h1>Test identity provider</h1>
  <p>Signing in to ${html(clientId)}</p>
  <form method="post" action="/interaction/${html(uid)}">
    <label>E-mail <input type="email" name="email" autocomplete="off" required autofocus></label>
    <button type="submit">Sign in</button>
  </form>
</body></html>`;
}
