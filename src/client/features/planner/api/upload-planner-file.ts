import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import type { UploadResponse } from '../../../../shared/upload';
import { ApiError } from '../../../lib/api';
import { type UploadPhase, uploadWithProgress } from '../../../lib/upload-with-progress';

/** POST /api/planner/upload-file (multipart): the file's text and suggestions for the form, with the upload's progress. */
export function useUploadPlannerFile() {
  const [phase, setPhase] = useState<UploadPhase | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => uploadWithProgress<UploadResponse>('/api/planner/upload-file', file, setPhase),
    onSettled: () => setPhase(null),
  });
  return { ...mutation, phase };
}

/** The server's message, else 'Upload failed'; no answer at all: 'Could not process the file…' (spec §8, Uploads). */
export function uploadFailureMessage(error: unknown, t: TFunction<'planner'>): string {
  if (error instanceof ApiError) return error.serverMessage || t('Upload failed');
  return t('Could not process the file. Please try again.');
}
