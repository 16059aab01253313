import { useMutation } from '@tanstack/react-query';
import type { UploadResponse } from '../../../../shared/upload';
import { ApiError, settleResponse } from '../../../lib/api';
import { PLANNER_TEXTS } from '../planner-texts';

/** POST /api/planner/upload-file (multipart): the file's text and suggestions for the form. */
async function uploadPlannerFile(file: File): Promise<UploadResponse> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch('/api/planner/upload-file', { method: 'POST', body, credentials: 'include' });
  } catch {
    // The request never got an answer (offline, connection dropped).
    throw new Error(PLANNER_TEXTS.uploadUnprocessed);
  }
  await settleResponse(response);
  return (await response.json()) as UploadResponse;
}

export function useUploadPlannerFile() {
  return useMutation({ mutationFn: uploadPlannerFile });
}

/** The server's message, else 'Upload failed' (spec §8, Uploads). */
export function uploadFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage || PLANNER_TEXTS.uploadFailed;
  return error instanceof Error && error.message ? error.message : PLANNER_TEXTS.uploadUnprocessed;
}
