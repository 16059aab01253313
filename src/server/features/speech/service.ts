import { v7 as uuidv7 } from 'uuid';
import { SPEECH_MESSAGES } from '../../../shared/speech';
import { isUuid } from '../../../shared/uuid';
import type { Db } from '../../db/client';
import { notFound } from '../../http-error';
import type { SpeechAdapters } from '../../speech/speech';
import { Readable } from 'node:stream';
import { type RangeResult, resolveRange } from './byte-range';
import { streamClipRange } from './clip-range-stream';
import { createRecentClips, RECENT_CLIP_LIMITS, type RecentClips } from './recent-clips';
import * as repo from './repo';

/**
 * Clips are made to be played right away, so they live a day; within that, a user's newest clips
 * up to 50 MB are kept (about ten five-minute explanations), the older ones dropped on the next insert;
 * expired ones are also purged for everyone every hour.
 */
export const CLIP_LIMITS: repo.ClipLimits = { ttlHours: 24, bytesPerUser: 50 * 1024 * 1024 };
/** How often every user's expired clips are deleted, also those of users who make no new one. */
export const CLIP_PURGE_EVERY_MS = 60 * 60 * 1000;
/**
 * A clip is a student's own words read aloud: the browser may keep it (a seek or a replay then
 * costs a 304, and ranges resume with If-Range against the strong ETag) but must ask first every
 * time, so no copy is played without the session that owns it, and sign-out's Clear-Site-Data
 * removes it.
 */
export const CLIP_CACHE_CONTROL = 'private, no-cache';

export interface ClipRequest {
  range?: string;
  ifRange?: string;
  ifNoneMatch?: string;
}

export interface ClipResponse {
  mimeType: string;
  size: number;
  etag: string;
  range: RangeResult;
  /** The client's copy is this clip: nothing to send. */
  unchanged: boolean;
  /** The range's bytes, read part by part as they are sent; absent when unchanged or when the range cannot be satisfied. */
  body?: Readable;
  /** How many bytes `body` holds. */
  length?: number;
}

export function speechService(db: Db, speech: SpeechAdapters, recent: RecentClips = createRecentClips(RECENT_CLIP_LIMITS)) {
  return {
    /** Reads the text aloud and stores the clip for its owner; answers where to fetch it. */
    async textToSpeech(userId: string, text: string): Promise<{ audioUrl: string }> {
      const clip = await speech.synthesizeSpeech(text, userId);
      const id = uuidv7();
      await repo.insertClip(db, { id, userId, mimeType: clip.mimeType, data: clip.audio, durationMs: clip.durationMs }, CLIP_LIMITS);
      recent.keep(id, clip.audio);
      return { audioUrl: `/api/audio/${id}` };
    },

    /** The owner's clip, or the requested part of it; another user's, an expired or a malformed id is a 404. */
    async clip(userId: string, id: string, request: ClipRequest): Promise<ClipResponse> {
      const info = isUuid(id) ? await repo.findClip(db, userId, id, CLIP_LIMITS.ttlHours) : undefined;
      if (!info) throw notFound(SPEECH_MESSAGES.audioNotFound);
      // Clips never change, so the id is a strong validator; If-Range with another one means "send it all".
      const etag = `"${id}"`;
      const range = request.ifRange && request.ifRange !== etag ? { kind: 'whole' as const } : resolveRange(request.range, info.size);
      const unchanged = request.ifNoneMatch?.split(/\s*,\s*/).includes(etag) ?? false;
      const response = { mimeType: info.mimeType, size: info.size, etag, range, unchanged };
      if (unchanged || range.kind === 'unsatisfiable') return response;
      const [start, end] = range.kind === 'part' ? [range.start, range.end] : [0, info.size - 1];
      const length = end - start + 1;
      // Made here a moment ago (most first playbacks): sent from memory.
      const kept = recent.get(id);
      if (kept?.length === info.size)
        return { ...response, body: Readable.from([kept.subarray(start, end + 1)], { objectMode: false }), length };
      const body = await streamClipRange((seq, from, count) => repo.readClipPart(db, id, seq, from, count), {
        start,
        end,
        partBytes: repo.CLIP_PART_BYTES,
      });
      // Deleted between the two queries (pruned by a newer clip).
      if (!body) throw notFound(SPEECH_MESSAGES.audioNotFound);
      return { ...response, body, length };
    },

    async speechToText(audio: Buffer): Promise<{ text: string }> {
      return { text: await speech.transcribeSpeech(audio) };
    },
  };
}
