import { z } from 'zod';

/** Every failure the API answers has this shape (ARCHITECTURE §4). */
export const errorResponseSchema = z.object({ message: z.string(), code: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const healthResponseSchema = z.object({ status: z.literal('ok') });
