import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('defaults to the embedded database on 127.0.0.1:8000 with dev login on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8000, host: '127.0.0.1', databaseUrl: undefined, devLogin: true });
    expect(config.devLoginExplicit).toBe(false);
  });

  it('turns dev login off by default for PostgreSQL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://localhost/shortlist' });
    expect(config.devLogin).toBe(false);
  });

  it('splits and normalises the allowed e-mail domains', () => {
    const config = loadConfig({ ALLOWED_EMAIL_DOMAINS: ' Meridian.com, meridian.io ,' });
    expect(config.allowedEmailDomains).toEqual(['meridian.com', 'meridian.io']);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['AUTH_DEV_LOGIN', 'yes'],
    ['JWT_SECRET', 'short'],
    ['SMTP_URL', 'http://mail'],
  ])('stops on a bad %s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});
