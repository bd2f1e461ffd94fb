import { z } from 'zod';
import { AUTH_TEXTS } from '../messages/auth';
import { USER_TYPES } from './user-types';

export { USER_TYPE_LABELS, USER_TYPES, type UserType } from './user-types';
export const userTypeSchema = z.enum(USER_TYPES, { error: AUTH_TEXTS.invalidUserType });

/** The account as the API returns it. The full profile (spec §3 User) grows in the profile module. */
export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  user_type: userTypeSchema,
  is_email_verified: z.boolean(),
  is_admin: z.boolean(),
  is_approved: z.boolean(),
  full_name: z.string().nullable(),
  /** Spec §6 isProUser, decided on the server (server/src/modules/plans/pro.ts). */
  is_pro: z.boolean(),
  /** End of the paid PRO time; null when the account was never PRO. */
  pro_until: z.iso.datetime({ offset: true }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type User = z.infer<typeof userSchema>;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const authResultSchema = z.object({ user: userSchema, token: tokenPairSchema });
export type AuthResult = z.infer<typeof authResultSchema>;
