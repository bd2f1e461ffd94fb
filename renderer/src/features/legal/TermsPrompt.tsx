import { Suspense } from 'react';
import { lazyPart } from '../../app/lazy-page';
import { legalClient } from '../../data/legal/api';
import { useCurrentUser } from '../../data/session-store';
import { useRemote } from '../../data/use-remote';

const TermsUpdatedModal = lazyPart(() =>
  import('./TermsUpdatedModal').then((m) => ({ default: m.TermsUpdatedModal })),
);

/**
 * Someone signed in who accepted an older version of the terms (or none, from before versions
 * were recorded) is asked once to accept the one in force. Nothing shows while the answer is
 * unknown or the server cannot be reached: the prompt never blocks the app offline.
 */
export function TermsPrompt() {
  const user = useCurrentUser();
  const status = useRemote(
    user ? `terms:${user.id}` : null,
    (signal) => legalClient.terms(signal),
    () => '',
  );
  if (status.status !== 'ready') return null;
  const { accepted_version, current_version } = status.data;
  if (accepted_version === current_version) return null;
  return (
    <Suspense fallback={null}>
      <TermsUpdatedModal version={current_version} onAccepted={(next) => status.set(() => next)} />
    </Suspense>
  );
}
