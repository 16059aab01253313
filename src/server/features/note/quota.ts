import { ERROR_CODES } from '../../../shared/api';
import { NOTE_MESSAGES, NOTE_QUOTA, utf8Bytes } from '../../../shared/note';
import { forbidden } from '../../http-error';
import type { NoteUsage, NoteValues } from './repo';

const quotaReached = (message: string) => forbidden(message, ERROR_CODES.noteQuotaReached);

/** A note's size as the quota counts it: the same sum as the repo's, of the text about to be stored. */
export function noteBytes({
  title,
  content,
  contentText,
  originalContent,
}: Pick<NoteValues, 'title' | 'content' | 'contentText' | 'originalContent'>): number {
  return utf8Bytes(title) + utf8Bytes(content) + utf8Bytes(contentText) + utf8Bytes(originalContent ?? '');
}

/** 403 when the user keeps as many notes as they may, or a new note of `bytes` would pass the size. */
export function checkRoomForNote(usage: NoteUsage, bytes: number): void {
  if (usage.count >= NOTE_QUOTA.maxNotes) throw quotaReached(NOTE_MESSAGES.tooManyNotes);
  if (usage.bytes + bytes > NOTE_QUOTA.maxBytes) throw quotaReached(NOTE_MESSAGES.storageFull);
}

/**
 * 403 when the notes are past the size, for an edit that grew a note. (An edit that keeps or shrinks
 * a note is not checked, so a user at the limit can still tidy up.)
 */
export function checkSizeAfterGrowth(usage: NoteUsage): void {
  if (usage.bytes > NOTE_QUOTA.maxBytes) throw quotaReached(NOTE_MESSAGES.storageFull);
}
