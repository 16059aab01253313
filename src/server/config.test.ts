import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('needs nothing: defaults serve on localhost:3000 with the embedded database and offline AI', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      ai: { provider: 'offline' },
    });
    expect(config.trustedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(config.oauth).toEqual({ google: undefined, github: undefined });
  });

  it('trusts exactly PUBLIC_URL when it is set', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://study.school.example/' });
    expect(config.publicUrl).toBe('https://study.school.example');
    expect(config.trustedOrigins).toEqual(['https://study.school.example']);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', BETTER_AUTH_SECRET: '  ' }).databaseUrl).toBeUndefined();
  });

  it('enables a social sign-in only with both its id and secret', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).oauth.google).toBeUndefined();
    expect(loadConfig({ GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 's' }).oauth.github).toEqual({
      clientId: 'id',
      clientSecret: 's',
    });
  });

  it('fails with a message naming every bad variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', BETTER_AUTH_SECRET: 'short', AI_PROVIDER: 'magic' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'BETTER_AUTH_SECRET', 'AI_PROVIDER']) expect(message).toContain(name);
    }
  });
});

describe('REQUIRE_EMAIL_VERIFICATION', () => {
  it('is off unless set, so a fresh install needs no mail server', () => {
    expect(loadConfig({}).mail.requireVerification).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.org:587' }).mail.requireVerification).toBe(false);
  });

  it('turns on with mail', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.org:587', REQUIRE_EMAIL_VERIFICATION: 'true' }).mail.requireVerification).toBe(true);
  });

  it('refuses to start without SMTP_URL, saying why', () => {
    expect(() => loadConfig({ REQUIRE_EMAIL_VERIFICATION: 'true' })).toThrow(
      new ConfigError(
        'Invalid configuration:\n  REQUIRE_EMAIL_VERIFICATION: true needs SMTP_URL, or nobody could receive the link to verify their address (README)',
      ),
    );
    expect(() => loadConfig({ REQUIRE_EMAIL_VERIFICATION: 'yes', SMTP_URL: 'smtp://x' })).toThrow(
      /REQUIRE_EMAIL_VERIFICATION: must be true or false/,
    );
  });
});

describe('TRUST_PROXY', () => {
  const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it('is off unless set', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
  });

  it('takes a number of proxy hops or the proxies’ addresses and CIDRs', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy(' 10.0.0.5, 10.1.0.0/16 ,::1,fd00::/8 ')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1', 'fd00::/8']);
  });

  it('refuses true, which would let any client choose its address, with a message naming the variable', () => {
    expect(() => trustProxy('true')).toThrow(ConfigError);
    expect(() => trustProxy('true')).toThrow(
      /TRUST_PROXY: true would trust any client's X-Forwarded-For header; set the number of proxies/,
    );
  });

  it('refuses anything that is not a hop count, an address or a CIDR', () => {
    expect(() => trustProxy('loopback')).toThrow(/TRUST_PROXY: "loopback" is not valid/);
    expect(() => trustProxy('10.0.0.1,proxy.internal,10.0.0.0/33')).toThrow(/TRUST_PROXY: "proxy.internal, 10.0.0.0\/33" is not valid/);
  });
});

describe('sign-in and sign-up limits', () => {
  it('default to a class-friendly setting and can be changed', () => {
    expect(loadConfig({}).authLimits).toEqual({
      accountAddressFailures: 5,
      accountFailures: 20,
      addressFailures: 300,
      addressSignUps: 100,
    });
    expect(
      loadConfig({
        AUTH_SIGN_IN_FAILURES_PER_ACCOUNT_ADDRESS: '3',
        AUTH_SIGN_IN_FAILURES_PER_ACCOUNT: '50',
        AUTH_SIGN_IN_FAILURES_PER_ADDRESS: '1000',
        AUTH_SIGN_UPS_PER_ADDRESS: '400',
      }).authLimits,
    ).toEqual({ accountAddressFailures: 3, accountFailures: 50, addressFailures: 1000, addressSignUps: 400 });
  });

  it('refuses the retired AUTH_RATE_LIMIT_PER_MINUTE, naming what replaced it', () => {
    expect(() => loadConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '10' })).toThrow(
      /AUTH_RATE_LIMIT_PER_MINUTE: is no longer used: set AUTH_SIGN_IN_FAILURES_PER_ACCOUNT_ADDRESS/,
    );
  });
});
