import type { Editor } from '@tiptap/core';
import { HEADING_LEVELS } from './editor-extensions';

export const BLOCK_TYPES = [
  { value: 'paragraph', level: undefined },
  ...HEADING_LEVELS.map((level) => ({ value: `h${level}`, level })),
] as const;

export function currentBlockType(editor: Editor): string {
  const level = HEADING_LEVELS.find((l) => editor.isActive('heading', { level: l }));
  return level ? `h${level}` : 'paragraph';
}

export function setBlockType(editor: Editor, value: string) {
  const level = HEADING_LEVELS.find((l) => `h${l}` === value);
  if (level) editor.chain().focus().setHeading({ level }).run();
  else editor.chain().focus().setParagraph().run();
}
