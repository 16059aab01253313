import { z } from 'zod';
import {
  TUTOR_MESSAGE_MAX_CHARS,
  TUTOR_MESSAGES,
  CONVERSATION_TITLE_MAX_CHARS,
  NEW_CHAT_TITLE,
  type TutorMessage,
  type Conversation,
  type CreateConversationRequest,
  type SendMessageRequest,
  type SentMessage,
  type UpdateConversationRequest,
} from './tutor';
import { noteCitationSchema } from './citation.schema';

const title = z
  .string({ error: TUTOR_MESSAGES.titleRequired })
  .trim()
  .min(1, TUTOR_MESSAGES.titleRequired)
  .max(CONVERSATION_TITLE_MAX_CHARS, TUTOR_MESSAGES.titleTooLong);

/** POST /api/conversations: a blank or missing title makes a 'New Chat'. */
export const createConversationSchema = z.object({
  title: z
    .string({ error: TUTOR_MESSAGES.titleRequired })
    .trim()
    .max(CONVERSATION_TITLE_MAX_CHARS, TUTOR_MESSAGES.titleTooLong)
    .nullish()
    .transform((value) => value || NEW_CHAT_TITLE),
}) satisfies z.ZodType<Required<CreateConversationRequest>, unknown>;

/** PATCH /api/conversations/:id: renames it. */
export const updateConversationSchema = z.object({ title }) satisfies z.ZodType<UpdateConversationRequest, unknown>;

/** POST /api/conversations/:id/messages: the message trimmed, required, at most 8,000 characters. */
export const sendMessageSchema = z.object({
  content: z
    .string({ error: TUTOR_MESSAGES.contentRequired })
    .trim()
    .min(1, TUTOR_MESSAGES.contentRequired)
    .max(TUTOR_MESSAGE_MAX_CHARS, TUTOR_MESSAGES.contentTooLong),
}) satisfies z.ZodType<SendMessageRequest, unknown>;

export const conversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<Conversation>;

export const conversationListSchema = z.array(conversationSchema);

export const tutorMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  citations: z.array(noteCitationSchema),
  createdAt: z.string(),
}) satisfies z.ZodType<TutorMessage>;

export const tutorMessageListSchema = z.array(tutorMessageSchema);

export const sentMessageSchema = z.object({
  userMessage: tutorMessageSchema,
  assistantMessage: tutorMessageSchema,
}) satisfies z.ZodType<SentMessage>;

export const conversationIdParamsSchema = z.object({ id: z.string() });
