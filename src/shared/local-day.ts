// Calendar days in a student's own time zone: "due today" ends at their midnight, not the server's.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock fields of `at` in `timeZone`. */
function wallClock(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { year: +parts.year!, month: +parts.month!, day: +parts.day!, hour: +parts.hour!, minute: +parts.minute!, second: +parts.second! };
}

/** 'YYYY-MM-DD' of `at` as a clock in `timeZone` shows it. */
export function localDate(at: Date, timeZone: string): string {
  const { year, month, day } = wallClock(at, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** How far `timeZone`'s clock is ahead of UTC at `at`, in ms. */
function offsetAt(at: Date, timeZone: string): number {
  const w = wallClock(at, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant of local midnight `days` days after the day of `at` (1: the end of today). */
export function localMidnightAfter(at: Date, timeZone: string, days: number): Date {
  const { year, month, day } = wallClock(at, timeZone);
  const wall = Date.UTC(year, month - 1, day + days);
  // The offset at the guess may differ from the one at midnight across a DST change: correct once more.
  let instant = wall - offsetAt(new Date(wall), timeZone);
  instant = wall - offsetAt(new Date(instant), timeZone);
  return new Date(instant);
}

/** The last `count` local dates ending with today's, oldest first. */
export function lastLocalDates(now: Date, timeZone: string, count: number): string[] {
  const today = localDate(now, timeZone);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(year, month - 1, day - (count - 1 - i))).toISOString().slice(0, 10));
}
