import { useTranslation } from 'react-i18next';
import { NotebookPen, Plus } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** 'No notes found', with a hint for a filter or a first-note button. */
export function NotesEmpty({ filtered, onCreate }: { filtered: boolean; onCreate: () => void }) {
  const { t } = useTranslation('notes');
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
      <NotebookPen aria-hidden className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">{t('No notes found')}</h2>
      <p className="text-sm text-muted-foreground">
        {filtered ? t('Try adjusting your search or filters') : t('Create your first note to get started')}
      </p>
      {filtered ? null : (
        <Button onClick={onCreate}>
          <Plus aria-hidden />
          {t('Create First Note')}
        </Button>
      )}
    </div>
  );
}
