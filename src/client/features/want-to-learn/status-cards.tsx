import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SPEECH_MESSAGES } from '../../../shared/speech';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import type { Stage } from './use-analysis';
import { useMessage } from '../../i18n/use-message';

/** 'Analyzing your content...' with what it is doing now, and a bar while an image is read. */
export function BusyCard({ stage }: { stage: Stage }) {
  const percent = stage.progress === undefined ? undefined : Math.round(stage.progress * 100);
  const { t } = useTranslation('want-to-learn');
  return (
    <Card role="status" aria-live="polite">
      <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
        <Spinner className="size-8 text-primary" />
        <p className="font-semibold">{t('Analyzing your content...')}</p>
        <p className="text-sm text-muted-foreground" data-testid="analysis-stage">
          {stage.text}
          {percent !== undefined && ` ${percent}%`}
        </p>
        {percent !== undefined && (
          <div
            role="progressbar"
            aria-label={stage.text}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The server has no AI provider that can turn a recording into text (501): said here, beside the
 * cards, with what works instead, rather than as a passing error toast.
 */
export function VoiceUnavailableNotice({ reason, onType, onUpload }: { reason: string; onType: () => void; onUpload: () => void }) {
  const { t } = useTranslation('want-to-learn');
  const message = useMessage();
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-amber-600/50 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-2">
        <p className="font-semibold">{t('Voice recordings cannot be transcribed here')}</p>
        <p>{message(reason)}</p>
        <p>{message(SPEECH_MESSAGES.typeOrUploadInstead)}</p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={onType}>
            {t('Type Topic')}
          </Button>
          <Button size="sm" variant="outline" onClick={onUpload}>
            {t('Upload Text File')}
          </Button>
        </div>
      </div>
    </div>
  );
}
