import { z } from 'zod';
import { calendarDate } from './dates';

/** What the public pages need from the server's configuration (help, legal, support). */
export const publicSettingsSchema = z.object({
  /** Digits with the country code (55…), for wa.me; null = not configured, no link shown. */
  support_whatsapp: z.string().nullable(),
  support_email: z.string().nullable(),
  /** The landing footer's social profiles (https); null = no icon. */
  social_instagram: z.string().nullable(),
  social_linkedin: z.string().nullable(),
  /** The data controller of the Política de Privacidade (LGPD art. 5, VI). */
  legal_name: z.string(),
  legal_cnpj: z.string(),
  dpo_email: z.string(),
  /** LEGAL_VERSION of shared/src/rules/legal.ts as this server knows it. */
  legal_version: z.string(),
  /** Product analytics on this server; off in test runs, so the app sends nothing. */
  product_analytics: z.boolean(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const termsStatusSchema = z.object({
  current_version: z.string(),
  /** null: an account made before versions were recorded, or never accepted. */
  accepted_version: z.string().nullable(),
  accepted_at: z.iso.datetime({ offset: true }).nullable(),
});
export type TermsStatus = z.infer<typeof termsStatusSchema>;

/** A version is the date it took effect (LEGAL_VERSION). */
export const acceptTermsBodySchema = z.object({
  version: calendarDate('Versão inválida.'),
});
export type AcceptTermsBody = z.infer<typeof acceptTermsBodySchema>;
