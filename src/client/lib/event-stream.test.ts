import { describe, expect, it } from 'vitest';
import { EVENT_STREAM_MESSAGES } from '../../shared/event-stream';
import { ApiError } from './api';
import { applyReplyEvent, endOfStream, IDLE_STREAM, readEventStream, type ReplyStreamState, type StreamEvent } from './event-stream';

/** A response body delivered in the given byte pieces, as a network may cut it. */
function body(...pieces: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece);
      controller.close();
    },
  });
}

async function read(stream: ReadableStream<Uint8Array>): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  for await (const event of readEventStream(stream)) events.push(event);
  return events;
}

describe('readEventStream', () => {
  it('reads events cut mid-line and mid-character, skipping keep-alive comments', async () => {
    const bytes = new TextEncoder().encode('event: token\ndata: "π ≈ 3.14"\n\n');
    const cut = bytes.indexOf(0x80); // inside the two bytes of π
    const events = await read(
      body(
        ':\n\n',
        'event: tok',
        bytes.slice('event: tok'.length, cut),
        bytes.slice(cut),
        ':\n\nevent: done\r\ndata: {"id":"a1",',
        '"text":"π"}\r\n\r\n',
      ),
    );
    expect(events).toEqual([
      { event: 'token', data: 'π ≈ 3.14' },
      { event: 'done', data: { id: 'a1', text: 'π' } },
    ]);
  });

  it('keeps line breaks inside a delta and drops a last event cut off before its blank line', async () => {
    expect(await read(body('event: token\ndata: "a\\n\\nb"\n\n', 'event: error\ndata: {"status":502}\n'))).toEqual([
      { event: 'token', data: 'a\n\nb' },
    ]);
  });
});

describe('applyReplyEvent', () => {
  const streaming: ReplyStreamState<{ id: string }> = { ...IDLE_STREAM, status: 'streaming' };

  it('joins the deltas, then keeps the record of done', () => {
    const events: StreamEvent[] = [
      { event: 'token', data: 'Light ' },
      { event: 'progress', data: { progress: 0.5 } },
      { event: 'token', data: 'makes sugar.' },
      { event: 'done', data: { id: 'r1' } },
      { event: 'token', data: ' (after done)' },
    ];
    const state = events.reduce(applyReplyEvent, streaming);
    expect(state).toEqual({ status: 'done', text: 'Light makes sugar.', record: { id: 'r1' }, error: undefined });
  });

  it('turns an error event into the error a failed request gives: "{status}: {body}"', () => {
    const state = [
      { event: 'token', data: 'Half' },
      { event: 'error', data: { status: 429, message: 'API limit reached', code: 'daily_limit_reached' } },
    ].reduce(applyReplyEvent, streaming);
    expect(state.status).toBe('error');
    expect(state.text).toBe('Half');
    expect(state.error).toBeInstanceOf(ApiError);
    expect(state.error?.message).toBe('429: {"message":"API limit reached","code":"daily_limit_reached"}');
    expect((state.error as ApiError).serverMessage).toBe('API limit reached');
  });

  it('calls a stream that ends without done or error interrupted', () => {
    const cut = endOfStream(applyReplyEvent(streaming, { event: 'token', data: 'Half' }));
    expect(cut).toMatchObject({ status: 'error', text: 'Half', error: new Error(EVENT_STREAM_MESSAGES.interrupted) });
    const finished = applyReplyEvent(streaming, { event: 'done', data: { id: 'r2' } });
    expect(endOfStream(finished)).toBe(finished);
  });
});
