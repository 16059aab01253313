import { type RefObject, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TTS_MAX_CHARS } from '../../../shared/speech';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { synthesizeSpeech } from './api/analysis-requests';

export type TutorState = 'idle' | 'loading' | 'playing' | 'paused';

/** The explanation as read aloud: at most what one request takes, ending at a sentence. */
export function speakableExplanation(text: string): string {
  if (text.length <= TTS_MAX_CHARS) return text;
  const head = text.slice(0, TTS_MAX_CHARS);
  const end = Math.max(head.lastIndexOf('. '), head.lastIndexOf('.\n'));
  return end > TTS_MAX_CHARS / 2 ? head.slice(0, end + 1) : head;
}

/**
 * The voice tutor of spec §4: idle, then playing once the speech is fetched and played, paused
 * (Resume), playing again; back to idle at the end or on an error. If resuming fails, the audio
 * is dropped and the speech fetched again.
 */
export function useVoiceTutor(text: string, audioRef: RefObject<HTMLAudioElement | null>) {
  const [state, setState] = useState<TutorState>('idle');
  const clipRef = useRef<string | null>(null);
  const { t } = useTranslation('want-to-learn');

  const drop = useCallback(() => {
    const audio = audioRef.current;
    clipRef.current = null;
    if (!audio) return;
    audio.pause();
    audio.removeAttribute('src');
    audio.load();
  }, [audioRef]);

  const playFromStart = useCallback(async () => {
    const audio = audioRef.current;
    if (!audio) return;
    try {
      await audio.play();
      setState('playing');
    } catch {
      drop();
      setState('idle');
      toast({ title: t('Error'), description: t('Failed to play audio'), variant: 'destructive' });
    }
  }, [audioRef, drop, t]);

  const fetchAndPlay = useCallback(async () => {
    setState('loading');
    let url: string;
    try {
      url = await synthesizeSpeech(speakableExplanation(text));
    } catch (error) {
      setState('idle');
      toast({ title: t('Voice synthesis failed'), description: errorMessage(error, ''), variant: 'destructive' });
      return;
    }
    const audio = audioRef.current;
    if (!audio) return;
    clipRef.current = url;
    audio.src = url;
    await playFromStart();
  }, [audioRef, playFromStart, text, t]);

  const toggle = useCallback(async () => {
    const audio = audioRef.current;
    if (!audio || state === 'loading') return;
    if (state === 'playing') {
      audio.pause();
      setState('paused');
      return;
    }
    if (state === 'paused') {
      try {
        await audio.play();
        setState('playing');
      } catch {
        drop();
        await fetchAndPlay();
      }
      return;
    }
    // Idle: the clip made earlier is played again from the start while the server keeps it.
    if (clipRef.current) {
      audio.currentTime = 0;
      await playFromStart();
    } else await fetchAndPlay();
  }, [audioRef, drop, fetchAndPlay, playFromStart, state]);

  return {
    state,
    toggle,
    /** The <audio> element's own events keep the button honest (ended, media keys, a broken clip). */
    audioEvents: {
      onEnded: () => setState('idle'),
      onPause: () => setState((current) => (current === 'playing' ? 'paused' : current)),
      onPlay: () => setState((current) => (current === 'paused' ? 'playing' : current)),
      onError: () => {
        if (!clipRef.current) return;
        drop();
        setState('idle');
        toast({ title: t('Error'), description: t('Failed to play audio'), variant: 'destructive' });
      },
    },
  };
}
