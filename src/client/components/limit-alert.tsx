import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The red box beside the limit toast, once an answer came back with 'API limit reached': it stays
 * until the page is left, so the student can read what to do after the toast has gone.
 */
export function LimitAlert({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm text-destructive">
      <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        <p className="font-semibold">{title}</p>
        <p>{text}</p>
        {children}
      </div>
    </div>
  );
}
