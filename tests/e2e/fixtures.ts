import { type Page, test as base, expect } from '@playwright/test';

export { expect };

/** Radix's toasts on the screen. */
export const toasts = (page: Page) => page.locator('li[data-swipe-direction]');

/** A toast found by its text (exactly, when a string). */
export const toastText = (page: Page, text: string | RegExp) =>
  toasts(page).getByText(text, typeof text === 'string' ? { exact: true } : undefined);

/**
 * A failed fetch whose status the test asserts through the UI (401 signed out, 422 e-mail taken…,
 * 501 voice transcription on a server without an AI provider), and a request a test sent with the
 * network cut (context.setOffline).
 */
const EXPECTED_HTTP_ERROR = /Failed to load resource: (the server responded with a status of (4\d\d|501)|net::ERR_INTERNET_DISCONNECTED)/;

/**
 * Every test fails on a console error, an uncaught page error or a CSP violation
 * (the built app must pass its own Content Security Policy).
 */
export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !EXPECTED_HTTP_ERROR.test(message.text())) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use(problems);
      expect(problems, 'console errors, page errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

let counter = 0;

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  counter += 1;
  const unique = `${Date.now().toString(36)}${process.pid}${counter}`;
  return {
    firstName: 'Asha',
    lastName: 'Verma',
    email: `asha.${unique}@example.com`,
    password: 'correct horse battery',
    ...overrides,
  };
}

/** Signs a user up through the API in the page's browser context (its cookie is then set). */
export async function signUpViaApi(page: Page, user: TestUser = newUser()): Promise<TestUser> {
  const baseURL = test.info().project.use.baseURL!;
  const response = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL },
    data: { ...user, name: `${user.firstName} ${user.lastName}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return user;
}

/**
 * Holds the page's requests to `url` until `release()`, then lets them through: the busy state they
 * leave on screen can be checked for as long as it takes, without racing the answer.
 */
export async function holdRequests(page: Page, url: string): Promise<{ release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
