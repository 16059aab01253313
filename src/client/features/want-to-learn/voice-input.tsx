import { Mic, Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { canHearLive, canRecord, clock, type Recorded, useRecorder } from './use-recorder';

/** Voice Input: record from the microphone with a timer and a stop button, then send it like an uploaded recording. */
export function VoiceInput({ busy, onRecorded }: { busy: boolean; onRecorded: (recorded: Recorded) => void }) {
  const recorder = useRecorder(onRecorded);
  const { t } = useTranslation('want-to-learn');
  if (!canRecord())
    return (
      <p className="text-sm text-muted-foreground">
        {t('Recording needs a browser with microphone access. Upload a voice recording instead.')}
      </p>
    );

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        {recorder.recording ? (
          <Button variant="destructive" onClick={recorder.stop}>
            <Square aria-hidden />
            {t('Stop Recording')}
          </Button>
        ) : (
          <Button onClick={() => void recorder.start()} disabled={busy}>
            <Mic aria-hidden />
            {t('Start Recording')}
          </Button>
        )}
        {recorder.recording && (
          <span
            className="inline-flex items-center gap-2 text-sm font-medium"
            role="timer"
            aria-label={`${t('Recording')} ${clock(recorder.seconds)}`}
          >
            <span aria-hidden className="size-2.5 animate-pulse rounded-full bg-red-600" />
            {t('Recording')} {clock(recorder.seconds)}
          </span>
        )}
      </div>
      {recorder.problem === 'denied' && (
        <p role="alert" className="text-sm text-destructive">
          {t('The microphone could not be used. Allow microphone access for this site, or upload a voice recording instead.')}
        </p>
      )}
      {canHearLive() && (
        <div className="space-y-1">
          <p className="text-xs text-muted-foreground">{t("Words appear as you speak, using your browser's speech recognition.")}</p>
          {recorder.liveWords && (
            <p
              aria-live="polite"
              aria-label={t('What you said so far')}
              className="rounded-md border bg-muted/40 p-3 text-sm"
              data-untranslated
            >
              {recorder.liveWords}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
