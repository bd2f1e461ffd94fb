import type { User } from '@alinhavo/shared/schemas/user';

export const PRO_WHATSAPP_TEXT =
  'O contato direto via WhatsApp está disponível no Plano Pro. Assine agora para acessar esta funcionalidade!';

/**
 * Spec §6 isProUser. Plans are not sold yet, so the account carries no plan and nobody is PRO;
 * when the plans issue adds it to the user, this is the one place to read it.
 */
export function isProUser(user: (Pick<User, 'id'> & { is_pro?: boolean }) | null): boolean {
  return user?.is_pro === true;
}
