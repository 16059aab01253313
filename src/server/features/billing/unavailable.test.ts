import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { request, sessionCookie, testConfig, useTestApp } from '../../test/test-app';
import { createPaymentGateway, PAYMENT_MODE_LOG } from './gateway';
import { json } from './billing-test-support';

const PUBLIC = 'https://study.example.org';
// A public address without Razorpay keys: no real checkout and no test checkout either.
const ctx = useTestApp({ PUBLIC_URL: PUBLIC });

async function signUpHere() {
  const response = await request(ctx.app, {
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: PUBLIC },
    payload: {
      email: `p${Date.now()}@example.com`,
      password: 'correct horse battery',
      name: 'Asha Verma',
      firstName: 'Asha',
      lastName: 'Verma',
    },
  });
  expect(response.statusCode).toBe(200);
  return sessionCookie(response);
}

describe('paid plans on a public deployment without payment keys', () => {
  it('are unavailable (503 with a message), while Free still activates', async () => {
    const key = await request(ctx.app, { method: 'GET', url: '/api/razorpay-key' });
    expect(key.statusCode).toBe(503);
    expect(json(key).message).toBe('Paid plans are not available on this server yet: its administrator has not set up payments.');
    const cookie = await signUpHere();
    const order = (planName: string) =>
      request(ctx.app, { method: 'POST', url: '/api/create-order', headers: { cookie, origin: PUBLIC }, payload: { planName } });
    expect((await order('Pro')).statusCode).toBe(503);
    expect((await order('Free')).statusCode).toBe(200);
  });
});

describe('which checkout a deployment gets', () => {
  const secret = 'auth-secret-for-gateway-tests-0123456789';
  it('is the test checkout on a loopback address or when PAYMENTS_TEST_MODE=true, Razorpay when keys are set', () => {
    expect(createPaymentGateway(testConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }), secret)?.provider).toBe('test');
    expect(createPaymentGateway(testConfig({ PUBLIC_URL: 'http://[::1]:3000' }), secret)?.provider).toBe('test');
    expect(createPaymentGateway(testConfig({ PUBLIC_URL: PUBLIC }), secret)).toBeNull();
    expect(createPaymentGateway(testConfig({ PUBLIC_URL: PUBLIC, PAYMENTS_TEST_MODE: 'true' }), secret)?.mode).toBe('test');
    const live = createPaymentGateway(testConfig({ PUBLIC_URL: PUBLIC, RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's' }), secret);
    expect(live).toMatchObject({ provider: 'razorpay', mode: 'live', keyId: 'rzp_live_x' });
  });

  it('is never the test checkout on a server others can reach, unless PAYMENTS_TEST_MODE=true says so', () => {
    const provider = (env: Record<string, string>) => createPaymentGateway(testConfig(env), secret)?.provider ?? null;
    // PUBLIC_URL unset: the default http://localhost:PORT is only true while the server listens on loopback.
    expect(provider({ PUBLIC_URL: '' })).toBe('test');
    expect(provider({ PUBLIC_URL: '', HOST: '127.0.0.1' })).toBe('test');
    expect(provider({ PUBLIC_URL: '', HOST: '::1' })).toBe('test');
    expect(provider({ PUBLIC_URL: '', HOST: '0.0.0.0' })).toBeNull();
    expect(provider({ PUBLIC_URL: '', HOST: '::' })).toBeNull();
    expect(provider({ PUBLIC_URL: '', HOST: '192.168.1.20' })).toBeNull();
    expect(provider({ PUBLIC_URL: '', HOST: '0.0.0.0', PAYMENTS_TEST_MODE: 'true' })).toBe('test');
    // A loopback PUBLIC_URL (127.0.0.0/8, ::1, localhost) turns it on; PAYMENTS_TEST_MODE=false keeps it off.
    expect(provider({ PUBLIC_URL: 'http://127.8.9.10:3000', HOST: '0.0.0.0' })).toBe('test');
    expect(provider({ PUBLIC_URL: 'http://localhost:3000', PAYMENTS_TEST_MODE: 'false' })).toBeNull();
    expect(provider({ PUBLIC_URL: 'http://127.example.org' })).toBeNull();
  });

  it('is told in the log at start', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    for (const env of [{ PUBLIC_URL: 'http://localhost:3000' }, { PUBLIC_URL: PUBLIC }]) {
      const app = await buildApp({ config: testConfig({ ...env, LOG_LEVEL: 'info' }), database: ctx.database, logStream });
      await app.close();
    }
    const messages = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(messages).toContainEqual(expect.objectContaining({ level: 40, msg: PAYMENT_MODE_LOG.test }));
    expect(messages).toContainEqual(expect.objectContaining({ level: 30, msg: PAYMENT_MODE_LOG.unavailable }));
    expect(messages.filter((entry) => entry.msg === PAYMENT_MODE_LOG.test)).toHaveLength(1);
  });

  it('derives one test secret per deployment, not the auth secret itself', () => {
    const a = createPaymentGateway(testConfig(), secret)!;
    const b = createPaymentGateway(testConfig(), secret)!;
    expect(a.keySecret).toBe(b.keySecret);
    expect(a.keySecret).not.toBe(secret);
  });
});
