import { LIMITS } from '@alinhavo/shared/rules/limits';
import { notifications } from '@mantine/notifications';

/** Toasts of spec §8: success, error and info, gone after 5 s unless told otherwise. */
export const notify = {
  success(message: string, autoClose: number = LIMITS.toastMs) {
    notifications.show({ message, color: 'teal', autoClose });
  },
  error(message: string, autoClose: number = LIMITS.toastMs) {
    notifications.show({ message, color: 'red', autoClose });
  },
  info(message: string, autoClose: number = LIMITS.toastMs) {
    notifications.show({ message, color: 'vinho', autoClose });
  },
};
