import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { FILE_ACCEPT, type InputOption, isFileKind, useOptionTexts } from './input-options';

interface OptionCardProps {
  option: InputOption;
  selected: boolean;
  disabled: boolean;
  onSelect: () => void;
  /** A file chosen or dropped on a file card. */
  onFile: (file: File) => void;
}

/**
 * One input option. File cards open a file chooser and take a file dropped on them; the others
 * show their form below the grid. The selected card is highlighted (aria-pressed).
 */
export function OptionCard({ option, selected, disabled, onSelect, onFile }: OptionCardProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { t } = useTranslation('want-to-learn');
  const texts = useOptionTexts()[option.kind];
  const fileKind = isFileKind(option.kind) ? option.kind : null;
  const Icon = option.icon;

  const dropHandlers = fileKind && {
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      if (!disabled) setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      const file = event.dataTransfer.files[0];
      if (!file || disabled) return;
      onSelect();
      onFile(file);
    },
  };

  return (
    <div {...dropHandlers} data-testid={`option-${option.kind}`}>
      <button
        type="button"
        aria-pressed={selected}
        disabled={disabled}
        onClick={() => {
          onSelect();
          input.current?.click();
        }}
        className={cn(
          'flex h-full w-full items-start gap-3 rounded-xl border bg-card p-4 text-left shadow-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60',
          selected && 'border-primary bg-primary/5 ring-2 ring-primary',
          dragging && 'border-dashed border-primary bg-primary/10',
        )}
      >
        <Icon aria-hidden className={cn('mt-0.5 size-6 shrink-0', selected ? 'text-primary' : 'text-muted-foreground')} />
        <span className="min-w-0">
          <span className="block font-semibold">{texts.title}</span>
          <span className="block text-sm text-muted-foreground">
            {/* File extensions are the same in every language. */}
            {texts.code ? <span data-untranslated>{texts.description}</span> : texts.description}
            {fileKind && <span className="hidden sm:inline"> · {t('or drop a file here')}</span>}
          </span>
        </span>
      </button>
      {fileKind && (
        <input
          ref={input}
          type="file"
          hidden
          aria-label={texts.title}
          accept={FILE_ACCEPT[fileKind]}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so choosing the same file again still counts as a change.
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      )}
    </div>
  );
}
