// Constants and types of the AI tutor chat shared by client and server.
import type { NoteCitation } from './citation';

export const TUTOR_MESSAGE_MAX_CHARS = 8_000;
export const CONVERSATION_TITLE_MAX_CHARS = 120;
/** A conversation titled from its first message keeps this much of it. */
export const CONVERSATION_AUTO_TITLE_CHARS = 60;
/** New conversations are titled this until their first message names them. */
export const NEW_CHAT_TITLE = 'New Chat';

/**
 * What the model sees of a conversation besides the new message: the latest turns, as many as fit
 * both bounds, so a long conversation costs no more per reply than a short one.
 */
export const TUTOR_HISTORY_MAX_MESSAGES = 20;
export const TUTOR_HISTORY_MAX_CHARS = 24_000;

export const TUTOR_MESSAGES = {
  contentRequired: 'Please enter a message.',
  contentTooLong: `Please shorten your message to at most ${TUTOR_MESSAGE_MAX_CHARS.toLocaleString('en-US')} characters.`,
  titleRequired: 'Please enter a title for the conversation.',
  titleTooLong: `Please keep the title to at most ${CONVERSATION_TITLE_MAX_CHARS} characters.`,
  notFound: 'Conversation not found',
} as const;

/** The tutor screen's words, word for word where the product states them. */
export const TUTOR_TEXTS = {
  newChat: 'New Chat',
  showEarlier: 'Show earlier messages',
  tutorLabel: 'Tutor',
  userLabel: 'You',
  greeting: "Hi! I'm your AI tutor. Ask me anything you are studying: I look in your notes first and tell you which ones I used.",
  clear: 'Clear',
  clearTitle: 'Clear this conversation?',
  clearDescription: 'Every message in it is deleted. This cannot be undone.',
  stop: 'Stop',
  send: 'Send',
  limitTitle: 'API Limit Reached',
  limit: "You've reached your daily chat limit. Upgrade your plan to continue chatting.",
  errorTitle: 'Chat Error',
  citationsTitle: 'From your notes',
} as const;

export type TutorRole = 'user' | 'assistant';

export interface Conversation {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
}

export interface TutorMessage {
  id: string;
  conversationId: string;
  /** 'user', or the tutor (shown as 'Tutor'). */
  role: TutorRole;
  /** Markdown with math in `$…$`. */
  content: string;
  /** The user's notes the reply drew on; empty for the user's own messages. */
  citations: NoteCitation[];
  createdAt: string;
}

/** POST /api/conversations/:id/messages: the stored turn (also the `done` event of the stream). */
export interface SentMessage {
  userMessage: TutorMessage;
  assistantMessage: TutorMessage;
}

export interface CreateConversationRequest {
  title?: string;
}

export interface UpdateConversationRequest {
  title: string;
}

export interface SendMessageRequest {
  content: string;
}

/** The first words of a first message as the conversation's title, cut at a word where it can be. */
export function titleFromMessage(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  if (flat.length <= CONVERSATION_AUTO_TITLE_CHARS) return flat || NEW_CHAT_TITLE;
  const cut = flat.slice(0, CONVERSATION_AUTO_TITLE_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > CONVERSATION_AUTO_TITLE_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
