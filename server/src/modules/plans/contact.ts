import type { DbOrTx } from '../../db/client';
import type { AdminAccounts } from '../../lib/admins';
import type { Principal } from '../auth/service';
import { isPro } from './pro';

const filled = (v: string | null | undefined): v is string =>
  typeof v === 'string' && v.trim() !== '';

/** A person's or a company's ways to be reached directly (spec §3 company rule). */
export interface ContactFields {
  company: boolean;
  cellphone: string | null;
  email: string | null;
  companyCellphone: string | null;
  companyEmail: string | null;
}

/**
 * Spec §3: a company is reached at its company phone and e-mail (its own when it gave none); a
 * person at theirs.
 */
export function contactOf(c: ContactFields): { phone: string | null; email: string | null } {
  const phone = c.company && filled(c.companyCellphone) ? c.companyCellphone : c.cellphone;
  const email = c.company && filled(c.companyEmail) ? c.companyEmail : c.email;
  return { phone: filled(phone) ? phone : null, email: filled(email) ? email : null };
}

/**
 * Spec §1 and §6: direct contact (the WhatsApp phone and the e-mail) is PRO's. Everyone learns
 * whether a phone exists ('Telefone não cadastrado'); only a viewer who may see it gets it.
 * Every place that shows a provider's contact decides here.
 */
export function visibleContact(
  viewerSeesContact: boolean,
  c: ContactFields,
): { has_phone: boolean; phone: string | null; email: string | null } {
  const { phone, email } = contactOf(c);
  return {
    has_phone: phone !== null,
    phone: viewerSeesContact ? phone : null,
    email: viewerSeesContact ? email : null,
  };
}

/**
 * PRO's rights (every search filter, unlimited profiles, direct contact): a PRO account by the
 * one isPro rule, or an admin (moderation sees what PRO sees).
 */
export async function hasProAccess(
  db: DbOrTx,
  admins: AdminAccounts,
  p: Principal,
): Promise<boolean> {
  return admins.has(p.user.email) || (await isPro(db, p.user.id));
}
