import { z } from 'zod';
import { LANGUAGES } from './i18n/languages';
import { planNameSchema } from './pricing.schema';
import type { AuthProviders, User } from './user';

export const userSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  plan: planNameSchema,
  planExpiresAt: z.string().nullable(),
  admin: z.boolean(),
  language: z.enum(LANGUAGES).nullable(),
}) satisfies z.ZodType<User>;

export const authProvidersSchema = z.object({
  google: z.boolean(),
  github: z.boolean(),
  mail: z.boolean(),
}) satisfies z.ZodType<AuthProviders>;
