import type { TFunction } from 'i18next';
import { NEW_CHAT_TITLE, TUTOR_TEXTS } from '../../../shared/tutor';

export type TutorT = TFunction<'tutor'>;

/** A conversation's title: the student's words, or the server's 'New Chat' said in the reader's language. */
export function conversationTitle(t: TutorT, title: string): string {
  return title === NEW_CHAT_TITLE ? t(TUTOR_TEXTS.newChat) : title;
}
