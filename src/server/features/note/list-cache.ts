/** The most list text one instance keeps: a thousand students' lists of 50 notes, or ten of 1,000. */
export const LIST_CACHE_MAX_BYTES = 48 * 1024 * 1024;

export interface ListCache {
  /** The list JSON stored under this tag, if the user's latest stored list has it. */
  get(userId: string, etag: string): string | undefined;
  set(userId: string, etag: string, json: string): void;
}

/**
 * Each user's last notes list answer, by the tag of the list version it was read at. A hit still
 * needs the version read from the database, so no instance serves a list another one has changed;
 * what it saves is reading and converting the notes (decision 011).
 */
export function createListCache(maxBytes = LIST_CACHE_MAX_BYTES): ListCache {
  const entries = new Map<string, { etag: string; json: string }>();
  let bytes = 0;
  const size = (json: string) => json.length * 2;
  const drop = (userId: string) => {
    const entry = entries.get(userId);
    if (!entry) return;
    bytes -= size(entry.json);
    entries.delete(userId);
  };

  return {
    get(userId, etag) {
      const entry = entries.get(userId);
      if (entry?.etag !== etag) return undefined;
      // Most recently used last: the first key is the one to drop when full.
      entries.delete(userId);
      entries.set(userId, entry);
      return entry.json;
    },
    set(userId, etag, json) {
      drop(userId);
      if (size(json) > maxBytes) return;
      while (bytes + size(json) > maxBytes) drop(entries.keys().next().value!);
      entries.set(userId, { etag, json });
      bytes += size(json);
    },
  };
}
