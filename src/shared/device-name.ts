/** What a session list shows for a browser it cannot name. */
export const UNKNOWN_DEVICE = 'Unknown browser';

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari".
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

// iOS before macOS (an iPhone says "like Mac OS X"), Android before Linux.
const SYSTEMS: Array<[RegExp, string]> = [
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * "Chrome on Windows" from a user agent, for a list of signed-in devices: enough for a person to
 * tell their phone from their laptop, without a parsing library. Only the first 512 characters are
 * read (a user agent is whatever the client sent).
 */
export function deviceName(userAgent: string | null | undefined): string {
  const text = (userAgent ?? '').slice(0, 512);
  const browser = BROWSERS.find(([pattern]) => pattern.test(text))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? UNKNOWN_DEVICE;
}
