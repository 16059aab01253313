import { useTranslation } from 'react-i18next';
import { Download, FileDown } from 'lucide-react';
import { NOTE_TOASTS, type NotesExportRequest } from '../../../shared/note';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { type ExportFormat, useExportNotes } from './api/export-notes';
import { downloadFile } from './download-file';
import { NOTES_PAGE_TEXTS } from './notes-texts';

interface ExportButtonsProps {
  selection: NotesExportRequest;
  selectedCount: number;
  hasNotes: boolean;
}

const TEXTS = {
  txt: { doneTitle: NOTE_TOASTS.exportedTitle, failed: NOTE_TOASTS.exportFailed },
  md: { doneTitle: NOTES_PAGE_TEXTS.markdownExportedTitle, failed: NOTES_PAGE_TEXTS.markdownExportFailed },
} as const;

/** 'Export Text' / 'Export Selected (n)' and 'Export Markdown': disabled while exporting or without notes. */
export function ExportButtons({ selection, selectedCount, hasNotes }: ExportButtonsProps) {
  const exportNotes = useExportNotes();
  const { t } = useTranslation('notes');
  const disabled = exportNotes.isPending || !hasNotes;

  const run = (format: ExportFormat) =>
    exportNotes.mutate(
      { format, selection },
      {
        onSuccess: ({ blob, fileName }) => {
          downloadFile(blob, fileName);
          toast({ title: t(TEXTS[format].doneTitle), description: t(NOTE_TOASTS.exported) });
        },
        onError: (error) =>
          toast({
            title: t(NOTE_TOASTS.exportFailedTitle),
            description: errorMessage(error, t(TEXTS[format].failed)),
            variant: 'destructive',
          }),
      },
    );

  return (
    <>
      <Button variant="outline" onClick={() => run('txt')} disabled={disabled}>
        <Download aria-hidden />
        {selectedCount > 0 ? t('Export Selected ({count, number})', { count: selectedCount }) : t('Export Text')}
      </Button>
      <Button variant="outline" onClick={() => run('md')} disabled={disabled}>
        <FileDown aria-hidden />
        {t('Export Markdown')}
      </Button>
    </>
  );
}
