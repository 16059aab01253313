import TextAlign from '@tiptap/extension-text-align';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedLinkHref } from './link-address';

export const HEADING_LEVELS = [1, 2, 3] as const;
export const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;

/**
 * Undo depth 100 with 500 ms grouping. They are ProseMirror history's defaults, set here
 * so that a change of defaults upstream cannot change the product.
 */
export const UNDO_HISTORY = { depth: 100, newGroupDelay: 500 } as const;

/** StarterKit v3 already carries Underline and Link; TextAlign is the one extra extension. */
export const editorExtensions = [
  StarterKit.configure({
    heading: { levels: [...HEADING_LEVELS] },
    undoRedo: UNDO_HISTORY,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => isAllowedLinkHref(url),
      shouldAutoLink: (url) => isAllowedLinkHref(url),
    },
  }),
  // No default alignment: TipTap 3 would write style="text-align: left" on every paragraph.
  TextAlign.configure({ types: ['heading', 'paragraph'], alignments: [...ALIGNMENTS] }),
];
