import { Sparkles } from 'lucide-react';
import { type ComponentType, createContext, Suspense, useContext } from 'react';
import type { CardSource, SuggestRequest } from '../../shared/flashcards';
import { Button } from './ui/button';
import { useTranslation } from 'react-i18next';

export interface MakeFlashcardsProps {
  /** What the cards are proposed from: a saved summary or note. */
  request: SuggestRequest;
  /** Kept on every saved card. */
  source: CardSource;
  /** The summary's or note's title: names the button among others like it and the dialog. */
  title: string;
  /** 'icon': a bare icon button for tight spots (a note card's corner), named by its label. */
  size?: 'default' | 'sm' | 'icon';
}

/**
 * 'Make flashcards' on another feature's screen (a saved summary, a note). Features never import each other,
 * so the app hands the flashcards feature's button to them through this context.
 */
export const MakeFlashcardsContext = createContext<ComponentType<MakeFlashcardsProps> | null>(null);

export function MakeFlashcards(props: MakeFlashcardsProps) {
  const Provided = useContext(MakeFlashcardsContext);
  const { t } = useTranslation();
  if (!Provided) return null;
  // The same button, inert, while its code loads: nothing shifts when it arrives.
  const loading =
    props.size === 'icon' ? (
      <Button variant="ghost" size="icon" disabled aria-label={t('Make flashcards from {title}', { title: props.title })}>
        <Sparkles aria-hidden />
      </Button>
    ) : (
      <Button variant="outline" size={props.size} disabled>
        <Sparkles aria-hidden /> {t('Make flashcards')}
      </Button>
    );
  return (
    <Suspense fallback={loading}>
      <Provided {...props} />
    </Suspense>
  );
}
