import { profileApi } from '@alinhavo/shared/api/profile';
import type { Profile } from '@alinhavo/shared/schemas/profile-view';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../data/api';
import { useServerEvent } from '../../data/realtime/hooks';
import { loadErrorMessage } from './load-error';

export type ProfileLoad =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; profile: Profile };

/**
 * The signed-in user's profile, straight from the API: personal data is never cached on the
 * device (DESIGN §7). `replace` keeps a saved answer without another request.
 */
export function useProfile(enabled = true) {
  const [load, setLoad] = useState<ProfileLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    api
      .call(profileApi.get, { signal: controller.signal })
      .then((profile) => setLoad({ status: 'ready', profile }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setLoad({ status: 'error', message: loadErrorMessage(error) });
      });
    return () => controller.abort();
  }, [enabled, attempt]);

  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  // An admin approved or rejected this provider: the badge and text follow without a reload.
  useServerEvent('notification:created', (n) => {
    if (enabled && (n.type === 'approved' || n.type === 'rejected')) setAttempt((k) => k + 1);
  });
  const replace = useCallback((profile: Profile) => setLoad({ status: 'ready', profile }), []);
  return { load, reload, replace };
}
