import { OCR_EVENTS, type OcrEvent } from '../../../shared/ocr';
import { startRecognition } from './ocr';

/** The events of a reading that went well; a failure is thrown (the stream's `error` event). */
export type OcrProgressEvent = Exclude<OcrEvent, { event: typeof OCR_EVENTS.error }>;

/**
 * The recognition of one image as events, for a progress bar. Progress is sent at most once per
 * whole percent: Tesseract reports hundreds of tiny steps per page. The image is checked and queued
 * at once, so a refusal (wrong type, too large, the user's share or the queue full) is thrown here,
 * before any event, and can still be answered with its plain status. The function returned reads the
 * events; it throws a later failure, and stops waiting for events once its `signal` aborts.
 */
export function recognizeImageEvents(data: Buffer, userId: string): (signal?: AbortSignal) => AsyncGenerator<OcrProgressEvent> {
  const pending: OcrProgressEvent[] = [];
  let failure: { error: unknown } | undefined;
  let wake: (() => void) | undefined;
  const push = (event: OcrProgressEvent) => {
    pending.push(event);
    wake?.();
  };
  let sentPercent = -1;
  const onProgress = (fraction: number) => {
    const percent = Math.floor(fraction * 100);
    if (percent <= sentPercent) return;
    sentPercent = percent;
    push({ event: OCR_EVENTS.progress, data: { progress: percent / 100 } });
  };
  void startRecognition(data, { userId, onProgress }).then(
    ({ text }) => push({ event: OCR_EVENTS.done, data: { text } }),
    (error: unknown) => {
      failure = { error };
      wake?.();
    },
  );
  return async function* (signal) {
    signal?.addEventListener('abort', () => wake?.(), { once: true });
    yield { event: OCR_EVENTS.queued, data: {} } as const;
    for (;;) {
      if (pending.length === 0 && !failure && !signal?.aborted) await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
      if (signal?.aborted) return;
      const event = pending.shift();
      if (event) {
        yield event;
        if (event.event === OCR_EVENTS.done) return;
      } else if (failure) {
        throw failure.error;
      }
    }
  };
}
