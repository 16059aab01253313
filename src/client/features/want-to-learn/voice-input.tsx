import { Mic, Square } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { canHearLive, canRecord, clock, type Recorded, useRecorder } from './use-recorder';
import { WANT_TO_LEARN_TEXTS } from './want-to-learn-texts';

/** Voice Input: record from the microphone with a timer and a stop button, then send it like an uploaded recording. */
export function VoiceInput({ busy, onRecorded }: { busy: boolean; onRecorded: (recorded: Recorded) => void }) {
  const recorder = useRecorder(onRecorded);
  if (!canRecord()) return <p className="text-sm text-muted-foreground">{WANT_TO_LEARN_TEXTS.noMicrophone}</p>;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        {recorder.recording ? (
          <Button variant="destructive" onClick={recorder.stop}>
            <Square aria-hidden />
            {WANT_TO_LEARN_TEXTS.stopRecording}
          </Button>
        ) : (
          <Button onClick={() => void recorder.start()} disabled={busy}>
            <Mic aria-hidden />
            {WANT_TO_LEARN_TEXTS.startRecording}
          </Button>
        )}
        {recorder.recording && (
          <span
            className="inline-flex items-center gap-2 text-sm font-medium"
            role="timer"
            aria-label={`${WANT_TO_LEARN_TEXTS.recording} ${clock(recorder.seconds)}`}
          >
            <span aria-hidden className="size-2.5 animate-pulse rounded-full bg-red-600" />
            {WANT_TO_LEARN_TEXTS.recording} {clock(recorder.seconds)}
          </span>
        )}
      </div>
      {recorder.problem === 'denied' && (
        <p role="alert" className="text-sm text-destructive">
          {WANT_TO_LEARN_TEXTS.microphoneDenied}
        </p>
      )}
      {canHearLive() && (
        <div className="space-y-1">
          <p className="text-xs text-muted-foreground">{WANT_TO_LEARN_TEXTS.liveWordsNote}</p>
          {recorder.liveWords && (
            <p aria-live="polite" aria-label={WANT_TO_LEARN_TEXTS.liveWords} className="rounded-md border bg-muted/40 p-3 text-sm">
              {recorder.liveWords}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
