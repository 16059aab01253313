/** "1 second", "12 minutes", "2 hours": how long a refused request must wait, rounded up. */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole} second${whole === 1 ? '' : 's'}`;
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/** The wait as the values of a translated message: `{waitCount}` and `{waitUnit}` (second, minute or hour). */
export function waitValues(seconds: number): { waitCount: number; waitUnit: 'second' | 'minute' | 'hour' } {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return { waitCount: whole, waitUnit: 'second' };
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return { waitCount: minutes, waitUnit: 'minute' };
  return { waitCount: Math.ceil(minutes / 60), waitUnit: 'hour' };
}
