import { useMutation } from '@tanstack/react-query';
import { exportFileName, type NotesExportRequest } from '../../../../shared/note';
import { apiRequest } from '../../../lib/api';

export type ExportFormat = 'txt' | 'md';

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

/** The name from `Content-Disposition: attachment; filename="…"`, if the server gave one. */
function attachmentName(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  return /filename="?([^";]+)"?/i.exec(header)?.[1];
}

async function exportNotes({ format, selection }: { format: ExportFormat; selection: NotesExportRequest }): Promise<ExportedFile> {
  const response = await apiRequest('POST', `/api/notes/export-${format}`, selection);
  return {
    blob: await response.blob(),
    fileName: attachmentName(response.headers.get('Content-Disposition')) ?? exportFileName(format),
  };
}

export function useExportNotes() {
  return useMutation({ mutationFn: exportNotes });
}
