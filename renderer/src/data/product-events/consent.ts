import { ANALYTICS_OPT_OUT_KEY } from '../../platform/storage-keys';

/** The browser asks not to be tracked (`navigator.doNotTrack`, or the older window property). */
export function doNotTrack(nav: Navigator = navigator, win: Window = window): boolean {
  const legacy = (win as Window & { doNotTrack?: string }).doNotTrack;
  return nav.doNotTrack === '1' || legacy === '1';
}

/** This device's copy of the Conta switch, so pages without a session honour it too. */
export function optedOutOnDevice(): boolean {
  try {
    return localStorage.getItem(ANALYTICS_OPT_OUT_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberOnDevice(enabled: boolean): void {
  try {
    if (enabled) localStorage.removeItem(ANALYTICS_OPT_OUT_KEY);
    else localStorage.setItem(ANALYTICS_OPT_OUT_KEY, '1');
  } catch {
    // Private mode without storage: the account's setting still stops the server storing.
  }
}
