import { lazy, Suspense } from 'react';
import { cn } from '../../lib/cn';
import type { MarkdownProps } from './markdown-renderer';

export type { MarkdownProps } from './markdown-renderer';

const loadRenderer = () => import('./markdown-renderer');
const MarkdownRenderer = lazy(loadRenderer);

/** Fetches the renderer's chunk (and KaTeX's styles and fonts) ahead of need, without running it. */
export function preloadMarkdown() {
  void loadRenderer();
}

/**
 * An AI answer rendered as Markdown with math. The renderer, KaTeX and their styles load on first
 * use; until then the text shows as it is, so a streaming answer is readable from its first token.
 */
export function Markdown({ children, className }: MarkdownProps) {
  return (
    <Suspense fallback={<div className={cn('whitespace-pre-wrap break-words text-sm leading-relaxed', className)}>{children}</div>}>
      <MarkdownRenderer className={className}>{children}</MarkdownRenderer>
    </Suspense>
  );
}
