import { describe, expect, it } from 'vitest';
import { request, sessionCookie, testConfig, useTestApp } from '../../test/test-app';
import { createPaymentGateway } from './gateway';
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

  it('derives one test secret per deployment, not the auth secret itself', () => {
    const a = createPaymentGateway(testConfig(), secret)!;
    const b = createPaymentGateway(testConfig(), secret)!;
    expect(a.keySecret).toBe(b.keySecret);
    expect(a.keySecret).not.toBe(secret);
  });
});
