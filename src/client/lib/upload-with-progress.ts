import { ApiError } from './api';

/** What an upload is doing: sending its bytes (with the share sent), then waiting while the server reads the file. */
export type UploadPhase = { stage: 'sending'; percent: number } | { stage: 'reading' };

/** The request never got an answer (network down, server gone); the screen shows its own wording. */
export class UploadNetworkError extends Error {
  constructor() {
    super('The upload did not reach the server.');
    this.name = 'UploadNetworkError';
  }
}

/**
 * Posts one file as multipart/form-data (field "file") and reports how much of it has been sent.
 * fetch() cannot report upload progress, so this is the one request the app makes with
 * XMLHttpRequest; a failed answer becomes the same ApiError apiRequest throws.
 */
export function uploadWithProgress<T>(url: string, file: File, onPhase: (phase: UploadPhase) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onPhase({ stage: 'sending', percent: Math.round((event.loaded / event.total) * 100) });
    };
    xhr.upload.onload = () => onPhase({ stage: 'reading' });
    xhr.onerror = () => reject(new UploadNetworkError());
    xhr.onabort = () => reject(new UploadNetworkError());
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText) as T);
      } catch {
        reject(new ApiError(xhr.status, ''));
      }
    };
    const form = new FormData();
    form.append('file', file);
    onPhase({ stage: 'sending', percent: 0 });
    xhr.send(form);
  });
}
