import { Markdown } from '../../../src/client/components/markdown/markdown';
import { useEventStream } from '../../../src/client/lib/use-event-stream';

interface StoredAnswer {
  id: string;
  length: number;
}

/** An answer streamed from the harness server through the app's hook, shown as a screen would. */
export function StreamPage() {
  const stream = useEventStream<StoredAnswer>();
  const ask = (fail: boolean) =>
    void stream.start(`/api/answer${fail ? '?fail=1' : ''}`, { message: 'How does photosynthesis use light?' });
  return (
    <main className="mx-auto max-w-3xl space-y-3 p-4">
      <h1 className="text-lg font-semibold">Streamed answer</h1>
      <div className="flex gap-2">
        <button type="button" className="rounded border px-3 py-1" onClick={() => ask(false)}>
          Ask
        </button>
        <button type="button" className="rounded border px-3 py-1" onClick={() => ask(true)}>
          Ask and fail
        </button>
        <button type="button" className="rounded border px-3 py-1" onClick={stream.stop} disabled={stream.status !== 'streaming'}>
          Stop
        </button>
      </div>
      <p data-testid="status">{stream.status}</p>
      {stream.record && <p data-testid="record">{`${stream.record.id} (${stream.record.length} characters)`}</p>}
      {stream.error && (
        <p role="alert" className="text-destructive">
          {stream.error.message}
        </p>
      )}
      <article data-testid="answer" className="rounded-lg border p-4">
        <Markdown>{stream.text}</Markdown>
      </article>
    </main>
  );
}
