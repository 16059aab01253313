import { z } from 'zod';
import type { NoteCitation } from './citation';

export const noteCitationSchema = z.object({
  kind: z.literal('note'),
  id: z.string(),
  title: z.string(),
}) satisfies z.ZodType<NoteCitation>;
