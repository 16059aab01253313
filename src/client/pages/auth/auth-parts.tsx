import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { FormField } from './form-field';

/** The account's e-mail address, as every auth form asks for it. */
export function EmailField({ value, onChange }: { value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void }) {
  const { t } = useTranslation('auth');
  return <FormField id="email" label={t('E-mail')} type="email" autoComplete="email" required value={value} onChange={onChange} />;
}

/** The form's one button, full width, saying what is happening while the request runs. */
export function SubmitButton({ pending, pendingLabel, children }: { pending: boolean; pendingLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" className="w-full" disabled={pending}>
      {pending ? pendingLabel : children}
    </Button>
  );
}

/** A short message in place of the form (the link was mailed, mail is off, the password changed). */
export function AuthNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-md bg-secondary p-3 text-sm">
      {children}
    </p>
  );
}

/** The line under the card that leads to the other auth page ('New to Studium? Create an account'). */
export function AuthSwitch({ question, href, children }: { question?: string; href: string; children: ReactNode }) {
  return (
    <p className="mt-6 text-center text-sm text-muted-foreground">
      {question ? `${question} ` : null}
      <Link href={href} className="font-medium text-primary underline-offset-4 hover:underline">
        {children}
      </Link>
    </p>
  );
}
