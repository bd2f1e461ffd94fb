import { z } from 'zod';
import { endpoint } from './contract';
import {
  notificationIdParams,
  notificationListQuery,
  notificationListSchema,
  notificationSchema,
  notificationSyncQuery,
  notificationSyncSchema,
  unreadCountSchema,
} from '../schemas/notification';

/** DESIGN §5 notification paths (spec §7 Hosted database, notifications). */
export const notificationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/notifications/',
    query: notificationListQuery,
    body: undefined,
    data: notificationListSchema,
    auth: 'user',
    summary: 'Notificações do usuário, mais recentes primeiro, com totais',
  }),
  sync: endpoint({
    method: 'GET',
    path: '/notifications/sync/',
    query: notificationSyncQuery,
    body: undefined,
    data: notificationSyncSchema,
    auth: 'user',
    summary: 'O que mudou nas notificações desde updated_since (cache do aparelho)',
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/notifications/unread-count/',
    body: undefined,
    data: unreadCountSchema,
    auth: 'user',
    summary: 'Quantas notificações não lidas',
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/notifications/{id}/read/',
    params: notificationIdParams,
    body: undefined,
    data: notificationSchema,
    auth: 'user',
    summary: 'Marca uma notificação como lida',
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/notifications/read-all/',
    body: undefined,
    data: z.object({ updated: z.number().int() }),
    auth: 'user',
    summary: 'Marca todas as notificações do usuário como lidas',
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/notifications/{id}/',
    params: notificationIdParams,
    body: undefined,
    data: z.object({}),
    auth: 'user',
    summary: 'Exclui uma notificação',
  }),
} as const;
