import type { OcrEvent } from '../../../shared/ocr';
import { HttpError } from '../../http-error';
import { startRecognition } from './ocr';

const SERVER_ERROR = 'Reading this image failed. Please try again.';

function errorEvent(error: unknown): OcrEvent {
  if (error instanceof HttpError) return { type: 'error', status: error.status, message: error.message };
  return { type: 'error', status: 500, message: SERVER_ERROR };
}

/**
 * The recognition of one image as events, for a progress bar. Progress is sent at most once per
 * whole percent: Tesseract reports hundreds of tiny steps per page. The image is checked and queued
 * at once, so a refusal (wrong type, too large, the user's share or the queue full) is thrown here,
 * before any event, and can still be answered with its plain status.
 */
export function recognizeImageEvents(data: Buffer, userId: string): AsyncGenerator<OcrEvent> {
  const pending: OcrEvent[] = [];
  let wake: (() => void) | undefined;
  const push = (event: OcrEvent) => {
    pending.push(event);
    wake?.();
  };
  let sentPercent = -1;
  const onProgress = (fraction: number) => {
    const percent = Math.floor(fraction * 100);
    if (percent <= sentPercent) return;
    sentPercent = percent;
    push({ type: 'progress', progress: percent / 100 });
  };
  void startRecognition(data, { userId, onProgress }).then(
    ({ text }) => push({ type: 'done', text }),
    (error: unknown) => push(errorEvent(error)),
  );
  return (async function* () {
    yield { type: 'queued' } as const;
    for (;;) {
      if (pending.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
      const event = pending.shift()!;
      yield event;
      if (event.type === 'done' || event.type === 'error') return;
    }
  })();
}
