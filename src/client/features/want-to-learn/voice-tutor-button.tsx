import { Pause, Play, Volume2 } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useVoiceTutor } from './use-voice-tutor';
import { WANT_TO_LEARN_TEXTS } from './want-to-learn-texts';

const LABELS = {
  idle: WANT_TO_LEARN_TEXTS.listen,
  loading: WANT_TO_LEARN_TEXTS.preparingVoice,
  playing: WANT_TO_LEARN_TEXTS.pause,
  paused: WANT_TO_LEARN_TEXTS.resume,
} as const;

/** 'Listen with Voice Tutor' → 'Pause Voice Tutor' → 'Resume Voice Tutor': the explanation read aloud. */
export function VoiceTutorButton({ text }: { text: string }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const tutor = useVoiceTutor(text, audioRef);
  const Icon = tutor.state === 'playing' ? Pause : tutor.state === 'paused' ? Play : Volume2;
  return (
    <>
      <Button variant="secondary" onClick={() => void tutor.toggle()} disabled={tutor.state === 'loading'}>
        {tutor.state === 'loading' ? <Spinner /> : <Icon aria-hidden />}
        {LABELS[tutor.state]}
      </Button>
      {/* Played through the button; no captions: the same words are the explanation shown above. */}
      <audio ref={audioRef} preload="none" className="hidden" data-testid="voice-tutor-audio" {...tutor.audioEvents} />
    </>
  );
}
