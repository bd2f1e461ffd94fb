import { z } from 'zod';
import { endpoint } from './contract';
import {
  changePasswordBodySchema,
  deleteAccountBodySchema,
  emailOnlyBodySchema,
  loginBodySchema,
  logoutBodySchema,
  refreshBodySchema,
  registerBodySchema,
  registerResultSchema,
  resetConfirmBodySchema,
  resetValidateBodySchema,
  resetValidateResultSchema,
  verifyEmailBodySchema,
  verifyResultSchema,
} from '../schemas/auth';
import { authResultSchema, tokenPairSchema, userSchema } from '../schemas/user';

const empty = z.object({});

/** Spec §7 Auth and User, plus DESIGN §5 account paths. */
export const authApi = {
  register: endpoint({
    method: 'POST',
    path: '/user/register/',
    status: 201,
    body: registerBodySchema,
    data: registerResultSchema,
    auth: 'public',
    summary: 'Cria uma conta (CLIENTE ou PROFISSIONAL) e envia o código de verificação',
  }),
  login: endpoint({
    method: 'POST',
    path: '/user/login/',
    body: loginBodySchema,
    data: authResultSchema,
    auth: 'public',
    summary: 'Entra com e-mail verificado e senha',
  }),
  obtainToken: endpoint({
    method: 'POST',
    path: '/token/',
    body: loginBodySchema,
    data: tokenPairSchema,
    auth: 'public',
    summary: 'Emite um par de tokens',
  }),
  refreshToken: endpoint({
    method: 'POST',
    path: '/token/refresh/',
    body: refreshBodySchema,
    data: tokenPairSchema,
    auth: 'public',
    summary: 'Troca o refresh token (rotação; reuso encerra a sessão)',
  }),
  logout: endpoint({
    method: 'POST',
    path: '/token/logout/',
    body: logoutBodySchema,
    data: empty,
    auth: 'public',
    summary: 'Encerra a sessão',
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/user/email-verification-codes/verify/',
    body: verifyEmailBodySchema,
    data: verifyResultSchema,
    auth: 'public',
    summary: 'Confirma o e-mail com o código de 5 dígitos',
  }),
  resendCode: endpoint({
    method: 'POST',
    path: '/user/email-verification-codes/resend/',
    body: emailOnlyBodySchema,
    data: empty,
    auth: 'public',
    summary: 'Reenvia o código (intervalo mínimo de 60 s)',
  }),
  requestReset: endpoint({
    method: 'POST',
    path: '/user/password-reset/',
    body: emailOnlyBodySchema,
    data: empty,
    auth: 'public',
    summary: 'Envia o link de redefinição de senha',
  }),
  validateReset: endpoint({
    method: 'POST',
    path: '/user/password-reset-validate/',
    body: resetValidateBodySchema,
    data: resetValidateResultSchema,
    auth: 'public',
    summary: 'Diz se um código de redefinição é válido',
  }),
  confirmReset: endpoint({
    method: 'POST',
    path: '/user/password-reset-confirm/',
    body: resetConfirmBodySchema,
    data: empty,
    auth: 'public',
    summary: 'Define a nova senha e encerra todas as sessões',
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/user/change-password/',
    body: changePasswordBodySchema,
    data: tokenPairSchema,
    auth: 'user',
    summary: 'Altera a senha; as outras sessões terminam',
  }),
  deleteAccount: endpoint({
    method: 'POST',
    path: '/user/delete-account/',
    body: deleteAccountBodySchema,
    data: empty,
    auth: 'user',
    summary: 'Exclui a conta e os dados pessoais',
  }),
  me: endpoint({
    method: 'GET',
    path: '/user/users/me/',
    body: undefined,
    data: userSchema,
    auth: 'user',
    summary: 'O usuário autenticado',
  }),
} as const;

export const healthApi = {
  health: endpoint({
    method: 'GET',
    path: '/health/',
    body: undefined,
    data: z.object({ database: z.literal('ok'), realtime: z.enum(['single', 'redis']) }),
    auth: 'public',
    summary: 'Pronto quando o banco está migrado',
  }),
} as const;
