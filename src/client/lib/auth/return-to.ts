// A signed-out visitor who opens an invitation (/join/<code>) is sent to sign in first; the link is
// kept for this tab, so signing in or up brings them back to it instead of to the dashboard.
const KEY = 'studium:return-to';
const RETURNABLE = /^\/join\/[^/?#]+$/;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps `path` to come back to after signing in, if it is a page worth coming back to. */
export function rememberReturnTo(path: string): void {
  if (RETURNABLE.test(path)) storage()?.setItem(KEY, path);
}

/** The page kept to come back to, if any (a path on this site, never another origin). */
export function pendingReturnTo(): string | undefined {
  const path = storage()?.getItem(KEY);
  return path && RETURNABLE.test(path) ? path : undefined;
}

export function forgetReturnTo(): void {
  storage()?.removeItem(KEY);
}
