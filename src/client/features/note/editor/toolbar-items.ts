import type { ChainedCommands, Editor } from '@tiptap/core';
import {
  AlignCenter,
  AlignJustify,
  AlignLeft,
  AlignRight,
  Bold,
  Italic,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  Strikethrough,
  Underline,
  Undo2,
} from 'lucide-react';

export interface ToolbarItem {
  key: string;
  label: string;
  icon: LucideIcon;
  /** TipTap's own keyboard shortcut, announced through aria-keyshortcuts. */
  shortcut?: string;
  run: (chain: ChainedCommands) => ChainedCommands;
  /** Toggle buttons report their state (aria-pressed); undo and redo do not. */
  isActive?: (editor: Editor) => boolean;
  canRun?: (editor: Editor) => boolean;
}

/** A block without an alignment reads left to right, so it counts as left-aligned. */
const isAlignedLeft = (editor: Editor) =>
  editor.isActive({ textAlign: 'left' }) || !['center', 'right', 'justify'].some((align) => editor.isActive({ textAlign: align }));

export const TOOLBAR_ITEMS: ToolbarItem[] = [
  { key: 'bold', label: 'Bold', icon: Bold, shortcut: 'Control+B', run: (c) => c.toggleBold(), isActive: (e) => e.isActive('bold') },
  {
    key: 'italic',
    label: 'Italic',
    icon: Italic,
    shortcut: 'Control+I',
    run: (c) => c.toggleItalic(),
    isActive: (e) => e.isActive('italic'),
  },
  {
    key: 'underline',
    label: 'Underline',
    icon: Underline,
    shortcut: 'Control+U',
    run: (c) => c.toggleUnderline(),
    isActive: (e) => e.isActive('underline'),
  },
  {
    key: 'strike',
    label: 'Strikethrough',
    icon: Strikethrough,
    shortcut: 'Control+Shift+S',
    run: (c) => c.toggleStrike(),
    isActive: (e) => e.isActive('strike'),
  },
  {
    key: 'bulletList',
    label: 'Bullet list',
    icon: List,
    shortcut: 'Control+Shift+8',
    run: (c) => c.toggleBulletList(),
    isActive: (e) => e.isActive('bulletList'),
  },
  {
    key: 'orderedList',
    label: 'Numbered list',
    icon: ListOrdered,
    shortcut: 'Control+Shift+7',
    run: (c) => c.toggleOrderedList(),
    isActive: (e) => e.isActive('orderedList'),
  },
  {
    key: 'blockquote',
    label: 'Quote',
    icon: Quote,
    shortcut: 'Control+Shift+B',
    run: (c) => c.toggleBlockquote(),
    isActive: (e) => e.isActive('blockquote'),
  },
  {
    key: 'alignLeft',
    label: 'Align left',
    icon: AlignLeft,
    shortcut: 'Control+Shift+L',
    run: (c) => c.setTextAlign('left'),
    isActive: isAlignedLeft,
  },
  {
    key: 'alignCenter',
    label: 'Align center',
    icon: AlignCenter,
    shortcut: 'Control+Shift+E',
    run: (c) => c.setTextAlign('center'),
    isActive: (e) => e.isActive({ textAlign: 'center' }),
  },
  {
    key: 'alignRight',
    label: 'Align right',
    icon: AlignRight,
    shortcut: 'Control+Shift+R',
    run: (c) => c.setTextAlign('right'),
    isActive: (e) => e.isActive({ textAlign: 'right' }),
  },
  {
    key: 'alignJustify',
    label: 'Justify',
    icon: AlignJustify,
    shortcut: 'Control+Shift+J',
    run: (c) => c.setTextAlign('justify'),
    isActive: (e) => e.isActive({ textAlign: 'justify' }),
  },
];

export const HISTORY_ITEMS: ToolbarItem[] = [
  { key: 'undo', label: 'Undo', icon: Undo2, shortcut: 'Control+Z', run: (c) => c.undo(), canRun: (e) => e.can().undo() },
  { key: 'redo', label: 'Redo', icon: Redo2, shortcut: 'Control+Shift+Z', run: (c) => c.redo(), canRun: (e) => e.can().redo() },
];
