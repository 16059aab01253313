import { type InputHTMLAttributes, useId } from 'react';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';

/** A form's outcome, read out by screen readers as it appears. */
export function Outcome({ ok, error }: { ok?: string | null; error?: string | null }) {
  if (error)
    return (
      <p role="alert" className="text-sm text-destructive">
        {error}
      </p>
    );
  return ok ? (
    <p role="status" className="text-sm text-muted-foreground">
      {ok}
    </p>
  ) : null;
}

export function Field({ label, ...props }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...props} />
    </div>
  );
}
