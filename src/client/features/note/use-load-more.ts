import { useEffect, useRef } from 'react';

/**
 * Calls `onMore` when the watched element (the "show more" button) comes within a screen of the
 * viewport, and again after each change of `progress` while it is still that close. Keyboard and
 * screen reader users press the button itself.
 */
export function useLoadMore(active: boolean, onMore: () => void, progress: unknown) {
  const sentinel = useRef<HTMLButtonElement>(null);
  const more = useRef(onMore);
  more.current = onMore;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !active) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) more.current();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [active, progress]);

  return sentinel;
}
