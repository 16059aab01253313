import { z } from 'zod';
import { type FetchLinkRequest, LINK_MESSAGES, LINK_URL_MAX_LENGTH } from './link';

export const fetchLinkRequestSchema = z.object({
  url: z.string().trim().min(1, LINK_MESSAGES.empty).max(LINK_URL_MAX_LENGTH, LINK_MESSAGES.tooLong),
}) satisfies z.ZodType<FetchLinkRequest>;
