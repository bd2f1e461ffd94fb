import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, forbidden } from '../../http/errors';
import type { AdminAccounts } from '../../lib/admins';
import type { EventBus } from '../../lib/event-bus';
import type { Mailer } from '../../lib/mail/mailer';
import type { AuthService, Principal } from '../auth/service';
import type { CatalogueService } from '../catalogue/service';
import type { NotificationService } from '../notifications/service';
import type { PaymentsService } from '../payments/service';
import type { ProfileService } from '../profile/service';

/** What the admin services need; built once in app.ts. */
export interface AdminDeps {
  db: Db;
  mailer: Mailer;
  bus: EventBus;
  log: FastifyBaseLogger;
  admins: AdminAccounts;
  publicUrl: string;
  auth: AuthService;
  catalogue: CatalogueService;
  notifications: NotificationService;
  payments: PaymentsService;
  profiles: ProfileService;
}

/** DESIGN §9.2: only the accounts in ADMIN_EMAILS; asked by every admin service method. */
export function assertAdmin(admins: AdminAccounts, principal: Principal): void {
  if (!admins.has(principal.user.email)) throw forbidden();
}

export const conflict = (message: string) => new AppError(409, message, 'VALIDATION');

/** The actor columns of an audit line. */
export const actorOf = (p: Principal) => ({ actorId: p.user.id, actorEmail: p.user.email });

/** After the commit: a failed e-mail or notification is logged, never undoes the action. */
export async function afterCommit(
  log: FastifyBaseLogger,
  what: string,
  context: Record<string, unknown>,
  work: () => Promise<unknown>,
): Promise<void> {
  try {
    await work();
  } catch (err) {
    log.error({ ...context, err: err instanceof Error ? err.message : String(err) }, what);
  }
}
