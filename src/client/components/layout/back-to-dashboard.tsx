import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';

/** The link above a tool's or an account page's title, back to the dashboard home. */
export function BackToDashboard() {
  const { t } = useTranslation();
  return (
    <Link href="/dashboard" className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground">
      <ArrowLeft aria-hidden className="size-4" />
      {t('Back to Dashboard')}
    </Link>
  );
}
