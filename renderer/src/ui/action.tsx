import { Button, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { createContext, useContext, useId, type ReactNode } from 'react';
import { DeferredTooltip } from './deferred';

/** One action of a card, whatever draws it: a button, or an item of a 'Mais ações' menu. */
export interface ActionItemProps {
  label: string;
  icon?: ReactNode;
  /** Off, and why. */
  reason?: string | undefined;
  loading?: boolean | undefined;
  onClick?: (() => void) | undefined;
}

/**
 * Set by a menu that gathers a card's actions (the phone's 'Mais ações'): the actions inside it
 * are drawn by this function instead of as buttons, with the same logic behind them. Apart from
 * the menu itself so a screen with buttons only does not load the menu's code.
 */
export const ActionItemContext = createContext<((item: ActionItemProps) => ReactNode) | null>(null);

/**
 * A button that is off for a reason: the label stays, the reason is a tooltip and the button's
 * description (a disabled button gets no pointer events, so the tooltip sits on a wrapper).
 */
export function DisabledWithReason({
  reason,
  leftSection,
  className,
  children,
  ...props
}: Omit<ButtonProps, 'disabled'> & {
  reason: string;
  leftSection?: ReactNode;
  children: ReactNode;
}) {
  const reasonId = useId();
  return (
    <DeferredTooltip label={reason} multiline w={260}>
      <span style={{ display: 'inline-flex' }} className={className}>
        <Button
          {...props}
          leftSection={leftSection}
          disabled
          aria-describedby={reasonId}
          style={{ flex: 1 }}
        >
          {children}
        </Button>
        <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
      </span>
    </DeferredTooltip>
  );
}

/**
 * An action drawn as a button (off with its reason when `reason` is set), or as the item the
 * surrounding menu draws (ActionItemContext).
 */
export function Action({
  label,
  icon,
  reason,
  loading,
  onClick,
  ...buttonProps
}: ActionItemProps & Omit<ButtonProps, 'children' | 'leftSection' | 'loading' | 'disabled'>) {
  const drawItem = useContext(ActionItemContext);
  if (drawItem) return drawItem({ label, icon, reason, loading, onClick });
  if (reason)
    return (
      <DisabledWithReason reason={reason} leftSection={icon} {...buttonProps}>
        {label}
      </DisabledWithReason>
    );
  return (
    <Button {...buttonProps} leftSection={icon} loading={loading} onClick={onClick}>
      {label}
    </Button>
  );
}

/** Whether the actions are drawn inside a menu (a card leaves out what only a button needs). */
export const useInActionMenu = (): boolean => useContext(ActionItemContext) !== null;
