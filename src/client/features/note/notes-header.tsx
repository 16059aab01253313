import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import type { RefObject } from 'react';
import type { NotesExportRequest } from '../../../shared/note';
import { Button } from '../../components/ui/button';
import { ExportButtons } from './export-buttons';
import { ImportFileButton } from './import-file-button';

interface NotesHeaderProps {
  newNoteButton: RefObject<HTMLButtonElement | null>;
  onCreate: () => void;
  exportSelection: NotesExportRequest;
  selectedCount: number;
  hasNotes: boolean;
}

export function NotesHeader({ newNoteButton, onCreate, exportSelection, selectedCount, hasNotes }: NotesHeaderProps) {
  const { t } = useTranslation('notes');
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('Notes')}</h1>
        <p className="mt-1 text-muted-foreground">{t('Organize and export your study notes')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button ref={newNoteButton} onClick={onCreate}>
          <Plus aria-hidden />
          {t('New Note')}
        </Button>
        <ImportFileButton />
        <ExportButtons selection={exportSelection} selectedCount={selectedCount} hasNotes={hasNotes} />
      </div>
    </div>
  );
}
