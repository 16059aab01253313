import { createParser } from 'eventsource-parser';
import type { ServerSentEvent } from '../http/event-stream';

/** The events of a Server-Sent Events body as a client reads them, each one's data parsed from JSON. */
export function parseEventStream<T extends ServerSentEvent = ServerSentEvent>(body: string): T[] {
  const events: ServerSentEvent[] = [];
  const parser = createParser({
    onEvent: ({ event, data }) => events.push({ event: event ?? 'message', data: JSON.parse(data) as unknown }),
  });
  parser.feed(body);
  return events as T[];
}
