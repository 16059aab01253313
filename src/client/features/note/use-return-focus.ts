import { type RefObject, useCallback, useRef } from 'react';

/**
 * Dialogs opened from code (not from a Radix Trigger) do not know where focus came from. This
 * remembers the element that had focus when one opened and puts focus back there on close, or on
 * the fallback when that element is gone (a deleted note's card).
 */
export function useReturnFocus(fallback: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const onCloseAutoFocus = useCallback(
    (event: Event) => {
      event.preventDefault();
      const target = opener.current?.isConnected ? opener.current : fallback.current;
      target?.focus();
    },
    [fallback],
  );
  return { remember, onCloseAutoFocus };
}
