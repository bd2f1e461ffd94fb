import { useCurrentUser } from '../../data/session-store';

/**
 * Spec §4 'Provider approval': only an approved provider shows interest or sends a quote (the
 * server refuses the others with 403). Read from the signed-in account, the same source as the
 * dashboard's approval notice, which the server pushes when an admin decides (account:changed).
 * Apart from the notice (ApprovalGate.tsx) so the dashboard's opportunity cards, which only ask,
 * do not bring the notice's Alert to the first screen.
 */
export function useProviderApproved(): boolean {
  return useCurrentUser()?.is_approved !== false;
}
