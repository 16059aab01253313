import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Spinner({ className }: { className?: string }) {
  return <Loader2 aria-hidden className={cn('size-5 animate-spin', className)} />;
}

/** The full-page state shown while the session loads. */
export function PageLoader() {
  return (
    <div role="status" className="flex min-h-screen flex-col items-center justify-center gap-3">
      <Spinner className="size-8 text-primary" />
      <p className="text-sm text-muted-foreground">Loading...</p>
    </div>
  );
}
