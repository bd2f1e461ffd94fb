import { z } from 'zod';
import { EMAIL_KINDS, EMAIL_MODES, modesFor } from '../rules/email-preferences';

export * from '../rules/email-preferences';

export const emailPreferenceSchema = z
  .object({ kind: z.enum(EMAIL_KINDS), mode: z.enum(EMAIL_MODES) })
  .refine((p) => modesFor(p.kind).includes(p.mode), {
    error: 'Resumo diário só está disponível para novas demandas.',
    path: ['mode'],
  });
export type EmailPreference = z.infer<typeof emailPreferenceSchema>;

export const emailPreferencesSchema = z.object({
  /** The kinds that apply to the account, in a fixed order. */
  preferences: z.array(emailPreferenceSchema),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** Only the kinds sent are changed; each kind at most once. */
export const updateEmailPreferencesSchema = z.object({
  preferences: z
    .array(emailPreferenceSchema)
    .min(1)
    .max(EMAIL_KINDS.length)
    .refine((list) => new Set(list.map((p) => p.kind)).size === list.length, {
      error: 'Cada tipo de e-mail aparece uma vez.',
    }),
});

/** The signed token of an unsubscribe link: base64url parts, nothing else. */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string()
    .max(300)
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, { error: 'Link de descadastro inválido.' }),
});

export const unsubscribeInfoSchema = z.object({
  kind: z.enum(EMAIL_KINDS),
  /** True once that kind is off for the account. */
  unsubscribed: z.boolean(),
});
export type UnsubscribeInfo = z.infer<typeof unsubscribeInfoSchema>;
