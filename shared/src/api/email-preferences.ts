import { endpoint } from './contract';
import {
  emailPreferencesSchema,
  unsubscribeInfoSchema,
  unsubscribeQuerySchema,
  updateEmailPreferencesSchema,
} from '../schemas/email-preferences';

/** Which e-mails an account receives, and the one-click unsubscribe of each e-mail. */
export const emailPreferencesApi = {
  get: endpoint({
    method: 'GET',
    path: '/user/email-preferences/',
    body: undefined,
    data: emailPreferencesSchema,
    auth: 'user',
    summary: 'Notificações por e-mail da conta, por tipo',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/user/email-preferences/',
    body: updateEmailPreferencesSchema,
    data: emailPreferencesSchema,
    auth: 'user',
    summary: 'Muda as notificações por e-mail dos tipos enviados',
  }),
  unsubscribeInfo: endpoint({
    method: 'GET',
    path: '/user/email-unsubscribe/',
    query: unsubscribeQuerySchema,
    body: undefined,
    data: unsubscribeInfoSchema,
    auth: 'public',
    summary: 'O tipo de e-mail que um link de descadastro desliga (sem login)',
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/user/email-unsubscribe/',
    query: unsubscribeQuerySchema,
    // RFC 8058: mail clients post `List-Unsubscribe=One-Click` as a form; nothing in it is read.
    body: undefined,
    data: unsubscribeInfoSchema,
    auth: 'public',
    summary: 'Descadastro em um clique: desliga só o tipo de e-mail do link',
  }),
} as const;
