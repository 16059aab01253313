import type { OcrEvent } from '../../../shared/ocr';
import { HttpError } from '../../http-error';
import { recognizeImage } from './ocr';

const SERVER_ERROR = 'Reading this image failed. Please try again.';

function errorEvent(error: unknown): OcrEvent {
  if (error instanceof HttpError) return { type: 'error', status: error.status, message: error.message };
  return { type: 'error', status: 500, message: SERVER_ERROR };
}

/**
 * The recognition of one image as events, for a progress bar. Progress is sent at most once per
 * whole percent: Tesseract reports hundreds of tiny steps per page.
 */
export async function* recognizeImageEvents(data: Buffer): AsyncGenerator<OcrEvent> {
  const pending: OcrEvent[] = [];
  let wake: (() => void) | undefined;
  const push = (event: OcrEvent) => {
    pending.push(event);
    wake?.();
  };
  let sentPercent = -1;
  void recognizeImage(data, (fraction) => {
    const percent = Math.floor(fraction * 100);
    if (percent <= sentPercent) return;
    sentPercent = percent;
    push({ type: 'progress', progress: percent / 100 });
  }).then(
    ({ text }) => push({ type: 'done', text }),
    (error: unknown) => push(errorEvent(error)),
  );
  yield { type: 'queued' };
  for (;;) {
    if (pending.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    wake = undefined;
    const event = pending.shift()!;
    yield event;
    if (event.type === 'done' || event.type === 'error') return;
  }
}
