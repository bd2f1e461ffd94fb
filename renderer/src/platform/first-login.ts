import { STORAGE_KEYS } from './storage-keys';

/** Spec §4 Registration: verification sets the flag; the first visit to the profile removes it. */
export const firstLoginFlag = {
  set(): void {
    localStorage.setItem(STORAGE_KEYS.firstLogin, '1');
  },
  isSet(): boolean {
    return localStorage.getItem(STORAGE_KEYS.firstLogin) === '1';
  },
  clear(): void {
    localStorage.removeItem(STORAGE_KEYS.firstLogin);
  },
};
