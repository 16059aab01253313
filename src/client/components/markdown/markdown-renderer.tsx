import 'katex/dist/katex.min.css';
import './markdown.css';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeKatex, { type Options as KatexOptions } from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { isCardImageUrl } from '../../../shared/card-images';
import { cn } from '../../lib/cn';
import { bracketMathToDollars } from './math-delimiters';
import { safeLinkUrl } from './safe-url';

export interface MarkdownProps {
  /** Markdown from an AI answer; raw HTML in it shows as text. */
  children: string;
  className?: string;
}

// Bad TeX shows as its source in red instead of breaking the answer; \href and friends stay off.
const KATEX_OPTIONS: KatexOptions = { strict: 'ignore', trust: false };

const TASK_LABELS = { done: 'Done', open: 'Not done' } as const;

const components: Components = {
  a({ href, children }) {
    const url = safeLinkUrl(href);
    if (!url) return <span>{children}</span>;
    return (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  },
  // A remote image would be fetched as soon as the answer shows, telling its host who read it:
  // it is offered as a link instead. A card's own image (kept from an Anki deck) is Studium's to show.
  img({ src, alt }) {
    if (typeof src === 'string' && isCardImageUrl(src)) {
      return <img src={src} alt={alt ?? ''} loading="lazy" decoding="async" className="card-image" />;
    }
    const url = typeof src === 'string' ? safeLinkUrl(src) : undefined;
    const label = alt || url || '';
    if (!url) return <span>{label}</span>;
    return (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  },
  // Wide tables, code and formulas scroll sideways; a keyboard user reaches them with Tab to scroll.
  table({ children }) {
    return (
      <div className="markdown-scroll" tabIndex={0}>
        <table>{children}</table>
      </div>
    );
  },
  pre({ node: _node, ...props }) {
    return <pre {...props} tabIndex={0} />;
  },
  // A task list's boxes are read-only marks; their state is their label.
  input({ node: _node, ...props }) {
    if (props.type !== 'checkbox') return <input {...props} />;
    return <input {...props} aria-label={props.checked ? TASK_LABELS.done : TASK_LABELS.open} />;
  },
  span({ node: _node, ...props }) {
    return <span {...props} tabIndex={props.className === 'katex-display' ? 0 : undefined} />;
  },
};

/** GitHub-flavoured Markdown with KaTeX math, for AI answers. Loaded lazily: see `markdown.tsx`. */
export default function MarkdownRenderer({ children, className }: MarkdownProps) {
  return (
    <div className={cn('markdown-body', className)}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm, remarkMath]}
        rehypePlugins={[[rehypeKatex, KATEX_OPTIONS]]}
        components={components}
        urlTransform={(url) => (isCardImageUrl(url) ? url : (safeLinkUrl(url) ?? ''))}
      >
        {bracketMathToDollars(children)}
      </ReactMarkdown>
    </div>
  );
}
