import { useEffect, useState } from 'react';

/** Whole minutes since the page opened (spec §9), updated while it stays open. */
export function useElapsedMinutes(): number {
  const [start] = useState(() => Date.now());
  const [minutes, setMinutes] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setMinutes(Math.floor((Date.now() - start) / 60_000)), 1_000);
    return () => clearInterval(timer);
  }, [start]);
  return minutes;
}
