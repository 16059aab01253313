import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { UploadResponse } from '../../../../shared/upload';
import { type UploadPhase, uploadWithProgress } from '../../../lib/upload-with-progress';

/** POST /api/summarize/upload: the file's text for the content box, with the upload's progress. */
export function useUploadDocument() {
  const [phase, setPhase] = useState<UploadPhase | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => uploadWithProgress<UploadResponse>('/api/summarize/upload', file, setPhase),
    onSettled: () => setPhase(null),
  });
  return { ...mutation, phase };
}
