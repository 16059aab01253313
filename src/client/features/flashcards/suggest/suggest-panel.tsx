import { Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CardSource, type CardSuggestion, type Deck, SUGGEST_TEXT_MAX_CHARS } from '../../../../shared/flashcards';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { useNoteTitles, useSuggestCards } from '../api/suggest';
import { FIELD_CLASS } from '../field-class';
import { SuggestionReview } from './suggestion-review';

interface SuggestPanelProps {
  decks: Deck[];
  deckId: string | undefined;
  onSaved: (deckId: string) => void;
}

/** 'Make flashcards' from one of the student's notes or pasted text: proposed cards to review, edit or drop. */
export function SuggestPanel({ decks, deckId, onSaved }: SuggestPanelProps) {
  const notes = useNoteTitles();
  const suggest = useSuggestCards();
  const { t } = useTranslation('flashcards');
  const [noteId, setNoteId] = useState('');
  const [text, setText] = useState('');
  const [proposed, setProposed] = useState<{ suggestions: CardSuggestion[]; source: CardSource } | null>(null);
  const ready = noteId !== '' || text.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const request = noteId ? { noteId } : { text };
    const source: CardSource = noteId ? { kind: 'note', id: noteId } : { kind: 'text' };
    suggest.mutate(request, {
      onSuccess: ({ suggestions }) => setProposed({ suggestions, source }),
      onError: (cause) =>
        toast({ title: t('Error'), description: errorMessage(cause, t('No flashcards were made.')), variant: 'destructive' }),
    });
  };

  if (proposed) {
    return (
      <SuggestionReview
        decks={decks}
        deckId={deckId}
        initial={proposed.suggestions}
        source={proposed.source}
        onDone={(savedDeck) => {
          setProposed(null);
          setText('');
          if (savedDeck) onSaved(savedDeck);
        }}
      />
    );
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{t('Make flashcards')}</h2>
        <CardDescription>
          {t('Cards proposed from a note or a passage: cloze sentences and term definitions. You check them before saving.')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-3">
          <div className="space-y-1">
            <Label htmlFor="suggest-note">{t('From a note')}</Label>
            <select id="suggest-note" className={FIELD_CLASS} value={noteId} onChange={(event) => setNoteId(event.target.value)}>
              <option value="">{notes.isPending ? t('Loading notes…') : t('Paste text instead')}</option>
              {notes.data?.map((note) => (
                <option key={note.id} value={note.id} data-untranslated>
                  {note.title}
                </option>
              ))}
            </select>
          </div>
          {noteId === '' && (
            <div className="space-y-1">
              <Label htmlFor="suggest-text">{t('Or paste text')}</Label>
              <textarea
                id="suggest-text"
                data-untranslated
                className={FIELD_CLASS}
                rows={4}
                maxLength={SUGGEST_TEXT_MAX_CHARS}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            </div>
          )}
          <Button type="submit" disabled={!ready || suggest.isPending}>
            {suggest.isPending ? <Spinner /> : <Sparkles aria-hidden />} {t('Make flashcards')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
