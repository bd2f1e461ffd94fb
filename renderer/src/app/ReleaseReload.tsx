import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { loadNewRelease } from './release';

/**
 * When a chunk of this tab's release failed for good and the server runs a newer one, the next
 * navigation loads that URL as a full page (once per release): the person asked for another
 * screen anyway, so nothing on screen is lost.
 */
export function ReleaseReload() {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    loadNewRelease(pathname + search);
  }, [pathname, search]);
  return null;
}
