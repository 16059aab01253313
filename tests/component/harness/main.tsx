import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Markdown } from '../../../src/client/components/markdown/markdown';
import '../../../src/client/styles.css';
import { FIXTURES } from './fixtures';
import { StreamPage } from './stream-page';

// A page that shows one component alone, the way the app's screens will show it (`?page=stream`:
// an answer streamed from the harness server).
const params = new URLSearchParams(location.search);
document.documentElement.classList.toggle('dark', params.get('theme') === 'dark');
const source = FIXTURES[params.get('fixture') ?? 'answer'] ?? '';

const markdownPage = (
  <main className="mx-auto max-w-3xl p-4">
    <h1 className="mb-4 text-lg font-semibold">Tutor answer</h1>
    <article className="rounded-lg border bg-card p-4 text-card-foreground">
      <Markdown>{source}</Markdown>
    </article>
  </main>
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>{params.get('page') === 'stream' ? <StreamPage /> : markdownPage}</StrictMode>,
);
