import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { addRouteHooks, takesWrites } from './route-hooks';

describe('route hooks', () => {
  it('run on the routes they apply to, after the route’s own, and cost the others nothing', async () => {
    const app = Fastify();
    const ran: string[] = [];
    addRouteHooks(app, takesWrites, {
      preHandler: (request, _reply, done) => {
        ran.push(`added preHandler ${request.method}`);
        done();
      },
      onSend: (request, _reply, payload, done) => {
        ran.push(`added onSend ${request.method}`);
        done(null, payload);
      },
    });
    const own = (name: string) => (request: { method: string }, _reply: unknown, done: () => void) => {
      ran.push(`${name} ${request.method}`);
      done();
    };
    app.get('/items', () => ({ items: [] }));
    app.post('/items', { preHandler: own('own preHandler') }, () => ({ saved: true }));
    app.route({ method: ['GET', 'DELETE'], url: '/items/:id', handler: () => ({ ok: true }) });
    await app.ready();

    expect((await app.inject({ method: 'GET', url: '/items' })).statusCode).toBe(200);
    expect(ran).toEqual([]);
    await app.inject({ method: 'POST', url: '/items', payload: {} });
    expect(ran).toEqual(['own preHandler POST', 'added preHandler POST', 'added onSend POST']);
    ran.length = 0;
    // A route with a writing method among its methods gets them for each (the hook itself may look at the method).
    await app.inject({ method: 'DELETE', url: '/items/1' });
    await app.inject({ method: 'GET', url: '/items/1' });
    expect(ran).toEqual(['added preHandler DELETE', 'added onSend DELETE', 'added preHandler GET', 'added onSend GET']);
    await app.close();
  });

  it('counts every method but GET, HEAD and OPTIONS as a write', () => {
    expect(takesWrites({ method: 'GET' })).toBe(false);
    expect(takesWrites({ method: ['GET', 'HEAD'] })).toBe(false);
    expect(takesWrites({ method: 'OPTIONS' })).toBe(false);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'SEARCH']) expect(takesWrites({ method })).toBe(true);
  });
});
