import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

describe('USAGE_TIMEZONE', () => {
  it('is UTC unless set, and empty means unset', () => {
    expect(loadConfig({}).usageTimeZone).toBe('UTC');
    expect(loadConfig({ USAGE_TIMEZONE: ' ' }).usageTimeZone).toBe('UTC');
  });

  it('takes an IANA zone name', () => {
    for (const zone of ['Asia/Kolkata', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5', 'Europe/London']) {
      expect(loadConfig({ USAGE_TIMEZONE: zone }).usageTimeZone).toBe(zone);
    }
  });

  it('refuses an unknown zone or a bare offset, naming the variable', () => {
    for (const zone of ['Asia/Atlantis', '+05:30', 'GMT+5', 'IST; DROP TABLE', '../etc/passwd']) {
      expect(() => loadConfig({ USAGE_TIMEZONE: zone })).toThrow(/USAGE_TIMEZONE: must be an IANA time zone name/);
    }
  });
});
