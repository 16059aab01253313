import { Download, Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { DECK_NAME_MAX_CHARS } from '../../../../shared/flashcards';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
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

const failed = (cause: unknown) =>
  toast({ title: 'Error', description: errorMessage(cause, 'Something went wrong.'), variant: 'destructive' });

/** The decks (one per subject by default): pick one, add, rename, delete, export and import. */
export function DeckPanel({ decks, selectedId, onSelect }: DeckPanelProps) {
  const create = useCreateDeck();
  const rename = useRenameDeck();
  const remove = useDeleteDeck();
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const selected = decks.data?.find((deck) => deck.id === selectedId);

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(name.trim(), {
      onSuccess: (deck) => {
        setName('');
        onSelect(deck.id);
      },
      onError: failed,
    });
  };

  const saveName = (event: FormEvent) => {
    event.preventDefault();
    if (!selected || renaming === null || !renaming.trim()) return;
    rename.mutate({ id: selected.id, name: renaming.trim() }, { onSuccess: () => setRenaming(null), onError: failed });
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Decks</h2>
      </CardHeader>
      <CardContent className="space-y-4">
        {decks.isPending ? (
          <p className="text-sm text-muted-foreground">Loading decks…</p>
        ) : decks.isError ? (
          <p className="text-sm text-destructive">Could not load your decks. {errorMessage(decks.error, '')}</p>
        ) : decks.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No decks yet: add a card below and it goes to a deck called General.</p>
        ) : (
          <>
            <ul className="flex flex-wrap gap-2" aria-label="Your decks">
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
                    <span className="block font-medium">{deck.name}</span>
                    <span className="block text-xs text-muted-foreground">
                      {deck.cardCount} {deck.cardCount === 1 ? 'card' : 'cards'} · {deck.dueCount} due
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <ShowMore {...decks} label="Show more decks" />
          </>
        )}

        {selected && (
          <div className="flex flex-wrap items-center gap-2 border-t pt-4">
            {renaming !== null ? (
              <form onSubmit={saveName} className="flex flex-wrap items-center gap-2">
                <Label htmlFor="deck-rename" className="sr-only">
                  New name for {selected.name}
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
                  Save name
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setRenaming(null)}>
                  Cancel
                </Button>
              </form>
            ) : (
              <Button size="sm" variant="outline" onClick={() => setRenaming(selected.name)}>
                <Pencil aria-hidden /> Rename deck
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden /> Delete deck
            </Button>
            {(['anki', 'md'] as const).map((format) => (
              <Button key={format} asChild size="sm" variant="ghost">
                <a href={`/api/decks/${encodeURIComponent(selected.id)}/export?format=${format}`} download>
                  <Download aria-hidden /> {format === 'anki' ? 'Export for Anki' : 'Export Markdown'}
                </a>
              </Button>
            ))}
            <Button asChild size="sm" variant="ghost">
              <a href={`/api/decks/${encodeURIComponent(selected.id)}/export.apkg`} download>
                <Download aria-hidden /> Export .apkg
              </a>
            </Button>
            <ImportButton deckId={selected.id} />
            <ApkgImport onImported={onSelect} />
            <DeckExamSelect key={selected.id} deck={selected} />
          </div>
        )}

        <form onSubmit={add} className="flex flex-wrap items-end gap-2 border-t pt-4">
          <div className="space-y-1">
            <Label htmlFor="new-deck">New deck</Label>
            <Input
              id="new-deck"
              value={name}
              maxLength={DECK_NAME_MAX_CHARS}
              placeholder="e.g. Biology"
              onChange={(event) => setName(event.target.value)}
              className="w-56"
            />
          </div>
          <Button type="submit" variant="outline" disabled={!name.trim() || create.isPending}>
            <Plus aria-hidden /> Add deck
          </Button>
        </form>
      </CardContent>
      <ConfirmDialog
        title="Delete Deck"
        description={`Delete the deck ${selected?.name ?? ''} and all its ${selected?.cardCount ?? 0} cards? This cannot be undone.`}
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => selected && remove.mutate(selected.id, { onError: failed })}
      />
    </Card>
  );
}
