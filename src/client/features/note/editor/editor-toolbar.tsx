import { useTranslation } from 'react-i18next';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Link2 } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import { BLOCK_TYPES, currentBlockType, setBlockType } from './block-type-select';
import { HISTORY_ITEMS, TOOLBAR_ITEMS, type ToolbarItem } from './toolbar-items';

const LINK_ITEM: ToolbarItem = {
  key: 'link',
  label: 'Link',
  icon: Link2,
  shortcut: 'Control+K',
  run: (chain) => chain,
  isActive: (editor) => editor.isActive('link'),
};

const ITEMS = [...TOOLBAR_ITEMS, LINK_ITEM, ...HISTORY_ITEMS];
const SEPARATOR_AFTER = new Set(['strike', 'blockquote', 'alignJustify', 'link']);

interface EditorToolbarProps {
  editor: Editor;
  editorId: string;
  onLink: () => void;
}

/**
 * The formatting bar: a block-type select, then an ARIA toolbar with one tab stop whose buttons
 * are reached with the arrow keys, Home and End. Undo and redo stay focusable when unavailable
 * (aria-disabled) so that the arrow keys never lose their place.
 */
export function EditorToolbar({ editor, editorId, onLink }: EditorToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      block: currentBlockType(e),
      active: ITEMS.map((item) => item.isActive?.(e) ?? false),
      enabled: ITEMS.map((item) => item.canRun?.(e) ?? true),
    }),
  });
  const [current, setCurrent] = useState(0);
  const { t } = useTranslation('notes');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const moveFocus = (event: KeyboardEvent) => {
    const last = ITEMS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  const press = (item: ToolbarItem, index: number) => {
    if (!state.enabled[index]) return;
    if (item === LINK_ITEM) onLink();
    else item.run(editor.chain().focus()).run();
  };

  return (
    <div className="flex flex-wrap items-center gap-1 border-b bg-muted/40 p-1.5">
      <select
        aria-label={t('Block type')}
        value={state.block}
        onChange={(event) => setBlockType(editor, event.target.value)}
        className="h-8 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {BLOCK_TYPES.map((type) => (
          <option key={type.value} value={type.value}>
            {type.level ? t('Heading {level, number}', { level: type.level }) : t('Paragraph')}
          </option>
        ))}
      </select>
      <div
        role="toolbar"
        aria-label={t('Formatting')}
        aria-controls={editorId}
        onKeyDown={moveFocus}
        className="flex flex-wrap items-center gap-0.5"
      >
        {ITEMS.map((item, index) => {
          const Icon = item.icon;
          const toggle = item.isActive !== undefined;
          return (
            <span key={item.key} className="contents">
              <button
                ref={(node) => {
                  buttons.current[index] = node;
                }}
                type="button"
                tabIndex={index === current ? 0 : -1}
                aria-label={t(item.label)}
                title={t(item.label)}
                aria-keyshortcuts={item.shortcut}
                aria-pressed={toggle ? state.active[index] : undefined}
                aria-disabled={state.enabled[index] ? undefined : true}
                onFocus={() => setCurrent(index)}
                onClick={() => press(item, index)}
                className={cn(
                  'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  'aria-pressed:bg-primary aria-pressed:text-primary-foreground aria-disabled:cursor-not-allowed aria-disabled:opacity-40',
                )}
              >
                <Icon className="size-4" aria-hidden />
              </button>
              {SEPARATOR_AFTER.has(item.key) ? <span aria-hidden className="mx-0.5 h-5 w-px bg-border" /> : null}
            </span>
          );
        })}
      </div>
    </div>
  );
}
