import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

interface SelectionBarProps {
  count: number;
  onSelectAll: () => void;
  onClear: () => void;
}

/** Shown while notes are selected. */
export function SelectionBar({ count, onSelectAll, onClear }: SelectionBarProps) {
  const { t } = useTranslation('notes');
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border bg-secondary/60 px-3 py-2 text-sm">
      <p role="status" className="mr-auto font-medium">
        {t('{count, number} selected', { count })}
      </p>
      <Button variant="outline" size="sm" onClick={onSelectAll}>
        {t('Select All')}
      </Button>
      <Button variant="ghost" size="sm" onClick={onClear}>
        {t('Clear')}
      </Button>
    </div>
  );
}
