import { describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from '../../../shared/api';
import { request, signUp, useTestApp } from '../../test/test-app';
import { call, registeredRoutes, signUpAdmin, userId } from './admin-test-support';

const ctx = useTestApp();

/** Every administrators' route the app registered (HEAD aside, which Fastify adds to GET), with a real user in the path. */
function adminRoutes(targetId: string): { method: 'GET' | 'POST' | 'DELETE'; url: string }[] {
  return registeredRoutes(ctx.app)
    .filter((route) => route.url.startsWith('/api/admin') && route.method !== 'HEAD')
    .map((route) => ({ method: route.method as 'GET' | 'POST' | 'DELETE', url: route.url.replace(':id', targetId) }));
}

const hidden = { message: MESSAGES.routeNotFound, code: ERROR_CODES.notFound };

describe('who administers the server', () => {
  it('makes the first account of a fresh install an administrator, and no later one', async () => {
    const first = await signUpAdmin(ctx.app);
    const second = await signUp(ctx.app);
    const me = (cookie: string) => request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect((await me(first.cookie)).json()).toMatchObject({ email: first.email, admin: true });
    expect((await me(second.cookie)).json()).toMatchObject({ email: second.email, admin: false });
  });

  it('makes no later account an administrator, even once the first has gone', async () => {
    const first = await signUpAdmin(ctx.app);
    const student = await signUp(ctx.app);
    const gone = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/delete-user',
      headers: { cookie: first.cookie },
      payload: { password: first.password },
    });
    expect(gone.statusCode).toBe(200);
    const later = await signUp(ctx.app);
    for (const cookie of [student.cookie, later.cookie]) {
      expect((await request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie } })).json().admin).toBe(false);
    }
  });

  it('leaves at least one administrator when the first two accounts sign up at the same moment', async () => {
    const both = await Promise.all([signUp(ctx.app), signUp(ctx.app)]);
    const admins = await Promise.all(
      both.map(async ({ cookie }) => (await request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie } })).json().admin),
    );
    expect(admins).toContain(true);
  });
});

describe('the administrators’ routes', () => {
  it('are all in the OpenAPI document, as every route is', async () => {
    const doc = (await request(ctx.app, { method: 'GET', url: '/api/docs' })).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace('{id}', ':id')}`));
    const registered = adminRoutes(':id').map((route) => `${route.method} ${route.url}`);
    expect(registered.sort()).toEqual(documented.sort());
    expect(registered).toHaveLength(13);
  });

  it('answer every visitor without a session as if they did not exist', async () => {
    await signUpAdmin(ctx.app);
    const target = await signUp(ctx.app);
    const routes = adminRoutes(await userId(ctx.database.db, target.email));
    expect(routes).toHaveLength(13);
    for (const route of routes) {
      const response = await call(ctx.app, undefined, route.method, route.url);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(response.json(), `${route.method} ${route.url}`).toEqual(hidden);
    }
  });

  it('answer a signed-in user who is not an administrator as if they did not exist, whatever they send', async () => {
    await signUpAdmin(ctx.app);
    const student = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const routes = adminRoutes(await userId(ctx.database.db, other.email));
    for (const route of routes) {
      const plain = await call(ctx.app, student.cookie, route.method, route.url);
      expect(plain.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(plain.json(), `${route.method} ${route.url}`).toEqual(hidden);
      // A body the route would refuse, of a type it would refuse: still no sign of the route.
      const odd = await request(ctx.app, {
        method: route.method,
        url: `${route.url}?cursor=%%%`,
        headers: { cookie: student.cookie, 'content-type': 'text/plain' },
        payload: 'plan=Institution',
      });
      expect(odd.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(odd.json()).toEqual(hidden);
    }
    // Nothing changed: the other user still signs in on Free.
    const me = await request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie: other.cookie } });
    expect(me.json()).toMatchObject({ plan: 'Free' });
  });

  it('answer an administrator', async () => {
    const admin = await signUpAdmin(ctx.app);
    const target = await signUp(ctx.app);
    const routes = adminRoutes(await userId(ctx.database.db, target.email));
    // Reads only: the actions are tested one by one elsewhere.
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const response = await call(ctx.app, admin.cookie, route.method, route.url);
      expect(response.statusCode, route.url).toBe(200);
    }
    const disable = await call(ctx.app, admin.cookie, 'POST', routes.find((r) => r.url.endsWith('/disable'))!.url);
    expect(disable.statusCode).toBe(200);
  });
});
