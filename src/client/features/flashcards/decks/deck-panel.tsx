import { Download, Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DECK_NAME_MAX_CHARS, EXPORT_FORMATS } from '../../../../shared/flashcards';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { deckNameText } from '../../../lib/deck-name';
import { useCreateDeck, type useDecks, useDeleteDeck, useRenameDeck } from '../api/decks';
import { ShowMore } from '../../../components/show-more';
import { DeckExamSelect } from './deck-exam-select';
import { ApkgImport } from './apkg-import';
import { ImportButton } from './import-button';

interface DeckPanelProps {
  decks: ReturnType<typeof useDecks>;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

const failed = (t: TFunction<'flashcards'>) => (cause: unknown) =>
  toast({ title: t('Error'), description: errorMessage(cause, t('Something went wrong.')), variant: 'destructive' });

/** The decks (one per subject by default): pick one, add, rename, delete, export and import. */
export function DeckPanel({ decks, selectedId, onSelect }: DeckPanelProps) {
  const create = useCreateDeck();
  const rename = useRenameDeck();
  const remove = useDeleteDeck();
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const selected = decks.data?.find((deck) => deck.id === selectedId);
  const { t } = useTranslation('flashcards');

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(name.trim(), {
      onSuccess: (deck) => {
        setName('');
        onSelect(deck.id);
      },
      onError: failed(t),
    });
  };

  const saveName = (event: FormEvent) => {
    event.preventDefault();
    if (!selected || renaming === null || !renaming.trim()) return;
    rename.mutate({ id: selected.id, name: renaming.trim() }, { onSuccess: () => setRenaming(null), onError: failed(t) });
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{t('Decks')}</h2>
      </CardHeader>
      <CardContent className="space-y-4">
        {decks.isPending ? (
          <p className="text-sm text-muted-foreground">{t('Loading decks…')}</p>
        ) : decks.isError ? (
          <p className="text-sm text-destructive">
            {t('Could not load your decks.')} {errorMessage(decks.error, '')}
          </p>
        ) : decks.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('No decks yet: add a card below and it goes to a deck called General.')}</p>
        ) : (
          <>
            <ul className="flex flex-wrap gap-2" aria-label={t('Your decks')}>
              {decks.data.map((deck) => (
                <li key={deck.id}>
                  <button
                    type="button"
                    aria-pressed={deck.id === selectedId}
                    onClick={() => onSelect(deck.id)}
                    className={cn(
                      'rounded-lg border px-3 py-2 text-left text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      deck.id === selectedId ? 'border-primary bg-primary/10' : 'hover:bg-muted',
                    )}
                  >
                    <span className="block font-medium" data-untranslated>
                      {deckNameText(t, deck.name)}
                    </span>
                    <span className="block text-xs text-muted-foreground">
                      {t('{count, plural, one {# card} other {# cards}}', { count: deck.cardCount })} ·{' '}
                      {t('{count, number} due', { count: deck.dueCount })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <ShowMore {...decks} label={t('Show more decks')} />
          </>
        )}

        {selected && (
          <div className="flex flex-wrap items-center gap-2 border-t pt-4">
            {renaming !== null ? (
              <form onSubmit={saveName} className="flex flex-wrap items-center gap-2">
                <Label htmlFor="deck-rename" className="sr-only">
                  {t('New name for {name}', { name: deckNameText(t, selected.name) })}
                </Label>
                <Input
                  id="deck-rename"
                  value={renaming}
                  maxLength={DECK_NAME_MAX_CHARS}
                  onChange={(event) => setRenaming(event.target.value)}
                  className="w-48"
                  autoFocus
                />
                <Button type="submit" size="sm" disabled={rename.isPending}>
                  {t('Save name')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setRenaming(null)}>
                  {t('Cancel')}
                </Button>
              </form>
            ) : (
              <Button size="sm" variant="outline" onClick={() => setRenaming(selected.name)}>
                <Pencil aria-hidden /> {t('Rename deck')}
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden /> {t('Delete deck')}
            </Button>
            {EXPORT_FORMATS.map((format) => (
              <Button key={format} asChild size="sm" variant="ghost">
                <a href={`/api/decks/${encodeURIComponent(selected.id)}/export?format=${format}`} download>
                  <Download aria-hidden /> {format === 'anki' ? t('Export for Anki') : t('Export Markdown')}
                </a>
              </Button>
            ))}
            <Button asChild size="sm" variant="ghost">
              <a href={`/api/decks/${encodeURIComponent(selected.id)}/export.apkg`} download>
                <Download aria-hidden /> {t('Export .apkg')}
              </a>
            </Button>
            <ImportButton deckId={selected.id} />
            <ApkgImport onImported={onSelect} />
            <DeckExamSelect key={selected.id} deck={selected} />
          </div>
        )}

        <form onSubmit={add} className="flex flex-wrap items-end gap-2 border-t pt-4">
          <div className="space-y-1">
            <Label htmlFor="new-deck">{t('New deck')}</Label>
            <Input
              id="new-deck"
              value={name}
              maxLength={DECK_NAME_MAX_CHARS}
              placeholder={t('e.g. Biology')}
              onChange={(event) => setName(event.target.value)}
              className="w-56"
            />
          </div>
          <Button type="submit" variant="outline" disabled={!name.trim() || create.isPending}>
            <Plus aria-hidden /> {t('Add deck')}
          </Button>
        </form>
      </CardContent>
      <ConfirmDialog
        title={t('Delete Deck')}
        description={t('Delete the deck {name} and all its {count, number} cards? This cannot be undone.', {
          name: selected ? deckNameText(t, selected.name) : '',
          count: selected?.cardCount ?? 0,
        })}
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => selected && remove.mutate(selected.id, { onError: failed(t) })}
      />
    </Card>
  );
}
