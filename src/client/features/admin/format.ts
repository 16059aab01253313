import { formatPlanDate } from '../../../shared/billing';

/** '12.4 MB' */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** '21 Dec 2026', or a dash for never. */
export const formatDay = (iso: string | null) => (iso ? formatPlanDate(iso) : '—');

/** '21 Dec 2026, 14:05' in the browser's zone, for the audit log. */
export const formatMoment = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
