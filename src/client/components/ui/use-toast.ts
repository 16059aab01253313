import { type ReactNode, useSyncExternalStore } from 'react';

/** One toast visible at a time, shown for 5000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
const REMOVE_DELAY_MS = 1000;

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  open: boolean;
}

type ToastInput = Omit<ToastData, 'id' | 'open'>;

let toasts: ToastData[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let nextId = 0;

function emit(next: ToastData[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function remove(id: string) {
  removalTimers.delete(id);
  emit(toasts.filter((t) => t.id !== id));
}

export function dismiss(id?: string) {
  for (const t of toasts) {
    if (id !== undefined && t.id !== id) continue;
    if (!removalTimers.has(t.id))
      removalTimers.set(
        t.id,
        setTimeout(() => remove(t.id), REMOVE_DELAY_MS),
      );
  }
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** Shows a toast; the newest replaces the one on screen. */
export function toast(input: ToastInput) {
  nextId += 1;
  const id = String(nextId);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismiss(id),
    update: (changes: ToastInput) => emit(toasts.map((t) => (t.id === id ? { ...t, ...changes } : t))),
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The toasts to show. Read through useSyncExternalStore: the toaster loads lazily, and a toast
 * raised between its first render and a subscribing effect would otherwise never be shown.
 */
export function useToasts(): ToastData[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
