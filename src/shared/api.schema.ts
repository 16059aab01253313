import { z } from 'zod';
import type { ErrorResponse } from './api';

/** Every failure the API answers has this shape: a message to show and a stable code to branch on. */
export const errorResponseSchema = z.object({ message: z.string(), code: z.string() }) satisfies z.ZodType<ErrorResponse>;

/** GET /api/health (readiness): 200 when the database answers, else 503 `unavailable`. */
export const healthResponseSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
export const healthUnavailableSchema = z.object({ status: z.literal('unavailable'), database: z.literal('unavailable') });

/** GET /api/health/live (liveness): the process answers; says nothing of the database. */
export const livenessResponseSchema = z.object({ status: z.literal('ok') });

/** A list answers 304 with no body when the client's copy (If-None-Match) is current. */
export const notModifiedSchema = z.undefined();
