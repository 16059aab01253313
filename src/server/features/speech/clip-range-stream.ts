import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Reads `length` bytes from `start` within part `seq`; undefined when the clip is gone. */
export type ClipPartReader = (seq: number, start: number, length: number) => Promise<Buffer | undefined>;

/** The clip was deleted (by its owner's budget or the purge) while its bytes were being sent. */
export class ClipGoneError extends Error {
  constructor() {
    super('The audio clip was deleted while it was being sent');
  }
}

/**
 * Bytes `start`..`end` (inclusive) of a clip stored in parts of `partBytes`, as a stream that reads
 * the parts covering them one query at a time, as the answer is sent (the first and last sliced).
 * The first part is read before answering, so a clip deleted since it was found is still
 * `undefined` (a 404); one deleted later ends the stream with a ClipGoneError.
 */
export async function streamClipRange(
  readPart: ClipPartReader,
  { start, end, partBytes }: { start: number; end: number; partBytes: number },
): Promise<Readable | undefined> {
  const slice = (seq: number) => {
    const from = Math.max(start, seq * partBytes);
    const to = Math.min(end, (seq + 1) * partBytes - 1);
    return readPart(seq, from - seq * partBytes, to - from + 1);
  };
  const [firstSeq, lastSeq] = [Math.floor(start / partBytes), Math.floor(end / partBytes)];
  if (end < start) return Readable.from([], { objectMode: false });
  const first = await slice(firstSeq);
  if (!first) return undefined;
  async function* parts() {
    yield first!;
    for (let seq = firstSeq + 1; seq <= lastSeq; seq += 1) {
      // A socket that takes every part at once would have them all read in one turn of the event
      // loop (PGlite answers without one): other requests get theirs between parts.
      await nextTurn();
      const bytes = await slice(seq);
      if (!bytes) throw new ClipGoneError();
      yield bytes;
    }
  }
  return Readable.from(parts(), { objectMode: false });
}
