/**
 * Clips just made, kept in this instance's memory for their first playback: the voice tutor asks
 * for a clip the moment it is made, and reading its parts back from the database cost the main
 * thread about a third of a spoken answer's work. The database stays the record: a clip is served
 * from here only after it has been found there for its owner (so a deleted or another user's clip
 * is still a 404), and an instance that did not make it reads it from the database.
 */
export interface RecentClips {
  keep(id: string, bytes: Buffer): void;
  /** The clip's bytes while kept, else undefined. */
  get(id: string): Buffer | undefined;
}

export interface RecentClipLimits {
  /** Bytes kept at most; the oldest clips go first. */
  maxBytes: number;
  /** A clip is kept this long after it was made. */
  ttlMs: number;
}

/** About twenty explanations of a minute, for two minutes. */
export const RECENT_CLIP_LIMITS: RecentClipLimits = { maxBytes: 32 * 1024 * 1024, ttlMs: 2 * 60 * 1000 };

export function createRecentClips({ maxBytes, ttlMs }: RecentClipLimits, now: () => number = Date.now): RecentClips {
  // In the order kept, so the oldest come first.
  const clips = new Map<string, { bytes: Buffer; keptAt: number }>();
  let total = 0;
  const drop = (id: string) => {
    total -= clips.get(id)?.bytes.length ?? 0;
    clips.delete(id);
  };
  const dropExpired = () => {
    for (const [id, { keptAt }] of clips) {
      if (now() - keptAt < ttlMs) break;
      drop(id);
    }
  };
  return {
    keep(id, bytes) {
      dropExpired();
      if (bytes.length > maxBytes) return;
      drop(id);
      for (const oldest of clips.keys()) {
        if (total + bytes.length <= maxBytes) break;
        drop(oldest);
      }
      clips.set(id, { bytes, keptAt: now() });
      total += bytes.length;
    },
    get(id) {
      dropExpired();
      return clips.get(id)?.bytes;
    },
  };
}
