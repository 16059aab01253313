import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';

/** A path that cannot be shown: no id, or a failed load, with the way back to the list. */
export function PathProblem({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation('study-path');
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-xl border px-6 py-12 text-center">
      <SearchX aria-hidden className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-muted-foreground">{message}</p>
      <Button asChild variant="outline">
        <Link href="/study-paths">{t('All Study Paths')}</Link>
      </Button>
    </div>
  );
}
