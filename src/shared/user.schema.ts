import { z } from 'zod';
import { planNameSchema } from './plans.schema';

export const userSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  plan: planNameSchema,
});
export type User = z.infer<typeof userSchema>;

export const authProvidersSchema = z.object({ google: z.boolean(), github: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;
