import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './editor/rich-text-editor';

const loadEditor = () => import('./editor/rich-text-editor');
const RichTextEditor = lazy(loadEditor);

/** Fetches the editor's chunk ahead of need (once the list is on screen), without running it. */
export function preloadEditor() {
  void loadEditor();
}

export function LazyRichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation('notes');
  return (
    <Suspense
      fallback={
        <div
          role="status"
          className="flex min-h-[245px] items-center justify-center rounded-md border border-input text-sm text-muted-foreground"
        >
          {t('Loading editor...')}
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
