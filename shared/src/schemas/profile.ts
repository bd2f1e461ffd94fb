import { z } from 'zod';
import { LIMITS } from '../rules/limits';

/**
 * The profile fields this release edits. The complete profile of spec §3 (documents, addresses,
 * company and provider data) extends this schema in the profile module.
 */
export const profilePatchSchema = z
  .object({
    full_name: z.string().trim().max(LIMITS.fullNameMax).nullable().optional(),
  })
  .strict();
export type ProfilePatch = z.infer<typeof profilePatchSchema>;
