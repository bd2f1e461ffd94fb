import { z } from 'zod';
import type { UserType } from './user';

/** What the platform e-mails about (issue 16); each one can be turned off on its own. */
export const EMAIL_KINDS = [
  'new_demand',
  'unread_messages',
  'selected',
  'removed',
  'completed',
  'new_rating',
  'plan_expiry',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const EMAIL_MODES = ['off', 'instant', 'digest'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];

/** Only new demands can wait for the 8h digest; the rest is news about one's own business. */
export const DIGEST_KINDS: readonly EmailKind[] = ['new_demand'];

/** Kinds about a provider's work; clients never receive them. */
const PROVIDER_ONLY: readonly EmailKind[] = [
  'new_demand',
  'selected',
  'removed',
  'completed',
  'new_rating',
];

export const emailKindsFor = (userType: UserType): EmailKind[] =>
  EMAIL_KINDS.filter((k) => userType === 'PROFISSIONAL' || !PROVIDER_ONLY.includes(k));

/** Without a choice every kind goes out as it happens. */
export const DEFAULT_EMAIL_MODE: EmailMode = 'instant';

export const modesFor = (kind: EmailKind): EmailMode[] =>
  DIGEST_KINDS.includes(kind) ? ['off', 'instant', 'digest'] : ['off', 'instant'];

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
