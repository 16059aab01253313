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
