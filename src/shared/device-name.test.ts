import { describe, expect, it } from 'vitest';
import { deviceName, UNKNOWN_DEVICE } from './device-name';

describe('the device a session list shows', () => {
  it('names the browser and the system of common user agents', () => {
    const cases: Array<[string, string]> = [
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
        'Chrome on Windows',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
        'Edge on Windows',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
        'Safari on macOS',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        'Safari on iOS',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
        'Samsung Internet on Android',
      ],
      ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox on Linux'],
      [
        'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
        'Chrome on ChromeOS',
      ],
    ];
    for (const [userAgent, name] of cases) expect(deviceName(userAgent), userAgent).toBe(name);
  });

  it('says what it knows of anything else', () => {
    expect(deviceName(null)).toBe(UNKNOWN_DEVICE);
    expect(deviceName('')).toBe(UNKNOWN_DEVICE);
    expect(deviceName('curl/8.5.0')).toBe(UNKNOWN_DEVICE);
    expect(deviceName('SomeApp (Windows)')).toBe('Windows');
  });
});
