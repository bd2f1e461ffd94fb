import { LIMITS } from '@alinhavo/shared/rules/limits';
import { notifications } from '@mantine/notifications';

type Kind = 'success' | 'error' | 'info';
const COLORS: Record<Kind, string> = { success: 'teal', error: 'red', info: 'vinho' };

/**
 * Toasts of spec §8: success, error and info, gone after 5 s unless told otherwise. The same
 * text shown again replaces the toast on screen (and restarts its timer) instead of stacking.
 */
function show(kind: Kind, message: string, autoClose: number): void {
  const id = `${kind}:${message}`;
  notifications.hide(id);
  notifications.show({ id, message, color: COLORS[kind], autoClose });
}

export const notify = {
  success: (message: string, autoClose: number = LIMITS.toastMs) =>
    show('success', message, autoClose),
  error: (message: string, autoClose: number = LIMITS.toastMs) => show('error', message, autoClose),
  info: (message: string, autoClose: number = LIMITS.toastMs) => show('info', message, autoClose),
};
