// The API's messages in the reader's language (decision 077). The *_MESSAGES constants stay the
// English source every caller and test uses; `locales/<language>/messages.json` holds each one's
// translation under `<CONSTANT>.<key>` (ICU MessageFormat, with the values of a dynamic message as
// its placeholders). The server translates `{ message }` on the way out; the client translates the
// shared messages it shows itself.

import { IntlMessageFormat } from 'intl-messageformat';
import { ACCOUNT_MESSAGES } from '../account';
import { ADMIN_MESSAGES } from '../admin';
import { ANKI_MESSAGES } from '../anki';
import { MESSAGES } from '../api';
import { AUTH_LIMIT_MESSAGES } from '../auth-limits';
import { BILLING_MESSAGES } from '../billing';
import { CLASS_MESSAGES } from '../classroom';
import { DOUBT_MESSAGES } from '../doubt';
import { ENGINE_LANGUAGE_MESSAGES } from '../engine-language';
import { EVENT_STREAM_MESSAGES } from '../event-stream';
import { EXAM_DATE_MESSAGES } from '../exam-date';
import { EXTRACTION_MESSAGES } from '../extraction';
import { FLASHCARD_MESSAGES } from '../flashcards';
import { LEARNER_MESSAGES, STUDY_SETTINGS_MESSAGES } from '../learner';
import { LINK_MESSAGES } from '../link';
import { LIST_MESSAGES } from '../list-page';
import { LTI_MESSAGES } from '../lti';
import { NOTE_MESSAGES } from '../note';
import { OCR_MESSAGES } from '../ocr';
import { OFFLINE_MESSAGES } from '../offline';
import { PLANNER_MESSAGES, PLANNER_REQUEST_MESSAGES } from '../planner';
import { QTI_TEXT } from '../qti';
import { QUIZ_MESSAGES, QUIZ_TEXT } from '../quiz';
import { SPEECH_MESSAGES } from '../speech';
import { PER_RECORD_MESSAGES } from '../storage-quotas';
import { SAVED_PATH_MESSAGES, STUDY_PATH_MESSAGES } from '../study-path';
import { STUDY_PLAN_MESSAGES, STUDY_PLAN_REQUEST_MESSAGES } from '../study-plan';
import { SUMMARY_MESSAGES } from '../summary';
import { TUTOR_MESSAGES } from '../tutor';
import { UPLOAD_MESSAGES } from '../upload';
import { USAGE_MESSAGES } from '../usage';
import { PROFILE_MESSAGES } from '../user';
import { ANALYZE_MESSAGES, READY_QUIZ_MESSAGES } from '../want-to-learn';
import { madeMessage } from './dynamic-message';
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type Language } from './languages';
import hi from './locales/hi/messages.json';

export type MessageCatalogue = Readonly<Record<string, unknown>>;

/** Every catalogue of API messages the browser may also show, by constant name. */
export const SHARED_MESSAGE_CATALOGUES: Record<string, MessageCatalogue> = {
  ACCOUNT_MESSAGES,
  ADMIN_MESSAGES,
  ANALYZE_MESSAGES,
  ANKI_MESSAGES,
  AUTH_LIMIT_MESSAGES,
  BILLING_MESSAGES,
  CLASS_MESSAGES,
  DOUBT_MESSAGES,
  ENGINE_LANGUAGE_MESSAGES,
  EVENT_STREAM_MESSAGES,
  EXAM_DATE_MESSAGES,
  EXTRACTION_MESSAGES,
  FLASHCARD_MESSAGES,
  LEARNER_MESSAGES,
  LINK_MESSAGES,
  LIST_MESSAGES,
  LTI_MESSAGES,
  MESSAGES,
  NOTE_MESSAGES,
  OCR_MESSAGES,
  OFFLINE_MESSAGES,
  PER_RECORD_MESSAGES,
  PLANNER_MESSAGES,
  PLANNER_REQUEST_MESSAGES,
  PROFILE_MESSAGES,
  QTI_TEXT,
  QUIZ_MESSAGES,
  QUIZ_TEXT,
  READY_QUIZ_MESSAGES,
  SAVED_PATH_MESSAGES,
  SPEECH_MESSAGES,
  STUDY_PATH_MESSAGES,
  STUDY_PLAN_MESSAGES,
  STUDY_PLAN_REQUEST_MESSAGES,
  STUDY_SETTINGS_MESSAGES,
  SUMMARY_MESSAGES,
  TUTOR_MESSAGES,
  UPLOAD_MESSAGES,
  USAGE_MESSAGES,
};

const TRANSLATIONS: Record<Exclude<Language, typeof DEFAULT_LANGUAGE>, Readonly<Record<string, string>>> = { hi };

/** English text → `<CONSTANT>.<key>`, for the messages that are plain texts. */
const keyOfText = new Map<string, string>();
/** Every catalogue entry's key, plain or dynamic: what a translation must cover. */
const allKeys: string[] = [];

/** Adds catalogues to the index: the shared ones below, the server's own at start. */
export function indexMessageCatalogues(catalogues: Record<string, MessageCatalogue>): void {
  for (const [name, catalogue] of Object.entries(catalogues)) {
    for (const [key, value] of Object.entries(catalogue)) {
      if (typeof value !== 'string' && typeof value !== 'function') continue;
      const id = `${name}.${key}`;
      allKeys.push(id);
      if (typeof value === 'string' && !keyOfText.has(value)) keyOfText.set(value, id);
    }
  }
}
indexMessageCatalogues(SHARED_MESSAGE_CATALOGUES);

export function messageKeys(): readonly string[] {
  return allKeys;
}

const formats = new Map<string, IntlMessageFormat>();

function format(template: string, language: Language, values: Record<string, string | number>): string {
  const id = `${language}\u0000${template}`;
  let compiled = formats.get(id);
  if (!compiled) {
    // `<email>` in a message is text, not markup.
    compiled = new IntlMessageFormat(template, LANGUAGE_LOCALES[language], undefined, { ignoreTag: true });
    formats.set(id, compiled);
  }
  return String(compiled.format(values));
}

/** `text`, one of the catalogued English messages, in `language`; any other text comes back as it is. */
export function translateMessage(text: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return text;
  // Typed as a language, but a caller outside the language plugin (a bare test app) may have none.
  const translations = TRANSLATIONS[language] as Readonly<Record<string, string>> | undefined;
  if (!translations) return text;
  const plainKey = keyOfText.get(text);
  if (plainKey) {
    const template = translations[plainKey];
    return template ? format(template, language, {}) : text;
  }
  const made = madeMessage(text);
  const template = made && translations[made.key];
  return template && made ? format(template, language, made.values) : text;
}

/** The translation templates of a language, for the completeness test. */
export function messageTranslations(language: Exclude<Language, typeof DEFAULT_LANGUAGE>): Readonly<Record<string, string>> {
  return TRANSLATIONS[language];
}
