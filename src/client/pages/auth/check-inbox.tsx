import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { VERIFY_TEXTS } from '../../../shared/account';
import { Button } from '../../components/ui/button';
import { useResendVerification } from '../../lib/auth/resend-verification';
import { AuthError } from './auth-error';

/** "Check your inbox" while an address waits for its verification link, with a way to ask for it again. */
export function CheckInbox({ email, text }: { email: string; text: string }) {
  const resend = useResendVerification();
  const { t } = useTranslation('auth');
  return (
    <section aria-labelledby="check-inbox-title" className="space-y-3 rounded-md border bg-secondary/50 p-4">
      <h2 id="check-inbox-title" className="flex items-center gap-2 font-semibold">
        <MailCheck className="size-5 text-primary" aria-hidden /> {t(VERIFY_TEXTS.checkInboxTitle)}
      </h2>
      <p role="status" className="text-sm">
        {text}
      </p>
      <Button type="button" variant="outline" onClick={() => resend.mutate(email)} disabled={resend.isPending}>
        {resend.isPending ? t('Sending...') : t(VERIFY_TEXTS.resend)}
      </Button>
      {resend.isSuccess ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t(VERIFY_TEXTS.resent)}
        </p>
      ) : null}
      <AuthError error={resend.error} />
    </section>
  );
}
