import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('defaults to the embedded database on 127.0.0.1:8000 with dev login on and no trusted proxy', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8000, host: '127.0.0.1', databaseUrl: undefined, devLogin: true });
    expect(config.trustProxy).toBeUndefined();
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
    ['0', undefined],
    ['false', undefined],
    ['1', { hops: 1 }],
    ['2', { hops: 2 }],
    ['loopback', { addresses: ['loopback'] }],
    [
      ' 10.0.0.5, 192.168.0.0/16 ,fd00::/8 , uniquelocal',
      { addresses: ['10.0.0.5', '192.168.0.0/16', 'fd00::/8', 'uniquelocal'] },
    ],
  ])('reads TRUST_PROXY=%s as hops or proxy addresses', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/8', '::1/129', ','])(
    'refuses TRUST_PROXY=%s, naming the variable',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be a number of proxy hops/);
    },
  );

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
