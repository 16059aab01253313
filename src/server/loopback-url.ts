const LOOPBACK_HOSTS = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** Whether the URL names this machine only (localhost, 127.0.0.0/8, [::1]): nobody else can open it. */
export function isLoopbackUrl(url: string): boolean {
  return LOOPBACK_HOSTS.test(new URL(url).hostname);
}
