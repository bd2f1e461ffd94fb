import { isAllowedExternalUrl } from '@alinhavo/shared/ipc/channels';

export interface ExternalOpener {
  openExternal(url: string): Promise<void>;
}

/** Hands an allowlisted URL (wa.me, mailto, social) to the system; anything else stays closed. */
export function openAllowedExternal(shell: ExternalOpener, url: string): boolean {
  if (!isAllowedExternalUrl(url)) return false;
  // The OS may have no handler for mailto; failing to open must not crash the main process.
  shell.openExternal(url).catch(() => undefined);
  return true;
}
