/**
 * Tells "the database is not there right now" (a restart, a failover, a network cut) from every
 * other database error, so the API can answer 503 and a retry rather than a 500 and a bug report.
 */

/** How long a client should wait before trying again: a PostgreSQL restart takes a few seconds. */
export const DATABASE_RETRY_AFTER_S = 5;

// SQLSTATE codes: the server is shutting down or starting up, or has no connection slot left.
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping and ended this session
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down or in recovery
  '53300', // too_many_connections
]);
// Class 08 is "connection exception" (connection refused by the server, connection lost…).
const CONNECTION_EXCEPTION_CLASS = '08';

// Socket errors on the way to the server.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ECONNABORTED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// node-postgres reports a lost connection and its own timeouts by message only.
const DRIVER_MESSAGES = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect$/, // no pool client within connectionTimeoutMillis
  /is not queryable$/, // a client that has already lost its connection
  /^Query read timeout$/,
];

function isUnavailableHere(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code && (UNAVAILABLE_SQLSTATES.has(code) || SOCKET_CODES.has(code))) return true;
  if (code && code.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS)) return true;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when `error`, or an error it wraps (Drizzle and better-auth keep the driver's error as
 * `cause`; a refused connection to every address of a host is an AggregateError), says the
 * database cannot be reached.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 8 || typeof error !== 'object' || error === null) return false;
  // fetch() reports a refused or reset connection as a TypeError whose cause carries the socket
  // code: that is an outbound call failing, not the database.
  if (error instanceof TypeError) return false;
  if (isUnavailableHere(error)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return 'cause' in error && isDatabaseUnavailable(error.cause, depth + 1);
}
