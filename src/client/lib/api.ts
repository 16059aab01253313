import { translateMessage } from '../../shared/i18n/messages';
import { DEFAULT_LANGUAGE, isLanguage } from '../../shared/i18n/languages';
import { OFFLINE_MESSAGES } from '../../shared/offline';
import { USAGE_KIND_HEADER, USAGE_KINDS, type UsageKind } from '../../shared/usage';

/** A failed API answer. `message` reads "{status}: {body text or status text}". */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
  }

  /** The server's `{ message }`, for showing to the user. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.bodyText) as { message?: unknown };
      if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
    } catch {
      // Not JSON: the text itself is the message.
    }
    return this.bodyText;
  }

  /** The answer's stable snake_case code (e.g. user_already_exists), when it carries one. */
  get code(): string | undefined {
    try {
      const parsed = JSON.parse(this.bodyText) as { code?: unknown };
      return typeof parsed.code === 'string' ? parsed.code : undefined;
    } catch {
      return undefined;
    }
  }
}

/** A request that got no answer at all (no network, the server unreachable), as fetch reports it. */
export const isNetworkFailure = (error: unknown): boolean => error instanceof TypeError;

/** The message to show for any error thrown by a request. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  // fetch rejects (a TypeError) only when no answer came: without a network, say so.
  if (isNetworkFailure(error) && typeof navigator !== 'undefined' && !navigator.onLine) {
    // Said by the browser itself, in the page's language (`<html lang>` follows the screens').
    const language =
      typeof document !== 'undefined' && isLanguage(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LANGUAGE;
    return translateMessage(OFFLINE_MESSAGES.needsNetwork, language);
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

type UsageListener = (kind: UsageKind) => void;
const usageListeners = new Set<UsageListener>();

/**
 * Calls `listener` after every answer counted against a daily limit (the server names the kind in
 * a header, errors and 429s included), so the remaining counts can be refreshed. Returns the unsubscribe.
 */
export function onUsageCounted(listener: UsageListener): () => void {
  usageListeners.add(listener);
  return () => usageListeners.delete(listener);
}

function noteUsage(response: Response) {
  const kind = response.headers.get(USAGE_KIND_HEADER);
  if (kind && (USAGE_KINDS as readonly string[]).includes(kind)) for (const listener of usageListeners) listener(kind as UsageKind);
}

/**
 * Every answer passes here: usage is noted, a failure becomes an ApiError. Requests that cannot
 * use apiRequest (file uploads, streams) pass their response through it too.
 */
export async function settleResponse(response: Response) {
  noteUsage(response);
  await throwIfNotOk(response);
}

async function throwIfNotOk(response: Response) {
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new ApiError(response.status, text);
  }
}

/** The one way the app calls the API: credentials always sent, JSON in and out. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await settleResponse(response);
  return response;
}

export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const response = await apiRequest(method, url, data);
  return (await response.json()) as T;
}

/**
 * GET on the path made of the query key's parts joined with '/'.
 * With `on401: 'returnNull'` a 401 resolves to null (treated as signed out).
 */
export function keyQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T> => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && response.status === 401) return null as T;
    await settleResponse(response);
    return (await response.json()) as T;
  };
}
