import { LIMITS } from '@alinhavo/shared/rules/limits';
import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import type { PlatformNotices } from '../platform/notices';
import type { ActionToastBody as Body } from './ActionToastBody';

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

export interface ActionToast {
  /** The same id again replaces the toast on screen (one per conversation, say). */
  id: string;
  title: string;
  message: string;
  action: { label: string; onClick: () => void };
  autoClose?: number;
}

/**
 * An info toast with one action button beside its text ('Abrir'). The button closes the toast
 * before it acts; the toast pauses while the pointer is on it, like every toast. Its body loads
 * with the first such toast, not with the first screen.
 */
function showWithAction(toast: ActionToast): void {
  void import('./ActionToastBody').then(({ ActionToastBody }) => showBody(ActionToastBody, toast));
}

function showBody(
  ActionToastBody: typeof Body,
  { id, title, message, action, autoClose }: ActionToast,
): void {
  notifications.hide(id);
  const body = createElement(ActionToastBody, {
    title,
    message,
    actionLabel: action.label,
    onAction: () => {
      notifications.hide(id);
      action.onClick();
    },
  });
  notifications.show({
    id,
    message: body,
    color: COLORS.info,
    autoClose: autoClose ?? LIMITS.toastMs,
  });
}

export const notify = {
  success: (message: string, autoClose: number = LIMITS.toastMs) =>
    show('success', message, autoClose),
  error: (message: string, autoClose: number = LIMITS.toastMs) => show('error', message, autoClose),
  info: (message: string, autoClose: number = LIMITS.toastMs) => show('info', message, autoClose),
  withAction: showWithAction,
};

/** The platform's notices (platform/notices.ts) as toasts: a download's progress, a failure. */
export const platformToasts: PlatformNotices = {
  progress(id, message) {
    const toast = {
      id,
      message,
      color: COLORS.info,
      loading: true,
      autoClose: false,
      withCloseButton: false,
    } as const;
    // show() leaves a toast already on screen alone; update() then brings it to this message.
    notifications.show(toast);
    notifications.update(toast);
  },
  hide: (id) => notifications.hide(id),
  error: (message) => notifications.show({ message, color: COLORS.error }),
};
