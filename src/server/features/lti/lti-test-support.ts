// Test helpers shared by the LTI tests: a registered reference platform and its login → launch.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { LTI_PATHS, LTI_STATE_COOKIE } from '../../../shared/lti';
import { request, signUp, TEST_ORIGIN } from '../../test/test-app';
import type { LaunchOptions, ReferencePlatform } from './reference-platform';

/** The first account of the (emptied) database: an administrator. */
export const signUpAdmin = (app: FastifyInstance) => signUp(app, { email: 'head@school.test' });

/** A JSON call from our origin with a session cookie (or none). */
export function call(app: FastifyInstance, cookie: string | undefined, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return request(app, { method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

export async function registerPlatform(app: FastifyInstance, platform: ReferencePlatform) {
  const admin = await signUpAdmin(app);
  const response = await call(app, admin.cookie, 'POST', '/api/admin/lti/platforms', platform.registration);
  if (response.statusCode !== 201) throw new Error(`platform not registered: ${response.body}`);
  return { admin, platformId: (response.json() as { id: string }).id };
}

/** The platform's login initiation as its browser redirect delivers it: what Studium sends back. */
export async function startLogin(app: FastifyInstance, platform: ReferencePlatform, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({
    iss: platform.issuer,
    login_hint: 'hint-1',
    target_link_uri: `${TEST_ORIGIN}/`,
    lti_message_hint: 'message-hint-1',
    client_id: platform.clientId,
    ...extra,
  });
  const response = await app.inject({ method: 'GET', url: `${LTI_PATHS.login}?${query}`, headers: { accept: BROWSER_ACCEPT } });
  // A refused login has no location: its parameters read as empty.
  const location = new URL(String(response.headers.location ?? 'about:blank'));
  const cookie = String(response.headers['set-cookie'] ?? '').split(';')[0]!;
  return { response, location, state: location.searchParams.get('state')!, nonce: location.searchParams.get('nonce')!, cookie };
}

/** What a browser asks for when it follows a redirect or posts a form: refusals come as a page. */
export const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** The platform's auto-posting form, from the platform's origin, with the browser's state cookie. */
export function postLaunch(app: FastifyInstance, body: { id_token?: string; state?: string }, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: LTI_PATHS.launch,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: BROWSER_ACCEPT,
      origin: 'http://127.0.0.1:9',
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams(body as Record<string, string>).toString(),
  });
}

/** A whole launch: login initiation, a token signed for its nonce (changed by `launch`), and the form post. */
export async function launch(app: FastifyInstance, platform: ReferencePlatform, launch: Partial<LaunchOptions> = {}) {
  const login = await startLogin(app, platform);
  const idToken = await platform.idToken({ nonce: login.nonce, ...launch });
  const response = await postLaunch(app, { id_token: idToken, state: login.state }, login.cookie);
  return { response, login, idToken };
}

/** The session cookie a launch set, as a browser would send it back. */
export function sessionOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : [String(header)];
  return cookies
    .map((cookie) => cookie.split(';')[0]!)
    .filter((cookie) => !cookie.startsWith(`${LTI_STATE_COOKIE}=`))
    .join('; ');
}
