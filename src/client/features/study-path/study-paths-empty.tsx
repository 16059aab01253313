import { Plus, Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

export function StudyPathsEmpty({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('study-path');
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
      <Route aria-hidden className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">{t('No Study Paths Yet')}</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        {t('Pick a topic and a level, and get a roadmap of steps you can tick off as you learn.')}
      </p>
      <Button onClick={onCreate}>
        <Plus aria-hidden />
        {t('Create Your First Study Path')}
      </Button>
    </div>
  );
}
