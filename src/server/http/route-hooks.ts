import type { FastifyInstance, RouteOptions } from 'fastify';

/** Methods that carry no body and change nothing (CSRF's safe methods). */
export const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether any of the route's methods may take a body or change something. */
export const takesWrites = (route: Pick<RouteOptions, 'method'>): boolean =>
  [route.method].flat().some((method) => !READ_METHODS.has(method.toUpperCase()));

type RouteHookName = 'preParsing' | 'preHandler' | 'onSend' | 'onResponse';
type RouteHooks = { [Name in RouteHookName]?: NonNullable<RouteOptions[Name]> extends (infer Hook)[] | infer Hook ? Hook : never };

/**
 * Adds `hooks` to each route registered from here on for which `applies` holds, after its own.
 * A hook that has nothing to do on most routes (reads, routes that spend no usage) costs those
 * routes nothing this way, where a global hook runs on every request to find out it has nothing
 * to do. The routes registered before this call do not get them.
 */
export function addRouteHooks(app: FastifyInstance, applies: (route: RouteOptions) => boolean, hooks: RouteHooks): void {
  app.addHook('onRoute', (route) => {
    if (!applies(route)) return;
    for (const [name, hook] of Object.entries(hooks) as [RouteHookName, unknown][]) {
      const own: unknown = route[name];
      Reflect.set(route, name, [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), hook]);
    }
  });
}
