import { z } from 'zod';
import { line } from './text';
import { AUTH_TEXTS } from '../messages/auth';
import { LIMITS } from '../rules/limits';
import { userSchema, userTypeSchema } from './user';

/** E-mail as typed: trimmed and lower-cased before the format check (spec §5). */
export const emailSchema = line({ error: AUTH_TEXTS.required })
  .trim()
  .toLowerCase()
  .min(1, AUTH_TEXTS.required)
  .max(LIMITS.emailMax, AUTH_TEXTS.invalidEmail)
  .pipe(z.email({ error: AUTH_TEXTS.invalidEmail }));

const passwordField = (tooShort: string) =>
  line({ error: AUTH_TEXTS.required })
    .min(1, AUTH_TEXTS.required)
    .min(LIMITS.passwordMin, tooShort)
    .max(LIMITS.passwordMax, AUTH_TEXTS.invalidPassword);

export const registerBodySchema = z
  .object({
    email: emailSchema,
    password: passwordField(AUTH_TEXTS.passwordTooShort),
    password2: line({ error: AUTH_TEXTS.required }).min(1, AUTH_TEXTS.required),
    user_type: userTypeSchema,
  })
  .refine((v) => v.password === v.password2, {
    path: ['password2'],
    error: AUTH_TEXTS.passwordsDontMatch,
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: line({ error: AUTH_TEXTS.required })
    .min(1, AUTH_TEXTS.required)
    .max(LIMITS.passwordMax),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const verificationCodeSchema = line({ error: AUTH_TEXTS.required })
  .trim()
  .min(1, AUTH_TEXTS.required)
  .max(LIMITS.verificationCodeLength, AUTH_TEXTS.invalidCode)
  .regex(/^\d+$/, AUTH_TEXTS.invalidCode);

export const verifyEmailBodySchema = z.object({ email: emailSchema, code: verificationCodeSchema });
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

export const emailOnlyBodySchema = z.object({ email: emailSchema });
export type EmailOnlyBody = z.infer<typeof emailOnlyBodySchema>;

/** Reset codes travel in a link: long, random and URL-safe (DESIGN §9.8). */
export const resetCodeSchema = line({ error: AUTH_TEXTS.required })
  .trim()
  .min(1, AUTH_TEXTS.required)
  .max(200, AUTH_TEXTS.resetInvalidCode);

export const resetValidateBodySchema = z.object({ code: resetCodeSchema });
export const resetValidateResultSchema = z.object({ valid: z.boolean() });

export const resetConfirmBodySchema = z
  .object({
    code: resetCodeSchema,
    password: passwordField(AUTH_TEXTS.resetPasswordTooShort),
    password2: line({ error: AUTH_TEXTS.required }).min(1, AUTH_TEXTS.required),
  })
  .refine((v) => v.password === v.password2, {
    path: ['password2'],
    error: AUTH_TEXTS.resetPasswordsDontMatch,
  });
export type ResetConfirmBody = z.infer<typeof resetConfirmBodySchema>;

export const changePasswordBodySchema = z.object({
  current_password: line({ error: AUTH_TEXTS.required }).min(1, AUTH_TEXTS.required),
  new_password: passwordField(AUTH_TEXTS.passwordTooShort),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const deleteAccountBodySchema = z.object({
  password: line({ error: AUTH_TEXTS.required }).min(1, AUTH_TEXTS.required),
});

/** `refresh` may come from the body (desktop, API clients) or the httpOnly cookie (web). */
export const refreshBodySchema = z.object({ refresh: line().min(1).max(512).optional() });
export const logoutBodySchema = refreshBodySchema;

export const registerResultSchema = z.object({ user: userSchema });
export const verifyResultSchema = z.object({
  user: userSchema,
  token: z.object({ access: z.string(), refresh: z.string() }),
});
