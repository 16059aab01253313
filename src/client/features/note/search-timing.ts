import { useLayoutEffect } from 'react';

/**
 * Performance marks around the search box: from a keystroke to the first paint of the filtered
 * grid, and the filter's own time. The browser test reads them to report per-keystroke figures;
 * they also show in any profiler's timings track.
 */
export const SEARCH_TIMING = {
  input: 'notes:search-input',
  filter: 'notes:filter',
  toPaint: 'notes:search-to-paint',
} as const;

export function markSearchInput() {
  performance.mark(SEARCH_TIMING.input);
}

export function timedFilter<T>(filter: () => T): T {
  const start = performance.now();
  const result = filter();
  performance.measure(SEARCH_TIMING.filter, { start, end: performance.now() });
  return result;
}

/** After the grid for a search has been committed: measure to just after the next paint. */
export function useMeasureSearchPaint(committed: unknown) {
  useLayoutEffect(() => {
    if (performance.getEntriesByName(SEARCH_TIMING.input, 'mark').length === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        performance.measure(SEARCH_TIMING.toPaint, SEARCH_TIMING.input);
        performance.clearMarks(SEARCH_TIMING.input);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [committed]);
}
