import { Pause, Play, Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRef } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useVoiceTutor } from './use-voice-tutor';

/** 'Listen with Voice Tutor' → 'Pause Voice Tutor' → 'Resume Voice Tutor': the explanation read aloud. */
export function VoiceTutorButton({ text }: { text: string }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const tutor = useVoiceTutor(text, audioRef);
  const { t } = useTranslation('want-to-learn');
  const labels = {
    idle: t('Listen with Voice Tutor'),
    loading: t('Preparing voice...'),
    playing: t('Pause Voice Tutor'),
    paused: t('Resume Voice Tutor'),
  };
  const Icon = tutor.state === 'playing' ? Pause : tutor.state === 'paused' ? Play : Volume2;
  return (
    <>
      <Button variant="secondary" onClick={() => void tutor.toggle()} disabled={tutor.state === 'loading'}>
        {tutor.state === 'loading' ? <Spinner /> : <Icon aria-hidden />}
        {labels[tutor.state]}
      </Button>
      {/* Played through the button; no captions: the same words are the explanation shown above. */}
      <audio ref={audioRef} preload="none" className="hidden" data-testid="voice-tutor-audio" {...tutor.audioEvents} />
    </>
  );
}
