import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { EditorToolbar } from './editor-toolbar';
import { editorExtensions } from './editor-extensions';
import { EDITOR_CONTENT_CLASS } from './editor-styles';
import { LinkDialog } from './link-dialog';

export interface RichTextEditorProps {
  /** The id of the editable area (a label's click focuses it). */
  id: string;
  labelledBy: string;
  /** Read once, when the editor mounts; the editor owns the content afterwards. */
  initialHtml: string;
  onChange: (html: string, text: string) => void;
}

/** The notes editor (TipTap); loaded lazily, so the notes list does not pay for it. */
export default function RichTextEditor({ id, labelledBy, initialHtml, onChange }: RichTextEditorProps) {
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkHref, setLinkHref] = useState('');
  // TipTap keeps the callbacks it was created with; these refs let them reach the latest props.
  const onChangeRef = useRef(onChange);
  const openLinkRef = useRef(() => {});

  const editor = useEditor({
    extensions: editorExtensions,
    content: initialHtml,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { id, role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelledBy, class: EDITOR_CONTENT_CLASS },
      handleKeyDown: (_view, event) => {
        // Mod-K is the usual link shortcut; TipTap has none of its own.
        if ((event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          openLinkRef.current();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.getHTML(), current.getText()),
  });

  const openLinkDialog = () => {
    setLinkHref(String(editor.getAttributes('link').href ?? ''));
    setLinkOpen(true);
  };

  useEffect(() => {
    onChangeRef.current = onChange;
    openLinkRef.current = openLinkDialog;
  });

  return (
    <div className="overflow-hidden rounded-md border border-input bg-background focus-within:ring-2 focus-within:ring-ring">
      <EditorToolbar editor={editor} editorId={id} onLink={openLinkDialog} />
      <EditorContent editor={editor} />
      <LinkDialog
        open={linkOpen}
        currentHref={linkHref}
        onOpenChange={setLinkOpen}
        onApply={(href) => {
          const { empty } = editor.state.selection;
          if (empty && !editor.isActive('link')) {
            editor
              .chain()
              .focus()
              .insertContent({ type: 'text', text: href.replace(/^mailto:/, ''), marks: [{ type: 'link', attrs: { href } }] })
              .run();
          } else {
            editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
          }
          setLinkOpen(false);
        }}
        onRemove={() => {
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
          setLinkOpen(false);
        }}
        onClosed={() => editor.commands.focus()}
      />
    </div>
  );
}
