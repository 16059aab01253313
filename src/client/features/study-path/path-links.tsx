import { ArrowLeft, Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';

/** 'Back to Dashboard' and the way back to the list, above every state of a path's page. */
export function PathLinks() {
  const { t } = useTranslation('study-path');
  return (
    <nav aria-label={t('Study path')} className="flex flex-wrap gap-2">
      <Button asChild variant="ghost" size="sm">
        <Link href="/dashboard">
          <ArrowLeft aria-hidden />
          {t('Back to Dashboard')}
        </Link>
      </Button>
      <Button asChild variant="ghost" size="sm">
        <Link href="/study-paths">
          <Route aria-hidden />
          {t('All Study Paths')}
        </Link>
      </Button>
    </nav>
  );
}
