import type { FastifyRequest } from 'fastify';

/** better-auth paths whose last segment is a secret (a password-reset token). */
const TOKEN_PATHS = ['/api/auth/reset-password/'];

/**
 * A request target as the log keeps it: the query's parameter names without their values (search
 * terms, subject names, OAuth codes and states, e-mail verification tokens), and no token a path
 * carries. A part with no "=" is all value, and is left out.
 */
export function loggedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  let path = queryStart === -1 ? url : url.slice(0, queryStart);
  const tokenPath = TOKEN_PATHS.find((prefix) => path.startsWith(prefix));
  if (tokenPath) path = `${tokenPath}[token]`;
  if (queryStart === -1) return path;
  const names = url
    .slice(queryStart + 1)
    .split('&')
    .flatMap((part) => {
      const equals = part.indexOf('=');
      return equals > 0 ? [`${part.slice(0, equals)}=`] : [];
    });
  return `${path}?${names.join('&')}`;
}

/** Fastify's request serializer (its fields) with the target as `loggedUrl` writes it. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
