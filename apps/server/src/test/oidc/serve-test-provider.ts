// Runs the test OpenID provider on its own, for the end-to-end suite (e2e/playwright.config.ts):
//   OIDC_TEST_PORT=8303 OIDC_TEST_REDIRECT_URI=http://127.0.0.1:8103/auth/callback \
//   node --import tsx apps/server/src/test/oidc/serve-test-provider.ts
import { startTestOidcProvider } from './test-oidc-provider.ts';

const port = Number(process.env.OIDC_TEST_PORT ?? 8303);
const redirectUris = (process.env.OIDC_TEST_REDIRECT_URI ?? '').split(',').filter(Boolean);
if (redirectUris.length === 0) throw new Error('OIDC_TEST_REDIRECT_URI is required');

const provider = await startTestOidcProvider({ ports: [port], redirectUris });
console.log(`test OpenID provider at ${provider.issuer} (client ${provider.clientId})`);

const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
