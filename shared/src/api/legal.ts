import { endpoint } from './contract';
import { acceptTermsBodySchema, publicSettingsSchema, termsStatusSchema } from '../schemas/legal';

/** What the help and legal pages show, and the acceptance of the terms in force. */
export const legalApi = {
  settings: endpoint({
    method: 'GET',
    path: '/settings/public/',
    body: undefined,
    data: publicSettingsSchema,
    auth: 'public',
    summary: 'Contato do suporte, controlador dos dados e versão dos termos',
  }),
  terms: endpoint({
    method: 'GET',
    path: '/user/terms/',
    body: undefined,
    data: termsStatusSchema,
    auth: 'user',
    summary: 'Versão dos termos aceita pela conta e a vigente',
  }),
  acceptTerms: endpoint({
    method: 'POST',
    path: '/user/terms/',
    body: acceptTermsBodySchema,
    data: termsStatusSchema,
    auth: 'user',
    summary: 'Registra a concordância com a versão vigente dos termos',
  }),
} as const;
