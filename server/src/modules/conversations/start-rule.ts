import { MESSAGING_TEXTS as T } from '@alinhavo/shared/messages/messaging';
import type { UserType } from '@alinhavo/shared/schemas/user';

export interface StartingPerson {
  id: string;
  userType: UserType;
  approvalStatus: 'PENDING' | 'APPROVED' | 'REJECTED';
  suspendedAt: Date | null;
}

/**
 * A demand as the rule sees it: its owner and the providers tied to it (who showed interest, were
 * asked for a quote by the owner, or were chosen).
 */
export interface DemandTie {
  ownerId: string;
  providerIds: readonly string[];
  chosenId: string | null;
}

/**
 * DESIGN §9.11: who may start (or reopen) a conversation with whom. With a demand: its owner
 * with providers who showed interest in it or were chosen on it, and such a provider with the
 * owner, as long as the provider is shown to the client (spec §4: approved, or the chosen one).
 * Without one: a client with approved, active providers (provider search). Each other
 * participant must be tied to the starter. Admins are not asked (the caller checks). Answers the
 * refusal's text, or null when allowed.
 */
export function startRefusal(
  starter: StartingPerson,
  others: readonly StartingPerson[],
  demand: DemandTie | null,
): string | null {
  const notTied = starter.userType === 'PROFISSIONAL' ? T.startProviderNotTied : T.startNotTied;
  if (others.some((o) => o.suspendedAt !== null)) return T.startUnavailable;
  if (demand) {
    const tiedProvider = new Set(demand.providerIds);
    // Spec §4: a candidate not approved is not shown to the client; the chosen one stays.
    const shown = (o: StartingPerson) =>
      o.approvalStatus === 'APPROVED' || o.id === demand.chosenId;
    if (starter.id === demand.ownerId) {
      if (!others.every((o) => tiedProvider.has(o.id))) return notTied;
      return others.every(shown) ? null : T.startUnavailable;
    }
    const onlyOwner = others.length === 1 && others[0]?.id === demand.ownerId;
    if (!tiedProvider.has(starter.id) || !onlyOwner) return notTied;
    return shown(starter) ? null : T.startProviderNotApproved;
  }
  if (starter.userType !== 'CLIENTE') return notTied;
  if (others.some((o) => o.userType !== 'PROFISSIONAL')) return notTied;
  return others.every((o) => o.approvalStatus === 'APPROVED') ? null : T.startUnavailable;
}
