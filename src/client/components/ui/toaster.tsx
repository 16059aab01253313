import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { dismiss, TOAST_DURATION_MS, useToasts } from './use-toast';
import { useTranslation } from 'react-i18next';

const HOTKEY = ['F8'];

/** Radix toasts: swipe right past 50 px to dismiss, F8 focuses the viewport. */
export function Toaster() {
  const toasts = useToasts();
  const { t } = useTranslation();
  return (
    // `label` is the word screen readers hear before each toast ("Notification"), in the reader's language.
    <ToastPrimitive.Provider label={t('Notification')} duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-8 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0 transition-[opacity,transform]',
            variant === 'destructive' ? 'border-destructive bg-destructive text-destructive-foreground' : 'bg-card text-card-foreground',
          )}
        >
          <div className="grid gap-1">
            {title ? <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title> : null}
            {description ? <ToastPrimitive.Description className="text-sm opacity-90">{description}</ToastPrimitive.Description> : null}
          </div>
          <ToastPrimitive.Close aria-label={t('Close')} className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100">
            <X className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* At the top: a form's buttons sit at the bottom of its dialog, and a toast about that form
          must not cover the button the student presses next. */}
      <ToastPrimitive.Viewport
        hotkey={HOTKEY}
        label={t('Notifications ({hotkey})', { hotkey: HOTKEY.join('+') })}
        className="fixed right-0 top-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
