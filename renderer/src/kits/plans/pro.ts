import { APP_PATHS } from '../../app/shell/paths';
import type { User } from '@alinhavo/shared/schemas/user';

export const PRO_WHATSAPP_TEXT =
  'O contato direto via WhatsApp está disponível no Plano Pro. Assine agora para acessar esta funcionalidade!';

/** The plan prompt's button, and where it leads (the plans page). */
export const PRO_PLAN_BUTTON = 'Conhecer o Plano Pro';
export const PLANS_PATH = APP_PATHS.plans;

/**
 * Spec §6 isProUser. The server decides `is_pro` (one rule for every gate) and sends the account
 * again on `account:changed`, and the plan on `plan:changed` (session-events puts both into the
 * session user): this is the one place the renderer reads it, so it only ever shows.
 */
export function isProUser(user: (Pick<User, 'id'> & { is_pro?: boolean }) | null): boolean {
  return user?.is_pro === true;
}
