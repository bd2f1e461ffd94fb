import { APP_PATHS } from '../../app/shell/paths';
import type { User } from '@alinhavo/shared/schemas/user';

export const PRO_WHATSAPP_TEXT =
  'O contato direto via WhatsApp está disponível no Plano Pro. Assine agora para acessar esta funcionalidade!';

/** The plan prompt's button, and where it leads (the plans page of the plans issue). */
export const PRO_PLAN_BUTTON = 'Conhecer o Plano Pro';
export const PLANS_PATH = APP_PATHS.plans;

/**
 * Spec §6 isProUser. Plans are not sold yet, so the account carries no plan and nobody is PRO;
 * when the plans issue adds it to the user, this is the one place to read it.
 */
export function isProUser(user: (Pick<User, 'id'> & { is_pro?: boolean }) | null): boolean {
  return user?.is_pro === true;
}
